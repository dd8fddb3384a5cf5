import CVellumKernels
import Testing
@testable import VellumRaster

/// The compositing kernels of every set this CPU runs must agree bit for bit with the one-pixel
/// formulas, including the last steps of spans that are not a multiple of eight pixels (on a
/// copy, or masked in place where the row has room).
@Suite("Compositing arithmetic")
struct CompositorTests {
    /// The kernel tables this CPU runs; on an x86-64 CPU without AVX2 or AVX-512 only the portable
    /// one (the others cannot run there).
    static var tables: [vk_kernels] { RasterKernels.supported.map { $0.table!.pointee } }

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

    @Test("Every kernel set multiplies every pair of bytes as mul255 does")
    func multiplyExact() {
        let a = (0..<256 * 256).map { UInt8(truncatingIfNeeded: $0 >> 8) }
        let b = (0..<256 * 256).map { UInt8(truncatingIfNeeded: $0) }
        let expected = zip(a, b).map { UInt8(PixelMath.mul255(UInt32($0), UInt32($1))) }
        for table in Self.tables {
            // Odd counts, so the last bytes take the kernel's partial step.
            for count in [a.count, a.count - 13] {
                var out = [UInt8](repeating: 0, count: count)
                table.multiply(a, b, &out, Int64(count))
                #expect(out == Array(expected[..<count]), "\(table.level)")
            }
        }
    }

    @Test("Every kernel set's spans match per-pixel source-over", arguments: [0, 1, 3, 4, 5, 8, 13, 64])
    func spans(count: Int) {
        for table in Self.tables {
            var rng = SplitMix64(seed: UInt64(count) + 7)
            for _ in 0..<20 {
                Self.expectSpans(table, count: count, &rng)
            }
        }
    }

    static func expectSpans(_ table: vk_kernels, count: Int, _ rng: inout SplitMix64) {
        let source = (0..<count).map { _ in pixel(&rng) }
        let original = (0..<count).map { _ in pixel(&rng) }
        // Eight bytes of slack past the coverage, as every coverage row has.
        let coverage = (0..<count).map { _ in Self.coverage(&rng) }, slack = [UInt8](repeating: 0x5A, count: 8)
        let color = pixel(&rng), uniform = UInt32(Self.coverage(&rng))
        let n = Int64(count), level = table.level
        func reference(_ s: (Int) -> UInt32, _ c: (Int) -> UInt32) -> [UInt32] {
            (0..<count).map { i in PixelMath.sourceOver(PixelMath.scale(s(i), by: c(i)), onto: original[i]) }
        }
        var dst = original
        table.solid_run(color, uniform, &dst, n)
        #expect(dst == reference({ _ in color }, { _ in uniform }), "\(level)")
        dst = original
        table.solid_span(color, coverage + slack, &dst, n, n)
        #expect(dst == reference({ _ in color }, { UInt32(coverage[$0]) }), "\(level)")
        // With room past the span, its last partial step is one vector step in place: the pixels
        // past it must come out unchanged whatever coverage bytes follow.
        let beyond = (0..<8).map { _ in pixel(&rng) }
        var roomy = original + beyond
        let paddedCoverage = coverage + (0..<8).map { _ in UInt8.random(in: 1...255, using: &rng) }
        table.solid_span(color, paddedCoverage, &roomy, n, n + 8)
        #expect(roomy == reference({ _ in color }, { UInt32(coverage[$0]) }) + beyond, "\(level)")
        dst = original
        table.blend_run(source, uniform, 0, &dst, n)
        #expect(dst == reference({ source[$0] }, { _ in uniform }), "\(level)")
        dst = original
        table.blend_span(source, coverage + slack, &dst, n)
        #expect(dst == reference({ source[$0] }, { UInt32(coverage[$0]) }), "\(level)")
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
