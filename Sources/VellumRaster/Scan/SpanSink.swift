import CVellumKernels

/// Receives the coverage of a path one horizontal span at a time, left to right, top to bottom.
///
/// Spans never overlap and lie inside the clip box the path was prepared with.
protocol SpanSink {
    /// `count` pixels of row `y` starting at `x`, all with the same `coverage` (1…255).
    mutating func fillRun(y: Int, x: Int, count: Int, coverage: UInt8)
    /// `count` pixels of row `y` starting at `x` with per-pixel coverage (0…255). The sink may
    /// overwrite the coverage values, and may read (not use) up to eight bytes past them: every
    /// coverage row has ``CoverageSweep/scratchSlack`` bytes of room past the canvas.
    mutating func fillCoverage(y: Int, x: Int, count: Int, coverage: UnsafeMutablePointer<UInt8>)

    /// Whether the sink draws a solid colour onto pixels that the sweep's kernel may composite
    /// itself (``solidRows(from:before:)``), eight pixels at a time as it computes their coverage, instead
    /// of reporting gathered spans: no coverage row is written and read again, and no span is
    /// reported per row.
    var takesGroups: Bool { get }
    /// The pixels and colour of rows from `y` (before `end`), asked only when ``takesGroups``:
    /// the first row, and how far the rows that share its columns reach. The kernel draws only
    /// inside a row's columns, and exactly the coverage spans would carry.
    func solidRows(from y: Int, before end: Int) -> SolidRows
}

/// One row of pixels that the sweep's kernel draws a solid colour onto (`vk_solid_row`).
typealias SolidRow = vk_solid_row

/// Rows that the sweep's kernel draws one after another: `first`, then each next row `stride`
/// pixels after the last, up to row `end` (exclusive), all with the first's columns.
struct SolidRows {
    var first: SolidRow
    let stride: Int
    var end: Int
}

extension SpanSink {
    /// Sinks take gathered spans unless they say otherwise.
    var takesGroups: Bool { false }

    func solidRows(from y: Int, before end: Int) -> SolidRows {
        preconditionFailure("a sink that takes spans was asked for solid rows")
    }
}
