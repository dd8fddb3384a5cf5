/// An easing curve from (0, 0) to (1, 1) through two control points — a cubic Bézier, as CSS's
/// `cubic-bezier()`, Core Animation's `CAMediaTimingFunction` and SwiftUI's `timingCurve`. The
/// horizontal axis is the fraction of the duration, the vertical one the fraction of the change.
public struct TimingCurve: Hashable, Sendable {
    /// The first control point's coordinates.
    public let c0x: Double, c0y: Double
    /// The second control point's coordinates.
    public let c1x: Double, c1y: Double

    /// A curve through the control points (`c0x`, `c0y`) and (`c1x`, `c1y`).
    public init(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double) {
        (self.c0x, self.c0y, self.c1x, self.c1y) = (c0x, c0y, c1x, c1y)
    }

    /// Constant speed.
    public static let linear = TimingCurve(0, 0, 1, 1)
    /// Starts slowly: Core Animation's and CSS's `ease-in`, (0.42, 0) and (1, 1).
    public static let easeIn = TimingCurve(0.42, 0, 1, 1)
    /// Ends slowly: `ease-out`, (0, 0) and (0.58, 1).
    public static let easeOut = TimingCurve(0, 0, 0.58, 1)
    /// Starts and ends slowly: `ease-in-out`, (0.42, 0) and (0.58, 1).
    public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)

    /// What is wrong with the control points, or `nil`: their horizontal coordinates must lie in
    /// 0…1 (so the curve is a function of time) and every coordinate must be finite.
    public var problem: String? {
        guard [c0x, c0y, c1x, c1y].allSatisfy(\.isFinite) else { return "timing curve control points are not finite" }
        guard (0...1).contains(c0x), (0...1).contains(c1x) else {
            return "timing curve control points' x coordinates (\(c0x), \(c1x)) are not within 0…1"
        }
        return nil
    }

    /// The fraction of the change at the fraction `x` of the duration (clamped to 0…1).
    public func value(at x: Double) -> Double {
        guard problem == nil else { return 1 }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return Self.bezier(parameter(for: x), c0y, c1y)
    }

    /// The Bézier parameter whose horizontal coordinate is `x`: Newton's method, falling back on
    /// bisection (the horizontal coordinate rises with the parameter when both lie in 0…1).
    private func parameter(for x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = Self.bezier(t, c0x, c1x) - x
            if abs(error) < 1e-12 { return t }
            let slope = Self.slope(t, c0x, c1x)
            guard abs(slope) > 1e-9 else { break }
            t -= error / slope
            guard (0...1).contains(t) else { break }
        }
        var (low, high) = (0.0, 1.0)
        t = x
        for _ in 0..<64 {
            t = (low + high) / 2
            if Self.bezier(t, c0x, c1x) < x { low = t } else { high = t }
        }
        return t
    }

    /// One coordinate of the curve at parameter `t`, its control coordinates being `p1` and `p2`.
    private static func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    /// The derivative of ``bezier(_:_:_:)`` with respect to `t`.
    private static func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }
}
