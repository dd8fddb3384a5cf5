// Reducing curves to straight segments, for the rasterizer, the stroker and hit testing.

/// Receives a path reduced to straight segments (see ``Path/flatten(tolerance:transform:into:)``).
public protocol FlatteningSink {
    /// A new subpath starts at `point`.
    mutating func moveTo(_ point: Point)
    /// A straight segment to `point`; `isCurveInterior` is true when `point` lies inside a curve
    /// rather than at the end of one of the path's elements.
    mutating func lineTo(_ point: Point, isCurveInterior: Bool)
    /// The current subpath is closed.
    mutating func close()
    /// `count` more points are coming in this subpath: a curve is about to be cut into that many
    /// chords. A sink that stores points can make room for them at once; by default nothing
    /// happens.
    mutating func willAdd(points count: Int)
    /// A closed polygon through `points` (nothing when there are none): a move to the first, lines
    /// to the others and a close, in one call. A stroke's outline is fed polygon by polygon, so a
    /// sink reached through a protocol pays one dynamic call per polygon, not one per point.
    mutating func addPolygon(_ points: UnsafeBufferPointer<Point>)
}

extension FlatteningSink {
    /// Does nothing: most sinks handle points one at a time.
    @inlinable public mutating func willAdd(points count: Int) {}

    /// Feeds the polygon point by point.
    @inlinable public mutating func addPolygon(_ points: UnsafeBufferPointer<Point>) {
        guard let first = points.first else { return }
        moveTo(first)
        for p in points.dropFirst() { lineTo(p, isCurveInterior: false) }
        close()
    }
}

/// One subpath reduced to straight segments.
public struct FlatSubpath: Hashable, Sendable {
    /// The vertices, in order. A closed subpath does not repeat its first point at the end.
    public var points: [Point] = []
    /// For each vertex, whether it ends one of the path's elements (a corner where a join is
    /// drawn) rather than lying inside a flattened curve.
    public var isCorner: [Bool] = []
    /// Whether the subpath was closed with `closeSubpath()`.
    public var isClosed = false

    /// Creates an empty subpath.
    public init() {}

    /// Creates a subpath from its vertices; every vertex counts as a corner.
    public init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isCorner = Array(repeating: true, count: points.count)
        self.isClosed = isClosed
    }
}

/// A flattened polyline as the stroker and dasher read it, borrowed for one call: its points,
/// which of them are corners, and whether it is closed.
struct PolylineView {
    let points: UnsafeBufferPointer<Point>
    let isCorner: UnsafeBufferPointer<Bool>
    let isClosed: Bool
}

extension FlatSubpath {
    /// Calls `body` with the subpath borrowed as a ``PolylineView``.
    func withView<Result>(_ body: (PolylineView) -> Result) -> Result {
        points.withUnsafeBufferPointer { points in
            isCorner.withUnsafeBufferPointer { corners in
                body(PolylineView(points: points, isCorner: corners, isClosed: isClosed))
            }
        }
    }
}

/// Collects flattened segments into ``FlatSubpath`` values.
///
/// The subpath being fed is kept apart from the finished ones, so each point is appended to its
/// own arrays: appending through `subpaths[last]` checked the outer array's buffer for
/// uniqueness too, on every point of every curve.
struct FlatSubpathCollector: FlatteningSink {
    private var finished: [FlatSubpath] = []
    private var current: FlatSubpath?

    mutating func moveTo(_ point: Point) {
        if let current { finished.append(current) }
        var s = FlatSubpath()
        s.points.append(point)
        s.isCorner.append(true)
        current = s
    }

    mutating func lineTo(_ point: Point, isCurveInterior: Bool) {
        current!.points.append(point)
        current!.isCorner.append(!isCurveInterior)
    }

    mutating func willAdd(points count: Int) {
        let needed = current!.points.count + count
        guard needed > current!.points.capacity else { return }
        // Doubling at least, as appending would: a reservation of just enough per curve would
        // copy the subpath once per curve.
        let capacity = max(needed, 2 * current!.points.capacity)
        current!.points.reserveCapacity(capacity)
        current!.isCorner.reserveCapacity(capacity)
    }

    mutating func close() {
        current!.isClosed = true
        // A closing segment that ends exactly on the start adds no vertex.
        if current!.points.count > 1, current!.points.last == current!.points.first {
            current!.points.removeLast()
            current!.isCorner.removeLast()
        }
    }

    /// Every subpath fed, the last one included.
    consuming func subpaths() -> [FlatSubpath] {
        if let current { finished.append(current) }
        return finished
    }
}

extension Path {
    /// The default flattening tolerance, in device pixels: a flattened curve stays within this
    /// distance of the true curve (for quadratics, in each axis). 1/16 px is FreeType's.
    public static let defaultTolerance = 1.0 / 16

    /// Feeds the path, mapped through `transform` and with curves cut into chords that stay within
    /// `tolerance` of the true curve, to `sink`.
    ///
    /// The tolerance applies after the transform, so it is measured in device units.
    @inlinable
    public func flatten<Sink: FlatteningSink>(tolerance: Double = Path.defaultTolerance,
                                             transform: AffineTransform = .identity,
                                             into sink: inout Sink) {
        let tol = max(tolerance, 1e-6)
        var current = Point.zero
        var open = false
        for element in elements {
            switch element {
            case .move(let p):
                current = p.applying(transform)
                sink.moveTo(current)
                open = true
            case .line(let p):
                current = p.applying(transform)
                sink.lineTo(current, isCurveInterior: false)
            case .quadCurve(let p, let c):
                let p1 = c.applying(transform), p2 = p.applying(transform)
                let n = Bezier.segmentCount(current, p1, p2, tolerance: tol)
                let p0 = current
                sink.willAdd(points: n)
                for i in 1..<n {
                    sink.lineTo(Bezier.point(p0, p1, p2, at: Double(i) / Double(n)), isCurveInterior: true)
                }
                sink.lineTo(p2, isCurveInterior: false)
                current = p2
            case .curve(let p, let c1, let c2):
                let p1 = c1.applying(transform), p2 = c2.applying(transform), p3 = p.applying(transform)
                let n = Bezier.segmentCount(current, p1, p2, p3, tolerance: tol)
                let p0 = current
                sink.willAdd(points: n)
                for i in 1..<n {
                    sink.lineTo(Bezier.point(p0, p1, p2, p3, at: Double(i) / Double(n)),
                                isCurveInterior: true)
                }
                sink.lineTo(p3, isCurveInterior: false)
                current = p3
            case .closeSubpath:
                if open { sink.close() }
            }
        }
    }

    /// The path as straight-segment subpaths within `tolerance` of the true outline.
    public func flattened(tolerance: Double = Path.defaultTolerance,
                          transform: AffineTransform = .identity) -> [FlatSubpath] {
        var collector = FlatSubpathCollector()
        flatten(tolerance: tolerance, transform: transform, into: &collector)
        return collector.subpaths()
    }
}
