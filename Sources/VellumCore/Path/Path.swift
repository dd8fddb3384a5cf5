/// An outline made of lines and Bézier curves, grouped into subpaths: the value type behind every
/// shape Vellum draws.
///
/// `Path` reads like SwiftUI's `Path` and Core Graphics' `CGMutablePath`, so tutorial code ports
/// with few changes:
///
///     let triangle = Path { path in
///         path.move(to: Point(x: 50, y: 0))
///         path.addLine(to: Point(x: 100, y: 100))
///         path.addLine(to: Point(x: 0, y: 100))
///         path.closeSubpath()
///     }
///
/// Coordinates have their origin top-left with y pointing down. Paths may hold any `Double`,
/// including NaN; renderers check ``isFinite`` and report non-finite geometry as an error.
public struct Path: Hashable, Sendable {
    /// One drawing command of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at a point.
        case move(to: Point)
        /// A straight line from the current point.
        case line(to: Point)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve from the current point.
        case curve(to: Point, control1: Point, control2: Point)
        /// A straight line back to the subpath's first point, closing it.
        case closeSubpath
    }

    /// The commands, in order.
    public private(set) var elements: [Element] = []
    /// The first point of the subpath being built, where `closeSubpath` returns to.
    private var subpathStart: Point?
    /// Where the next segment starts, or `nil` before the first `move(to:)`.
    public private(set) var currentPoint: Point?

    /// An empty path.
    public init() {}

    /// A path built by a closure, as `Path { path in … }` in SwiftUI.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// A path made of the given elements.
    public init<S: Sequence>(elements: S) where S.Element == Element {
        for element in elements { append(element) }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Whether every coordinate in the path is finite.
    public var isFinite: Bool {
        elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): p.isFinite
            case .quadCurve(let p, let c): p.isFinite && c.isFinite
            case .curve(let p, let c1, let c2): p.isFinite && c1.isFinite && c2.isFinite
            case .closeSubpath: true
            }
        }
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) throws -> Void) rethrows {
        try elements.forEach(body)
    }

    // Equality and hashing look at the drawing commands only; the builder state follows from them.
    public static func == (a: Path, b: Path) -> Bool { a.elements == b.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

// MARK: - Building

extension Path {
    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) {
        elements.append(.move(to: point))
        subpathStart = point
        currentPoint = point
    }

    /// Adds a straight line to `point`. Without a current point it starts a subpath there instead,
    /// as Core Graphics does.
    public mutating func addLine(to point: Point) {
        guard currentPoint != nil else { return move(to: point) }
        startSubpathAfterClose()
        elements.append(.line(to: point))
        currentPoint = point
    }

    /// Starts a subpath at the first point and adds lines through the rest.
    public mutating func addLines(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Adds a quadratic Bézier curve to `end`, bent towards `control`.
    public mutating func addQuadCurve(to end: Point, control: Point) {
        guard currentPoint != nil else { return move(to: end) }
        startSubpathAfterClose()
        elements.append(.quadCurve(to: end, control: control))
        currentPoint = end
    }

    /// Adds a cubic Bézier curve to `end` with two control points.
    public mutating func addCurve(to end: Point, control1: Point, control2: Point) {
        guard currentPoint != nil else { return move(to: end) }
        startSubpathAfterClose()
        elements.append(.curve(to: end, control1: control1, control2: control2))
        currentPoint = end
    }

    /// Closes the current subpath with a line back to its first point. The next segment, unless
    /// preceded by `move(to:)`, starts from that first point.
    public mutating func closeSubpath() {
        guard let start = subpathStart, currentPoint != nil else { return }
        if case .closeSubpath? = elements.last { return }
        elements.append(.closeSubpath)
        currentPoint = start
    }

    /// A segment drawn after `closeSubpath()` starts a new subpath at the closed one's first point,
    /// as in Core Graphics and SVG; recording the move keeps every consumer from special-casing it.
    private mutating func startSubpathAfterClose() {
        if case .closeSubpath? = elements.last, let start = subpathStart {
            elements.append(.move(to: start))
        }
    }

    /// Makes room for `count` more elements, so that a shape added element by element grows the
    /// storage at most once. It grows as appending would (at least doubling): a path built from
    /// many shapes is not copied once per shape.
    mutating func reserveElements(_ count: Int) {
        let needed = elements.count + count
        guard needed > elements.capacity else { return }
        elements.reserveCapacity(max(needed, 2 * elements.capacity))
    }

    /// Appends one element, keeping the builder state consistent.
    public mutating func append(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }

    /// Appends another path's subpaths, optionally transformed.
    public mutating func addPath(_ path: Path, transform: AffineTransform = .identity) {
        let source = transform.isIdentity ? path : path.applying(transform)
        reserveElements(source.elements.count)
        for element in source.elements { append(element) }
    }
}

// MARK: - Transforming

extension Path {
    /// The path with every point mapped through `transform`. Bézier curves stay exact: an affine
    /// map of the control points is the map of the curve.
    public func applying(_ transform: AffineTransform) -> Path {
        if transform.isIdentity { return self }
        var out = Path()
        out.elements.reserveCapacity(elements.count)
        for element in elements {
            switch element {
            case .move(let p): out.move(to: p.applying(transform))
            case .line(let p): out.addLine(to: p.applying(transform))
            case .quadCurve(let p, let c):
                out.addQuadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                out.addCurve(to: p.applying(transform), control1: c1.applying(transform),
                             control2: c2.applying(transform))
            case .closeSubpath: out.closeSubpath()
            }
        }
        return out
    }

    /// The path moved by (`dx`, `dy`).
    public func offsetBy(dx: Double, dy: Double) -> Path {
        applying(AffineTransform(translationX: dx, y: dy))
    }
}
