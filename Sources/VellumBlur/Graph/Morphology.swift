import VellumCore

/// `feMorphology`: each channel the minimum (erode) or maximum (dilate) over a window of
/// 2·r + 1 pixels each way (transparent beyond the image), along rows and then along columns —
/// by van Herk's running blocks, so the cost does not grow with the radius.
enum Morphology {
    static func apply(_ image: FilterImage, dilate: Bool, radiusX: Double, radiusY: Double) -> FilterImage {
        let limit = FilterPrimitiveKind.maxMorphologyRadius
        let rx = Int(min(max(radiusX, 0), Double(limit)).rounded())
        let ry = Int(min(max(radiusY, 0), Double(limit)).rounded())
        var out = image
        let pick: (SIMD4<Float>, SIMD4<Float>) -> SIMD4<Float> = dilate ? { pointwiseMax($0, $1) } : { pointwiseMin($0, $1) }
        let (w, h) = (image.width, image.height)
        if rx > 0 {
            for y in 0..<h {
                let line = window(Array(out.pixels[y * w..<(y + 1) * w]), radius: rx, pick)
                out.pixels.replaceSubrange(y * w..<(y + 1) * w, with: line)
            }
        }
        if ry > 0 {
            for x in 0..<w {
                let line = window((0..<h).map { out[x, $0] }, radius: ry, pick)
                for y in 0..<h { out[x, y] = line[y] }
            }
        }
        return out
    }

    /// Each sample replaced by `pick` over the samples up to `radius` away (zero beyond the line).
    static func window(_ line: [SIMD4<Float>], radius r: Int, _ pick: (SIMD4<Float>, SIMD4<Float>) -> SIMD4<Float>)
        -> [SIMD4<Float>] {
        let n = line.count, k = 2 * r + 1
        let blocks = (n + 2 * r + k - 1) / k
        var padded = [SIMD4<Float>](repeating: .zero, count: blocks * k)
        for i in 0..<n { padded[i + r] = line[i] }
        var forward = padded, backward = padded
        for i in padded.indices where i % k != 0 { forward[i] = pick(forward[i - 1], padded[i]) }
        for i in padded.indices.reversed() where i % k != k - 1 && i + 1 < padded.count {
            backward[i] = pick(backward[i + 1], padded[i])
        }
        return (0..<n).map { i in pick(backward[i], forward[i + k - 1]) }
    }
}
