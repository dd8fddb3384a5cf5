/// A shape that can be drawn inset within its rectangle, as SwiftUI's `InsettableShape`: what
/// `strokeBorder` strokes, so that the whole stroke stays inside the frame.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape

    /// The shape inset by `amount` on every side (outset when negative).
    func inset(by amount: Double) -> InsetShape
}

/// A built-in shape inset within its rectangle: the shape fitted into the rectangle shrunk by
/// `amount` on every side, its corner radii (for a rounded rectangle) shrunk by `amount` too,
/// so the inset outline runs parallel to the original — as SwiftUI insets its shapes.
public struct InsetShape<Base: InsetFittingShape>: InsettableShape {
    /// The shape inset.
    public var base: Base
    /// How far it is inset on every side.
    public var amount: Double

    /// `base` inset by `amount`.
    public init(_ base: Base, amount: Double) {
        self.base = base
        self.amount = amount
    }

    /// The base's outline fitted into `rect` inset by ``amount``.
    public func path(in rect: Rect) -> Path {
        let r = rect.standardized
        // Never inset past the centre: an outline of no size, where SwiftUI draws nothing.
        let dx = min(amount, r.width / 2), dy = min(amount, r.height / 2)
        return base.path(in: r.insetBy(dx: dx, dy: dy), insetBy: amount)
    }

    /// The base inset by this amount and `amount` more.
    public func inset(by amount: Double) -> InsetShape<Base> {
        InsetShape(base, amount: self.amount + amount)
    }
}

/// A shape whose inset outline is the shape fitted into the inset rectangle, perhaps with radii
/// adjusted: the built-in shapes.
public protocol InsetFittingShape: Shape {
    /// The outline in `rect`, the rectangle already inset by `amount`.
    func path(in rect: Rect, insetBy amount: Double) -> Path
}

extension InsetFittingShape {
    /// The shape fitted into the inset rectangle.
    public func path(in rect: Rect, insetBy amount: Double) -> Path { path(in: rect) }

    /// The shape inset by `amount` on every side.
    public func inset(by amount: Double) -> InsetShape<Self> { InsetShape(self, amount: amount) }
}

extension Rectangle: InsetFittingShape, InsettableShape {}
extension Circle: InsetFittingShape, InsettableShape {}
extension Ellipse: InsetFittingShape, InsettableShape {}
extension Capsule: InsetFittingShape, InsettableShape {}

extension RoundedRectangle: InsetFittingShape, InsettableShape {
    /// The rounded rectangle in `rect` with its radii shrunk by `amount` (never below zero).
    public func path(in rect: Rect, insetBy amount: Double) -> Path {
        Path(roundedRect: rect, cornerSize: Size(width: max(cornerSize.width - amount, 0),
                                                 height: max(cornerSize.height - amount, 0)), style: style)
    }
}
