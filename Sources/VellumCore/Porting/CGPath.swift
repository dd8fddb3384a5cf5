import Foundation

/// Core Graphics' immutable path: a reference to Vellum's ``Path``, which every drawing verb and
/// backend takes. `CGPath` is a class in Core Graphics, and ``CGMutablePath`` — built with
/// `let path = CGMutablePath(); path.addLine(to: p)` — needs a reference to mutate, so both are
/// classes here too; ``path`` is the value Vellum draws.
open class CGPath: Hashable {
    /// The outline. Only ``CGMutablePath`` changes it, from one thread at a time as in Core Graphics.
    public internal(set) var path: Path

    /// A path holding `path`.
    public init(_ path: Path = Path()) { self.path = path }

    /// A closed rectangle, as `CGPath(rect:transform:)`.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(Rect(rect)).applying(transform?.pointee ?? .identity))
    }

    /// The ellipse inscribed in `rect`, as `CGPath(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(ellipseIn: Rect(rect)).applying(transform?.pointee ?? .identity))
    }

    /// A rounded rectangle, as `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: Double, cornerHeight: Double,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(roundedRect: Rect(rect), cornerSize: Size(width: cornerWidth, height: cornerHeight))
            .applying(transform?.pointee ?? .identity))
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The last point added, `.zero` when there is none (`CGPath.currentPoint`).
    public var currentPoint: CGPoint { path.currentPoint.map(CGPoint.init) ?? .zero }

    /// The smallest rectangle holding every point of the path, control points included, as
    /// `CGPath.boundingBox`; `.null` for an empty path.
    public var boundingBox: CGRect {
        var points: [Point] = []
        path.forEach { element in
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        return CGRect(points.reduce(Rect(origin: first, size: .zero)) { $0.union(Rect(origin: $1, size: .zero)) })
    }

    /// The smallest rectangle holding the path's outline (curves' extremes, not their control
    /// points), as `CGPath.boundingBoxOfPath`; `.null` for an empty path.
    public var boundingBoxOfPath: CGRect { path.isEmpty ? .null : CGRect(path.boundingRect) }

    /// Whether `point`, mapped by `transform`, is inside the path filled by `rule`, as
    /// `CGPath.contains(_:using:transform:)`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        path.contains(Point(point).applying(transform), eoFill: rule == .evenOdd)
    }

    /// The outline of the path's stroke, as `CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`:
    /// filling it paints what stroking the path paints.
    public func copy(strokingWithWidth lineWidth: Double, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: Double, transform: CGAffineTransform = .identity) -> CGPath {
        let style = StrokeStyle(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit)
        return CGPath(path.strokedPath(style).applying(transform))
    }

    /// The path cut into dashes of `lengths` (on, off, on, …) starting `phase` into the pattern,
    /// as `CGPath.copy(dashingWithPhase:lengths:transform:)`.
    public func copy(dashingWithPhase phase: Double, lengths: [CGFloat],
                     transform: CGAffineTransform = .identity) -> CGPath {
        CGPath(path.dashed(lengths.map(Double.init), phase: phase).applying(transform))
    }

    /// An immutable copy, as `CGPath.copy()`.
    public func copy() -> CGPath? { CGPath(path) }

    /// A mutable copy, as `CGPath.mutableCopy()`.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path) }

    /// The copy's outline mapped by `transform`, as `CGPath.copy(using:)`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path.applying(transform?.pointee ?? .identity))
    }

    /// Calls `body` with each element of the path (Vellum's ``Path/Element``), as
    /// `CGPath.applyWithBlock(_:)` hands out elements.
    public func forEach(_ body: (Path.Element) throws -> Void) rethrows { try path.forEach(body) }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
}

/// Core Graphics' mutable path, built with its verbs; each takes an optional transform applied to
/// what it adds.
public final class CGMutablePath: CGPath {
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: Point(point).applying(transform))
    }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: Point(point).applying(transform))
    }

    /// Adds lines through `points`: a move to the first, lines to the others (`addLines(between:transform:)`).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addPath(Path { $0.addLines(points.map(Point.init)) }, transform: transform)
    }

    /// Adds a quadratic Bézier curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: Point(end).applying(transform), control: Point(control).applying(transform))
    }

    /// Adds a cubic Bézier curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        path.addCurve(to: Point(end).applying(transform), control1: Point(control1).applying(transform),
                      control2: Point(control2).applying(transform))
    }

    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Path(Rect(rect)), transform: transform)
    }

    /// Adds a closed rectangle for each of `rects`.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Path(ellipseIn: Rect(rect)), transform: transform)
    }

    /// Adds a rounded rectangle with corners of `cornerWidth` × `cornerHeight`.
    public func addRoundedRect(in rect: CGRect, cornerWidth: Double, cornerHeight: Double,
                               transform: CGAffineTransform = .identity) {
        path.addPath(Path(roundedRect: Rect(rect), cornerSize: Size(width: cornerWidth, height: cornerHeight)),
                     transform: transform)
    }

    /// Adds an arc of the circle around `center`, angles in radians, joined to the current point
    /// by a line (`addArc(center:radius:startAngle:endAngle:clockwise:transform:)`).
    public func addArc(center: CGPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        path.addArc(center: Point(center), radius: radius, startAngle: .radians(startAngle),
                    endAngle: .radians(endAngle), clockwise: clockwise, transform: transform)
    }

    /// Adds an arc tangent to the lines from the current point to `tangent1End` and on to
    /// `tangent2End` (`addArc(tangent1End:tangent2End:radius:transform:)`).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: Double,
                       transform: CGAffineTransform = .identity) {
        path.addArc(tangent1End: Point(tangent1End), tangent2End: Point(tangent2End), radius: radius,
                    transform: transform)
    }

    /// Adds an arc of `delta` radians from `startAngle` (`addRelativeArc(center:radius:startAngle:delta:transform:)`).
    public func addRelativeArc(center: CGPoint, radius: Double, startAngle: Double, delta: Double,
                               transform: CGAffineTransform = .identity) {
        path.addRelativeArc(center: Point(center), radius: radius, startAngle: .radians(startAngle),
                            delta: .radians(delta), transform: transform)
    }

    /// Adds `other`'s subpaths.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.addPath(other.path, transform: transform)
    }

    /// Closes the current subpath.
    public func closeSubpath() { path.closeSubpath() }
}

extension Path {
    /// The outline a Core Graphics path holds, as SwiftUI's `Path(_ path: CGPath)`.
    public init(_ path: CGPath) { self = path.path }

    /// The path as a Core Graphics path, as SwiftUI's `Path.cgPath`.
    public var cgPath: CGPath { CGPath(self) }
}

extension GraphicsContext {
    /// Adds a Core Graphics path, in user space, to the current path (`CGContext.addPath(_:)`).
    public func addPath(_ path: CGPath) { addPath(path.path) }
}
