import Foundation
import Testing
import VellumBlur
import VellumCore

/// The backend-neutral blur: shifts and blurs an alpha plane with the shared kernels.
@Suite struct SeparableBlurTests {
    static func plane(_ width: Int, _ height: Int, dot: (x: Int, y: Int)) -> [UInt8] {
        var alpha = [UInt8](repeating: 0, count: width * height)
        alpha[dot.y * width + dot.x] = 255
        return alpha
    }

    @Test func aSharpShadowIsTheAlphaMoved() {
        let out = SeparableBlur(Shadow(color: .black, radius: 0, x: 2, y: 1))
            .blurredPlane(Self.plane(8, 8, dot: (3, 3)), width: 8, height: 8)
        #expect(out[4 * 8 + 5] == 255)
        #expect(out.reduce(0) { $0 + Int($1) } == 255)
    }

    @Test func aHalfPixelOffsetSplitsThePixel() {
        let out = SeparableBlur(Shadow(color: .black, radius: 0, x: 0.5, y: 0))
            .blurredPlane(Self.plane(8, 8, dot: (3, 3)), width: 8, height: 8)
        #expect(abs(Int(out[3 * 8 + 3]) - 128) <= 1 && abs(Int(out[3 * 8 + 4]) - 128) <= 1)
    }

    @Test func aBlurSpreadsSymmetricallyAndKeepsTheTotal() {
        var alpha = [UInt8](repeating: 0, count: 41 * 41)
        for y in 15..<26 { for x in 15..<26 { alpha[y * 41 + x] = 255 } }
        let out = SeparableBlur(Shadow(color: .black, radius: 6)).blurredPlane(alpha, width: 41, height: 41)
        #expect(out[20 * 41 + 10] == out[20 * 41 + 30] && out[10 * 41 + 20] == out[30 * 41 + 20])
        #expect(out[20 * 41 + 14] > 0 && out[20 * 41 + 14] < 255)
        let before = alpha.reduce(0) { $0 + Int($1) }, after = out.reduce(0) { $0 + Int($1) }
        #expect(abs(before - after) < before / 100)
        // A sampled kernel's weights sum to one.
        guard case .sampled(let weights, _) = BlurKernel(Shadow(color: .black, radius: 3, x: 0.3), offset: 0.3).spread
        else { Issue.record("a deviation of 1.5 is sampled"); return }
        #expect(abs(weights.reduce(0, +) - 1) < 1e-5)
    }

    /// From a deviation of 2 the blur is three box passes, within 10 levels (4 %) of the sampled
    /// Gaussian (computed here directly), sub-pixel offset included.
    @Test func boxPassesFollowTheGaussian() {
        let sigma = 3.0, offset = 1.25, size = 41
        let kernel = BlurKernel(sigma: sigma, reach: 10, offset: offset)
        guard case .boxes(let windows, _) = kernel.spread else { Issue.record("σ 3 uses boxes"); return }
        #expect(windows.count == 3)
        var alpha = [UInt8](repeating: 0, count: size * size)
        for y in 15..<26 { for x in 15..<26 { alpha[y * size + x] = 255 } }
        let out = SeparableBlur(horizontal: kernel, vertical: kernel).blurredPlane(alpha, width: size, height: size)
        func gaussian(_ i: Int) -> Double {
            let raw = (-12...12).map { exp(-pow(Double($0) - 0.25, 2) / (2 * sigma * sigma)) }
            let total = raw.reduce(0, +)
            // The square's extent 15…25 shifted by the offset's whole pixel.
            return (-12...12).reduce(0.0) { sum, m in
                let j = i - 1 - m
                return sum + (j >= 15 && j < 26 ? raw[m + 12] / total : 0)
            }
        }
        var worst = 0.0
        for y in 0..<size { for x in 0..<size {
            worst = max(worst, abs(Double(out[y * size + x]) - 255 * gaussian(x) * gaussian(y)))
        } }
        #expect(worst <= 10, "box passes differ from the Gaussian by \(worst) levels")
    }

    /// Box passes sum exactly, so a blur into a smaller output region, from a source that starts
    /// elsewhere, gives the same bytes there: what incremental and banded renders rely on.
    @Test func aBoxBlurOfPartOfThePlaneEqualsTheWholeOne() {
        let blur = SeparableBlur(Shadow(color: .black, radius: 9, x: 0.4, y: -1.7))
        func run(columns: Range<Int>, output: Range<Int>) -> [Int: UInt8] {
            var out: [Int: UInt8] = [:]
            blur.apply(columns: columns, rows: 0..<24,
                       readRow: { y, row in
                           for i in 0..<row.count { row[i] = Float((columns.lowerBound + i) * 37 &+ y * 11 & 255) }
                       },
                       outputColumns: output, outputRows: 0..<24,
                       writeRow: { y, row in for i in 0..<row.count { out[y * 1000 + output.lowerBound + i] = row[i] } })
            return out
        }
        // The source is the same function of x; the smaller run sees only what reaches its output.
        let whole = run(columns: 0..<80, output: 0..<80), part = run(columns: 20..<70, output: 40..<50)
        #expect(part.allSatisfy { whole[$0.key] == $0.value })
    }

    /// An offset far beyond any canvas takes the shadow off the plane instead of overflowing.
    @Test func anOffsetBeyondAnyCanvasLeavesThePlaneEmpty() {
        let out = SeparableBlur(Shadow(color: .black, radius: 2, x: 1e300, y: -1e12))
            .blurredPlane(Self.plane(8, 8, dot: (3, 3)), width: 8, height: 8)
        #expect(out.allSatisfy { $0 == 0 })
    }
}
