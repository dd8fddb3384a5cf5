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
        // The kernel's weights sum to one.
        let kernel = BlurKernel(Shadow(color: .black, radius: 6, x: 0.3), offset: 0.3)
        #expect(abs(kernel.weights.reduce(0, +) - 1) < 1e-5)
    }

    /// An offset far beyond any canvas takes the shadow off the plane instead of overflowing.
    @Test func anOffsetBeyondAnyCanvasLeavesThePlaneEmpty() {
        let out = SeparableBlur(Shadow(color: .black, radius: 2, x: 1e300, y: -1e12))
            .blurredPlane(Self.plane(8, 8, dot: (3, 3)), width: 8, height: 8)
        #expect(out.allSatisfy { $0 == 0 })
    }
}
