/// A location in a two-dimensional coordinate system: origin top-left, x to the right, y down.
///
/// `Point` plays the role of Core Graphics' `CGPoint`; coordinates are `Double`, like `CGFloat` on
/// 64-bit platforms, so tutorial code ports without conversions.
public struct Point: Hashable, Sendable, BitwiseCopyable {
    public var x: Double
    public var y: Double

    /// Creates a point from its coordinates.
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite (neither NaN nor infinite).
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }
}

// MARK: - Vector arithmetic

extension Point {
    @inlinable public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    @inlinable public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
    @inlinable public static func * (s: Double, a: Point) -> Point { Point(x: a.x * s, y: a.y * s) }
    @inlinable public static func / (a: Point, s: Double) -> Point { Point(x: a.x / s, y: a.y / s) }
    @inlinable public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }
    @inlinable public static func += (a: inout Point, b: Point) { a = a + b }
    @inlinable public static func -= (a: inout Point, b: Point) { a = a - b }

    /// The dot product, treating both points as vectors from the origin.
    @inlinable public func dot(_ other: Point) -> Double { x * other.x + y * other.y }
    /// The z component of the cross product; positive when `other` turns clockwise on screen.
    @inlinable public func cross(_ other: Point) -> Double { x * other.y - y * other.x }
    /// The vector's length.
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }
    /// The distance to another point.
    @inlinable public func distance(to other: Point) -> Double { (other - self).length }
    /// The point a fraction `t` of the way to `other`.
    @inlinable public func lerp(to other: Point, _ t: Double) -> Point {
        Point(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }
    /// The vector scaled to unit length, or `nil` when it is (nearly) zero.
    @inlinable public var normalized: Point? {
        let l = length
        return l > 1e-12 ? Point(x: x / l, y: y / l) : nil
    }
    /// The vector turned 90° clockwise on screen (y down): (x, y) → (−y, x).
    @inlinable public var perpendicular: Point { Point(x: -y, y: x) }
}

extension Point: CustomStringConvertible {
    public var description: String { "(\(x), \(y))" }
}
