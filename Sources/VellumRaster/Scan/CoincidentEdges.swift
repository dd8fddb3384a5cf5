/// Finds whether two edges of a path lie on one line and share rows: the case where the summed
/// signed area of a pixel cannot tell their windings apart.
///
/// Two edges on one line that each cover a fraction `a` of a pixel add a winding of `2a` there,
/// which even-odd folds to a coverage of `2a` (or `2 − 2a`) where the exact coverage is 0: the
/// outline of a polygon traversed twice (`A B C A B C`, or one subpath added twice) would show as
/// a thin line. An even-odd path for which this finds such edges is rewritten by
/// ``BoundaryEdges`` before it is swept.
///
/// Non-zero paths are not tested. Coincident edges running opposite ways cancel exactly there
/// already; those running the same way (a subpath added twice in one direction, the overlapping
/// pieces of a stroke's outline) cover their pixels by a winding of 2, as in every rasterizer
/// that sums signed area. Testing every non-zero path would cost the common case, and the strokes'
/// overlapping pieces would be rewritten in every frame (8–9 % of the stroke and dash scenes).
///
/// The test hashes each edge's line, quantized, into a table and compares an edge only with the
/// earlier ones of its bucket: O(n) per path, a few nanoseconds an edge (Benchmarks.md gives its
/// share of a frame). Its buffers live as long as the rasterizer.
struct CoincidentEdges {
    /// Lines closer than this (in device pixels, scaled by the slope for steep lines) are one line:
    /// the same line reached through different clipping or transforms differs by rounding only.
    static let tolerance = 1e-7
    /// Same-bucket comparisons past which a path is taken to have coincident edges: the rewrite
    /// it then gets is exact for any path, so a false alarm costs time, never pixels.
    static let maxComparisons = 64

    /// Per bucket, 1 + the index of the last edge hashed into it (0: empty); a path uses the first
    /// power of two at least twice its edge count, left empty again after it.
    private var buckets: [Int32] = []
    /// Per edge, 1 + the index of the previous edge of its bucket (0: none).
    private var previous: [Int32] = []

    /// Whether two of `edges` lie on one line (within ``tolerance``) over a stretch of rows.
    mutating func exist(in edges: [Edge]) -> Bool {
        guard edges.count > 1 else { return false }
        let mask = prepareBuckets(for: edges.count)
        // Through buffer pointers: a store into an array checks its uniqueness, and this loop
        // makes two per edge.
        return buckets.withUnsafeMutableBufferPointer { buckets in
            defer { UnsafeMutableBufferPointer(rebasing: buckets[...Int(mask)]).update(repeating: 0) }
            return previous.withUnsafeMutableBufferPointer { previous in
                edges.withUnsafeBufferPointer { edges in
                    Self.findShared(edges, buckets: buckets, previous: previous, mask: mask)
                }
            }
        }
    }

    /// The hashing loop of ``exist(in:)``.
    private static func findShared(_ edges: UnsafeBufferPointer<Edge>, buckets: UnsafeMutableBufferPointer<Int32>,
                                   previous: UnsafeMutableBufferPointer<Int32>, mask: UInt64) -> Bool {
        var comparisons = 0
        for i in edges.indices {
            let edge = edges[i]
            // Slivers (no slope, see `Edge`) carry no measurable winding and are skipped.
            guard edge.slope != 0 || edge.x0 == edge.x1 else { continue }
            let bucket = Int(truncatingIfNeeded: bucket(of: edge) & mask)
            var other = buckets[bucket]
            while other > 0 {
                if share(edges[Int(other) &- 1], edge) { return true }
                comparisons += 1
                if comparisons > maxComparisons { return true }
                other = previous[Int(other) &- 1]
            }
            previous[i] = buckets[bucket]
            buckets[bucket] = Int32(truncatingIfNeeded: i &+ 1)
        }
        return false
    }

    /// Sizes the tables for `count` edges and returns the bucket mask.
    private mutating func prepareBuckets(for count: Int) -> UInt64 {
        var size = 16
        while size < 2 * count { size *= 2 }
        if buckets.count < size { buckets = Array(repeating: 0, count: size) }
        if previous.count < count { previous = Array(repeating: 0, count: count) }
        return UInt64(size - 1)
    }

    /// The line of `edge` (x = slope · y + intercept), quantized far above rounding and below
    /// anything visible, and mixed into a bucket number. Truncated, not rounded (rounding calls
    /// into libm on baseline x86-64), and not scaled by the slope: the rounding error of a steep
    /// line's intercept stays far below the quantum; ``share(_:_:)`` scales its tolerance.
    @inline(__always)
    private static func bucket(of edge: Edge) -> UInt64 {
        let slope = edge.slope * 16_777_216, intercept = (edge.x0 - edge.y0 * edge.slope) * 256
        let a = UInt64(bitPattern: Int64(max(min(slope, 9e18), -9e18)))
        let b = UInt64(bitPattern: Int64(max(min(intercept, 9e18), -9e18)))
        let mixed = ((a &* 0x9E37_79B9_7F4A_7C15) ^ b) &* 0xBF58_476D_1CE4_E5B9
        return mixed >> 20
    }

    /// Whether `a` and `b` lie on one line and share a stretch of rows.
    private static func share(_ a: Edge, _ b: Edge) -> Bool {
        let reach = tolerance * max(1, abs(a.slope))
        guard abs(a.slope - b.slope) <= reach,
              abs((a.x0 - a.y0 * a.slope) - (b.x0 - b.y0 * b.slope)) <= reach else { return false }
        return max(a.y0, b.y0) < min(a.y1, b.y1)
    }
}
