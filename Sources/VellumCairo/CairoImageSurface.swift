import CCairo
import VellumCore

/// An image surface owned by Swift: destroyed with the value's last use.
final class CairoImageSurface {
    let surface: OpaquePointer
    let width: Int, height: Int

    /// A transparent surface.
    init(width: Int, height: Int, format: cairo_format_t) throws(CairoError) {
        let surface = cairo_image_surface_create(format, Int32(width), Int32(height))!
        do {
            try CairoError.check(cairo_surface_status(surface), "create a \(width)×\(height) image surface")
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        self.surface = surface
        (self.width, self.height) = (width, height)
    }

    /// An A8 surface holding `alpha`, a plane of `width` × `height` values without padding.
    convenience init(alpha: [UInt8], width: Int, height: Int) throws(CairoError) {
        try self.init(width: width, height: height, format: CAIRO_FORMAT_A8)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        alpha.withUnsafeBufferPointer { source in
            for y in 0..<height {
                (data + y * stride).update(from: source.baseAddress! + y * width, count: width)
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    deinit { cairo_surface_destroy(surface) }

    /// Calls `body` with each ARGB32 pixel (premultiplied, native-endian 0xAARRGGBB) of a row.
    private func forEachPixel(_ body: (Int, UInt32) -> Void) {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        for y in 0..<height {
            let row = (data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { body(y * width + x, row[x]) }
        }
    }

    /// Gives this surface the device scale of `other`, so both paint at the same size.
    func setScale(of other: CairoImageSurface) {
        var (x, y) = (1.0, 1.0)
        cairo_surface_get_device_scale(other.surface, &x, &y)
        cairo_surface_set_device_scale(surface, x, y)
    }

    /// The alpha of an ARGB32 surface, row-major without padding.
    func alphaPlane() -> [UInt8] {
        coveragePlane { UInt8(truncatingIfNeeded: $0 >> 24) }
    }

    /// A value per pixel of an ARGB32 surface computed from its premultiplied 0xAARRGGBB
    /// pixel, row-major without padding.
    func coveragePlane(_ value: (UInt32) -> UInt8) -> [UInt8] {
        var plane = [UInt8](repeating: 0, count: width * height)
        forEachPixel { i, p in plane[i] = value(p) }
        return plane
    }

    /// The pixels of an ARGB32 surface as premultiplied RGBA bytes, row-major without padding.
    func premultipliedRGBA() -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        forEachPixel { i, p in
            bytes[4 * i] = UInt8(truncatingIfNeeded: p >> 16)
            bytes[4 * i + 1] = UInt8(truncatingIfNeeded: p >> 8)
            bytes[4 * i + 2] = UInt8(truncatingIfNeeded: p)
            bytes[4 * i + 3] = UInt8(truncatingIfNeeded: p >> 24)
        }
        return bytes
    }
}
