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
}
