import Foundation

/// The names of Core Animation's predefined timing curves.
public struct CAMediaTimingFunctionName: Hashable, Sendable, RawRepresentable {
    /// Apple's string for the value.
    public let rawValue: String
    /// The value of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Constant speed.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow at the start: (0.42, 0)–(1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow at the end: (0, 0)–(0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends: (0.42, 0)–(0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default curve: (0.25, 0.1)–(0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A timing curve: a cubic Bézier from (0, 0) to (1, 1) whose x is the time and y the progress,
/// as Core Animation's. The progress at a time is found by solving the curve's x for its
/// parameter numerically (Newton's method, then bisection where the slope is too flat).
public final class CAMediaTimingFunction: Sendable {
    /// The two control points, (x1, y1) and (x2, y2).
    public let controlPoints: (CGPoint, CGPoint)

    /// The curve with control points (`c1x`, `c1y`) and (`c2x`, `c2y`); x values are clamped to
    /// 0…1, as Core Animation requires them there.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func unit(_ x: Float) -> Double { x.isFinite ? min(max(Double(x), 0), 1) : 0 }
        controlPoints = (CGPoint(x: unit(c1x), y: c1y.isFinite ? Double(c1y) : 0),
                         CGPoint(x: unit(c2x), y: c2y.isFinite ? Double(c2y) : 1))
    }

    /// One of the predefined curves; an unknown name is linear.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// The control point at `index` (0 and 3 are the ends), as `getControlPoint(at:values:)` gives it.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let points = [CGPoint.zero, controlPoints.0, controlPoints.1, CGPoint(x: 1, y: 1)]
        let point = points[min(max(index, 0), 3)]
        values[0] = Float(point.x)
        values[1] = Float(point.y)
    }

    /// The progress at `time`, both in 0…1 (the progress may leave 0…1 where the curve does).
    public func progress(at time: Double) -> Double {
        let t = min(max(time, 0), 1)
        let (p1, p2) = controlPoints
        let parameter = Self.solve(t, p1: Double(p1.x), p2: Double(p2.x))
        return Self.bezier(parameter, Double(p1.y), Double(p2.y))
    }

    /// A one-dimensional cubic Bézier from 0 to 1 with inner control values `a`, `b`, at `s`.
    private static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let r = 1 - s
        return 3 * r * r * s * a + 3 * r * s * s * b + s * s * s
    }

    /// The parameter at which the x curve (controls `p1`, `p2`) reaches `x`.
    private static func solve(_ x: Double, p1: Double, p2: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = bezier(s, p1, p2) - x
            if abs(error) < 1e-12 { return s }
            let r = 1 - s
            let slope = 3 * r * r * p1 + 6 * r * s * (p2 - p1) + 3 * s * s * (1 - p2)
            guard abs(slope) > 1e-6 else { break }
            s = min(max(s - error / slope, 0), 1)
        }
        // The x curve rises monotonically for controls in 0…1, so bisection always finds it.
        var (low, high) = (0.0, 1.0)
        for _ in 0..<60 {
            s = (low + high) / 2
            if bezier(s, p1, p2) < x { low = s } else { high = s }
        }
        return s
    }
}
