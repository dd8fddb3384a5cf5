import Testing
@testable import VellumRaster

/// The vector compositing paths must agree bit for bit with the one-pixel formulas, including the
/// scalar tails of spans that are not a multiple of eight pixels and the masked vector step that
/// replaces them where the row has room.
@Suite("Compositing arithmetic")
struct CompositorTests {
    /// A random valid premultiplied pixel (every channel ≤ alpha).
    static func pixel(_ rng: inout SplitMix64) -> UInt32 {
        let a = UInt32.random(in: 0...255, using: &rng)
        let r = UInt32.random(in: 0...a, using: &rng), g = UInt32.random(in: 0...a, using: &rng)
        let b = UInt32.random(in: 0...a, using: &rng)
        return r | g << 8 | b << 16 | a << 24
    }

    static func coverage(_ rng: inout SplitMix64) -> UInt8 {
        // Plenty of the special values 0 and 255.
        [0, 255, UInt8.random(in: 0...255, using: &rng)][Int.random(in: 0...2, using: &rng)]
    }

    @Test("mul255 is round(a·b/255) for every pair of bytes")
    func mul255Exact() {
        for a in UInt32(0)...255 {
            for b in UInt32(0)...255 {
                let exact = UInt32((Double(a * b) / 255).rounded())
                if PixelMath.mul255(a, b) != exact { Issue.record("mul255(\(a), \(b)) = \(PixelMath.mul255(a, b))") }
            }
        }
        #expect(PixelMath.scale(0x8040_20FF, by: 128) == 0x4020_1080)
    }

    @Test("The vector lanes multiply every pair of bytes as mul255 does, and unpack factors per pixel")
    func laneArithmetic() {
        for a in UInt16(0)...255 {
            let b = ByteLanes.Half((0..<16).map { UInt16($0) })
            for offset in stride(from: UInt16(0), through: 240, by: 16) {
                let product = ByteLanes.mul255(ByteLanes.Half(repeating: a), b &+ offset)
                for lane in 0..<16 where product[lane] != UInt16(PixelMath.mul255(UInt32(a), UInt32(offset) + UInt32(lane))) {
                    Issue.record("lane mul255(\(a), \(offset + UInt16(lane))) = \(product[lane])")
                }
            }
        }
        let factors = ByteLanes.pixelFactors(packed: 0xFF80_0107_0300_FE01)
        #expect(factors == ByteLanes.Half([0x01, 0x01, 0xFE, 0xFE, 0, 0, 0x03, 0x03, 0x07, 0x07, 0x01, 0x01,
                                           0x80, 0x80, 0xFF, 0xFF]))
        let pixels = ByteLanes(ByteLanes.Words((0..<8).map { UInt32($0 * 30) << 24 | 0x0010_2030 }))
        #expect(pixels.inverseAlpha == ByteLanes.Half((0..<16).map { 255 - UInt16($0 / 2 * 30) }))
    }

    @Test("Vector spans match per-pixel source-over", arguments: [0, 1, 3, 4, 5, 8, 13, 64])
    func spans(count: Int) {
        var rng = SplitMix64(seed: UInt64(count) + 7)
        for _ in 0..<20 {
            let source = (0..<count).map { _ in Self.pixel(&rng) }
            let original = (0..<count).map { _ in Self.pixel(&rng) }
            let coverage = (0..<count).map { _ in Self.coverage(&rng) }
            let color = Self.pixel(&rng), uniform = UInt32(Self.coverage(&rng))
            func reference(_ s: (Int) -> UInt32, _ c: (Int) -> UInt32) -> [UInt32] {
                (0..<count).map { i in PixelMath.sourceOver(PixelMath.scale(s(i), by: c(i)), onto: original[i]) }
            }
            var dst = original
            Compositor.solid(color, coverage: uniform, into: &dst, count: count)
            #expect(dst == reference({ _ in color }, { _ in uniform }))
            dst = original
            Compositor.solid(SolidLanes(color), coverage: coverage, into: &dst, count: count, writable: count)
            #expect(dst == reference({ _ in color }, { UInt32(coverage[$0]) }))
            // With room past the span, its last partial step is one vector step: the pixels past
            // it must come out unchanged whatever coverage bytes follow.
            let beyond = (0..<8).map { _ in Self.pixel(&rng) }
            var roomy = original + beyond
            let paddedCoverage = coverage + (0..<8).map { _ in UInt8.random(in: 1...255, using: &rng) }
            Compositor.solid(SolidLanes(color), coverage: paddedCoverage, into: &roomy, count: count,
                             writable: count + 8)
            #expect(roomy == reference({ _ in color }, { UInt32(coverage[$0]) }) + beyond)
            dst = original
            Compositor.blend(source, coverage: uniform, sourceIsOpaque: false, into: &dst, count: count)
            #expect(dst == reference({ source[$0] }, { _ in uniform }))
            dst = original
            Compositor.blend(source, coverage: coverage, into: &dst, count: count)
            #expect(dst == reference({ source[$0] }, { UInt32(coverage[$0]) }))
            var masked = coverage
            Compositor.multiply(&masked, by: coverage.reversed(), count: count)
            #expect(masked == zip(coverage, coverage.reversed()).map {
                UInt8(PixelMath.mul255(UInt32($0), UInt32($1)))
            })
        }
    }

    @Test("Even-odd folds the winding with period two; non-zero caps it")
    func coverageRules() {
        #expect(EvenOddCoverage.coverage(0.5) == 128)
        #expect(EvenOddCoverage.coverage(-1) == 255)
        #expect(EvenOddCoverage.coverage(1.5) == 128)
        #expect(EvenOddCoverage.coverage(2) == 0)
        #expect(EvenOddCoverage.coverage(3) == 255)
        #expect(NonZeroCoverage.coverage(-2) == 255)
        #expect(NonZeroCoverage.coverage(0.25) == 64)
        #expect(NonZeroCoverage.coverage(0) == 0)
    }
}
