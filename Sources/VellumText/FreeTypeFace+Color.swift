import CFreeType
import Glibc
import VellumCore
import VellumImageIO

/// What a colour glyph decoded from the face, and whether its paint graph had to be cut short.
struct DecodedColorGlyph: Sendable {
    var glyph: ColorGlyph
    /// The `COLR` paint graph was deeper than ``ColorGlyph/maximumPaintDepth`` (a cycle, or a
    /// damaged table) or had more than ``ColorGlyph/maximumPaints`` paints: what was reached is
    /// drawn, the rest left out.
    var isTruncated: Bool
}

extension FreeTypeFace {
    /// Whether the face has colour glyphs (`COLR`/`CPAL` or `CBDT`/`CBLC` tables).
    var hasColor: Bool { face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 }

    /// The colour form of `glyph`: its `COLR` version 1 paint graph, else its version 0 layers,
    /// else its bitmap from the `CBDT` strike nearest above `pixelsPerEm` (the largest strike
    /// when all are smaller). `nil` when the glyph has none. `foreground` is the colour of
    /// palette entry 0xFFFF, the text's own.
    func loadColorGlyph(_ glyph: GlyphID, unitsPerEm: Double, pixelsPerEm: Double,
                        foreground: Color) -> DecodedColorGlyph? {
        guard hasColor else { return nil }
        var walker = ColorPaintWalker(face: face, foreground: foreground)
        var root = FT_OpaquePaint(p: nil, insert_root_transform: 0)
        if FT_Get_Color_Glyph_Paint(face, glyph, FT_COLOR_NO_ROOT_TRANSFORM, &root) != 0 {
            let layers = walker.layers(of: root, transform: .identity, depth: 0)
            return DecodedColorGlyph(glyph: .layers(layers), isTruncated: walker.isTruncated)
        }
        if let layers = walker.version0Layers(of: glyph) {
            return DecodedColorGlyph(glyph: .layers(layers), isTruncated: false)
        }
        return loadColorBitmap(glyph, unitsPerEm: unitsPerEm, pixelsPerEm: pixelsPerEm)
            .map { DecodedColorGlyph(glyph: .bitmap($0), isTruncated: false) }
    }

    /// The index of the fixed-size strike nearest above `pixelsPerEm`, or the largest.
    private func strike(for pixelsPerEm: Double) -> (index: Int32, pixelsPerEm: Double)? {
        let count = Int(face.pointee.num_fixed_sizes)
        guard count > 0, let sizes = face.pointee.available_sizes else { return nil }
        let strikes = (0..<count).map { (index: Int32($0), pixelsPerEm: Double(sizes[$0].y_ppem) / 64) }
            .filter { $0.pixelsPerEm > 0 }
        return strikes.filter { $0.pixelsPerEm >= pixelsPerEm }.min { $0.pixelsPerEm < $1.pixelsPerEm }
            ?? strikes.max { $0.pixelsPerEm < $1.pixelsPerEm }
    }

    /// `glyph`'s BGRA bitmap from a strike, as premultiplied RGBA and the rectangle it covers in
    /// font units.
    private func loadColorBitmap(_ glyph: GlyphID, unitsPerEm: Double, pixelsPerEm: Double) -> ColorBitmap? {
        guard let strike = strike(for: pixelsPerEm), FT_Select_Size(face, strike.index) == 0,
              FT_Load_Glyph(face, glyph, Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph,
              slot.pointee.format == FT_GLYPH_FORMAT_BITMAP,
              slot.pointee.bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue) else { return nil }
        let bitmap = slot.pointee.bitmap
        let (width, height) = (Int(bitmap.width), Int(bitmap.rows))
        guard width > 0, height > 0, let buffer = bitmap.buffer else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            // FreeType's BGRA is premultiplied already; only the channel order changes.
            let row = buffer + y * Int(bitmap.pitch)
            for x in 0..<width {
                let (source, target) = (row + 4 * x, (y * width + x) * 4)
                (pixels[target], pixels[target + 1], pixels[target + 2], pixels[target + 3])
                    = (source[2], source[1], source[0], source[3])
            }
        }
        guard let png = try? PNGCodec.encode(width: width, height: height, premultipliedPixels: pixels),
              let image = try? RasterImage(width: width, height: height, pixels: pixels,
                                           encoded: .init(mediaType: "image/png", bytes: png)) else { return nil }
        let unitsPerPixel = unitsPerEm / strike.pixelsPerEm
        let rect = Rect(x: Double(slot.pointee.bitmap_left) * unitsPerPixel,
                        y: -Double(slot.pointee.bitmap_top) * unitsPerPixel,
                        width: Double(width) * unitsPerPixel, height: Double(height) * unitsPerPixel)
        return ColorBitmap(image: image, rect: rect)
    }
}

/// Walks a face's `COLR` data into ``ColorGlyphLayer``s, with colours from its `CPAL` palette 0.
///
/// Coordinates are turned from the font's y-up space into Vellum's y-down one as they are read.
/// A version 1 paint graph may be malformed — a `PaintColrGlyph` that leads back to itself, a
/// graph that fans out exponentially — so the walk stops at ``ColorGlyph/maximumPaintDepth``
/// nested paints and after ``ColorGlyph/maximumPaints`` paints, and says so in ``isTruncated``.
struct ColorPaintWalker {

    let face: FT_Face
    let foreground: Color
    private let palette: [Color]
    private var visited = 0
    private(set) var isTruncated = false

    init(face: FT_Face, foreground: Color) {
        self.face = face
        self.foreground = foreground
        var data = FT_Palette_Data()
        var entries: UnsafeMutablePointer<FT_Color>?
        if FT_Palette_Data_Get(face, &data) == 0, data.num_palettes > 0,
           FT_Palette_Select(face, 0, &entries) == 0, let entries {
            palette = (0..<Int(data.num_palette_entries)).map {
                let c = entries[$0]
                return Color(red8: Int(c.red), green8: Int(c.green), blue8: Int(c.blue), alpha8: Int(c.alpha))
            }
        } else {
            palette = []
        }
    }

    /// The colour of palette entry `index` at `alpha`: 0xFFFF (and an index the palette lacks)
    /// is the text's own colour.
    private func color(_ index: UInt16, alpha: Double) -> Color {
        let base = Int(index) < palette.count ? palette[Int(index)] : foreground
        return base.opacity(alpha)
    }

    private func color(_ index: FT_ColorIndex) -> Color {
        color(index.palette_index, alpha: Double(index.alpha) / 16384)
    }

    /// The outline of `glyph` in font units, y down.
    private func outline(_ glyph: UInt32) -> Path {
        guard FT_Load_Glyph(face, glyph, Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_BITMAP)) == 0,
              let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return Path() }
        return Path(freeTypeOutline: &slot.pointee.outline)
    }

    /// `glyph`'s `COLR` version 0 layers (outlines filled with palette colours), or `nil` when it
    /// has none.
    mutating func version0Layers(of glyph: GlyphID) -> [ColorGlyphLayer]? {
        var iterator = FT_LayerIterator(num_layers: 0, layer: 0, p: nil)
        var layerGlyph: FT_UInt = 0, colorIndex: FT_UInt = 0
        var layers: [ColorGlyphLayer] = []
        while FT_Get_Color_Glyph_Layer(face, glyph, &layerGlyph, &colorIndex, &iterator) != 0 {
            layers.append(.fill(outline(layerGlyph), .color(color(UInt16(truncatingIfNeeded: colorIndex), alpha: 1))))
        }
        return layers.isEmpty ? nil : layers
    }

    /// The layers `paint` draws, `transform` mapping its space into the glyph's.
    mutating func layers(of paint: FT_OpaquePaint, transform: AffineTransform, depth: Int) -> [ColorGlyphLayer] {
        visited += 1
        guard depth < ColorGlyph.maximumPaintDepth, visited <= ColorGlyph.maximumPaints else {
            isTruncated = true
            return []
        }
        var node = FT_COLR_Paint()
        guard FT_Get_Paint(face, paint, &node) != 0 else { return [] }
        switch node.format {
        case FT_COLR_PAINTFORMAT_COLR_LAYERS:
            var iterator = node.u.colr_layers.layer_iterator
            var child = FT_OpaquePaint(p: nil, insert_root_transform: 0)
            var layers: [ColorGlyphLayer] = []
            while FT_Get_Paint_Layers(face, &iterator, &child) != 0 && !isTruncated {
                layers += self.layers(of: child, transform: transform, depth: depth + 1)
            }
            return layers
        case FT_COLR_PAINTFORMAT_GLYPH:
            let path = outline(node.u.glyph.glyphID).applying(transform)
            guard let fill = self.paint(of: node.u.glyph.paint, transform: transform, depth: depth + 1) else {
                // A clip around more than one fill: the fills are drawn unclipped.
                return layers(of: node.u.glyph.paint, transform: transform, depth: depth + 1)
            }
            return [.fill(path, fill)]
        case FT_COLR_PAINTFORMAT_COLR_GLYPH:
            var root = FT_OpaquePaint(p: nil, insert_root_transform: 0)
            guard FT_Get_Color_Glyph_Paint(face, node.u.colr_glyph.glyphID, FT_COLOR_NO_ROOT_TRANSFORM, &root) != 0
            else { return [] }
            return layers(of: root, transform: transform, depth: depth + 1)
        case FT_COLR_PAINTFORMAT_COMPOSITE:
            let composite = node.u.composite
            let source = layers(of: composite.source_paint, transform: transform, depth: depth + 1)
            let backdrop = layers(of: composite.backdrop_paint, transform: transform, depth: depth + 1)
            // DEST keeps the backdrop alone.
            if composite.composite_mode == FT_COLR_COMPOSITE_DEST { return backdrop }
            return [.composite(source: source, mode: Self.blendMode(composite.composite_mode), backdrop: backdrop)]
        default:
            if let (child, inner) = Self.transformed(node) {
                return layers(of: child, transform: inner.concatenating(transform), depth: depth + 1)
            }
            // A fill outside any glyph paints everywhere; nothing bounds it, so it is left out.
            return []
        }
    }

    /// The paint a fill node gives, under any transforms, in the glyph's space; `nil` when the
    /// node is not a fill.
    private mutating func paint(of paint: FT_OpaquePaint, transform: AffineTransform, depth: Int) -> Paint? {
        guard depth < ColorGlyph.maximumPaintDepth else { isTruncated = true; return nil }
        var node = FT_COLR_Paint()
        guard FT_Get_Paint(face, paint, &node) != 0 else { return nil }
        switch node.format {
        case FT_COLR_PAINTFORMAT_SOLID:
            return .color(color(node.u.solid.color))
        case FT_COLR_PAINTFORMAT_LINEAR_GRADIENT:
            let g = node.u.linear_gradient
            let (p0, p1, p2) = (Self.point(g.p0), Self.point(g.p1), Self.point(g.p2))
            let line = colorLine(g.colorline)
            return .linearGradient(LinearGradient(gradient: line.gradient, start: p0, end: Self.linearEnd(p0, p1, p2),
                                                  spread: line.spread, transform: transform))
        case FT_COLR_PAINTFORMAT_RADIAL_GRADIENT:
            let g = node.u.radial_gradient
            let line = colorLine(g.colorline)
            return .radialGradient(RadialGradient(gradient: line.gradient, center: Self.point(g.c1),
                                                  radius: Self.fixed(g.r1), focus: Self.point(g.c0),
                                                  focusRadius: Self.fixed(g.r0), spread: line.spread,
                                                  transform: transform))
        case FT_COLR_PAINTFORMAT_SWEEP_GRADIENT:
            let g = node.u.sweep_gradient
            // Angles turn counter-clockwise in the font's y-up space, which is clockwise, as
            // Vellum's angles turn, once y points down. Sweep gradients do not repeat: pad.
            return .angularGradient(AngularGradient(gradient: colorLine(g.colorline).gradient, center: Self.point(g.center),
                                                    startAngle: .degrees(Self.fixed(g.start_angle) * 180),
                                                    endAngle: .degrees(Self.fixed(g.end_angle) * 180),
                                                    transform: transform))
        default:
            guard let (child, inner) = Self.transformed(node) else { return nil }
            return self.paint(of: child, transform: inner.concatenating(transform), depth: depth + 1)
        }
    }

    /// A gradient's stops and extend mode.
    private func colorLine(_ line: FT_ColorLine) -> (gradient: Gradient, spread: SpreadMethod) {
        var iterator = line.color_stop_iterator
        var stop = FT_ColorStop()
        var stops: [Gradient.Stop] = []
        while stops.count < ColorGlyph.maximumPaints, FT_Get_Colorline_Stops(face, &stop, &iterator) != 0 {
            stops.append(Gradient.Stop(color: color(stop.color), location: Double(stop.stop_offset) / 16384))
        }
        let spread: SpreadMethod = switch line.extend {
        case FT_COLR_PAINT_EXTEND_REPEAT: .repeat
        case FT_COLR_PAINT_EXTEND_REFLECT: .reflect
        default: .pad
        }
        return (Gradient(stops: stops), spread)
    }

    /// A transform node's child and the transform (y down) that maps the child into the node's space.
    private static func transformed(_ node: FT_COLR_Paint) -> (FT_OpaquePaint, AffineTransform)? {
        switch node.format {
        case FT_COLR_PAINTFORMAT_TRANSFORM:
            let m = node.u.transform.affine
            return (node.u.transform.paint, yDown(xx: fixed(m.xx), xy: fixed(m.xy), dx: fixed(m.dx),
                                                  yx: fixed(m.yx), yy: fixed(m.yy), dy: fixed(m.dy)))
        case FT_COLR_PAINTFORMAT_TRANSLATE:
            let t = node.u.translate
            return (t.paint, AffineTransform(translationX: fixed(t.dx), y: -fixed(t.dy)))
        case FT_COLR_PAINTFORMAT_SCALE:
            let s = node.u.scale
            return (s.paint, about(AffineTransform(scaleX: fixed(s.scale_x), y: fixed(s.scale_y)),
                                   x: s.center_x, y: s.center_y))
        case FT_COLR_PAINTFORMAT_ROTATE:
            let r = node.u.rotate
            // Counter-clockwise in y-up space: a negative (anticlockwise) angle once y points down.
            return (r.paint, about(AffineTransform(rotationAngle: .degrees(-fixed(r.angle) * 180)),
                                   x: r.center_x, y: r.center_y))
        case FT_COLR_PAINTFORMAT_SKEW:
            let k = node.u.skew
            let (tanX, tanY) = (tan(fixed(k.x_skew_angle) * .pi), tan(fixed(k.y_skew_angle) * .pi))
            return (k.paint, about(yDown(xx: 1, xy: -tanX, dx: 0, yx: tanY, yy: 1, dy: 0),
                                   x: k.center_x, y: k.center_y))
        default:
            return nil
        }
    }

    /// `transform` applied about the font-space point (`x`, `y`) rather than the origin.
    private static func about(_ transform: AffineTransform, x: FT_Fixed, y: FT_Fixed) -> AffineTransform {
        let center = Point(x: fixed(x), y: -fixed(y))
        return AffineTransform(translationX: -center.x, y: -center.y)
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
    }

    /// The y-up affine map x' = xx·x + xy·y + dx, y' = yx·x + yy·y + dy, seen with y pointing down.
    private static func yDown(xx: Double, xy: Double, dx: Double, yx: Double, yy: Double, dy: Double) -> AffineTransform {
        AffineTransform(a: xx, b: -yx, c: -xy, d: yy, tx: dx, ty: -dy)
    }

    /// Where a `COLR` linear gradient ends: its colour line runs from `p0` to `p1` projected onto
    /// the line through `p0` perpendicular to `p0`–`p2` (the gradient's rotation).
    private static func linearEnd(_ p0: Point, _ p1: Point, _ p2: Point) -> Point {
        let direction = (x: p0.y - p2.y, y: p2.x - p0.x)
        let length = direction.x * direction.x + direction.y * direction.y
        guard length > 0 else { return p1 }
        let t = ((p1.x - p0.x) * direction.x + (p1.y - p0.y) * direction.y) / length
        return Point(x: p0.x + direction.x * t, y: p0.y + direction.y * t)
    }

    private static func fixed(_ value: FT_Fixed) -> Double { Double(value) / 65536 }

    private static func point(_ v: FT_Vector) -> Point { Point(x: fixed(v.x), y: -fixed(v.y)) }

    /// The blend mode `PaintComposite`'s mode maps onto.
    private static func blendMode(_ mode: FT_Composite_Mode) -> BlendMode {
        switch mode {
        case FT_COLR_COMPOSITE_CLEAR: .clear
        case FT_COLR_COMPOSITE_SRC: .copy
        case FT_COLR_COMPOSITE_DEST_OVER: .destinationOver
        case FT_COLR_COMPOSITE_SRC_IN: .sourceIn
        case FT_COLR_COMPOSITE_DEST_IN: .destinationIn
        case FT_COLR_COMPOSITE_SRC_OUT: .sourceOut
        case FT_COLR_COMPOSITE_DEST_OUT: .destinationOut
        case FT_COLR_COMPOSITE_SRC_ATOP: .sourceAtop
        case FT_COLR_COMPOSITE_DEST_ATOP: .destinationAtop
        case FT_COLR_COMPOSITE_XOR: .xor
        case FT_COLR_COMPOSITE_PLUS: .plusLighter
        case FT_COLR_COMPOSITE_SCREEN: .screen
        case FT_COLR_COMPOSITE_OVERLAY: .overlay
        case FT_COLR_COMPOSITE_DARKEN: .darken
        case FT_COLR_COMPOSITE_LIGHTEN: .lighten
        case FT_COLR_COMPOSITE_COLOR_DODGE: .colorDodge
        case FT_COLR_COMPOSITE_COLOR_BURN: .colorBurn
        case FT_COLR_COMPOSITE_HARD_LIGHT: .hardLight
        case FT_COLR_COMPOSITE_SOFT_LIGHT: .softLight
        case FT_COLR_COMPOSITE_DIFFERENCE: .difference
        case FT_COLR_COMPOSITE_EXCLUSION: .exclusion
        case FT_COLR_COMPOSITE_MULTIPLY: .multiply
        case FT_COLR_COMPOSITE_HSL_HUE: .hue
        case FT_COLR_COMPOSITE_HSL_SATURATION: .saturation
        case FT_COLR_COMPOSITE_HSL_COLOR: .color
        case FT_COLR_COMPOSITE_HSL_LUMINOSITY: .luminosity
        default: .normal  // SRC_OVER
        }
    }
}
