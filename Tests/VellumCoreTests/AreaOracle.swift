import VellumCore

/// Areas of filled paths computed from geometry alone, independent of any rasterizer, to check
/// the stroker against.
enum AreaOracle {
    /// One polygon edge, kept in its drawing direction (the direction gives its winding sign).
    struct Edge {
        var a: Point
        var b: Point
    }

    /// The exact area `path` covers under `rule`, curves flattened within `tolerance`.
    ///
    /// The y axis is cut at every vertex and every crossing of two edges. Inside one of those
    /// bands no edge starts, ends or changes order, so the covered length of a horizontal line is
    /// linear in y and its value at the band's middle times the band's height is exact.
    static func area(of path: Path, rule: FillRule = .nonZero, tolerance: Double = 1e-4) -> Double {
        let edges = self.edges(of: path, tolerance: tolerance)
        var cuts = edges.flatMap { [$0.a.y, $0.b.y] } + crossingHeights(of: edges)
        cuts.sort()
        var area = 0.0
        for (y0, y1) in zip(cuts, cuts.dropFirst()) where y1 > y0 {
            area += coveredLength(at: (y0 + y1) / 2, edges: edges, rule: rule) * (y1 - y0)
        }
        return area
    }

    /// The non-horizontal edges of the path's flattened, implicitly closed subpaths.
    static func edges(of path: Path, tolerance: Double) -> [Edge] {
        var edges: [Edge] = []
        for subpath in path.flattened(tolerance: tolerance) where subpath.points.count > 1 {
            let pts = subpath.points
            for i in pts.indices {
                let edge = Edge(a: pts[i], b: pts[(i + 1) % pts.count])
                if edge.a.y != edge.b.y { edges.append(edge) }
            }
        }
        return edges
    }

    /// The heights where two edges cross.
    static func crossingHeights(of edges: [Edge]) -> [Double] {
        let sorted = edges.sorted { min($0.a.y, $0.b.y) < min($1.a.y, $1.b.y) }
        var heights: [Double] = []
        for i in sorted.indices {
            let e = sorted[i]
            let top = max(e.a.y, e.b.y)
            for f in sorted[(i + 1)...] {
                if min(f.a.y, f.b.y) > top { break }
                let r = e.b - e.a, s = f.b - f.a
                let denom = r.cross(s)
                guard denom != 0 else { continue }
                let t = (f.a - e.a).cross(s) / denom
                let u = (f.a - e.a).cross(r) / denom
                if t > 0, t < 1, u > 0, u < 1 { heights.append(e.a.y + t * r.y) }
            }
        }
        return heights
    }

    /// The length of the horizontal line at `y` that the edges cover under `rule`.
    static func coveredLength(at y: Double, edges: [Edge], rule: FillRule) -> Double {
        var crossings: [(x: Double, winding: Int)] = []
        for e in edges where min(e.a.y, e.b.y) <= y && y < max(e.a.y, e.b.y) {
            let x = e.a.x + (y - e.a.y) / (e.b.y - e.a.y) * (e.b.x - e.a.x)
            crossings.append((x, e.b.y > e.a.y ? 1 : -1))
        }
        crossings.sort { $0.x < $1.x }
        var winding = 0, length = 0.0
        for (c, next) in zip(crossings, crossings.dropFirst()) {
            winding += c.winding
            let covered = rule == .nonZero ? winding != 0 : winding & 1 != 0
            if covered { length += next.x - c.x }
        }
        return length
    }

    /// The area within `radius` of the open polylines: the union of one capsule per segment
    /// (a single point gives a disc), which is exactly what a stroke with round caps and joins
    /// covers. Integrated over `rows` horizontal lines at row centres.
    static func capsuleUnionArea(_ polylines: [[Point]], radius: Double, rows: Int = 4000) -> Double {
        let ys = polylines.flatMap { $0.map(\.y) }
        let top = ys.min()! - radius, height = ys.max()! - top + radius
        let dy = height / Double(rows)
        var intervals: [(lo: Double, hi: Double)] = []
        var area = 0.0
        for row in 0..<rows {
            let y = top + (Double(row) + 0.5) * dy
            intervals.removeAll(keepingCapacity: true)
            for points in polylines {
                for (a, b) in zip(points, points.count > 1 ? points.dropFirst() : points[...]) {
                    if let span = capsuleSpan(a, b, radius: radius, y: y) { intervals.append(span) }
                }
            }
            area += unionLength(&intervals) * dy
        }
        return area
    }

    /// Where the horizontal line at `y` meets the capsule round segment a–b, if it does. The
    /// capsule is convex and the union of two discs and a rectangle, so it meets the line in one
    /// interval spanning the pieces' intervals.
    static func capsuleSpan(_ a: Point, _ b: Point, radius r: Double, y: Double) -> (lo: Double, hi: Double)? {
        var lo = Double.infinity, hi = -Double.infinity
        for c in [a, b] where abs(y - c.y) <= r {
            let s = (r * r - (y - c.y) * (y - c.y)).squareRoot()
            lo = min(lo, c.x - s)
            hi = max(hi, c.x + s)
        }
        let length = a.distance(to: b)
        if length > 0 {
            let d = (b - a) / length
            // Along the segment: 0 ≤ (x − a.x)·d.x + (y − a.y)·d.y ≤ length;
            // across it: −r ≤ (x − a.x)·d.y − (y − a.y)·d.x ≤ r.
            var span = (lo: -Double.infinity, hi: Double.infinity)
            clip(&span, slope: d.x, offset: -a.x * d.x + (y - a.y) * d.y, within: 0, length)
            clip(&span, slope: d.y, offset: -a.x * d.y - (y - a.y) * d.x, within: -r, r)
            if span.lo <= span.hi {
                lo = min(lo, span.lo)
                hi = max(hi, span.hi)
            }
        }
        return lo <= hi ? (lo, hi) : nil
    }

    /// Narrows `span` to the x where `slope·x + offset` lies in [low, high].
    private static func clip(_ span: inout (lo: Double, hi: Double), slope: Double, offset: Double,
                             within low: Double, _ high: Double) {
        if abs(slope) < 1e-15 {
            if offset < low || offset > high { span = (1, 0) }
            return
        }
        let x0 = (low - offset) / slope, x1 = (high - offset) / slope
        span = (max(span.lo, min(x0, x1)), min(span.hi, max(x0, x1)))
    }

    /// The total length of a union of intervals (sorts them in place).
    private static func unionLength(_ intervals: inout [(lo: Double, hi: Double)]) -> Double {
        intervals.sort { $0.lo < $1.lo }
        var total = 0.0, end = -Double.infinity
        for i in intervals {
            if i.hi <= end { continue }
            total += i.hi - max(i.lo, end)
            end = i.hi
        }
        return total
    }
}

/// |actual − expected| / |expected|.
func relativeError(_ actual: Double, _ expected: Double) -> Double {
    abs(actual - expected) / abs(expected)
}

/// Measuring the subpaths of a path made of lines.
extension Path {
    /// Each subpath's length (its closing segment included), in order; lone moves count as 0.
    var subpathLengths: [Double] {
        flattened(tolerance: 1e-4).map { subpath in
            let pts = subpath.points
            var length = zip(pts, pts.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
            if subpath.isClosed, let first = pts.first, let last = pts.last {
                length += last.distance(to: first)
            }
            return length
        }
    }
}
