import Testing
import VellumCore
@testable import VellumImageIO

@Suite("PNG row filters")
struct PNGRowFilterTests {
    /// `filtered` undone as a PNG decoder undoes filter `type` (PNG specification section 9),
    /// byte by byte from the left.
    static func reconstructed(_ type: Int, _ filtered: [UInt8], above: [UInt8]) -> [UInt8] {
        var row = [UInt8](repeating: 0, count: filtered.count)
        for i in row.indices {
            let a = i >= 4 ? Int(row[i - 4]) : 0, b = Int(above[i]), c = i >= 4 ? Int(above[i - 4]) : 0
            let prediction: Int
            switch type {
            case 0: prediction = 0
            case 1: prediction = a
            case 2: prediction = b
            case 3: prediction = (a + b) / 2
            default:
                let p = a + b - c
                let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                prediction = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
            }
            row[i] = filtered[i] &+ UInt8(truncatingIfNeeded: prediction)
        }
        return row
    }

    static func filtered(_ type: Int, _ row: [UInt8], above: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: row.count)
        row.withUnsafeBufferPointer { row in
            above.withUnsafeBufferPointer { above in
                out.withUnsafeMutableBufferPointer { RowFilter.filter(type, row: row, above: above, into: $0) }
            }
        }
        return out
    }

    static func best(_ row: [UInt8], above: [UInt8]) -> Int {
        row.withUnsafeBufferPointer { row in
            above.withUnsafeBufferPointer { RowFilter.best(row: row, above: $0) }
        }
    }

    @Test("Every filter type is undone exactly by a decoder's reconstruction", arguments: 0..<5)
    func filtersInvert(type: Int) {
        var rng = SplitMix64(seed: UInt64(type + 1))
        for width in [1, 2, 7, 33] {
            let above = (0..<(width * 4)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            let row = (0..<(width * 4)).map { _ in UInt8.random(in: 0...255, using: &rng) }
            #expect(Self.reconstructed(type, Self.filtered(type, row, above: above), above: above) == row)
        }
    }

    @Test("The filter chosen is the one whose bytes sum smallest as signed numbers")
    func choice() {
        var rng = SplitMix64(seed: 7)
        let random = (0..<64).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let zeros = [UInt8](repeating: 0, count: 64)
        // A flat row over a flat row: every filter gives zeros, and the first (none) wins the tie.
        #expect(Self.best(zeros, above: zeros) == 0)
        // A horizontal ramp: each pixel one more than its left neighbour.
        #expect(Self.best((0..<64).map { UInt8($0 / 4 * 3) }, above: random) == 1)
        // The row above repeated.
        #expect(Self.best(random, above: random) == 2)
        // Each byte the mean of its left and upper neighbours, rounded down.
        var mean = [UInt8](repeating: 0, count: 64)
        for i in mean.indices { mean[i] = UInt8((Int(i >= 4 ? mean[i - 4] : 0) + Int(random[i])) / 2) }
        #expect(Self.best(mean, above: random) == 3)
        // For every row, the chosen filter's sum is the least of the five.
        let sums = (0..<5).map { type in Self.filtered(type, random, above: mean).reduce(0) { $0 + Int(Int8(bitPattern: $1).magnitude) } }
        #expect(sums[Self.best(random, above: mean)] == sums.min())
    }

    /// The vectorised sums (sixteen bytes a step, then eight, then one) choose what the plain
    /// sums of each filter's bytes choose — the first least — on rows of every width and kind.
    @Test("The choice equals the first least of the five plain sums, at every width")
    func choiceMatchesPlainSums() {
        var rng = SplitMix64(seed: 37)
        for width in Array(1...40) + [63, 64, 65, 127, 128, 129, 257] {
            for kind in 0..<4 {
                let above = (0..<(width * 4)).map { _ in UInt8.random(in: 0...255, using: &rng) }
                let row = (0..<(width * 4)).map { i -> UInt8 in
                    let noise = UInt8.random(in: 0...255, using: &rng)
                    switch kind {
                    case 0: return noise
                    case 1: return UInt8(truncatingIfNeeded: i * 3) &+ (noise & 3)    // a ramp
                    case 2: return noise & 7 == 0 ? noise : 0                          // mostly transparent
                    default: return above[i] &+ (noise & 1)                            // the row above, nearly
                    }
                }
                let sums = (0..<5).map { type in
                    Self.filtered(type, row, above: above).reduce(0) { $0 + Int(Int8(bitPattern: $1).magnitude) }
                }
                #expect(Self.best(row, above: above) == sums.firstIndex(of: sums.min()!)!, "width \(width), kind \(kind)")
            }
        }
    }
}
