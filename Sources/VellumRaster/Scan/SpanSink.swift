/// Receives the coverage of a path one horizontal span at a time, left to right, top to bottom.
///
/// Spans never overlap and lie inside the clip box the path was prepared with.
protocol SpanSink {
    /// Where a row's groups go when the sink takes groups.
    associatedtype Groups: GroupRow = NoGroupRow

    /// `count` pixels of row `y` starting at `x`, all with the same `coverage` (1…255).
    mutating func fillRun(y: Int, x: Int, count: Int, coverage: UInt8)
    /// `count` pixels of row `y` starting at `x` with per-pixel coverage (0…255). The sink may
    /// overwrite the coverage values, and may read (not use) up to eight bytes past them: every
    /// coverage row has ``CoverageSweep/scratchSlack`` bytes of room past the canvas.
    mutating func fillCoverage(y: Int, x: Int, count: Int, coverage: UnsafeMutablePointer<UInt8>)

    /// Whether the sink composites coverage eight pixels at a time, as the sweep computes it
    /// (``groups(inRow:)``), instead of in gathered spans: no coverage row is written and read
    /// again, and no span is reported per row.
    var takesGroups: Bool { get }
    /// Where the groups of row `y` go, asked once per row swept and only when ``takesGroups``.
    /// Groups and runs of a row arrive in the same order as spans would.
    func groups(inRow y: Int) -> Groups
}

/// Composites the coverage of one row eight pixels at a time.
///
/// A value made per row rather than a method of the sink taking the row: what every group of the
/// row needs (where the row's pixels start, which columns it may touch) is worked out once, and
/// the sweep keeps it in registers.
protocol GroupRow {
    /// The eight pixels from `x`, a multiple of eight, with their coverage packed little-endian:
    /// 0 for every pixel outside the path's spans, which may lie outside the clip box and the
    /// canvas (only those the sink has are drawn).
    func fill(x: Int, coverage: UInt64)
}

/// The rows of a sink that takes spans, never asked for.
struct NoGroupRow: GroupRow {
    func fill(x: Int, coverage: UInt64) {
        preconditionFailure("a sink that takes spans was handed a group")
    }
}

extension SpanSink where Groups == NoGroupRow {
    /// Sinks take gathered spans unless they say otherwise.
    var takesGroups: Bool { false }

    func groups(inRow y: Int) -> NoGroupRow { NoGroupRow() }
}
