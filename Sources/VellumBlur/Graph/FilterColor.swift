import VellumCore

/// The primitives that change colours pixel by pixel: `feColorMatrix` and
/// `feComponentTransfer`, on unpremultiplied channels.
enum FilterColor {
    /// `image` through `matrix` (clamped), every pixel, transparent ones too.
    static func matrix(_ image: FilterImage, _ matrix: ColorMatrix) -> FilterImage {
        var out = image
        for i in out.pixels.indices {
            let p = unpremultiplied(image.pixels[i])
            let (r, g, b, a) = matrix.apply(red: p.x, green: p.y, blue: p.z, alpha: p.w)
            out.pixels[i] = premultiplied(SIMD4(r, g, b, a))
        }
        return out
    }

    /// `image` through one function per channel (red, green, blue, alpha).
    static func transfer(_ image: FilterImage, _ functions: [TransferFunction]) -> FilterImage {
        var out = image
        let f = functions + Array(repeating: TransferFunction.identity, count: max(0, 4 - functions.count))
        for i in out.pixels.indices {
            let p = unpremultiplied(image.pixels[i])
            out.pixels[i] = premultiplied(SIMD4(f[0](p.x), f[1](p.y), f[2](p.z), f[3](p.w)))
        }
        return out
    }

    static func unpremultiplied(_ p: SIMD4<Float>) -> SIMD4<Double> {
        let a = Double(p.w)
        guard a > 0 else { return .zero }
        return SIMD4(min(Double(p.x) / a, 1), min(Double(p.y) / a, 1), min(Double(p.z) / a, 1), a)
    }

    static func premultiplied(_ p: SIMD4<Double>) -> SIMD4<Float> {
        SIMD4(Float(p.x * p.w), Float(p.y * p.w), Float(p.z * p.w), Float(p.w))
    }
}
