import Foundation

/// `feGaussianBlur` on a filter image, each axis on its own: below a standard deviation of 2 the
/// sampled Gaussian over three deviations each way; from 2 up, the Filter Effects Module's three
/// box blurs of size d = ⌊σ·3·√(2π)/4 + ½⌋ (for an even d, two of size d offset by half a pixel
/// each way and one of d + 1), each a running sum whose cost does not grow with the radius.
enum GaussianBlur {
    /// The deviation from which box blurs replace the exact kernel.
    static let boxThreshold = 2.0

    /// `image` blurred with standard deviations `sigmaX` and `sigmaY` (pixels); an axis whose
    /// deviation is not above 0 is not blurred.
    static func blurred(_ image: FilterImage, sigmaX: Double, sigmaY: Double) -> FilterImage {
        var out = image
        if sigmaX > 0 { blurLines(&out, sigma: sigmaX, horizontal: true) }
        if sigmaY > 0 { blurLines(&out, sigma: sigmaY, horizontal: false) }
        return out
    }

    private static func blurLines(_ image: inout FilterImage, sigma: Double, horizontal: Bool) {
        let count = horizontal ? image.width : image.height
        let lines = horizontal ? image.height : image.width
        let step = horizontal ? 1 : image.width
        var line = [SIMD4<Double>](repeating: .zero, count: count)
        let passes = self.passes(sigma: min(sigma, Double(4 * max(count, 1))))
        let kernel = sigma < boxThreshold ? exactKernel(sigma: sigma) : []
        for l in 0..<lines {
            let start = horizontal ? l * image.width : l
            for i in 0..<count { line[i] = SIMD4<Double>(image.pixels[start + i * step]) }
            if kernel.isEmpty {
                for (lo, hi) in passes { line = box(line, lo: lo, hi: hi) }
            } else {
                line = convolve(line, kernel)
            }
            for i in 0..<count { image.pixels[start + i * step] = SIMD4<Float>(line[i]) }
        }
    }

    /// The box passes' windows (offsets of their first and last sample from the output pixel).
    static func passes(sigma: Double) -> [(Int, Int)] {
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 0 else { return [] }
        if d % 2 == 1 { return Array(repeating: (-d / 2, d / 2), count: 3) }
        return [(-d / 2, d / 2 - 1), (-d / 2 + 1, d / 2), (-d / 2, d / 2)]
    }

    /// One box pass: each output the mean of the inputs from `lo` to `hi` away (zero outside).
    static func box(_ line: [SIMD4<Double>], lo: Int, hi: Int) -> [SIMD4<Double>] {
        let n = line.count
        var prefix = [SIMD4<Double>](repeating: .zero, count: n + 1)
        for i in 0..<n { prefix[i + 1] = prefix[i] + line[i] }
        let size = Double(hi - lo + 1)
        return (0..<n).map { i in
            let a = min(max(i + lo, 0), n), b = min(max(i + hi + 1, 0), n)
            return (prefix[b] - prefix[a]) / size
        }
    }

    /// The Gaussian sampled at whole pixels over ⌈3σ⌉ each way, normalised.
    static func exactKernel(sigma: Double) -> [Double] {
        let r = max(Int((3 * sigma).rounded(.up)), 1)
        let raw = (-r...r).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        return raw.map { $0 / total }
    }

    private static func convolve(_ line: [SIMD4<Double>], _ kernel: [Double]) -> [SIMD4<Double>] {
        let r = kernel.count / 2, n = line.count
        return (0..<n).map { i in
            var sum = SIMD4<Double>.zero
            for k in 0..<kernel.count {
                let j = i + k - r
                if j >= 0 && j < n { sum += kernel[k] * line[j] }
            }
            return sum
        }
    }
}
