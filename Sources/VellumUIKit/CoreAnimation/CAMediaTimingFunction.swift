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
/// as Core Animation's — core's ``TimingCurve``, which SwiftUI's animations use too.
public final class CAMediaTimingFunction: Sendable {
    /// The curve.
    public let curve: TimingCurve

    /// The two control points, (x1, y1) and (x2, y2).
    public var controlPoints: (CGPoint, CGPoint) {
        (CGPoint(x: curve.c0x, y: curve.c0y), CGPoint(x: curve.c1x, y: curve.c1y))
    }

    /// The curve with control points (`c1x`, `c1y`) and (`c2x`, `c2y`); x values are clamped to
    /// 0…1, as Core Animation requires them there.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func unit(_ x: Float) -> Double { x.isFinite ? min(max(Double(x), 0), 1) : 0 }
        curve = TimingCurve(unit(c1x), c1y.isFinite ? Double(c1y) : 0, unit(c2x), c2y.isFinite ? Double(c2y) : 1)
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
        curve.value(at: time)
    }
}
