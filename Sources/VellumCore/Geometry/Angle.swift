import Foundation

/// An angle, stored in radians. Positive angles turn clockwise on screen, because y points down.
///
/// Mirrors SwiftUI's `Angle`: build one with `.degrees(_:)` or `.radians(_:)` and combine with the
/// usual arithmetic.
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double

    /// Creates an angle from radians.
    @inlinable public init(radians: Double) { self.radians = radians }
    /// Creates an angle from degrees.
    @inlinable public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    /// The angle in degrees.
    @inlinable public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// An angle of `value` radians.
    @inlinable public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    /// An angle of `value` degrees.
    @inlinable public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    /// The zero angle.
    public static let zero = Angle(radians: 0)

    @inlinable public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    @inlinable public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    @inlinable public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    @inlinable public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    @inlinable public static func * (a: Angle, s: Double) -> Angle { Angle(radians: a.radians * s) }
    @inlinable public static func * (s: Double, a: Angle) -> Angle { Angle(radians: a.radians * s) }
    @inlinable public static func / (a: Angle, s: Double) -> Angle { Angle(radians: a.radians / s) }
    @inlinable public static func += (a: inout Angle, b: Angle) { a = a + b }
    @inlinable public static func -= (a: inout Angle, b: Angle) { a = a - b }

    /// The unit vector pointing in this direction: (cos θ, sin θ).
    @inlinable public var unitVector: Point { Point(x: cos(radians), y: sin(radians)) }
}

extension Angle: CustomStringConvertible {
    public var description: String { "\(degrees)°" }
}
