import VellumCore
import VellumScene

/// The shield (the seed's `TierBadgeShape`): a rectangle as wide as the frame that runs down past
/// it to 1.09 × its width, and a point below that.
///
/// The outline deliberately leaves the frame: the badge is laid out as a square of its width,
/// and the shield hangs below it. Its full height is ``TierBadgeShape/heightRatio`` × width.
public struct TierBadgeShape: Shape, Node {
    /// Where the rectangle ends, as a multiple of the width.
    public static let bottomRatio = 1.09
    /// The point's height is half the width divided by this.
    public static let pointDivisor = 1.8
    /// The shield's full height as a multiple of its width: 1.09 + 0.5 / 1.8 ≈ 1.368.
    public static let heightRatio = bottomRatio + 0.5 / pointDivisor

    /// A shield.
    public init() {}

    public func path(in rect: Rect) -> Path {
        let bottomOfRect = rect.width * Self.bottomRatio
        let pointHeight = rect.midX / Self.pointDivisor
        var path = Path()
        path.move(to: Point(x: rect.minX, y: rect.minY))
        path.addLine(to: Point(x: rect.minX, y: bottomOfRect))
        path.addLine(to: Point(x: rect.midX, y: bottomOfRect + pointHeight))
        path.addLine(to: Point(x: rect.maxX, y: bottomOfRect))
        path.addLine(to: Point(x: rect.maxX, y: rect.minY))
        path.closeSubpath()
        return path
    }
}
