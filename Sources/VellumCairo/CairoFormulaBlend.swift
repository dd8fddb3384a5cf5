import CCairo
import VellumCore

extension CairoTreeRenderer {
    /// Paints the layer `cr`'s source holds (a group just popped, faded by its opacity and mask)
    /// by `mode`'s core formula (``BlendMode/composite(_:onto:)``), for a mode Cairo has no
    /// operator for: the layer is drawn on an image of the canvas, blended pixel by pixel with the
    /// target's pixels over the group's bounds, and painted back with
    /// `CAIRO_OPERATOR_SOURCE` through the clip (which weighs it against the backdrop, as the
    /// raster backend's clip does). The target is an ARGB32 image (``hasReadablePixels(_:)``):
    /// on a document page, ``drawLayerContent(_:base:on:)`` has drawn the backdrop on one.
    func paintByFormula(_ mode: BlendMode, bounds: Rect?, on cr: OpaquePointer) throws(CairoError) {
        guard Self.hasReadablePixels(cr), let target = cairo_get_group_target(cr), let box = deviceBox(bounds)
        else { return }
        let layer = try drawnLayer(of: cr)
        let blended = try CairoImageSurface(width: box.width, height: box.height, format: CAIRO_FORMAT_ARGB32)
        cairo_surface_flush(target)
        var (dx, dy) = (0.0, 0.0)
        cairo_surface_get_device_offset(target, &dx, &dy)
        let backdrop = ImagePixels(target, offsetX: Int(dx), offsetY: Int(dy))
        let source = ImagePixels(layer.surface, offsetX: 0, offsetY: 0)
        let out = ImagePixels(blended.surface, offsetX: -box.x, offsetY: -box.y)
        for y in box.y..<box.y + box.height {
            for x in box.x..<box.x + box.width {
                out[x, y] = ImagePixels.packed(mode.composite(ImagePixels.bytes(source[x, y]),
                                                              onto: ImagePixels.bytes(backdrop[x, y] ?? 0)))
            }
        }
        cairo_surface_mark_dirty(blended.surface)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, blended.surface, Double(box.x), Double(box.y))
        cairo_rectangle(cr, Double(box.x), Double(box.y), Double(box.width), Double(box.height))
        cairo_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The canvas pixels `bounds` (given in ``boundsSpace``) reach, cut to the canvas; `nil`
    /// when none.
    private func deviceBox(_ bounds: Rect?) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard let bounds, case let device = RenderBounds.wholePixels(bounds.applying(boundsSpace)), device.isFinite
        else { return nil }
        func clamped(_ v: Double, _ limit: Int) -> Int { Int(min(max(v, 0), Double(limit))) }
        let (minX, maxX) = (clamped(device.minX, canvas.width), clamped(device.maxX, canvas.width))
        let (minY, maxY) = (clamped(device.minY, canvas.height), clamped(device.maxY, canvas.height))
        guard maxX > minX, maxY > minY else { return nil }
        return (minX, minY, maxX - minX, maxY - minY)
    }

    /// `cr`'s source painted on a transparent image of the canvas, in `cr`'s user space.
    private func drawnLayer(of cr: OpaquePointer) throws(CairoError) -> CairoImageSurface {
        let layer = try CairoImageSurface(width: canvas.width, height: canvas.height, format: CAIRO_FORMAT_ARGB32)
        let context = cairo_create(layer.surface)!
        defer { cairo_destroy(context) }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_set_matrix(context, &matrix)
        cairo_set_source(context, cairo_get_source(cr))
        cairo_paint(context)
        try CairoError.check(cairo_status(context), "draw a blended layer")
        cairo_surface_flush(layer.surface)
        return layer
    }
}

/// The pixels of an ARGB32 image surface (premultiplied, native-endian `0xAARRGGBB`), addressed
/// by canvas pixel: the surface's pixel is the canvas pixel moved by its device offset.
private struct ImagePixels {
    let data: UnsafeMutablePointer<UInt8>
    let stride: Int, width: Int, height: Int, offsetX: Int, offsetY: Int

    init(_ surface: OpaquePointer, offsetX: Int, offsetY: Int) {
        data = cairo_image_surface_get_data(surface)!
        stride = Int(cairo_image_surface_get_stride(surface))
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        (self.offsetX, self.offsetY) = (offsetX, offsetY)
    }

    /// The pixel at canvas (`x`, `y`), `nil` outside the surface; setting one outside does nothing.
    subscript(x: Int, y: Int) -> UInt32? {
        get {
            let (sx, sy) = (x + offsetX, y + offsetY)
            guard sx >= 0, sy >= 0, sx < width, sy < height else { return nil }
            return UnsafeRawPointer(data + sy * stride).load(fromByteOffset: sx * 4, as: UInt32.self)
        }
        nonmutating set {
            let (sx, sy) = (x + offsetX, y + offsetY)
            guard let newValue, sx >= 0, sy >= 0, sx < width, sy < height else { return }
            UnsafeMutableRawPointer(data + sy * stride).storeBytes(of: newValue, toByteOffset: sx * 4, as: UInt32.self)
        }
    }

    /// A pixel as red, green, blue, alpha bytes.
    static func bytes(_ pixel: UInt32?) -> SIMD4<UInt8> {
        let p = pixel ?? 0
        return SIMD4(UInt8(truncatingIfNeeded: p >> 16), UInt8(truncatingIfNeeded: p >> 8), UInt8(truncatingIfNeeded: p),
                     UInt8(truncatingIfNeeded: p >> 24))
    }

    /// Red, green, blue, alpha bytes as a pixel.
    static func packed(_ c: SIMD4<UInt8>) -> UInt32 {
        UInt32(c.w) << 24 | UInt32(c.x) << 16 | UInt32(c.y) << 8 | UInt32(c.z)
    }
}
