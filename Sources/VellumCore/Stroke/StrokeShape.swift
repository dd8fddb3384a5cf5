import Foundation

/// The resolved geometry of a stroke, shared by its joins and caps: half the line width, the cap
/// and join shapes, and how finely circles are cut to stay within the tolerance.
struct StrokeShape {
    /// Half the line width: how far the outline lies from the path.
    let halfWidth: Double
    /// The shape of open ends.
    let cap: LineCap
    /// The shape of corners between path elements.
    let join: LineJoin
    /// The miter limit squared, so the limit test needs no square root.
    let miterLimitSquared: Double
    /// The largest distance between the outline and the true offset curve or circle.
    let tolerance: Double
    /// The largest angle one chord of a round cap or join may span.
    let arcStep: Double
    /// Steps shorter than this are merged away before stroking.
    let minSegmentLength: Double

    /// The most chords a full circle is cut into, whatever the tolerance, so absurd widths
    /// cannot stall rendering (the same bound as ``Bezier/maxSegments``).
    static let maxChordsPerCircle = Double(Bezier.maxSegments)

    init(style: StrokeStyle, tolerance: Double) {
        halfWidth = style.lineWidth / 2
        cap = style.lineCap
        join = style.lineJoin
        // An infinite limit never bevels, except a full reversal, whose miter has no end; NaN
        // and a limit below 1 (negative ones included, whose squares are positive) always
        // bevel, as ``RenderBounds/strokeReach(_:)`` assumes.
        let limit = style.miterLimit
        miterLimitSquared = limit.isFinite ? (limit >= 1 ? limit * limit : 0) : limit > 0 ? .greatestFiniteMagnitude : 0
        self.tolerance = tolerance
        // A chord spanning angle φ departs from its circle by h·(1 − cos(φ/2)). At least four
        // chords per half turn keep tiny caps round rather than pointed.
        let exact = 2 * acos(max(0, 1 - tolerance / halfWidth))
        arcStep = max(2 * Double.pi / Self.maxChordsPerCircle, min(Double.pi / 4, exact))
        // Far below the tolerance, yet far above the rounding noise of typical coordinates.
        minSegmentLength = tolerance * 1e-3
    }

    /// About how many points the outline of one short dash has: its two sides and two caps, a round
    /// cap cut into chords as fine as the tolerance asks at this width.
    var pointsPerDash: Double {
        switch cap {
        case .butt: 4
        case .square: 8
        case .round: 4 + 2 * (Double.pi / arcStep).rounded(.up)
        }
    }

    /// Appends the points strictly between `center + from` and `center + to` on the circle of
    /// radius ``halfWidth`` round `center`, sweeping the way that passes `through` (a unit
    /// vector pointing at the arc's middle). The chords stay within the tolerance of the circle.
    func appendArcInterior(center: Point, from: Point, to: Point, through: Point,
                           into points: ScratchList<Point>) {
        let u = from / halfWidth
        let side = u.cross(through)
        let sweep = 2 * atan2(abs(side), u.dot(through))
        // Offsets that overflowed (a huge width on huge coordinates) give no angle to cut: the
        // outline is non-finite there and the rasterizer drops it. Found by fuzzing.
        guard sweep.isFinite else { return }
        let count = Int((sweep / arcStep).rounded(.up))
        guard count > 1 else { return }
        let step = (side >= 0 ? sweep : -sweep) / Double(count)
        let (s, c) = (sin(step), cos(step))
        // Rotating step by step keeps to one sin/cos pair per arc; the drift over at most a few
        // thousand steps stays around 1e-13 of the radius.
        var w = from
        for _ in 1..<count {
            w = Point(x: w.x * c - w.y * s, y: w.x * s + w.y * c)
            points.append(center + w)
        }
    }
}
