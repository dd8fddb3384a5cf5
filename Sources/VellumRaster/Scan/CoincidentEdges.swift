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
/// that sums signed area. Testing every non-zero path would cost the common case: the sort took
/// a tenth of the glyph scene's frame, and the strokes' overlapping pieces would be rewritten in
/// every frame (8–9 % of the stroke and dash scenes).
///
/// The test sorts the edges by their line: O(n log n) per path. Its buffers live as long as the
/// rasterizer.
struct CoincidentEdges {
    /// The line an edge lies on, as x = `slope` · y + `intercept`.
    private struct Line {
        var slope: Double
        var intercept: Double
    }

    /// Lines closer than this (in device pixels, scaled by the slope for steep lines) are one line:
    /// the same line reached through different clipping or transforms differs by rounding only.
    static let tolerance = 1e-7

    private var lines: [Line] = []
    /// Indices of the edges with a direction, sorted by line.
    private var order: [Int32] = []
    private var group: [Int32] = []

    /// Whether two of `edges` lie on one line (within ``tolerance``) over a stretch of rows.
    mutating func exist(in edges: [Edge]) -> Bool {
        guard edges.count > 1 else { return false }
        sortByLine(edges)
        var start = 0
        while start < order.count {
            let end = endOfSlopeRun(from: start)
            if end - start > 1, slopeRunShares(start..<end, edges) { return true }
            start = end
        }
        return false
    }

    /// Sorts the edges tall enough to have a slope by slope, then intercept, then index.
    private mutating func sortByLine(_ edges: [Edge]) {
        lines.removeAll(keepingCapacity: true)
        order.removeAll(keepingCapacity: true)
        for (i, edge) in edges.enumerated() {
            lines.append(Line(slope: edge.slope, intercept: edge.x0 - edge.y0 * edge.slope))
            // Slivers (no slope, see `Edge`) carry no measurable winding.
            if edge.slope != 0 || edge.x0 == edge.x1 { order.append(Int32(i)) }
        }
        let lines = self.lines
        order.sort { a, b in
            let la = lines[Int(a)], lb = lines[Int(b)]
            if la.slope != lb.slope { return la.slope < lb.slope }
            if la.intercept != lb.intercept { return la.intercept < lb.intercept }
            return a < b
        }
    }

    /// The end of the run of sorted edges from `start` whose slopes lie within the tolerance of
    /// the previous one's.
    private func endOfSlopeRun(from start: Int) -> Int {
        var end = start + 1
        while end < order.count {
            let previous = lines[Int(order[end - 1])].slope, slope = lines[Int(order[end])].slope
            guard slope - previous <= Self.tolerance * max(1, abs(slope)) else { break }
            end += 1
        }
        return end
    }

    /// Whether two edges of one run of slopes share an intercept and rows. The run is sorted by
    /// intercept first: slightly different slopes may have interleaved its intercepts.
    private mutating func slopeRunShares(_ run: Range<Int>, _ edges: [Edge]) -> Bool {
        let lines = self.lines
        order[run].sort { a, b in
            let ca = lines[Int(a)].intercept, cb = lines[Int(b)].intercept
            return ca != cb ? ca < cb : a < b
        }
        let reach = Self.tolerance * max(1, abs(lines[Int(order[run.lowerBound])].slope))
        var start = run.lowerBound
        while start < run.upperBound {
            var end = start + 1
            while end < run.upperBound,
                  lines[Int(order[end])].intercept - lines[Int(order[end - 1])].intercept <= reach {
                end += 1
            }
            if end - start > 1, shareRows(start..<end, edges) { return true }
            start = end
        }
        return false
    }

    /// Whether two of the edges `order[members]`, which lie on one line, share a stretch of rows.
    private mutating func shareRows(_ members: Range<Int>, _ edges: [Edge]) -> Bool {
        group.removeAll(keepingCapacity: true)
        group.append(contentsOf: order[members])
        group.sort { edges[Int($0)].y0 < edges[Int($1)].y0 }
        var bottom = -Double.infinity
        for m in group {
            let edge = edges[Int(m)]
            if edge.y0 < bottom { return true }
            bottom = max(bottom, edge.y1)
        }
        return false
    }
}
