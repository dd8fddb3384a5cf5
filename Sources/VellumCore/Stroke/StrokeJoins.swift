// Joins: what the outline does at a vertex between two segments.
//
// The side the path turns away from is the outer side; it gets the join proper (miter, bevel or
// round; inside flattened curves, a miter-like point or a round join chosen by the tolerance).
// Each adds a wedge between the two offset segments, turning the same way as the segments'
// rectangles.
//
// The inner side's offset segments cross. Going through the vertex itself (A → vertex → B)
// traces both segment rectangles exactly and is always right. Cutting the corner at the crossing
// point X instead removes the kite (vertex, A, X, B) once. That is only safe when the kite lies
// in both neighbouring rectangles and clear of the next vertex's kite: then any point in k kites
// (pairwise non-adjacent) lies in at least 2k rectangles and keeps a winding number ≥ k ≥ 1.
// Both hold when each neighbouring segment is at least twice the kite's reach along it. Without
// the second condition, a small closed curve stroked wider than its radius would get a hole.

extension StrokeShape {
    /// Appends the outline points of the join at `p`, where segment `a` ends and `b` starts, to
    /// both sides. `isCorner` is false inside a flattened curve.
    func appendJoin(at p: Point, from a: StrokeSegment, to b: StrokeSegment, isCorner: Bool,
                    right: ScratchList<Point>, left: ScratchList<Point>) {
        let cosTurn = a.direction.dot(b.direction)
        let sinTurn = a.direction.cross(b.direction)
        if cosTurn > 0, abs(sinTurn) <= 1e-12 {
            // Straight on: both offsets continue without a corner.
            right.append(p + a.normal * halfWidth)
            left.append(p - a.normal * halfWidth)
            return
        }
        let turn = Turn(from: a, to: b, cos: cosTurn, sin: sinTurn)
        // A positive sine turns towards the right (screen y down), making the right side inner.
        // An exact reversal has no inner side; treating the left as inner draws the same shape.
        if sinTurn > 0 {
            appendInnerJoin(at: p, turn, side: 1, into: right)
            appendOuterJoin(at: p, turn, side: -1, isCorner: isCorner, into: left)
        } else {
            appendOuterJoin(at: p, turn, side: 1, isCorner: isCorner, into: right)
            appendInnerJoin(at: p, turn, side: -1, into: left)
        }
    }

    /// The join on the outer side (`side` +1 right, −1 left).
    private func appendOuterJoin(at p: Point, _ turn: Turn, side: Double, isCorner: Bool,
                                 into points: ScratchList<Point>) {
        let u = turn.from.normal * (side * halfWidth), v = turn.to.normal * (side * halfWidth)
        // 1/cos(θ/2) for a turn θ: the miter length over the line width.
        let miterRatioSquared = 2 / (1 + turn.cos)
        let style: LineJoin
        if !isCorner {
            // Inside a curve: the miter point lies h·(1/cos(θ/2) − 1) beyond the true offset.
            let overshoot = halfWidth * (miterRatioSquared.squareRoot() - 1)
            style = overshoot <= tolerance ? .miter : .round
        } else if join == .miter {
            style = miterRatioSquared <= miterLimitSquared ? .miter : .bevel
        } else {
            style = join
        }
        switch style {
        case .miter:
            points.append(p + (u + v) / (1 + turn.cos))
        case .bevel:
            points.append(p + u)
            points.append(p + v)
        case .round:
            // The arc's middle is the outward bisector; at a full reversal it is straight ahead.
            let middle = (u + v).normalized ?? turn.from.direction
            points.append(p + u)
            appendArcInterior(center: p, from: u, to: v, through: middle, into: points)
            points.append(p + v)
        }
    }

    /// The inner side: the crossing point of the offsets when that is safe, else through `p`.
    private func appendInnerJoin(at p: Point, _ turn: Turn, side: Double, into points: ScratchList<Point>) {
        let u = turn.from.normal * (side * halfWidth), v = turn.to.normal * (side * halfWidth)
        let onePlusCos = 1 + turn.cos
        // How far the kite reaches along either segment: h·tan(θ/2) for the crossing point,
        // h·sin θ for the offset end of the other segment, whichever is larger.
        let reach = halfWidth * (turn.cos >= 0 ? abs(turn.sin) : abs(turn.sin) / onePlusCos)
        if onePlusCos > 1e-9, 2 * reach <= min(turn.from.length, turn.to.length) {
            points.append(p + (u + v) / onePlusCos)
        } else {
            points.append(p + u)
            points.append(p)
            points.append(p + v)
        }
    }
}

/// The two segments meeting at a vertex and the cosine and sine of the turn between them.
private struct Turn {
    var from: StrokeSegment
    var to: StrokeSegment
    var cos: Double
    var sin: Double
}
