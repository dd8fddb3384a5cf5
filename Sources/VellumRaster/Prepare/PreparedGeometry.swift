import VellumCore

/// The prepare phase's results for each drawing and clip, kept between frames by node identity:
/// the stroke outline (dashes included) and the device edges the rasterizer sweeps.
///
/// An entry serves a node again only while what it was made from is unchanged — the stroke
/// outline while the path, stroke style and flattening tolerance are; the edges while the filled
/// outline, device transform, tolerance and clip box are — so a cached frame is byte for byte a
/// fresh one. A node that only moves keeps its stroke outline (it lives in the path's own space)
/// and has its edges made again.
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
        /// What is filled: the path itself or its stroke outline.
        var outline: Path
        var transform = AffineTransform.identity
        var tolerance = 0.0
        var clip = PixelBox.empty
        var edges: [Edge] = []
        /// The pixels the edges cover; `nil` when they cover none.
        var box: PixelBox?
        var hasEdges = false
        var lastFrame = 0
    }

    /// What a frame counts as it prepares.
    struct Counts {
        /// How many entries the frame has used so far.
        var used = 0
        /// How many stroke outlines and edge lists were made rather than taken from the cache.
        var outlinesMade = 0, edgesMade = 0
    }

    private var entries: [Key: Entry] = [:]
    private var frame = 0
    private(set) var counts = Counts()
    /// The nodes the last whole-canvas frame prepared, in order, and this frame's so far: a
    /// fill met for the first time is told apart from a known one by its place in that order,
    /// without a table lookup, so a cold frame pays almost nothing for the cache.
    private var order: [Key] = [], visited: [Key] = []
    /// Whether this frame draws the whole canvas (a region visits nodes in another order).
    private var isWholeFrame = false

    /// Starts a frame, of the whole canvas or of a region.
    func beginFrame(whole: Bool) {
        frame += 1
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

    /// The uses chain extended by one more symbol use.
    static func uses(_ chain: UInt64, then use: RenderNodeID) -> UInt64 {
        var h = chain &* 0x9E37_79B9_7F4A_7C15 ^ use.scope
        h = (h ^ (h >> 29)) &* 0xBF58_476D_1CE4_E5B9 ^ UInt64(use.index)
        return h | 1
    }

    /// Prepares `path` — stroked with `style` first when given — for sweeping: loads the edges
    /// into `rasterizer` from the cache or makes them, and returns the pixels they cover.
    func prepare(_ key: Key, path: Path, style: StrokeStyle?, transform: AffineTransform, tolerance: Double,
                          clip: PixelBox, rasterizer: Rasterizer) -> PixelBox? {
        var seenBefore = false
        if isWholeFrame {
            seenBefore = visited.count < order.count && order[visited.count] == key
            visited.append(key)
            // A node met for the first time keeps nothing: a node drawn once (a cold frame) pays
            // neither a table entry nor outlines held past their use.
            if !seenBefore {
                counts.edgesMade += 1
                guard let style else {
                    return rasterizer.prepare(path, transform: transform, tolerance: tolerance, clip: clip)
                }
                counts.outlinesMade += 1
                // Nothing is kept, so the outline goes straight into edges.
                return rasterizer.prepare(strokeOf: path, style: style, strokeTolerance: tolerance / transform.maxScale,
                                          transform: transform, clip: clip)
            }
        }
        // One lookup, the entry changed in place.
        return Self.prepare(&entries[key, default: Entry(path: path, style: nil, outline: path)], frame: frame,
                            counts: &counts, seenBefore: seenBefore, path: path, style: style, transform: transform,
                            tolerance: tolerance, clip: clip, rasterizer: rasterizer)
    }

    private static func prepare(_ entry: inout Entry, frame: Int, counts: inout Counts, seenBefore: Bool, path: Path,
                                style: StrokeStyle?, transform: AffineTransform, tolerance: Double, clip: PixelBox,
                                rasterizer: Rasterizer) -> PixelBox? {
        let isNew = entry.lastFrame == 0 && !seenBefore
        if entry.lastFrame != frame { counts.used += 1 }
        entry.lastFrame = frame
        let outline: Path
        if let style {
            let strokeTolerance = tolerance / transform.maxScale
            if entry.style != style || entry.strokeTolerance != strokeTolerance || entry.path != path {
                entry.outline = path.strokedPath(style, tolerance: strokeTolerance)
                counts.outlinesMade += 1
                (entry.path, entry.style, entry.strokeTolerance, entry.hasEdges) = (path, style, strokeTolerance, false)
            }
            outline = entry.outline
        } else {
            if entry.style != nil || entry.outline != path {
                (entry.path, entry.style, entry.outline, entry.hasEdges) = (path, nil, path, false)
            }
            outline = path
        }
        if entry.hasEdges, entry.transform == transform, entry.tolerance == tolerance, entry.clip == clip {
            guard let box = entry.box else { return nil }
            rasterizer.load(entry.edges, bounds: box)
            return box
        }
        let box = rasterizer.prepare(outline, transform: transform, tolerance: tolerance, clip: clip)
        counts.edgesMade += 1
        // Edges are copied into the cache from a node's second frame on: a drawing seen once (a
        // cold frame, a node drawn a single time) does not pay for the copy.
        guard !isNew else { return box }
        (entry.transform, entry.tolerance, entry.clip, entry.box, entry.hasEdges) = (transform, tolerance, clip, box, true)
        entry.edges = box == nil ? [] : rasterizer.preparedEdges
        return box
    }
}
