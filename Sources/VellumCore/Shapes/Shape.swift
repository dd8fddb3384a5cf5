/// A two-dimensional outline that fits itself into a rectangle, as SwiftUI's `Shape`.
///
/// A shape is a recipe rather than a fixed outline: the same `Circle()` gives a small circle in a
/// small rectangle and a large one in a large rectangle.
///
///     let badge = RoundedRectangle(cornerRadius: 8).path(in: Rect(x: 10, y: 10, width: 120, height: 40))
///
/// Conform your own value types by implementing `path(in:)` for a `Rect`.
public protocol Shape: Sendable {
    /// The shape's outline fitted into `rect`.
    func path(in rect: Rect) -> Path
}

extension Shape {
    /// The shape's outline fitted into a rectangle of `size` at the origin.
    public func path(in size: Size) -> Path {
        path(in: Rect(size: size))
    }
}

/// A type-erased shape, as SwiftUI's `AnyShape`: lets shapes of different types share a variable
/// or an array.
///
///     let shapes: [AnyShape] = [AnyShape(Circle()), AnyShape(Capsule())]
public struct AnyShape: Shape {
    private let makePath: @Sendable (Rect) -> Path

    /// Wraps `shape`.
    public init<S: Shape>(_ shape: S) {
        makePath = { rect in shape.path(in: rect) }
    }

    /// The wrapped shape's outline fitted into `rect`.
    public func path(in rect: Rect) -> Path {
        makePath(rect)
    }
}

extension Path: Shape {
    /// The path itself, whatever the rectangle: as in SwiftUI, a path is a shape that is already
    /// laid out.
    public func path(in rect: Rect) -> Path {
        self
    }
}
