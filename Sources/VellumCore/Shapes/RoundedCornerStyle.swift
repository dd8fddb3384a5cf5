/// How a rounded rectangle's corners are shaped, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles (quarter ellipses for unequal radii): the curvature jumps from 0 on the
    /// side to 1/r on the corner.
    case circular
    /// Apple's continuous ("squircle") corners: the curve leaves the side about 1.53 × r from
    /// the corner with zero curvature, which rises smoothly to its largest value at the corner's
    /// middle, so no kink of curvature shows where side and corner meet. See
    /// ``Path/addContinuousCorner(at:incoming:outgoing:radii:limits:)``.
    case continuous
}

extension Path {
    /// How far along each side a continuous corner of radius r starts: 1.528665 × r, Apple's
    /// proportion.
    static let continuousCornerExtent = 1.528665

    /// A corner's two cubics, for unit radii, in the corner's frame: x runs along the side the
    /// corner is entered from, y along the side it leaves by, the corner point at the origin.
    /// `continuous[i]` and `circular[i]` are the start, the two controls and the middle point of
    /// the first cubic; the second is its mirror image across the diagonal.
    ///
    /// Continuous: the start (e, 0) with e = 1.528665, both controls on the side — (e − 0.45, 0)
    /// and (2m, 0) — so the curvature at the start is 0, and the middle at (m, m),
    /// m = 1 − 1/√2, the middle of the circular corner of the same radius. The second control lies
    /// on the line through the middle at −45°, so the tangent there is perpendicular to the
    /// diagonal, and the mirrored cubic continues it with equal curvature: the corner is
    /// curvature-continuous throughout. The curvature rises monotonically from 0 at the side to
    /// 1.354/r at the middle (the first control's 0.45 is the largest whole-hundredth distance for
    /// which it is monotonic), and the curve leaves the circle by up to 0.026 r.
    ///
    /// Circular: the quarter circle as two 45° arcs, each one cubic (controls 4/3·tan(π/16) along
    /// the tangents), in the same frame so the two can be blended point by point.
    private static let cornerMiddle = 1 - 0.5.squareRoot()
    private static let continuousCorner: [Point] = [
        Point(x: continuousCornerExtent, y: 0), Point(x: continuousCornerExtent - 0.45, y: 0),
        Point(x: 2 * cornerMiddle, y: 0), Point(x: cornerMiddle, y: cornerMiddle),
    ]
    private static let circularCorner: [Point] = {
        let k = 4.0 / 3.0 * 0.19891236737965800  // tan(π/16)
        let h = k * 0.5.squareRoot()
        return [Point(x: 1, y: 0), Point(x: 1 - k, y: 0), Point(x: cornerMiddle + h, y: cornerMiddle - h),
                Point(x: cornerMiddle, y: cornerMiddle)]
    }()

    /// Adds a continuous corner at `corner`, entered along the side in direction `-incoming`
    /// (`incoming` points from the corner back along that side) and left along `outgoing`; the
    /// current point should be where the corner starts, `corner + incoming × extent` (see
    /// ``continuousCornerStart(radius:limit:)``).
    ///
    /// `radii` are the corner's radius along the incoming and the outgoing side, `limits` how far
    /// along each side the corner may reach (half the side for a rounded rectangle's equal
    /// corners). A corner whose 1.528665 × r does not fit is clamped as Apple clamps it: the radius
    /// first to the limit, then the curve blended toward the circular corner, by the fraction of
    /// the extension beyond r that no longer fits, so the shape changes continuously as the radius
    /// grows. The blend is per side (each coordinate of the corner's frame blends by its own
    /// side's room): a capsule's corner is circular across its short side, meeting its middle as a
    /// circle does, and still eases in along a long side.
    public mutating func addContinuousCorner(at corner: Point, incoming: Point, outgoing: Point,
                                             radii: (incoming: Double, outgoing: Double),
                                             limits: (incoming: Double, outgoing: Double)) {
        let x = Self.cornerScale(radius: radii.incoming, limit: limits.incoming)
        let y = Self.cornerScale(radius: radii.outgoing, limit: limits.outgoing)
        guard x.radius > 0, y.radius > 0 else { return addLine(to: corner) }
        func point(_ i: Int, mirrored: Bool) -> Point {
            let continuous = Self.continuousCorner[i], circular = Self.circularCorner[i]
            let (ca, cb) = mirrored ? (continuous.y, continuous.x) : (continuous.x, continuous.y)
            let (ra, rb) = mirrored ? (circular.y, circular.x) : (circular.x, circular.y)
            let a = x.radius * (x.blend * ca + (1 - x.blend) * ra)
            let b = y.radius * (y.blend * cb + (1 - y.blend) * rb)
            return corner + incoming * a + outgoing * b
        }
        addCurve(to: point(3, mirrored: false), control1: point(1, mirrored: false), control2: point(2, mirrored: false))
        addCurve(to: point(0, mirrored: true), control1: point(2, mirrored: true), control2: point(1, mirrored: true))
    }

    /// How far from its corner a continuous corner of `radius` starts along a side where it may
    /// reach `limit`.
    public static func continuousCornerStart(radius: Double, limit: Double) -> Double {
        let axis = cornerScale(radius: radius, limit: limit)
        return axis.radius * (1 + (continuousCornerExtent - 1) * axis.blend)
    }

    /// The radius clamped to the limit, and how continuous the corner is (1: fully, 0: circular):
    /// the part of the extension beyond the radius that fits within the limit.
    private static func cornerScale(radius: Double, limit: Double) -> (radius: Double, blend: Double) {
        let r = min(max(radius, 0), max(limit, 0))
        guard r > 0 else { return (0, 0) }
        let blend = min(max((limit / r - 1) / (continuousCornerExtent - 1), 0), 1)
        return (r, blend)
    }
}

extension Path {
    /// A path holding one rounded rectangle whose corners have the given radii and style.
    public init(roundedRect rect: Rect, cornerSize: Size, style: RoundedCornerStyle) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Adds a closed rounded rectangle with corners of the given style, clockwise on screen from
    /// the top side. Circular corners are ``addRoundedRect(in:cornerSize:)``'s quarter ellipses;
    /// continuous ones are clamped and blended toward circular ones as
    /// ``addContinuousCorner(at:incoming:outgoing:radii:limits:)`` describes, each side giving
    /// each of its corners half its length.
    public mutating func addRoundedRect(in rect: Rect, cornerSize: Size, style: RoundedCornerStyle) {
        guard style == .continuous else { return addRoundedRect(in: rect, cornerSize: cornerSize) }
        let r = rect.standardized
        let rx = max(cornerSize.width, 0), ry = max(cornerSize.height, 0)
        let hx = r.width / 2, hy = r.height / 2
        guard min(rx, hx) > 0, min(ry, hy) > 0 else { return addRect(r) }
        let ex = Self.continuousCornerStart(radius: rx, limit: hx)
        let ey = Self.continuousCornerStart(radius: ry, limit: hy)
        let (x0, x1, y0, y1) = (r.minX, r.maxX, r.minY, r.maxY)
        let horizontal = (incoming: hx, outgoing: hy), vertical = (incoming: hy, outgoing: hx)
        move(to: Point(x: x0 + ex, y: y0))
        addLine(to: Point(x: x1 - ex, y: y0))
        addContinuousCorner(at: Point(x: x1, y: y0), incoming: Point(x: -1, y: 0), outgoing: Point(x: 0, y: 1),
                            radii: (rx, ry), limits: horizontal)
        addLine(to: Point(x: x1, y: y1 - ey))
        addContinuousCorner(at: Point(x: x1, y: y1), incoming: Point(x: 0, y: -1), outgoing: Point(x: -1, y: 0),
                            radii: (ry, rx), limits: vertical)
        addLine(to: Point(x: x0 + ex, y: y1))
        addContinuousCorner(at: Point(x: x0, y: y1), incoming: Point(x: 1, y: 0), outgoing: Point(x: 0, y: -1),
                            radii: (rx, ry), limits: horizontal)
        addLine(to: Point(x: x0, y: y0 + ey))
        addContinuousCorner(at: Point(x: x0, y: y0), incoming: Point(x: 0, y: 1), outgoing: Point(x: 1, y: 0),
                            radii: (ry, rx), limits: vertical)
        closeSubpath()
    }
}
