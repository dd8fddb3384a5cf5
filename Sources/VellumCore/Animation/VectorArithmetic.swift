import Foundation

/// A value that can be added, subtracted and scaled, so an animation can move it part of the way
/// between two values — SwiftUI's `VectorArithmetic`.
public protocol VectorArithmetic: AdditiveArithmetic, Sendable {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)

    /// The sum of the squares of the components.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// The value `amount` of the way from this one to `other` (0 gives this value, 1 `other`;
    /// a spring's overshoot gives amounts outside 0…1).
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var step = other - self
        step.scale(by: amount)
        return self + step
    }

    /// The value with every component multiplied by `rhs`.
    public func scaled(by rhs: Double) -> Self {
        var value = self
        value.scale(by: rhs)
        return value
    }
}

extension Double: VectorArithmetic {
    /// Multiplies the number by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The number squared.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the number by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The number squared.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies the number by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The number squared.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Two animatable values animated together, as SwiftUI's `AnimatablePair`: a shape with two
/// animatable numbers makes its `animatableData` a pair of them (pairs nest for more).
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// A pair of `first` and `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both values zero.
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }

    /// The sums of the firsts and of the seconds.
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    /// The differences of the firsts and of the seconds.
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    /// Scales both values by `rhs`.
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The sum of both values' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// The animatable data of a value with nothing to animate, as SwiftUI's `EmptyAnimatableData`.
public struct EmptyAnimatableData: VectorArithmetic {
    /// The empty value.
    public init() {}

    /// The empty value.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// The empty value.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// The empty value.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
    /// Nothing to scale.
    public mutating func scale(by rhs: Double) {}
    /// 0.
    public var magnitudeSquared: Double { 0 }
}
