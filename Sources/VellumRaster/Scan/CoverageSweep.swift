import CVellumKernels

/// Turns accumulated winding into an 8-bit coverage value for one fill rule: one value, or the
/// running sums of eight cells at once (`VellumKernels.h`, the same arithmetic lane by lane, so
/// both give the same bytes).
protocol CoverageRule {
    /// How the solid colour's sweep kernel names the rule.
    static var isEvenOdd: Bool { get }
    static func coverage(_ winding: Float) -> UInt8
    /// The coverage of the eight cells at `cells`, which are cleared, carried on from `winding`,
    /// which becomes the winding after them; eight bytes packed little-endian.
    static func coverage(ofGroup cells: UnsafeMutablePointer<Float>, winding: inout Float) -> UInt64
}

/// Non-zero winding: any winding covers, capped at full coverage.
enum NonZeroCoverage: CoverageRule {
    static var isEvenOdd: Bool { false }

    @inline(__always)
    static func coverage(_ winding: Float) -> UInt8 {
        UInt8(truncatingIfNeeded: PixelMath.roundedBits(min(abs(winding), 1) * 255))
    }

    @inline(__always)
    static func coverage(ofGroup cells: UnsafeMutablePointer<Float>, winding: inout Float) -> UInt64 {
        vk_nonzero_group(cells, &winding)
    }
}

/// Even-odd: the winding folded into 0…1 with period 2, so that a pixel wound twice is empty.
enum EvenOddCoverage: CoverageRule {
    static var isEvenOdd: Bool { true }

    @inline(__always)
    static func coverage(_ winding: Float) -> UInt8 {
        var a = abs(winding)
        a -= 2 * Float(Int32(a * 0.5))  // a ≥ 0, so truncation is floor.
        if a > 1 { a = 2 - a }
        return UInt8(truncatingIfNeeded: PixelMath.roundedBits(min(a, 1) * 255))
    }

    @inline(__always)
    static func coverage(ofGroup cells: UnsafeMutablePointer<Float>, winding: inout Float) -> UInt64 {
        vk_evenodd_group(cells, &winding)
    }
}

/// Walks a band's accumulated cells row by row and reports coverage spans (the Blend2D-style
/// sparse sweep, in groups of eight cells).
///
/// Only the groups of eight cells (aligned in the row) holding a touched cell are visited: their
/// running sums come from one vector prefix sum, carried from group to group. Between two visited
/// groups the running sum is constant, so that stretch becomes one run of constant coverage (or
/// is skipped when the coverage is zero). A sink that takes groups (a solid colour) composites
/// each group's eight coverage bytes as they are computed, through the row's ``GroupRow``; for
/// any other sink the coverage is written to the scratch row with one 8-byte store and
/// consecutive groups are gathered into one span of per-pixel coverage — whole vector steps for
/// the compositor. Every visited cell and bit
/// word is cleared, leaving the band ready for the next path.
///
/// The groups are aligned to the row, not to where a sweep starts, so every sweep of a row — of
/// the whole path or of a region of it — adds the same cells in the same order.
struct CoverageSweep {
    /// The pixels the compositor blends in one vector step (at most 8: one 8-byte store pads).
    static let lanes = 8
    /// Cells summed as one vector: rows of cells are a whole number of groups long.
    static let groupSize = 8
    /// Bytes the scratch row needs past the canvas: the padding is written 8 bytes at a time.
    static let scratchSlack = 8
    /// The longest run of constant coverage between gathered groups that is gathered with them
    /// rather than reported on its own: compositing a few more pixels per pixel costs less than
    /// two more calls to the compositor (and the bytes are the same either way). The solid
    /// colour's kernel draws group-aligned stretches up to as long as groups (`VK_JOINED_RUN_LIMIT`).
    static let joinedRunLimit = 32

    let cells: UnsafeMutablePointer<Float>
    let bits: UnsafeMutablePointer<UInt64>
    let stride: Int
    let wordsPerRow: Int
    /// Per-pixel coverage scratch, indexed by device x; as wide as the canvas plus ``scratchSlack``.
    let scratch: UnsafeMutablePointer<UInt8>
    /// The kernels drawing a solid colour's rows: one set per path.
    let kernels: UnsafePointer<vk_kernels>

    /// Sweeps device rows `top..<bottom`, the band's cell rows from its first. Spans are reported
    /// within `xStart..<xEnd`; cells up to `cellEnd` (exclusive) are visited and cleared.
    /// A sink that takes groups has its rows drawn by the kernel, as many at a call as share
    /// their columns.
    @inline(__always)
    func sweepRows<Rule: CoverageRule, Sink: SpanSink>(
        _ rule: Rule.Type, y top: Int, to bottom: Int, xStart: Int, xEnd: Int, cellEnd: Int, into sink: inout Sink
    ) {
        // Wrapping arithmetic: the rows are within the band, whose cells were allocated, and the
        // checks would run on every row.
        guard sink.takesGroups else {
            for y in top..<bottom {
                let row = y &- top
                sweepGathering(rule, cells + row &* stride, bits + row &* wordsPerRow, y: y, xStart: xStart,
                               xEnd: xEnd, cellEnd: cellEnd, into: &sink)
            }
            return
        }
        var y = top
        while y < bottom {
            let rows = sink.solidRows(from: y, before: bottom)
            var first = rows.first
            let row = y &- top
            kernels.pointee.sweep_solid_rows(&first, Int64(rows.stride), Int64(rows.end &- y), cells + row &* stride,
                                             Int64(stride), bits + row &* wordsPerRow, Int64(wordsPerRow),
                                             Int64(xStart), Int64(xEnd), Int64(cellEnd), Rule.isEvenOdd ? 1 : 0)
            y = rows.end
        }
    }

    /// ``sweepRows`` for a sink that takes spans, one row, on the row's cells and bits: the coverage
    /// gathered in the scratch row.
    @inline(__always)
    private func sweepGathering<Rule: CoverageRule, Sink: SpanSink>(
        _ rule: Rule.Type, _ rowCells: UnsafeMutablePointer<Float>, _ rowBits: UnsafeMutablePointer<UInt64>,
        y: Int, xStart: Int, xEnd: Int, cellEnd: Int, into sink: inout Sink
    ) {
        var winding: Float = 0
        var span = GatheredSpan(scratch: scratch, x: xStart)
        var groups = TouchedGroups(rowBits, xStart: xStart, cellEnd: cellEnd)
        while let group = groups.next() {
            let first = max(group, xStart)  // Cells left of the sweep are empty.
            if first > span.end {
                span.stretch(to: min(first, xEnd), coverage: Rule.coverage(winding), y: y, into: &sink)
            }
            let coverage = Rule.coverage(ofGroup: rowCells + group, winding: &winding)
            UnsafeMutableRawPointer(scratch + group).storeBytes(of: coverage, as: UInt64.self)
            span.gather(upTo: min(group + Self.groupSize, xEnd), from: first)
        }
        // Geometry clipped away on the right leaves winding open up to the clip edge.
        span.stretch(to: xEnd, coverage: Rule.coverage(winding), y: y, into: &sink)
        span.flush(y: y, into: &sink)
    }
}

/// The touched groups of a row, left to right: the first cell of every group of eight (aligned in
/// the row) holding a touched cell, from the bit word holding `xStart` to the one holding
/// `cellEnd − 1`. Each word's bits are cleared as it is reached.
///
/// An iterator rather than a loop taking a closure: the sweep's running state (winding, the
/// pixels drawn so far) then stays in registers instead of being copied through the stack for
/// every group.
private struct TouchedGroups: IteratorProtocol {
    let bits: UnsafeMutablePointer<UInt64>
    /// The word whose bits are in `set`.
    var word: Int
    let lastWord: Int
    /// The bits of `word` not visited yet.
    var set: UInt64 = 0

    @inline(__always)
    init(_ bits: UnsafeMutablePointer<UInt64>, xStart: Int, cellEnd: Int) {
        self.bits = bits
        word = (xStart >> 6) &- 1
        lastWord = (cellEnd &- 1) >> 6
    }

    @inline(__always)
    mutating func next() -> Int? {
        while set == 0 {
            word &+= 1
            guard word <= lastWord else { return nil }
            set = bits[word]
            if set != 0 { bits[word] = 0 }
        }
        // The group of the lowest touched cell left, and its bits cleared.
        let shift = UInt64(set.trailingZeroBitCount & ~7)
        set &= ~(0xFF &<< shift)
        return word << 6 | Int(shift)
    }
}

/// The per-pixel coverage gathered in a sweep's scratch row but not yet reported, and where the
/// pixels reported or gathered so far end.
private struct GatheredSpan {
    let scratch: UnsafeMutablePointer<UInt8>
    /// The first pixel of the gathered coverage.
    var start: Int
    /// How many pixels are gathered.
    var count = 0
    /// The first pixel neither reported nor gathered.
    var end: Int

    @inline(__always)
    init(scratch: UnsafeMutablePointer<UInt8>, x: Int) {
        self.scratch = scratch
        start = x
        end = x
    }

    /// Gathers the coverage the sweep wrote for pixels `from..<to` (nothing when `to <= from`).
    @inline(__always)
    mutating func gather(upTo to: Int, from: Int) {
        if to > from {
            if count == 0 { start = from }
            count += to - from
        }
        end = max(end, to)
    }

    /// Covers pixels up to `to` with a constant `coverage`: first the gathered span is padded to
    /// whole vector steps from them, then it is reported if pixels remain, and they become a run
    /// (none when the coverage is 0).
    @inline(__always)
    mutating func stretch<Sink: SpanSink>(to: Int, coverage: UInt8, y: Int, into sink: inout Sink) {
        guard to > end else { return }
        if count > 0 {
            let pad = min((CoverageSweep.lanes - count % CoverageSweep.lanes) % CoverageSweep.lanes, to - end)
            // One store of a whole step rather than a call to memset for a few bytes; the bytes
            // past the padding are never reported, and the scratch row has room for them.
            UnsafeMutableRawPointer(scratch + end).storeBytes(of: SIMD8<UInt8>(repeating: coverage),
                                                              as: SIMD8<UInt8>.self)
            count += pad
            end += pad
            guard to > end else { return }
            if coverage != 0 && to - end <= CoverageSweep.joinedRunLimit {
                // A short run between two edges (a glyph's stem, the inside of a thin shape)
                // joins the gathered coverage: one call to the compositor instead of three.
                var x = end
                while x < to {
                    UnsafeMutableRawPointer(scratch + x).storeBytes(of: SIMD8<UInt8>(repeating: coverage),
                                                                    as: SIMD8<UInt8>.self)
                    x += CoverageSweep.lanes
                }
                count += to - end
                end = to
                return
            }
            flush(y: y, into: &sink)
        }
        if coverage != 0 { sink.fillRun(y: y, x: end, count: to - end, coverage: coverage) }
        end = to
    }

    /// Reports the gathered coverage.
    @inline(__always)
    mutating func flush<Sink: SpanSink>(y: Int, into sink: inout Sink) {
        guard count > 0 else { return }
        sink.fillCoverage(y: y, x: start, count: count, coverage: scratch + start)
        count = 0
    }
}
