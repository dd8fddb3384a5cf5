import VellumCore

/// `feConvolveMatrix`: each pixel the kernel's weighted sum of its neighbours (the kernel turned
/// half a turn, as the spec's formula reads it) divided by the divisor, plus the bias; on
/// premultiplied channels, or on unpremultiplied colour with the alpha kept (`preserveAlpha`).
enum Convolution {
    static func apply(_ image: FilterImage, _ k: ConvolveKernel, box: PixelRect) -> FilterImage {
        var out = FilterImage(width: image.width, height: image.height, colorSpace: image.colorSpace)
        guard k.columns * k.rows == k.values.count, k.divisor != 0 else { return out }
        let (w, h) = (image.width, image.height)
        func sample(_ x: Int, _ y: Int) -> SIMD4<Float> {
            switch k.edgeMode {
            case .none: return image.at(x, y)
            case .duplicate: return image[min(max(x, 0), w - 1), min(max(y, 0), h - 1)]
            case .wrap: return image[((x % w) + w) % w, ((y % h) + h) % h]
            }
        }
        let divisor = Float(k.divisor), bias = Float(k.bias)
        for y in box.rows {
            for x in box.columns {
                var sum = SIMD4<Float>.zero
                for j in 0..<k.rows {
                    for i in 0..<k.columns {
                        var p = sample(x - k.targetX + i, y - k.targetY + j)
                        if k.preserveAlpha, p.w > 0 { p = SIMD4(p.x / p.w, p.y / p.w, p.z / p.w, p.w) }
                        sum += Float(k.values[(k.rows - 1 - j) * k.columns + (k.columns - 1 - i)]) * p
                    }
                }
                var v = sum / divisor + SIMD4(repeating: bias)
                if k.preserveAlpha {
                    let a = image[x, y].w
                    let c = v.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1)) * a
                    v = SIMD4(c.x, c.y, c.z, a)
                }
                out[x, y] = v
            }
        }
        return out
    }
}
