/// The largest circle that fits in the rectangle it is laid out in, centred there, as SwiftUI's
/// `Circle`: in a 200 × 100 rectangle it has a diameter of 100.
public struct Circle: Shape, Hashable {
    /// Creates a circle shape.
    public init() {}

    /// The closed outline of the largest circle centred in `rect`.
    public func path(in rect: Rect) -> Path {
        let r = rect.standardized
        let side = min(r.width, r.height)
        return Path(ellipseIn: Rect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side))
    }
}
