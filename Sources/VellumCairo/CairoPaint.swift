import CCairo
import VellumCore

extension Paint {
    /// The Cairo source for this paint on a path whose own bounds are `bbox` (bounding-box units
    /// resolve against it, as every backend does) painting within `area` (user space; where a
    /// conic gradient's mesh must reach), or `nil` when the paint draws nothing (a gradient whose
    /// mapping collapses). The caller destroys the pattern.
    func cairoPattern(bbox: Rect, area: Rect) -> OpaquePointer? {
        switch self {
        case .color(let color):
            return cairo_pattern_create_rgba(color.red, color.green, color.blue, color.alpha)
        case .linearGradient(let gradient):
            let (start, end, toUser) = gradient.resolved(in: bbox)
            guard let toGradient = toUser.inverted() else { return nil }
            guard start != end else {
                // SVG: coincident end points paint the last stop's colour everywhere.
                return Self.lastColor(of: gradient.gradient)
            }
            let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
            Self.configure(pattern, gradient.gradient, spread: gradient.spread, toGradient: toGradient)
            return pattern
        case .radialGradient(let gradient):
            let g = gradient.resolved(in: bbox)
            guard let toGradient = g.transform.inverted() else { return nil }
            let r0 = max(g.startRadius, 0)
            // SVG: a zero end radius, or equal radii, paint the last stop's colour.
            guard g.endRadius > 0, g.endRadius != r0 else { return Self.lastColor(of: gradient.gradient) }
            // A focus outside the end circle makes a cone, as in the raster backend (Cairo's
            // radial patterns are two-point conical gradients).
            let pattern = cairo_pattern_create_radial(g.focus.x, g.focus.y, r0, g.center.x, g.center.y, g.endRadius)!
            Self.configure(pattern, gradient.gradient, spread: gradient.spread, toGradient: toGradient)
            return pattern
        case .angularGradient(let gradient):
            return CairoConicGradient.pattern(gradient, bbox: bbox, area: area)
        case .image(let image):
            return Self.imagePattern(image)
        }
    }

    /// An image as a surface pattern: sampled bilinearly (or by nearest neighbour when
    /// pixelated), its edge pixels continued (as the raster backend samples it), the opacity
    /// multiplied into the pixels.
    private static func imagePattern(_ paint: ImagePaint) -> OpaquePointer? {
        guard let toImage = paint.transform.inverted() else { return nil }
        let (w, h) = (paint.image.width, paint.image.height)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!)
        let opacity = UInt32((min(max(paint.opacity, 0), 1) * 255).rounded())
        paint.image.pixels.withUnsafeBufferPointer { rgba in
            for y in 0..<h {
                let row = (data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w {
                    let i = 4 * (y * w + x)
                    func channel(_ k: Int) -> UInt32 { (UInt32(rgba[i + k]) * opacity + 127) / 255 }
                    row[x] = channel(3) << 24 | channel(0) << 16 | channel(1) << 8 | channel(2)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        let pattern = cairo_pattern_create_for_surface(surface)!
        var matrix = toImage.cairoMatrix
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, paint.interpolation == .pixelated ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }

    private static func lastColor(of gradient: Gradient) -> OpaquePointer? {
        guard let color = gradient.stops.last?.color else { return nil }
        return cairo_pattern_create_rgba(color.red, color.green, color.blue, color.alpha)
    }

    /// Stops in straight sRGB (Cairo interpolates them unpremultiplied, as SVG does), the spread
    /// as Cairo's extend, and the matrix from user space to gradient space.
    private static func configure(_ pattern: OpaquePointer, _ gradient: Gradient, spread: SpreadMethod,
                                  toGradient: AffineTransform) {
        for stop in gradient.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha)
        }
        let extend: cairo_extend_t = switch spread {
        case .pad: CAIRO_EXTEND_PAD
        case .reflect: CAIRO_EXTEND_REFLECT
        case .repeat: CAIRO_EXTEND_REPEAT
        }
        cairo_pattern_set_extend(pattern, extend)
        var matrix = toGradient.cairoMatrix
        cairo_pattern_set_matrix(pattern, &matrix)
    }
}
