// Turning a path into the outline of its stroke.
//
// Each flattened subpath becomes closed polygons whose non-zero fill is the stroke. The outline
// of an open subpath runs forward along its right offset, round the end cap, back along its left
// offset and round the start cap; a closed subpath gives one contour per side instead.
//
// Why the non-zero fill is exactly the stroke: read as a sum of closed loops, every outline is the
// sum of one rectangle per segment, one wedge per outer join and one shape per cap, all turning
// the same way, minus small "kites" where an inner corner is cut short (see StrokeJoins.swift).
// Every piece therefore adds +1 to the winding number; overlapping pieces never cancel.

extension Path {
    /// The outline of the stroke as a fillable path (fill it with the non-zero rule).
    ///
    /// Curves are flattened within `tolerance` (in the path's own units), and round caps and joins
    /// stay within `tolerance` of their true circles. A non-empty ``StrokeStyle/dash`` is applied
    /// first, as ``dashed(_:phase:tolerance:)`` does; an invalid pattern strokes solid, as in SVG,
    /// and so does one whose outline would pass ``StrokeStyle/maxDashedOutlinePoints``.
    ///
    /// A subpath that is a single point (a move followed by a line to the same point, or by
    /// `closeSubpath()`) draws a dot for round caps, an axis-aligned square for square caps and
    /// nothing for butt caps, as in SVG; a zero-length dash draws the same, its square turned
    /// along the path. A lone move draws nothing. A line width ≤ 0 or non-finite geometry gives
    /// an empty path.
    ///
    /// The result holds closed polygons only. Every piece of the stroke (segment, join, cap, dot)
    /// winds the same way, so where pieces overlap their windings add and never cancel; only the
    /// inner contour of a closed subpath winds the other way, bounding the hole it encloses.
    public func strokedPath(_ style: StrokeStyle, tolerance: Double = Path.defaultTolerance) -> Path {
        var builder = PathBuildingSink()
        stroke(style, tolerance: tolerance, into: &builder)
        return builder.path
    }

    /// The outline ``strokedPath(_:tolerance:)`` makes, or `nil` when it has more than
    /// `maxElements` elements — a microscopic dash pattern of dots can make billions — so that
    /// whoever keeps outlines can keep them bounded. Memory stays within the bound either way.
    public func strokedPath(_ style: StrokeStyle, tolerance: Double = Path.defaultTolerance,
                            maxElements: Int) -> Path? {
        var builder = PathBuildingSink(maxElements: maxElements)
        stroke(style, tolerance: tolerance, into: &builder)
        return builder.overflowed ? nil : builder.path
    }

    /// Feeds the outline ``strokedPath(_:tolerance:)`` makes to `sink`, polygon by polygon, each
    /// point mapped through `transform` — without holding the whole outline, so stroking a path of
    /// a million dashes costs memory for one dash at a time. `tolerance` is in the path's units.
    ///
    /// The sink receives what flattening ``strokedPath(_:tolerance:)`` through `transform`
    /// would give, point for point.
    public func stroke<Sink: FlatteningSink>(_ style: StrokeStyle, tolerance: Double = Path.defaultTolerance,
                                             transform: AffineTransform = .identity, into sink: inout Sink) {
        stroke(style, tolerance: tolerance, transform: transform, sweepWindow: nil, into: &sink)
    }

    /// Feeds the outline to `sink` as ``stroke(_:tolerance:transform:into:)`` does, less the
    /// dashes whose outlines lie wholly above or below `sweepWindow` (device space).
    ///
    /// That is for a rasterizer that clips to the window's rows: it drops geometry above and
    /// below them before anything else, so skipping it changes nothing. Geometry left or right of
    /// the window is kept: the left carries winding into it, and the right still widens the
    /// swept columns and can make the whole drawing non-finite. A long dashed path mostly off
    /// the canvas is then stroked only in the rows where it can show.
    package func stroke<Sink: FlatteningSink>(_ style: StrokeStyle, tolerance: Double, transform: AffineTransform,
                                              sweepWindow: Rect?, into sink: inout Sink) {
        guard style.lineWidth > 0, style.lineWidth.isFinite, isFinite else { return }
        let tol = Path.sanitizedTolerance(tolerance)
        let shape = StrokeShape(style: style, tolerance: tol)
        var stroker = Stroker(shape: shape, transform: transform, output: sink)
        let subpaths = flattened(tolerance: tol)
        if let pattern = DashPattern(style.dash, phase: style.dashPhase),
           pattern.outlinePoints(along: subpaths, shape: shape) != nil {
            var dasher = Dasher(pattern: pattern)
            if let sweepWindow {
                var culler = DashCuller(inner: stroker, window: sweepWindow, transform: transform,
                                        reach: RenderBounds.strokeReach(style, tolerance: tol))
                for subpath in subpaths { dasher.dash(subpath, into: &culler) }
                stroker = culler.inner
            } else {
                for subpath in subpaths { dasher.dash(subpath, into: &stroker) }
            }
        } else {
            for subpath in subpaths { subpath.withView { stroker.addPolyline($0, direction: nil) } }
        }
        sink = stroker.output
    }

    /// About how many points the outline of this path's stroke has when `style` dashes it — its
    /// dashes' sides and caps, counted as ``stroke(_:tolerance:transform:into:)`` would cut them —
    /// or `nil` when the stroke is solid. Cheap next to stroking: it only measures the path.
    package func estimatedDashedOutlinePoints(_ style: StrokeStyle, tolerance: Double) -> Double? {
        guard style.lineWidth > 0, style.lineWidth.isFinite, isFinite,
              let pattern = DashPattern(style.dash, phase: style.dashPhase) else { return nil }
        let tol = Path.sanitizedTolerance(tolerance)
        return pattern.outlinePoints(along: flattened(tolerance: tol), shape: StrokeShape(style: style, tolerance: tol))
    }

    /// A usable flattening tolerance: positive and finite, else the default.
    static func sanitizedTolerance(_ tolerance: Double) -> Double {
        tolerance.isFinite && tolerance > 0 ? max(tolerance, 1e-6) : defaultTolerance
    }
}

/// One straight piece of a cleaned-up polyline.
struct StrokeSegment {
    /// The unit direction of travel.
    var direction: Point
    /// The length, always positive.
    var length: Double
    /// The unit normal on the right of travel on screen (y down).
    var normal: Point { direction.perpendicular }
}

/// Builds stroke outlines polyline by polyline, reusing its buffers, into ``output``.
struct Stroker<Output: FlatteningSink>: DashSink {
    /// The stroke's geometry: width, caps, joins and tolerance.
    let shape: StrokeShape
    /// Maps the outline's points on their way to ``output``.
    let transform: AffineTransform
    /// Receives each outline polygon, mapped, as soon as it is built.
    private(set) var output: Output

    // Scratch lists, reused for every polyline so stroking allocates nothing per polyline.
    private let vertices = ScratchList<Point>()
    private let corners = ScratchList<Bool>()
    private let segments = ScratchList<StrokeSegment>()
    private let right = ScratchList<Point>()
    private let left = ScratchList<Point>()
    /// A polygon's points mapped through ``transform``.
    private let mapped = ScratchList<Point>()

    init(shape: StrokeShape, transform: AffineTransform, output: Output) {
        self.shape = shape
        self.transform = transform
        self.output = output
    }

    /// Adds the outline of one polyline. `direction` orients the dot drawn when the polyline has
    /// no length (a zero-length dash knows the path's direction there); without it the dot is
    /// axis-aligned.
    mutating func addPolyline(_ polyline: PolylineView, direction: Point?) {
        loadVertices(of: polyline)
        switch vertices.count {
        case 0:
            return
        case 1:
            // A lone move draws nothing; a point that was drawn to, or closed, is a dot.
            if polyline.points.count > 1 || polyline.isClosed {
                addDot(at: vertices[0], direction: direction ?? Point(x: 1, y: 0))
            }
            return
        default:
            break
        }
        loadSegments(closed: polyline.isClosed)
        if polyline.isClosed { addClosedOutline() } else { addOpenOutline() }
    }

    /// The dash sink entry point: dashes are stroked as they are cut.
    mutating func addDash(_ dash: PolylineView, direction: Point?) {
        addPolyline(dash, direction: direction)
    }

    /// Copies the polyline's vertices, dropping steps shorter than the shape's minimum segment:
    /// their directions are numerical noise and would steer joins and caps at random. A dropped
    /// corner marks the vertex it merges into as a corner.
    private mutating func loadVertices(of polyline: PolylineView) {
        vertices.removeAll()
        corners.removeAll()
        reserve(polyline.points.count)
        let minSquared = shape.minSegmentLength * shape.minSegmentLength
        for (p, isCorner) in zip(polyline.points, polyline.isCorner) {
            if let last = vertices.last, (p - last).dot(p - last) <= minSquared {
                corners[corners.count - 1] = corners[corners.count - 1] || isCorner
                continue
            }
            vertices.append(p)
            corners.append(isCorner)
        }
        if polyline.isClosed, vertices.count > 1, let last = vertices.last,
           (last - vertices[0]).dot(last - vertices[0]) <= minSquared {
            corners[0] = corners[0] || corners[corners.count - 1]
            vertices.removeLast()
            corners.removeLast()
        }
    }

    /// Room in every scratch buffer for a polyline of `count` vertices: a new stroker's buffers
    /// would otherwise grow by doubling through every long path it strokes. The sides hold two
    /// points a vertex for most joins (round ones add more, and grow from there).
    private func reserve(_ count: Int) {
        vertices.reserve(count)
        corners.reserve(count)
        segments.reserve(count)
        right.reserve(4 * count + 16)
        left.reserve(2 * count + 8)
    }

    /// Fills `segments` from `vertices`; a closed polyline also gets its closing segment.
    private func loadSegments(closed: Bool) {
        segments.removeAll()
        let n = vertices.count
        for k in 0..<(closed ? n : n - 1) {
            let d = vertices[(k + 1) % n] - vertices[k]
            let length = d.length
            segments.append(StrokeSegment(direction: d / length, length: length))
        }
    }

    /// One contour: right side forward, end cap, left side backward, start cap.
    private mutating func addOpenOutline() {
        right.removeAll()
        left.removeAll()
        let h = shape.halfWidth
        let first = segments[0], last = segments[segments.count - 1]
        right.append(vertices[0] + first.normal * h)
        left.append(vertices[0] - first.normal * h)
        for k in 1..<(vertices.count - 1) {
            shape.appendJoin(at: vertices[k], from: segments[k - 1], to: segments[k],
                             isCorner: corners[k], right: right, left: left)
        }
        let end = vertices[vertices.count - 1]
        right.append(end + last.normal * h)
        left.append(end - last.normal * h)
        shape.appendCap(at: end, outward: last.direction, into: right)
        right.append(reversed: left)
        shape.appendCap(at: vertices[0], outward: -first.direction, into: right)
        emitContour(right)
    }

    /// Two contours: the right side forward and the left side backward, joined at every vertex
    /// including the first.
    private mutating func addClosedOutline() {
        right.removeAll()
        left.removeAll()
        let n = vertices.count
        for k in 0..<n {
            shape.appendJoin(at: vertices[k], from: segments[(k + n - 1) % n], to: segments[k],
                             isCorner: corners[k], right: right, left: left)
        }
        emitContour(right)
        left.reverse()
        emitContour(left)
    }

    /// A zero-length subpath: both caps of a segment of no length pointing along `direction`.
    private mutating func addDot(at p: Point, direction: Point) {
        guard shape.cap != .butt else { return }
        right.removeAll()
        let offset = direction.perpendicular * shape.halfWidth
        right.append(p + offset)
        shape.appendCap(at: p, outward: direction, into: right)
        right.append(p - offset)
        shape.appendCap(at: p, outward: -direction, into: right)
        emitContour(right)
    }

    /// Sends `points` to the output as one closed polygon, mapped through ``transform``, as
    /// ``Path/flatten(tolerance:transform:into:)`` maps a path's points.
    private mutating func emitContour(_ points: ScratchList<Point>) {
        mapped.removeAll()
        mapped.reserve(points.count)
        for p in points.elements { mapped.append(p.applying(transform)) }
        output.addPolygon(mapped.elements)
    }
}

/// Passes on the dashes that can show in a sweep window's rows: not those whose stroke lies
/// wholly above or below it (see ``Path/stroke(_:tolerance:transform:sweepWindow:into:)``).
struct DashCuller<Inner: DashSink>: DashSink {
    var inner: Inner
    let window: Rect
    let transform: AffineTransform
    /// How far the stroke reaches from a dash, in the path's space.
    let reach: Double

    mutating func addDash(_ dash: PolylineView, direction: Point?) {
        var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        for point in dash.points {
            (minX, maxX) = (Swift.min(minX, point.x), Swift.max(maxX, point.x))
            (minY, maxY) = (Swift.min(minY, point.y), Swift.max(maxY, point.y))
        }
        let box = Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
        // Mapping a point sums terms that may be far larger than the result (huge coordinates or
        // scales cancelling out), each rounded: the bounds get that much slack on top of the reach.
        let terms = (abs(transform.a) + abs(transform.b) + abs(transform.c) + abs(transform.d))
            * Swift.max(abs(minX), abs(maxX), abs(minY), abs(maxY)) + abs(transform.tx) + abs(transform.ty)
        let device = RenderBounds.outset(box.applying(transform), byReach: reach, transform: transform)
            .insetBy(dx: -1e-12 * terms, dy: -1e-12 * terms)
        // What cannot be placed (bounds overflowed or NaN) is never skipped.
        let isPlaced = device.minX.isFinite && device.minY.isFinite && device.maxX.isFinite && device.maxY.isFinite
        let isOffTheRows = device.minY >= window.maxY || device.maxY <= window.minY
        if isPlaced && isOffTheRows { return }
        inner.addDash(dash, direction: direction)
    }
}

/// Records straight segments as a ``Path``, up to `maxElements` of them.
struct PathBuildingSink: FlatteningSink {
    var path = Path()
    let maxElements: Int
    /// Whether more elements came than the path may hold; the path is then incomplete.
    private(set) var overflowed = false

    init(maxElements: Int = .max) {
        self.maxElements = maxElements
    }

    mutating func moveTo(_ point: Point) { if hasRoom() { path.move(to: point) } }
    mutating func lineTo(_ point: Point, isCurveInterior: Bool) { if hasRoom() { path.addLine(to: point) } }
    mutating func close() { if hasRoom() { path.closeSubpath() } }

    private mutating func hasRoom() -> Bool {
        if path.elements.count >= maxElements { overflowed = true }
        return !overflowed
    }
}
