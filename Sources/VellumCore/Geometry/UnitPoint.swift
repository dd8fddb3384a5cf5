/// A point in a rectangle's own unit space: (0, 0) is its top-left corner, (1, 1) its bottom-right.
///
/// As in SwiftUI, gradients and anchors are given in unit points so they follow the bounds of what
/// they decorate.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    /// Creates a unit point from fractions of a rectangle's width and height.
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The absolute point this unit point names inside `rect`.
    @inlinable public func point(in rect: Rect) -> Point {
        Point(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}
