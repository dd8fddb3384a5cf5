import CVellumKernels
import VellumCore

/// Vellum's analytic anti-aliasing scan converter: path → device edges → banded signed-area
/// accumulation → sparse sweep → coverage spans.
///
/// Coverage is the exact area of each pixel inside the (flattened) outline, not a supersampled
/// estimate. Rows are processed in bands of ``bandHeight`` so the accumulation buffer stays small
/// (and in cache) whatever the canvas height; only the rows and words inside the path's device
/// bounds are touched. All buffers live as long as the rasterizer and are reused for every path.
final class Rasterizer {
    /// Rows accumulated before they are swept.
    static let bandHeight = 64

    // Used for every path, on the one thread drawing with this rasterizer; no dynamic
    // exclusivity checks.
    @exclusivity(unchecked) private var edges: [Edge] = []
    /// The rasterizer's own edge storage, set aside while `edges` holds edges loaded from a cache
    /// or another band (shared with them, not copied); `nil` while `edges` is the own storage.
    @exclusivity(unchecked) private var ownEdges: [Edge]?
    /// The edges a band sweep has live, as indices into the edges in increasing order, and the
    /// buffer new ones are merged in through.
    @exclusivity(unchecked) private var active: [Int32] = [], merging: [Int32] = []
    /// Per band, the index of the first edge starting in it, or −1; with `nextInBand`, a linked
    /// list of each band's edges, in increasing order.
    private var bandHeads: [Int32] = []
    private var nextInBand: [Int32] = []
    private let cells = ScratchBuffer<Float>(zero: 0)
    private let bits = ScratchBuffer<UInt64>(zero: 0)
    private let coverage = ScratchBuffer<UInt8>(zero: 0)
    @exclusivity(unchecked) private var coincidentEdges = CoincidentEdges()
    @exclusivity(unchecked) private var boundaryEdges = BoundaryEdges()
    @exclusivity(unchecked) private var stride = 0
    @exclusivity(unchecked) private var wordsPerRow = 0
    /// The device pixels the prepared path can cover.
    @exclusivity(unchecked) private(set) var bounds = PixelBox.empty
    /// The pixels a sweep reports: rows outside are not even accumulated, spans are cut to its
    /// columns. Coverage inside does not depend on it — edges are prepared against the clip box,
    /// every row's cells are computed from the edges alone, and added in the edges' order however
    /// the rows fall into bands (float sums depend on their order) — so drawing a region gives
    /// the bytes drawing everything gives there.
    @exclusivity(unchecked) var area = PixelBox(minX: .min / 2, minY: .min / 2, maxX: .max / 2, maxY: .max / 2)

    /// Sizes the buffers for canvases `width` pixels wide.
    func resize(width: Int) {
        // Edges may end exactly on the right canvas edge, depositing into cells `width` and
        // `width + 1`; the sweep reads whole groups of cells.
        stride = (width + 2 + CoverageSweep.groupSize - 1) / CoverageSweep.groupSize * CoverageSweep.groupSize
        wordsPerRow = (stride + 63) >> 6
        cells.reserve(stride * Self.bandHeight)
        bits.reserve(wordsPerRow * Self.bandHeight)
        coverage.reserve(stride + CoverageSweep.scratchSlack)
    }

    /// Flattens `path` through `transform` into edges clipped to `clip` and returns the pixels it
    /// may cover, or `nil` when it covers nothing (or overflowed to non-finite coordinates).
    /// Nothing is drawn until ``sweep(rule:into:kernels:)``.
    func prepare(_ path: Path, transform: AffineTransform, tolerance: Double, clip: PixelBox) -> PixelBox? {
        guard !path.isEmpty else { return nil }
        return prepare(clip: clip) { path.flatten(tolerance: tolerance, transform: transform, into: &$0) }
    }

    /// Prepares the outline of `path` stroked with `style` (flattened within `strokeTolerance`
    /// in the path's units) as ``prepare(_:transform:tolerance:clip:)`` prepares the path
    /// ``VellumCore/Path/strokedPath(_:tolerance:)`` gives, with the same edges, but streamed:
    /// the outline is never held whole.
    func prepare(strokeOf path: Path, style: StrokeStyle, strokeTolerance: Double, transform: AffineTransform,
                 clip: PixelBox) -> PixelBox? {
        prepare(clip: clip) {
            path.stroke(style, tolerance: strokeTolerance, transform: transform, sweepWindow: clip.rect, into: &$0)
        }
    }

    /// Builds edges from what `emit` feeds an edge builder clipped to `clip`.
    @inline(__always) private func prepare(clip: PixelBox, _ emit: (inout EdgeBuilder) -> Void) -> PixelBox? {
        guard !clip.isEmpty else { return nil }
        if ownEdges != nil { putBackOwnEdges() }
        var builder = EdgeBuilder(clip: clip, reusing: take(&edges))
        emit(&builder)
        builder.finish()
        preparedPointCount = builder.pointCount
        let box = builder.pixelBounds?.intersection(clip)
        // Moved out, not copied: emptying a buffer the builder still shares would allocate.
        edges = builder.takeEdges()
        guard let box, !box.isEmpty else {
            clearEdges()
            return nil
        }
        bounds = box
        return box
    }

    /// How many points the path prepared last was fed: what preparing it again would cost.
    @exclusivity(unchecked) private(set) var preparedPointCount = 0

    /// A copy of the prepared edges, to prepare the same path again by ``load(_:bounds:)``.
    var preparedEdges: [Edge] { Array(edges) }

    /// Prepares edges made before by ``prepare(_:transform:tolerance:clip:)``, covering `box`,
    /// from a path of `pointCount` points. The sweep reads `prepared`'s storage itself: a copy
    /// per load was a third of what drawing in two bands added to a frame of strokes.
    func load(_ prepared: [Edge], bounds box: PixelBox, pointCount: Int = 0) {
        clearEdges()
        ownEdges = take(&edges)
        edges = prepared
        bounds = box
        preparedPointCount = pointCount
    }

    /// A row of per-pixel coverage as wide as the canvas (indexed by device x), free between sweeps.
    var coverageScratch: UnsafeMutablePointer<UInt8> { coverage.pointer }

    /// Forgets the prepared edges without sweeping them.
    func discardPrepared() {
        clearEdges()
    }

    /// Empties the prepared edges, keeping the own storage for the next path: loaded edges are
    /// let go (emptying shared storage in place would allocate new storage), the own put back.
    @inline(__always) private func clearEdges() {
        if ownEdges != nil { putBackOwnEdges() }
        edges.removeAll(keepingCapacity: true)
    }

    private func putBackOwnEdges() {
        swap(&edges, &ownEdges!)
        ownEdges = nil
    }

    /// Accumulates the prepared edges band by band and reports coverage spans to `sink` under
    /// `rule`; a sink that takes groups is drawn by `kernels`' sweep (the active set unless a test
    /// names one). Leaves the accumulation buffers cleared. An even-odd path with edges lying on
    /// one line (``CoincidentEdges``), whose windings the summed area cannot tell apart inside a
    /// pixel, is first rewritten as the boundary of the region it covers (``BoundaryEdges``);
    /// non-zero paths are not, see ``CoincidentEdges``.
    func sweep<Sink: SpanSink>(rule: FillRule, into sink: inout Sink,
                               kernels: UnsafePointer<vk_kernels> = vk_active()) {
        switch rule {
        case .nonZero:
            sweep(NonZeroCoverage.self, into: &sink, kernels: kernels)
        case .evenOdd:
            if coincidentEdges.exist(in: edges) { _ = boundaryEdges.rewrite(&edges, rule: .evenOdd) }
            sweep(EvenOddCoverage.self, into: &sink, kernels: kernels)
        }
    }

    private func sweep<Rule: CoverageRule, Sink: SpanSink>(_ rule: Rule.Type, into sink: inout Sink,
                                                           kernels: UnsafePointer<vk_kernels>) {
        let rows = PixelBox(minX: bounds.minX, minY: max(bounds.minY, area.minY), maxX: bounds.maxX,
                            maxY: min(bounds.maxY, area.maxY))
        guard !rows.isEmpty, !edges.isEmpty, area.minX < bounds.maxX, area.maxX > bounds.minX else {
            clearEdges()
            return
        }
        guard area.minX > bounds.minX || area.maxX < bounds.maxX else {
            return sweep(rule, rows: rows, into: &sink, kernels: kernels)
        }
        var trimmed = AreaTrimmedSink(inner: sink, area: area)
        sweep(rule, rows: rows, into: &trimmed, kernels: kernels)
        sink = trimmed.inner
    }

    /// Sweeps the rows of `box` (the prepared bounds, cut to the area's rows).
    private func sweep<Rule: CoverageRule, Sink: SpanSink>(_ rule: Rule.Type, rows box: PixelBox,
                                                           into sink: inout Sink, kernels: UnsafePointer<vk_kernels>) {
        let accumulator = CoverageAccumulator(cells: cells.pointer, bits: bits.pointer, stride: stride,
                                              wordsPerRow: wordsPerRow, kernels: kernels)
        let sweeper = CoverageSweep(cells: cells.pointer, bits: bits.pointer, stride: stride,
                                    wordsPerRow: wordsPerRow, scratch: coverage.pointer, kernels: kernels)
        let cellEnd = min(box.maxX + 2, stride)
        if box.height <= Self.bandHeight {
            // One band, the common case for small shapes such as glyphs: no sorting or live list.
            for edge in edges { accumulator.accumulate(edge, bandTop: box.minY, bandBottom: box.maxY) }
            sweeper.sweepRows(rule, y: box.minY, to: box.maxY, xStart: box.minX, xEnd: box.maxX,
                              cellEnd: cellEnd, into: &sink)
            clearEdges()
        } else {
            sweepBands(rule, box, accumulator, sweeper, cellEnd: cellEnd, into: &sink)
        }
    }

    /// Several bands: edges are handed to the band where they start and stay live until the band
    /// where they end.
    private func sweepBands<Rule: CoverageRule, Sink: SpanSink>(
        _ rule: Rule.Type, _ box: PixelBox, _ accumulator: CoverageAccumulator, _ sweeper: CoverageSweep,
        cellEnd: Int, into sink: inout Sink
    ) {
        let band = Self.bandHeight
        let pending = take(&edges)
        var live = take(&active), merged = take(&merging)
        linkEdgesByBand(pending, top: box.minY, bands: (box.height + band - 1) / band)
        // Local references: reading the stored arrays inside the loop costs a dynamic exclusivity
        // check per access.
        let heads = bandHeads, links = nextInBand
        var bandIndex = 0
        var bandTop = box.minY
        while bandTop < box.maxY {
            let bandBottom = min(bandTop + band, box.maxY)
            // The edges starting in this band join the live ones, both in increasing order, so
            // every cell adds its edges' shares in the edges' order: the order a single band (a
            // small region of the same rows) adds them in.
            var j = heads[bandIndex]
            if j >= 0 {
                merged.removeAll(keepingCapacity: true)
                var i = 0
                while j >= 0 {
                    while i < live.count && live[i] < j {
                        merged.append(live[i])
                        i += 1
                    }
                    merged.append(j)
                    j = links[Int(j)]
                }
                merged.append(contentsOf: live[i...])
                swap(&live, &merged)
            }
            bandIndex += 1
            var kept = 0
            for k in live.indices {
                let edge = pending[Int(live[k])]
                accumulator.accumulate(edge, bandTop: bandTop, bandBottom: bandBottom)
                if edge.y1 > Double(bandBottom) {
                    live[kept] = live[k]
                    kept += 1
                }
            }
            live.removeLast(live.count - kept)
            sweeper.sweepRows(rule, y: bandTop, to: bandBottom, xStart: box.minX, xEnd: box.maxX,
                              cellEnd: cellEnd, into: &sink)
            bandTop = bandBottom
        }
        live.removeAll(keepingCapacity: true)
        edges = consume pending
        clearEdges()
        (active, merging) = (live, merged)
    }

    /// Links every edge into the list of the band it starts in, each list in increasing order.
    /// The band sweep needs edges handed over no later than their first band, so one counting
    /// pass replaces a comparison sort.
    private func linkEdgesByBand(_ edges: [Edge], top: Int, bands: Int) {
        // Work on local arrays (moved out and back, no copy): every access to a stored property of
        // a class inside the loop would pay a dynamic exclusivity check.
        var heads = take(&bandHeads), links = take(&nextInBand)
        defer { (bandHeads, nextInBand) = (heads, links) }
        heads.removeAll(keepingCapacity: true)
        heads.append(contentsOf: repeatElement(-1, count: max(bands, 1)))
        links.removeAll(keepingCapacity: true)
        links.append(contentsOf: repeatElement(-1, count: edges.count))
        let last = heads.count - 1
        // Through buffer pointers: every store into an array checks that its buffer is unique,
        // a runtime call, and this loop makes two stores per edge.
        heads.withUnsafeMutableBufferPointer { heads in
            links.withUnsafeMutableBufferPointer { links in
                // Backwards, so that each list, built by putting edges at its head, ends up in order.
                for i in edges.indices.reversed() {
                    let edge = edges[i]
                    let row = Int(min(max(edge.y0 - Double(top), 0), Double(last * Self.bandHeight)))
                    let band = min(row / Self.bandHeight, last)
                    links[i] = heads[band]
                    heads[band] = Int32(i)
                }
            }
        }
    }
}

/// Passes on only the parts of spans inside `area`.
struct AreaTrimmedSink<Inner: SpanSink>: SpanSink {
    var inner: Inner
    let area: PixelBox

    @inline(__always)
    mutating func fillRun(y: Int, x: Int, count: Int, coverage: UInt8) {
        let start = max(x, area.minX), end = min(x + count, area.maxX)
        if start < end, y >= area.minY, y < area.maxY {
            inner.fillRun(y: y, x: start, count: end - start, coverage: coverage)
        }
    }

    @inline(__always)
    mutating func fillCoverage(y: Int, x: Int, count: Int, coverage: UnsafeMutablePointer<UInt8>) {
        let start = max(x, area.minX), end = min(x + count, area.maxX)
        if start < end, y >= area.minY, y < area.maxY {
            inner.fillCoverage(y: y, x: start, count: end - start, coverage: coverage + (start - x))
        }
    }

    var takesGroups: Bool { inner.takesGroups }

    /// The inner sink's rows, with only the area's columns on the area's rows and none on the
    /// others (those rows are swept, their cells cleared, but not drawn).
    @inline(__always)
    func solidRows(from y: Int, before end: Int) -> SolidRows {
        var rows = inner.solidRows(from: y, before: end)
        if y < area.minY {
            rows.end = min(rows.end, area.minY)
            rows.first.max_x = rows.first.min_x
        } else if y < area.maxY {
            rows.end = min(rows.end, area.maxY)
            rows.first.min_x = max(rows.first.min_x, Int64(area.minX))
            rows.first.max_x = min(rows.first.max_x, Int64(area.maxX))
        } else {
            rows.first.max_x = rows.first.min_x
        }
        return rows
    }
}

/// Moves an array out of storage, leaving an empty one, so it can be mutated without a copy.
@inline(__always)
func take<T>(_ array: inout [T]) -> [T] {
    var out: [T] = []
    swap(&out, &array)
    return out
}
