/// Turns accumulated winding into an 8-bit coverage value for one fill rule.
protocol CoverageRule {
    static func coverage(_ winding: Float) -> UInt8
}

/// Non-zero winding: any winding covers, capped at full coverage.
enum NonZeroCoverage: CoverageRule {
    @inline(__always)
    static func coverage(_ winding: Float) -> UInt8 {
        UInt8(truncatingIfNeeded: PixelMath.roundedBits(min(abs(winding), 1) * 255))
    }
}

/// Even-odd: the winding folded into 0…1 with period 2, so that a pixel wound twice is empty.
enum EvenOddCoverage: CoverageRule {
    @inline(__always)
    static func coverage(_ winding: Float) -> UInt8 {
        var a = abs(winding)
        a -= 2 * Float(Int32(a * 0.5))  // a ≥ 0, so truncation is floor.
        if a > 1 { a = 2 - a }
        return UInt8(truncatingIfNeeded: PixelMath.roundedBits(min(a, 1) * 255))
    }
}

/// Walks a band's accumulated cells row by row and reports coverage spans (the Blend2D-style
/// sparse sweep).
///
/// Only the cells whose bit is set are visited; between two touched cells the running sum is
/// constant, so that stretch becomes one run of constant coverage (or is skipped when the
/// coverage is zero). Consecutive touched cells are gathered into one span of per-pixel coverage.
/// Every visited cell and bit word is cleared, leaving the band ready for the next path.
struct CoverageSweep {
    /// Touched cells in one 64-cell word from which the whole word span is summed densely.
    static let denseThreshold = 8

    let cells: UnsafeMutablePointer<Float>
    let bits: UnsafeMutablePointer<UInt64>
    let stride: Int
    let wordsPerRow: Int
    /// Per-pixel coverage scratch, indexed by device x; at least as wide as the canvas.
    let scratch: UnsafeMutablePointer<UInt8>

    /// Sweeps cell row `row` of the band as device row `y`. Spans are reported within
    /// `xStart..<xEnd`; cells up to `cellEnd` (exclusive) are visited and cleared.
    @inline(__always)
    func sweepRow<Rule: CoverageRule, Sink: SpanSink>(
        _ rule: Rule.Type, row: Int, y: Int, xStart: Int, xEnd: Int, cellEnd: Int, into sink: inout Sink
    ) {
        let rowCells = cells + row * stride
        let rowBits = bits + row * wordsPerRow
        var winding: Float = 0
        var x = xStart            // The first pixel not yet reported.
        var pendingStart = 0      // Gathered per-pixel span: pendingStart..<pendingStart+pendingCount.
        var pendingCount = 0
        for word in (xStart >> 6)...((cellEnd - 1) >> 6) {
            var set = rowBits[word]
            if set == 0 { continue }
            rowBits[word] = 0
            // A crowded word (shallow edges, small text) is summed cell by cell from its first to
            // its last touched cell, which beats hopping from bit to bit.
            let dense = set.nonzeroBitCount >= Self.denseThreshold
            repeat {
                let cell = word << 6 | set.trailingZeroBitCount
                let last = dense ? word << 6 | (63 - set.leadingZeroBitCount) : cell
                set = dense ? 0 : set & (set &- 1)
                if cell != x {
                    if pendingCount > 0 {
                        sink.fillCoverage(y: y, x: pendingStart, count: pendingCount, coverage: scratch + pendingStart)
                        pendingCount = 0
                    }
                    let coverage = Rule.coverage(winding)
                    let end = min(cell, xEnd)
                    if coverage != 0 && end > x { sink.fillRun(y: y, x: x, count: end - x, coverage: coverage) }
                }
                for c in cell...last {
                    winding += rowCells[c]
                    rowCells[c] = 0
                    scratch[c] = Rule.coverage(winding)  // The scratch row has room up to cellEnd.
                }
                let reported = min(last + 1, xEnd) - cell
                if reported > 0 {
                    if pendingCount == 0 { pendingStart = cell }
                    pendingCount += reported
                }
                x = last + 1
            } while set != 0
        }
        if pendingCount > 0 {
            sink.fillCoverage(y: y, x: pendingStart, count: pendingCount, coverage: scratch + pendingStart)
        }
        // Geometry clipped away on the right leaves winding open up to the clip edge.
        let coverage = Rule.coverage(winding)
        if coverage != 0 && x < xEnd { sink.fillRun(y: y, x: x, count: xEnd - x, coverage: coverage) }
    }
}
