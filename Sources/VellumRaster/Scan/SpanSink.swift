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

    /// Whether the sink composites coverage eight pixels at a time, as the sweep computes it
    /// (``fillGroup(y:x:coverage:)``), instead of in gathered spans: no coverage row is written
    /// and read again, and no span is reported per row.
    var takesGroups: Bool { get }
    /// The eight pixels of row `y` from `x`, a multiple of eight, with their coverage packed
    /// little-endian: 0 for every pixel outside the path's spans, which may lie outside the clip
    /// box and the canvas (the sink draws only those it has). Called only when ``takesGroups``,
    /// in the same order as the spans, runs interleaved.
    mutating func fillGroup(y: Int, x: Int, coverage: UInt64)
}

extension SpanSink {
    /// Sinks take gathered spans unless they say otherwise.
    var takesGroups: Bool { false }

    /// A sink that takes spans is never handed a group.
    mutating func fillGroup(y: Int, x: Int, coverage: UInt64) {
        preconditionFailure("\(Self.self) takes spans, not groups")
    }
}
