/// A shape moved, turned, scaled or transformed within its rectangle, as SwiftUI's
/// `RotatedShape`, `OffsetShape`, `ScaledShape` and `TransformedShape`: the outline fitted into
/// the rectangle, then transformed. The shape stays a shape — it can be filled, stroked, trimmed
/// — and its frame does not change.
public struct TransformedShape<Base: Shape>: Shape {
    /// How the outline is transformed.
    public enum Change: Sendable {
        /// Turned by an angle about a unit point of the rectangle.
        case rotation(Angle, anchor: UnitPoint)
        /// Moved by a distance.
        case offset(Size)
        /// Scaled about a unit point of the rectangle.
        case scale(x: Double, y: Double, anchor: UnitPoint)
        /// Mapped by an affine transform (about the rectangle's coordinate origin, as SwiftUI).
        case transform(AffineTransform)
    }

    /// The shape transformed.
    public var base: Base
    /// How.
    public var change: Change

    /// `base` changed by `change`.
    public init(_ base: Base, _ change: Change) {
        self.base = base
        self.change = change
    }

    /// The base's outline fitted into `rect`, transformed.
    public func path(in rect: Rect) -> Path {
        base.path(in: rect).applying(transform(in: rect))
    }

    /// The transform for the rectangle `rect`.
    private func transform(in rect: Rect) -> AffineTransform {
        func point(_ anchor: UnitPoint) -> Point {
            Point(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
        }
        switch change {
        case .rotation(let angle, let anchor):
            return AffineTransform(rotationAngle: angle, anchor: point(anchor))
        case .offset(let distance):
            return AffineTransform(translationX: distance.width, y: distance.height)
        case .scale(let x, let y, let anchor):
            let p = point(anchor)
            return AffineTransform(translationX: -p.x, y: -p.y)
                .concatenating(AffineTransform(scaleX: x, y: y))
                .concatenating(AffineTransform(translationX: p.x, y: p.y))
        case .transform(let transform):
            return transform
        }
    }
}

extension Shape {
    /// The shape turned by `angle` about `anchor` (its centre by default), as SwiftUI's
    /// `Shape.rotation(_:anchor:)`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> TransformedShape<Self> {
        TransformedShape(self, .rotation(angle, anchor: anchor))
    }

    /// The shape moved by `offset`, as SwiftUI's `Shape.offset(_:)`. A shape that is also a node
    /// takes the node's `offset` unless a shape verb follows (`.offset(x: 4).fill(.red)`).
    @_disfavoredOverload
    public func offset(_ offset: Size) -> TransformedShape<Self> {
        TransformedShape(self, .offset(offset))
    }

    /// The shape moved by `x` and `y`, as SwiftUI's `Shape.offset(x:y:)`.
    @_disfavoredOverload
    public func offset(x: Double = 0, y: Double = 0) -> TransformedShape<Self> {
        offset(Size(width: x, height: y))
    }

    /// The shape scaled by `x` and `y` about `anchor`, as SwiftUI's `Shape.scale(x:y:anchor:)`.
    public func scale(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> TransformedShape<Self> {
        TransformedShape(self, .scale(x: x, y: y, anchor: anchor))
    }

    /// The shape scaled by `scale` about `anchor`, as SwiftUI's `Shape.scale(_:anchor:)`.
    public func scale(_ scale: Double, anchor: UnitPoint = .center) -> TransformedShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    /// The shape mapped by `transform`, as SwiftUI's `Shape.transform(_:)`.
    public func transform(_ transform: AffineTransform) -> TransformedShape<Self> {
        TransformedShape(self, .transform(transform))
    }
}
