/// A rectangle filling the rectangle it is laid out in, as SwiftUI's `Rectangle`.
public struct Rectangle: Shape, Hashable {
    /// Creates a rectangle shape.
    public init() {}

    /// The closed outline of `rect`, clockwise on screen from its top-left corner.
    public func path(in rect: Rect) -> Path {
        Path(rect)
    }
}
