import Foundation

/// What one element of a Core Graphics path does (`CGPathElementType`).
public enum CGPathElementType: Int32, Sendable {
    /// Starts a subpath at `points[0]`.
    case moveToPoint
    /// A line to `points[0]`.
    case addLineToPoint
    /// A quadratic curve through the control point `points[0]` to `points[1]`.
    case addQuadCurveToPoint
    /// A cubic curve through `points[0]` and `points[1]` to `points[2]`.
    case addCurveToPoint
    /// Closes the subpath; no points.
    case closeSubpath
}

/// One element of a Core Graphics path as `CGPath.applyWithBlock(_:)` hands it over: its type and
/// its points (valid only during the call).
public struct CGPathElement {
    /// What the element does.
    public var type: CGPathElementType
    /// Its points: as many as ``type`` says.
    public var points: UnsafeMutablePointer<CGPoint>
}

extension CGPath {
    /// Calls `block` with each element of the path in order, as `CGPath.applyWithBlock(_:)`.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        withUnsafeTemporaryAllocation(of: CGPoint.self, capacity: 3) { buffer in
            guard let points = buffer.baseAddress else { return }
            path.forEach { element in
                var described = CGPathElement(type: Self.store(element, in: buffer), points: points)
                block(&described)
            }
        }
    }

    /// Writes `element`'s points into `buffer` in Core Graphics' order and returns its type.
    private static func store(_ element: Path.Element, in buffer: UnsafeMutableBufferPointer<CGPoint>) -> CGPathElementType {
        switch element {
        case .move(let p):
            buffer[0] = CGPoint(p)
            return .moveToPoint
        case .line(let p):
            buffer[0] = CGPoint(p)
            return .addLineToPoint
        case .quadCurve(let p, let c):
            (buffer[0], buffer[1]) = (CGPoint(c), CGPoint(p))
            return .addQuadCurveToPoint
        case .curve(let p, let c1, let c2):
            (buffer[0], buffer[1], buffer[2]) = (CGPoint(c1), CGPoint(c2), CGPoint(p))
            return .addCurveToPoint
        case .closeSubpath:
            return .closeSubpath
        }
    }
}
