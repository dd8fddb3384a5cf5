import VellumCore

/// One straight piece of a filled outline in device space, oriented downwards (`y0 < y1`) and
/// already clipped to the clip box.
struct Edge {
    var x0: Double, y0: Double, x1: Double, y1: Double
    /// +1 when the original segment ran downwards, −1 when it ran upwards: its winding sign.
    var winding: Double
    /// dx/dy, computed once here rather than in every band the edge crosses. Zero for slivers
    /// too thin to have a measurable winding, whose slope would only add noise.
    var slope: Double

    init(x0: Double, y0: Double, x1: Double, y1: Double, winding: Double) {
        (self.x0, self.y0, self.x1, self.y1, self.winding) = (x0, y0, x1, y1, winding)
        let height = y1 - y0
        slope = height > 1e-12 ? (x1 - x0) / height : 0
    }
}

/// Receives a flattened path and keeps it as device-space ``Edge``s inside a clip box.
///
/// Every subpath is closed implicitly, as filling requires. Geometry above or below the box is
/// dropped (coverage of a row only depends on the edges crossing it). Geometry right of the box
/// is dropped too, since the sweep accumulates coverage left to right and it can only affect
/// pixels beyond the box. Geometry left of the box is clamped onto its left side, becoming
/// vertical edges there, so that it still contributes its full winding to the pixels to its
/// right.
struct EdgeBuilder: FlatteningSink {
    /// The edges collected so far.
    private(set) var edges: [Edge]
    private let left: Double, top: Double, right: Double, bottom: Double
    private var minX = Double.infinity, minY = Double.infinity
    private var maxX = -Double.infinity, maxY = -Double.infinity
    /// False once a point overflowed to infinity or NaN in the transform; the path is then
    /// not drawn.
    private(set) var isFinite = true
    /// How many points the path was fed, clipped away or not: what making it cost.
    private(set) var pointCount = 0
    private var start = Point.zero
    private var last = Point.zero

    /// Starts collecting into `storage`, whose contents are discarded but whose capacity is kept.
    init(clip: PixelBox, reusing storage: [Edge]) {
        edges = storage
        edges.removeAll(keepingCapacity: true)
        left = Double(clip.minX)
        top = Double(clip.minY)
        right = Double(clip.maxX)
        bottom = Double(clip.maxY)
    }

    mutating func moveTo(_ point: Point) {
        closeSubpath()
        start = point
        last = point
    }

    mutating func lineTo(_ point: Point, isCurveInterior: Bool) {
        pointCount += 1
        add(from: last, to: point)
        last = point
    }

    mutating func close() {
        closeSubpath()
    }

    /// Closes the last subpath; call once the whole path has been fed.
    mutating func finish() {
        closeSubpath()
    }

    /// Hands the edges over, leaving none.
    mutating func takeEdges() -> [Edge] {
        take(&edges)
    }

    /// The pixels whose coverage the edges can change, or `nil` when there are none.
    var pixelBounds: PixelBox? {
        guard isFinite, !edges.isEmpty else { return nil }
        let box = PixelBox(minX: Int(minX.rounded(.down)), minY: Int(minY.rounded(.down)),
                           maxX: Int(maxX.rounded(.up)), maxY: Int(maxY.rounded(.up)))
        return box.isEmpty ? nil : box
    }

    private mutating func closeSubpath() {
        if last != start { add(from: last, to: start) }
        last = start
    }

    /// Adds the segment p → q after clipping it to the rows of the clip box.
    private mutating func add(from p: Point, to q: Point) {
        guard p.isFinite, q.isFinite else {
            isFinite = false
            return
        }
        guard p.y != q.y else { return }  // Horizontal segments carry no winding.
        let down = p.y < q.y
        var (xa, ya, xb, yb) = down ? (p.x, p.y, q.x, q.y) : (q.x, q.y, p.x, p.y)
        guard yb > top, ya < bottom else { return }
        // Intersections use the fraction of the segment's height, which stays in 0…1 and so
        // never overflows, even for nearly horizontal segments.
        if ya < top {
            xa += (xb - xa) * ((top - ya) / (yb - ya))
            ya = top
        }
        if yb > bottom {
            xb -= (xb - xa) * ((yb - bottom) / (yb - ya))
            yb = bottom
        }
        guard xa >= left, xb >= left, xa < right, xb < right else {
            return addClippedToColumns(xa, ya, xb, yb, winding: down ? 1 : -1)
        }
        // Inside the columns, the common case (a shape on the canvas): the points are finite and
        // nothing is cut.
        guard ya < yb else { return }
        append(xa, ya, xb, yb, down ? 1 : -1)
    }

    /// Clips a downward segment against the left and right sides of the clip box.
    private mutating func addClippedToColumns(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double,
                                              winding: Double) {
        var (xa, ya, xb, yb) = (xa, ya, xb, yb)
        if xa >= right || xb >= right {
            // Winding from edges to the left stays open up to the clip's right side.
            maxX = right
        }
        if xa >= right && xb >= right { return }
        if xa > right || xb > right {
            let yr = crossingY(atX: right, xa, ya, xb, yb)
            if xa > right { (xa, ya) = (right, yr) } else { (xb, yb) = (right, yr) }
        }
        if xa <= left && xb <= left {
            push(left, ya, left, yb, winding)
            return
        }
        if xa < left || xb < left {
            let yl = crossingY(atX: left, xa, ya, xb, yb)
            if xa < left {
                push(left, ya, left, yl, winding)
                (xa, ya) = (left, yl)
            } else {
                push(left, yl, left, yb, winding)
                (xb, yb) = (left, yl)
            }
        }
        push(xa, ya, xb, yb, winding)
    }

    /// Where the segment crosses the vertical line at `x`, clamped to its own rows.
    private func crossingY(atX x: Double, _ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double) -> Double {
        let y = ya + (yb - ya) * ((x - xa) / (xb - xa))
        return min(max(y, ya), yb)
    }

    private mutating func push(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, _ winding: Double) {
        // Finite points far enough apart can still overflow in the intersections above.
        guard xa.isFinite, xb.isFinite, ya.isFinite, yb.isFinite else {
            isFinite = false
            return
        }
        guard ya < yb else { return }
        append(xa, ya, xb, yb, winding)
    }

    @inline(__always)
    private mutating func append(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double, _ winding: Double) {
        edges.append(Edge(x0: xa, y0: ya, x1: xb, y1: yb, winding: winding))
        minX = min(minX, min(xa, xb))
        maxX = fastMax(maxX, fastMax(xa, xb))
        minY = min(minY, ya)
        maxY = fastMax(maxY, yb)
    }
}
