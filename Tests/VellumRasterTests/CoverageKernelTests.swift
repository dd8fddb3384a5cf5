import CVellumKernels
import Testing
@testable import VellumRaster

/// The sweep's eight-cell kernels (`VellumKernels.h`): the vector (SSE2, and AVX2 on a CPU that
/// has it) and plain C versions give the same bytes and windings, and each byte is what the per-value Swift rule gives for that cell's
/// running sum, so a pixel's coverage does not depend on whether a run or a group reports it.
@Suite("Coverage kernels")
struct CoverageKernelTests {
    /// Cell values as the accumulator leaves them: mostly zero, fractions of a pixel's cover,
    /// whole windings from nested contours, and dust from rounding.
    static func randomCells(_ rng: inout SplitMix64) -> [Float] {
        (0..<8).map { _ in
            switch Int.random(in: 0..<6, using: &rng) {
            case 0, 1: 0
            case 2: Float.random(in: -1...1, using: &rng)
            case 3: Float([-2, -1, -0.5, 0.5, 1, 2].randomElement(using: &rng)!)
            case 4: Float.random(in: -1e-6...1e-6, using: &rng)
            default: Float.random(in: -3...3, using: &rng)
            }
        }
    }

    /// The running sums the kernels compute, associated as they do: four-lane scans, the high
    /// half carried on from the low half's last sum, then the incoming winding added.
    static func runningSums(_ c: [Float], winding: Float) -> [Float] {
        func scan(_ a: Float, _ b: Float, _ c: Float, _ d: Float) -> [Float] {
            [a, a + b, (b + c) + a, (c + d) + (a + b)]
        }
        let low = scan(c[0], c[1], c[2], c[3])
        let high = scan(c[4], c[5], c[6], c[7]).map { $0 + low[3] }
        return (low + high).map { $0 + winding }
    }

    typealias Kernel = (UnsafeMutablePointer<Float>, UnsafeMutablePointer<Float>) -> UInt64

    /// Runs `kernel` on a copy of `cells` from `winding`: its bytes, the winding after, and
    /// whether it cleared the cells.
    static func run(_ kernel: Kernel, _ cells: [Float], winding: Float) -> (bytes: UInt64, winding: Float, cleared: Bool) {
        var copy = cells, w = winding
        let bytes = copy.withUnsafeMutableBufferPointer { kernel($0.baseAddress!, &w) }
        return (bytes, w, copy.allSatisfy { $0 == 0 })
    }

    static func expectAgreement<Rule: CoverageRule>(_ rule: Rule.Type, plain: Kernel, vectors: [Kernel]) {
        var rng = SplitMix64(seed: 0x5EED_CE11)
        for _ in 0..<20_000 {
            let cells = randomCells(&rng)
            let winding = Float.random(in: -3...3, using: &rng)
            let reference = run(plain, cells, winding: winding)
            let sums = runningSums(cells, winding: winding)
            #expect(reference.cleared)
            #expect(reference.winding == sums[7])
            for lane in 0..<8 {
                let byte = UInt8(truncatingIfNeeded: reference.bytes >> (8 * UInt64(lane)))
                #expect(byte == Rule.coverage(sums[lane]), "lane \(lane) of \(cells) from \(winding)")
            }
            for vector in vectors {
                let fast = run(vector, cells, winding: winding)
                #expect(fast.bytes == reference.bytes && fast.winding == reference.winding && fast.cleared,
                        "\(cells) from \(winding)")
            }
        }
    }

    /// The vector kernels this machine runs: SSE2 on every x86-64 CPU, AVX2 where the CPU has it
    /// (the build's target decides only which one Swift's sweep inlines; the AVX2 and AVX-512
    /// kernel tables use the AVX2 one).
    static func vectorKernels(sse2: @escaping Kernel, avx2: @escaping Kernel) -> [Kernel] {
        #if arch(x86_64)
        RasterKernels.avx2.isSupported ? [sse2, avx2] : [sse2]
        #else
        []
        #endif
    }

    static var vectorNonZero: [Kernel] {
        #if arch(x86_64)
        vectorKernels(sse2: vk_nonzero_group_sse2, avx2: vk_nonzero_group_avx2)
        #else
        []
        #endif
    }

    static var vectorEvenOdd: [Kernel] {
        #if arch(x86_64)
        vectorKernels(sse2: vk_evenodd_group_sse2, avx2: vk_evenodd_group_avx2)
        #else
        []
        #endif
    }

    @Test("Non-zero: vector and plain kernels agree with each other and with the per-value rule")
    func nonZero() {
        #if arch(x86_64)
        #expect(vk_has_vector_kernels() == 1)
        #endif
        Self.expectAgreement(NonZeroCoverage.self, plain: vk_nonzero_group_plain, vectors: Self.vectorNonZero)
    }

    @Test("Even-odd: vector and plain kernels agree with each other and with the per-value rule")
    func evenOdd() {
        Self.expectAgreement(EvenOddCoverage.self, plain: vk_evenodd_group_plain, vectors: Self.vectorEvenOdd)
    }
}
