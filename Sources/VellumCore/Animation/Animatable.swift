/// A value whose ``animatableData`` an animation moves from its old value to its new one, as
/// SwiftUI's `Animatable`. Every ``Shape`` is animatable: a shape that declares
/// `animatableData` (a number, or an ``AnimatablePair`` of several) is drawn, frame by frame,
/// with that data part of the way between two states; other shapes have nothing to animate
/// beyond the frame they are fitted into.
///
///     struct Wedge: Shape {
///         var fraction: Double
///         var animatableData: Double {
///             get { fraction }
///             set { fraction = newValue }
///         }
///         func path(in rect: Rect) -> Path { … }
///     }
public protocol Animatable {
    /// The type of the data animated.
    associatedtype AnimatableData: VectorArithmetic = EmptyAnimatableData

    /// The data an animation interpolates.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Nothing to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable {
    /// The value with its ``animatableData`` `amount` of the way from `old`'s to its own; its
    /// other properties are its own, as SwiftUI takes the new value of what does not animate.
    public func interpolated(from old: Self, amount: Double) -> Self {
        var value = self
        value.animatableData = old.animatableData.interpolated(towards: animatableData, amount: amount)
        return value
    }
}
