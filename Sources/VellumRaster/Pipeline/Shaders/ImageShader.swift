import VellumCore

/// A raster image: each device pixel centre is mapped back into the image's pixel space and the
/// four nearest pixel centres are blended by their distances (bilinear sampling), or the pixel
/// it falls in is taken (``ImagePaint/Interpolation/pixelated``); beyond the edges the edge
/// pixels continue.
struct ImageShader: Shader {
    private let pixels: UnsafePointer<UInt32>
    private let width: Int, height: Int
    /// The image-space position of device (0, 0)'s centre minus half a pixel, and its steps
    /// per device pixel along x and y.
    private let origin: (u: Double, v: Double), stepX: (u: Double, v: Double), stepY: (u: Double, v: Double)
    /// The opacity in 1/256ths.
    private let alpha: UInt32
    private let isPixelated: Bool

    var solidColor: UInt32? { nil }
    var isOpaque: Bool { false }

    /// The shader for `paint`, whose pixels are at `pixels`, drawn with `transform`; `nil` when
    /// the mapping collapses or the opacity is zero, in which case nothing is painted.
    init?(_ paint: ImagePaint, pixels: UnsafePointer<UInt32>, transform: AffineTransform) {
        guard let m = paint.transform.concatenating(transform).inverted() else { return nil }
        let opacity = min(max(paint.opacity, 0), 1)
        guard opacity > 0 else { return nil }
        self.pixels = pixels
        (width, height) = (paint.image.width, paint.image.height)
        alpha = UInt32((opacity * 256).rounded())
        isPixelated = paint.interpolation == .pixelated
        stepX = (m.a, m.b)
        stepY = (m.c, m.d)
        // Pixel centres sit at half-integer positions on both sides.
        origin = (0.5 * m.a + 0.5 * m.c + m.tx - 0.5, 0.5 * m.b + 0.5 * m.d + m.ty - 0.5)
    }

    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        // Each pixel's position from its own column, not stepped from where the span starts:
        // a span cut by a damage region samples as the whole frame's.
        let fy = Double(y)
        let rowU = origin.u + fy * stepY.u, rowV = origin.v + fy * stepY.v
        if isPixelated {
            for i in 0..<count {
                let fx = Double(x + i)
                out[i] = nearest(rowU + fx * stepX.u, rowV + fx * stepX.v)
            }
        } else {
            for i in 0..<count {
                let fx = Double(x + i)
                out[i] = sample(rowU + fx * stepX.u, rowV + fx * stepX.v)
            }
        }
    }

    /// The pixel whose square holds image position (`u`, `v`) (pixel centres at whole numbers,
    /// so its square runs from −½ to +½ around it), at the paint's opacity.
    @inline(__always)
    private func nearest(_ u: Double, _ v: Double) -> UInt32 {
        let cu = min(max(u + 0.5, 0), Double(width) - 0.5), cv = min(max(v + 0.5, 0), Double(height) - 0.5)
        let pixel = pixels[Int(cv) * width + Int(cu)]
        return alpha == 256 ? pixel : Self.mix(0, pixel, alpha)
    }

    /// The bilinear blend at image position (`u`, `v`) (pixel centres at whole numbers).
    @inline(__always)
    private func sample(_ u: Double, _ v: Double) -> UInt32 {
        let cu = min(max(u, 0), Double(width - 1)), cv = min(max(v, 0), Double(height - 1))
        let x0 = Int(cu), y0 = Int(cv)
        let x1 = min(x0 + 1, width - 1), y1 = min(y0 + 1, height - 1)
        let wx = UInt32(((cu - Double(x0)) * 256).rounded()), wy = UInt32(((cv - Double(y0)) * 256).rounded())
        let top = Self.mix(pixels[y0 * width + x0], pixels[y0 * width + x1], wx)
        let bottom = Self.mix(pixels[y1 * width + x0], pixels[y1 * width + x1], wx)
        let blended = Self.mix(top, bottom, wy)
        return alpha == 256 ? blended : Self.mix(0, blended, alpha)
    }

    /// `a` and `b` blended channel by channel, `b` weighing `w`/256, rounded.
    @inline(__always)
    private static func mix(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        var out: UInt32 = 0
        for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
            let ca = a >> shift & 0xFF, cb = b >> shift & 0xFF
            out |= ((ca * (256 - w) + cb * w + 128) >> 8) << shift
        }
        return out
    }
}
