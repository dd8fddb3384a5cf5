import VellumCore

/// `feGaussianBlur` on a filter image, each axis on its own, through the shared ``BlurKernel``
/// (a sampled Gaussian over three deviations each way below its box threshold, three box passes
/// above). Each line is blurred within the image: the filter region is all there is, so nothing
/// spreads out of it and back; beyond its edges lies what the edge mode says.
enum GaussianBlur {
    /// `image` blurred with standard deviations `sigmaX` and `sigmaY` (pixels), reading `edges`
    /// beyond the image; an axis whose deviation is not above 0 is not blurred.
    static func blurred(_ image: FilterImage, sigmaX: Double, sigmaY: Double,
                        edges: BlurEdgeMode = .none) -> FilterImage {
        var out = image
        if sigmaX > 0 { blurLines(&out, sigma: sigmaX, horizontal: true, edges: edges) }
        if sigmaY > 0 { blurLines(&out, sigma: sigmaY, horizontal: false, edges: edges) }
        return out
    }

    private static func blurLines(_ image: inout FilterImage, sigma: Double, horizontal: Bool, edges: BlurEdgeMode) {
        let count = horizontal ? image.width : image.height
        let lines = horizontal ? image.height : image.width
        let step = horizontal ? 1 : image.width
        // A deviation beyond a few lengths of the line spreads it flat; capping it bounds the work
        // (and the box passes' exact sums), as for every other blur.
        let s = min(sigma, Double(4 * max(count, 1)), Filter.maxBlurRadius)
        let kernel = BlurKernel(sigma: s, reach: max(Int((3 * s).rounded(.up)), 1), offset: 0)
        var buffers = BlurLineBuffers()
        var line = [Float](repeating: 0, count: 4 * count)
        var blurred = line
        for l in 0..<lines {
            let start = horizontal ? l * image.width : l
            for i in 0..<count {
                let p = image.pixels[start + i * step]
                for ch in 0..<4 { line[4 * i + ch] = p[ch] }
            }
            line.withUnsafeBufferPointer { line in
                blurred.withUnsafeMutableBufferPointer { out in
                    kernel.blurLine(line, from: 0, into: out, from: 0, channels: 4, confined: true, edges: edges,
                                    buffers: &buffers)
                }
            }
            for i in 0..<count {
                image.pixels[start + i * step] = SIMD4(blurred[4 * i], blurred[4 * i + 1], blurred[4 * i + 2], blurred[4 * i + 3])
            }
        }
    }
}
