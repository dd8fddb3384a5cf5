import VellumCore
import VellumScene

/// The white V across the lower shield (the seed's `TierBadgeMask`): a band one tenth of the
/// rectangle's height thick, following the shape of the shield's point.
///
/// The band's upper edge starts two band-heights above the rectangle's bottom on both sides and
/// dips to the middle by the point's height; the lower edge is the same chevron one band-height
/// lower. Like the shield, it is computed from the frame's width and drawn below the frame.
public struct TierBadgeMask: Shape, Node {
    /// A band.
    public init() {}

    public func path(in rect: Rect) -> Path {
        let bottomOfRect = rect.width * TierBadgeShape.bottomRatio
        let band = bottomOfRect * 0.1
        let pointHeight = rect.midX / TierBadgeShape.pointDivisor
        let top = bottomOfRect - band * 2
        var path = Path()
        path.move(to: Point(x: rect.minX, y: top))
        path.addLine(to: Point(x: rect.minX, y: top + band))
        path.addLine(to: Point(x: rect.midX, y: top + pointHeight + band))
        path.addLine(to: Point(x: rect.maxX, y: top + band))
        path.addLine(to: Point(x: rect.maxX, y: top))
        path.addLine(to: Point(x: rect.midX, y: top + pointHeight))
        path.closeSubpath()
        return path
    }
}
