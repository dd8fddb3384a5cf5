/// The ellipse inscribed in the rectangle it is laid out in, as SwiftUI's `Ellipse`.
public struct Ellipse: Shape, Hashable {
    /// Creates an ellipse shape.
    public init() {}

    /// The closed outline of the ellipse touching all four sides of `rect`.
    public func path(in rect: Rect) -> Path {
        Path(ellipseIn: rect)
    }
}
