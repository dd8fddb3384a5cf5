/// A shape cut down to a stretch of its outline, as SwiftUI's `trim(from:to:)` makes it: a
/// progress ring is `Circle().trim(from: 0, to: progress)` stroked.
public struct TrimmedShape<Base: Shape>: Shape {
    /// The shape trimmed.
    public var base: Base
    /// Where the stretch starts, a fraction of the outline's length.
    public var startFraction: Double
    /// Where the stretch ends, a fraction of the outline's length.
    public var endFraction: Double

    /// The stretch of `base`'s outline between two fractions of its length.
    public init(_ base: Base, from startFraction: Double, to endFraction: Double) {
        self.base = base
        self.startFraction = startFraction
        self.endFraction = endFraction
    }

    /// The stretch of the base's outline fitted into `rect` (see ``Path/trimmedPath(from:to:)``).
    public func path(in rect: Rect) -> Path {
        base.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
}

extension Shape {
    /// The stretch of the outline between two fractions of its length, as SwiftUI's
    /// `trim(from:to:)`. The fractions are clamped to 0…1; a start at or after the end leaves
    /// nothing. Closed shapes start where their outline does (a circle at its rightmost point,
    /// going clockwise on screen, as in SwiftUI).
    public func trim(from startFraction: Double = 0, to endFraction: Double = 1) -> TrimmedShape<Self> {
        TrimmedShape(self, from: startFraction, to: endFraction)
    }
}

extension TrimmedShape {
    /// The base shape's animatable data and the two fractions, so a trim animates as in SwiftUI
    /// (a progress ring filling up is drawn along its arc at every frame).
    public var animatableData: AnimatablePair<Base.AnimatableData, AnimatablePair<Double, Double>> {
        get { AnimatablePair(base.animatableData, AnimatablePair(startFraction, endFraction)) }
        set {
            base.animatableData = newValue.first
            (startFraction, endFraction) = (newValue.second.first, newValue.second.second)
        }
    }
}
