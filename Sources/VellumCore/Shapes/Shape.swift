import Foundation

/// A two-dimensional outline that fits itself into a rectangle, as SwiftUI's `Shape`.
///
/// A shape is a recipe rather than a fixed outline: the same `Circle()` gives a small circle in a
/// small rectangle and a large one in a large rectangle.
///
///     let badge = RoundedRectangle(cornerRadius: 8).path(in: Rect(x: 10, y: 10, width: 120, height: 40))
///
/// Conform your own value types by implementing `path(in:)` for a `Rect` — or, as code ported from
/// SwiftUI does, for Foundation's `CGRect`; each has a default that calls the other, so implement
/// exactly one (a shape implementing neither would recurse).
public protocol Shape: Sendable, Animatable {
    /// The shape's outline fitted into `rect`.
    func path(in rect: Rect) -> Path

    /// The shape's outline fitted into `rect`, for shapes written against SwiftUI's signature
    /// (Docs/Porting.md). It is disfavoured so an argument like `.zero` still means a ``Rect``.
    @_disfavoredOverload
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// The outline for the ``Rect``, from the `CGRect` implementation of a ported shape.
    public func path(in rect: Rect) -> Path { path(in: CGRect(rect)) }

    /// The outline for the `CGRect`, from Vellum's ``Rect`` implementation: a single conversion,
    /// so every shape answers both spellings.
    @_disfavoredOverload
    public func path(in rect: CGRect) -> Path { path(in: Rect(rect)) }
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
    private let shape: any Shape

    /// Wraps `shape`.
    public init<S: Shape>(_ shape: S) {
        self.shape = (shape as? AnyShape)?.shape ?? shape
    }

    /// The wrapped shape's outline fitted into `rect`.
    public func path(in rect: Rect) -> Path {
        shape.path(in: rect)
    }

    /// This shape with its animatable data `amount` of the way from `old`'s (``Animatable``), or
    /// `nil` when the two wrap shapes of different types.
    public func interpolated(from old: AnyShape, amount: Double) -> AnyShape? {
        func interpolate<S: Shape>(_ new: S) -> AnyShape? {
            guard let old = old.shape as? S else { return nil }
            return AnyShape(new.interpolated(from: old, amount: amount))
        }
        return interpolate(shape)
    }
}

extension Path: Shape {
    /// The path itself, whatever the rectangle: as in SwiftUI, a path is a shape that is already
    /// laid out.
    public func path(in rect: Rect) -> Path {
        self
    }
}
