import CVellumKernels
import Testing
@testable import VellumRaster

/// The gradient shaders' lane kernels (`vk_clamp4`, `vk_select_greater4`) give, bit for bit, what
/// the lane-wise Swift they replace gave — NaN, signed zeros, infinities and the bounds themselves
/// included — so every build keeps its bytes.
@Suite("Gradient lane kernels")
struct GradientLaneKernelTests {
    static let specials: [Float] = [0, -0.0, 1, -1, 0.5, 1.0000001, -1e-30, 2e6, -2e6, 3e7,
                                    .infinity, -.infinity, .nan, .leastNonzeroMagnitude, .greatestFiniteMagnitude]

    /// Every value: the specials and random ones around the bounds.
    static func values() -> [Float] {
        var rng = SplitMix64(seed: 9)
        return specials + (0..<400).map { _ in Float.random(in: -3...3, using: &rng) }
    }

    /// The select the clamp replaced, lane by lane.
    static func clamped(_ t: Float, _ low: Float, _ high: Float) -> Float {
        var r = t
        if r < low { r = low }
        if r > high { r = high }
        return r
    }

    @Test(arguments: [(Float(0), Float(1)), (-2e6, 2e6), (-0.0, 0)])
    func clampMatchesTheLaneWiseSelect(low: Float, high: Float) {
        let values = Self.values()
        for start in stride(from: 0, to: values.count - 3, by: 4) {
            let lanes = Lanes(values[start], values[start + 1], values[start + 2], values[start + 3])
            let result = vk_clamp4(lanes, low, high)
            for lane in 0..<4 {
                let expected = Self.clamped(lanes[lane], low, high)
                #expect(result[lane].bitPattern == expected.bitPattern, "clamp(\(lanes[lane]), \(low), \(high))")
            }
        }
    }

    @Test func selectGreaterMatchesTheLaneWiseSelect() {
        let values = Self.values()
        for i in 0..<(values.count - 4) {
            let a = Lanes(values[i], values[i + 1], values[i + 2], values[i + 3])
            let b = Lanes(values[i + 4], values[i + 3], values[i], values[i + 2])
            let x = a - b, y = b - a
            let result = vk_select_greater4(a, b, x, y)
            for lane in 0..<4 {
                let expected = a[lane] > b[lane] ? x[lane] : y[lane]
                #expect(result[lane].bitPattern == expected.bitPattern, "\(a[lane]) > \(b[lane])")
            }
        }
    }
}
