import VellumCore

/// The prepare phase's results for each drawing and clip, kept between frames by node identity:
/// the stroke outline (dashes included), the device edges the rasterizer sweeps, and — once a
/// drawing was swept whole — the coverage spans the sweep reported, which replace its edges.
///
/// An entry serves a node again only while what it was made from is unchanged — the stroke
/// outline while the path, stroke style and flattening tolerance are; the edges while the filled
/// outline, device transform, tolerance and clip box are; the spans while all that and the fill
/// rule are — so a cached frame is byte for byte a fresh one. A node that only moves keeps its
/// stroke outline (it lives in the path's own space) and has its edges made again.
final class PreparedGeometry {
    /// A node, within the symbol uses it is drawn through.
    struct Key: Hashable {
        var node: RenderNodeID
        /// The chain of symbol uses, folded into one number; 0 outside symbols.
        var uses: UInt64

        /// One word to hash: the three fields mixed (a collision only costs a cache miss).
        func hash(into hasher: inout Hasher) {
            hasher.combine((node.scope &* 0x9E37_79B9_7F4A_7C15) ^ (UInt64(node.index) &* 0xBF58_476D_1CE4_E5B9) ^ uses)
        }
    }

    private struct Entry {
        var path: Path
        var style: StrokeStyle?
        var strokeTolerance = 0.0
        /// What is filled: the path itself or its stroke outline; `nil` for an outline too
        /// large to keep (see ``maxKeptOutlineElements``), which is streamed every frame.
        var outline: Path?
        var transform = AffineTransform.identity
        var tolerance = 0.0
        var clip = PixelBox.empty
        /// What the device geometry is kept as, for `transform`, `tolerance` and `clip`.
        var device = DeviceGeometry.none
        /// The pixels the edges cover; `nil` when they cover none.
        var box: PixelBox?
        var lastFrame = 0
    }

    /// The device geometry of an entry.
    private enum DeviceGeometry {
        /// Nothing kept.
        case none
        /// The edges, to sweep.
        case edges([Edge])
        /// What sweeping the edges whole reported (the edges are not kept).
        case spans(CoverageSpans)
    }

    /// What ``prepareCoverage(_:path:style:rule:transform:tolerance:clip:rasterizer:)`` hands the
    /// sweep for a drawing.
    enum Coverage {
        /// Edges loaded into the rasterizer, covering the box. With `keepSpans`, the cache wants
        /// the spans of a whole sweep of them (``keep(_:for:)``).
        case edges(PixelBox, keepSpans: Bool)
        /// Spans kept from an earlier frame, covering the box.
        case spans(CoverageSpans, PixelBox)
    }

    /// What a frame counts as it prepares.
    struct Counts {
        /// How many entries the frame has used so far.
        var used = 0
        /// How many stroke outlines and edge lists were made rather than taken from the cache.
        var outlinesMade = 0, edgesMade = 0
        /// How many drawings were composited from kept spans, with no sweep.
        var spansReplayed = 0
    }

    // The prepare cache's state is read and changed for every drawing of every frame, and a
    // backend (with its cache) is used from one thread at a time, so the per-access dynamic
    // exclusivity checks Swift makes on class properties are turned off here (they showed in
    // profiles of many-shape frames).
    @exclusivity(unchecked) private var entries: [Key: Entry] = [:]
    @exclusivity(unchecked) private var frame = 0
    @exclusivity(unchecked) private(set) var counts = Counts()
    /// The nodes the last whole-canvas frame prepared, in order, and this frame's so far: a
    /// fill met for the first time is told apart from a known one by its place in that order,
    /// without a table lookup, so a cold frame pays almost nothing for the cache.
    @exclusivity(unchecked) private var order: [Key] = [], visited: [Key] = []
    /// Whether this frame draws the whole canvas (a region visits nodes in another order).
    @exclusivity(unchecked) private var isWholeFrame = false

    /// Starts a frame, of the whole canvas or of a region — or, `continuing`, another region of
    /// the frame before.
    func beginFrame(whole: Bool, continuing: Bool = false) {
        if !continuing { frame += 1 }
        isWholeFrame = whole
        visited.removeAll(keepingCapacity: true)
    }

    /// Forgets everything.
    func forgetAll() {
        entries.removeAll(keepingCapacity: true)
        order.removeAll(keepingCapacity: true)
        counts.used = 0
    }

    /// Ends a whole-canvas frame: forgets the nodes it did not draw.
    func endWholeFrame() {
        swap(&order, &visited)
        defer { counts.used = 0 }
        guard entries.count > counts.used else { return }
        let stale = entries.compactMap { $0.value.lastFrame == frame ? nil : $0.key }
        for key in stale { entries[key] = nil }
    }

    /// Ends a frame of a region. A scene redrawn only in regions (an animation) keeps what it
    /// prepared there — the next tick draws the same nodes — so, with no whole frame to say which
    /// nodes are gone, entries no frame used for ``regionRetention`` frames are forgotten, checked
    /// every ``regionRetention`` frames.
    func endRegionFrame() {
        defer { counts.used = 0 }
        guard frame % Self.regionRetention == 0, entries.count > counts.used else { return }
        let stale = entries.compactMap { frame - $0.value.lastFrame >= Self.regionRetention ? $0.key : nil }
        for key in stale { entries[key] = nil }
    }

    /// The most elements a kept stroke outline may have (about 50 MiB); a larger one is
    /// streamed every frame instead.
    static let maxKeptOutlineElements = 1 << 20
    /// The bound this cache applies (tests lower it).
    var outlineElementLimit = PreparedGeometry.maxKeptOutlineElements

    /// How many frames an entry no region frame used is kept.
    static let regionRetention = 256

    /// The uses chain extended by one more symbol use.
    static func uses(_ chain: UInt64, then use: RenderNodeID) -> UInt64 {
        var h = chain &* 0x9E37_79B9_7F4A_7C15 ^ use.scope
        h = (h ^ (h >> 29)) &* 0xBF58_476D_1CE4_E5B9 ^ UInt64(use.index)
        return h | 1
    }

    /// Prepares `path` — stroked with `style` first when given — for sweeping: loads the edges
    /// into `rasterizer` from the cache, from `shared` or makes them, and returns the pixels they
    /// cover.
    func prepare(_ key: Key, path: Path, style: StrokeStyle?, transform: AffineTransform, tolerance: Double,
                 clip: PixelBox, rasterizer: Rasterizer, shared: SharedEdges?) -> PixelBox? {
        switch prepareCoverage(key, path: path, style: style, rule: nil, transform: transform, tolerance: tolerance,
                               clip: clip, rasterizer: rasterizer, shared: shared) {
        case .edges(let box, _): box
        case .spans, nil: nil  // Spans are only handed out for a rule.
        }
    }

    /// Prepares a drawing filled by `rule` (a stroke's outline by the non-zero rule): the spans
    /// kept for it when they still hold, else its edges, loaded into `rasterizer` as
    /// ``prepare(_:path:style:transform:tolerance:clip:rasterizer:shared:)`` loads them. `nil`
    /// when it covers nothing. Edges this frame's other bands may need too are made through
    /// `shared`, once for all of them.
    func prepareCoverage(_ key: Key, path: Path, style: StrokeStyle?, rule: FillRule?, transform: AffineTransform,
                         tolerance: Double, clip: PixelBox, rasterizer: Rasterizer,
                         shared: SharedEdges?) -> Coverage? {
        let source = EdgeSource(key: key, transform: transform, tolerance: tolerance, clip: clip,
                               rasterizer: rasterizer, shared: shared)
        var seenBefore = false
        if isWholeFrame {
            seenBefore = visited.count < order.count && order[visited.count] == key
            visited.append(key)
            // A node met for the first time keeps nothing: a node drawn once (a cold frame) pays
            // neither a table entry nor outlines held past their use.
            if !seenBefore {
                counts.edgesMade += 1
                let box: PixelBox?
                if let style {
                    counts.outlinesMade += 1
                    // Nothing is kept, so the outline goes straight into edges.
                    let strokeTolerance = tolerance / transform.maxScale
                    box = source.make {
                        rasterizer.prepare(strokeOf: path, style: style, strokeTolerance: strokeTolerance,
                                           transform: transform, clip: clip)
                    }
                    if let box, rule != nil, rasterizer.preparedPointCount > outlineElementLimit {
                        // An outline too large to keep would be streamed again next frame: its
                        // spans are kept from this first sweep instead.
                        var entry = Entry(path: path, style: style, strokeTolerance: strokeTolerance, outline: nil)
                        (entry.transform, entry.tolerance, entry.clip, entry.box) = (transform, tolerance, clip, box)
                        entry.lastFrame = frame
                        entries[key] = entry
                        counts.used += 1
                        return .edges(box, keepSpans: true)
                    }
                } else {
                    box = source.make { rasterizer.prepare(path, transform: transform, tolerance: tolerance, clip: clip) }
                }
                return box.map { .edges($0, keepSpans: false) }
            }
        }
        // One lookup, the entry changed in place.
        return Self.prepare(&entries[key, default: Entry(path: path, style: nil, outline: path)], frame: frame,
                            wholeFrame: isWholeFrame, counts: &counts, outlineLimit: outlineElementLimit, path: path,
                            style: style, rule: rule, source: source)
    }

    /// Keeps what a whole sweep of the edges handed out for `key` reported, in place of the edges.
    func keep(_ spans: CoverageSpans, for key: Key) {
        entries[key]?.device = .spans(spans)
    }

    private static func prepare(_ entry: inout Entry, frame: Int, wholeFrame: Bool, counts: inout Counts,
                                outlineLimit: Int, path: Path, style: StrokeStyle?, rule: FillRule?,
                                source: EdgeSource) -> Coverage? {
        let (transform, tolerance, clip, rasterizer) = (source.transform, source.tolerance, source.clip,
                                                        source.rasterizer)
        let usedBefore = entry.lastFrame != frame
        if usedBefore { counts.used += 1 }
        entry.lastFrame = frame
        let strokeTolerance = style.map { _ in tolerance / transform.maxScale } ?? 0
        if let style {
            if entry.style != style || entry.strokeTolerance != strokeTolerance || entry.path != path {
                // A dashed outline estimated too large is not made only to be found so.
                if (path.estimatedDashedOutlinePoints(style, tolerance: strokeTolerance) ?? 0) <= Double(outlineLimit) {
                    entry.outline = path.strokedPath(style, tolerance: strokeTolerance, maxElements: outlineLimit)
                    counts.outlinesMade += 1
                } else {
                    entry.outline = nil
                }
                (entry.path, entry.style, entry.strokeTolerance, entry.device) = (path, style, strokeTolerance, .none)
            }
        } else if entry.style != nil || entry.outline != path {
            (entry.path, entry.style, entry.outline, entry.device) = (path, nil, path, .none)
        }
        if entry.transform == transform, entry.tolerance == tolerance, entry.clip == clip {
            switch entry.device {
            case .spans(let spans) where spans.rule == rule:
                counts.spansReplayed += 1
                return entry.box.map { .spans(spans, $0) }
            case .edges(let edges):
                guard let box = entry.box else { return nil }
                rasterizer.load(edges, bounds: box)
                // Drawn again in a later frame, unchanged: worth one whole sweep to keep its spans.
                return .edges(box, keepSpans: rule != nil && usedBefore)
            case .spans, .none:
                break
            }
        }
        let box: PixelBox?
        if let style, entry.outline == nil {
            // An outline too large to keep is streamed into edges as on a cold frame; what its
            // sweep reports is still kept, bounded by its pixels.
            counts.outlinesMade += 1
            box = source.make {
                rasterizer.prepare(strokeOf: path, style: style, strokeTolerance: strokeTolerance,
                                   transform: transform, clip: clip)
            }
        } else {
            let outline = entry.outline ?? path
            box = source.make { rasterizer.prepare(outline, transform: transform, tolerance: tolerance, clip: clip) }
        }
        counts.edgesMade += 1
        (entry.transform, entry.tolerance, entry.clip, entry.box) = (transform, tolerance, clip, box)
        switch (rule, box) {
        case (_, nil): entry.device = .edges([])  // Covers nothing, and stays known to.
        case (nil, _): entry.device = .edges(rasterizer.preparedEdges)  // A clip's edges are kept.
        case (_, let box?) where !wholeFrame || box.intersection(rasterizer.area) != box:
            // Made in a frame of a region (most likely because it changed, and may change again)
            // or drawing only part of it: swept there alone, spans not recorded, its edges kept
            // for the frame's other regions and the next frame.
            entry.device = .edges(rasterizer.preparedEdges)
            return .edges(box, keepSpans: false)
        // A drawing's sweep hands its spans to ``keep(_:for:)``, so its edges need no copy.
        default: entry.device = .none
        }
        return box.map { .edges($0, keepSpans: rule != nil) }
    }
}

/// Where a drawing's edges come from when they are not kept: made here, or — for a drawing other
/// bands of the frame draw too — through the frame's ``SharedEdges``, made by one band for all.
struct EdgeSource {
    let key: PreparedGeometry.Key
    let transform: AffineTransform
    let tolerance: Double
    let clip: PixelBox
    let rasterizer: Rasterizer
    let shared: SharedEdges?

    /// Loads the edges `make` loads into the rasterizer (or the same edges, made by another
    /// band) and returns the pixels they cover.
    func make(_ make: () -> PixelBox?) -> PixelBox? {
        guard let shared else { return make() }
        return shared.prepare(key, transform: transform, tolerance: tolerance, clip: clip, rasterizer: rasterizer,
                              make: make)
    }
}
