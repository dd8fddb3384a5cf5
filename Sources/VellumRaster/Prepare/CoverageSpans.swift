import VellumCore

/// The coverage spans one whole sweep of a prepared path reported, kept so a later frame can
/// composite them again without accumulating or sweeping (ThorVG keeps a shape's RLE spans the
/// same way).
///
/// The spans are what the sweep reports for the path's whole bounds, before they are cut to a
/// frame's area, so they serve any area: ``replay(into:area:scratch:)`` cuts them as the sweep
/// would have. Reporting the same spans gives the same bytes.
struct CoverageSpans {
    /// A run of constant coverage, or per-pixel coverage stored in ``coverage``.
    private struct Span {
        var y: Int32, x: Int32, count: Int32
        /// Where the span's per-pixel coverage starts in ``coverage``, or −1 for a run.
        var offset: Int32
        /// A run's coverage (1…255).
        var constant: UInt8
    }

    /// The fill rule the sweep used: the spans are the coverage under it.
    let rule: FillRule
    private var spans: [Span] = []
    private var coverage: [UInt8] = []

    init(rule: FillRule) {
        self.rule = rule
    }

    mutating func appendRun(y: Int, x: Int, count: Int, coverage value: UInt8) {
        spans.append(Span(y: Int32(y), x: Int32(x), count: Int32(count), offset: -1, constant: value))
    }

    mutating func appendCoverage(y: Int, x: Int, count: Int, coverage values: UnsafePointer<UInt8>) {
        spans.append(Span(y: Int32(y), x: Int32(x), count: Int32(count), offset: Int32(coverage.count), constant: 0))
        coverage.append(contentsOf: UnsafeBufferPointer(start: values, count: count))
    }

    /// Reports the spans inside `area` to `sink`, cut to its columns; per-pixel coverage is
    /// copied to `scratch` (indexed by device x) first, since a sink may overwrite it.
    func replay<Sink: SpanSink>(into sink: inout Sink, area: PixelBox, scratch: UnsafeMutablePointer<UInt8>) {
        spans.withUnsafeBufferPointer { spans in
            coverage.withUnsafeBufferPointer { coverage in
                var i = firstSpan(atOrBelow: area.minY, in: spans)
                while i < spans.count {
                    let span = spans[i]
                    i += 1
                    let y = Int(span.y)
                    guard y < area.maxY else { break }
                    let x = Int(span.x), start = max(x, area.minX), end = min(x + Int(span.count), area.maxX)
                    guard start < end else { continue }
                    if span.offset < 0 {
                        sink.fillRun(y: y, x: start, count: end - start, coverage: span.constant)
                    } else {
                        let source = coverage.baseAddress! + Int(span.offset) + (start - x)
                        (scratch + start).update(from: source, count: end - start)
                        sink.fillCoverage(y: y, x: start, count: end - start, coverage: scratch + start)
                    }
                }
            }
        }
    }

    /// The index of the first span of row `y` or a later one (spans are in row order).
    private func firstSpan(atOrBelow y: Int, in spans: UnsafeBufferPointer<Span>) -> Int {
        var (low, high) = (0, spans.count)
        while low < high {
            let mid = (low + high) / 2
            if Int(spans[mid].y) < y { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

/// Passes spans on to a sink and keeps a copy of them.
struct SpanRecorder<Inner: SpanSink>: SpanSink {
    var inner: Inner
    var spans: CoverageSpans

    @inline(__always)
    mutating func fillRun(y: Int, x: Int, count: Int, coverage: UInt8) {
        spans.appendRun(y: y, x: x, count: count, coverage: coverage)
        inner.fillRun(y: y, x: x, count: count, coverage: coverage)
    }

    @inline(__always)
    mutating func fillCoverage(y: Int, x: Int, count: Int, coverage: UnsafeMutablePointer<UInt8>) {
        // Copied before the sink, which may overwrite the values (a clip mask multiplies them).
        spans.appendCoverage(y: y, x: x, count: count, coverage: coverage)
        inner.fillCoverage(y: y, x: x, count: count, coverage: coverage)
    }
}
