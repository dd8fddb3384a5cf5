// Cutting flattened subpaths into dashes.

extension Path {
    /// The path cut into dashes by `pattern` (alternating on/off lengths) starting `phase` into it.
    ///
    /// Curves are flattened within `tolerance` first, so the dashes are polylines. The pattern
    /// restarts at every subpath. In a closed subpath the dash running over its end continues
    /// into the first dash, so the start vertex is joined rather than capped. An on-length of zero
    /// gives a zero-length dash (a move and a line to the same point), which round or square caps
    /// draw as a dot.
    ///
    /// As in SVG, an odd-length pattern is repeated to make it even, a negative phase counts back
    /// from the pattern's end, and an empty pattern, a negative or non-finite length, a total of
    /// zero or a non-finite phase leave the path solid (returned unchanged). So does a pattern so
    /// fine that a subpath would need more than a million dashes.
    public func dashed(_ pattern: [Double], phase: Double,
                       tolerance: Double = Path.defaultTolerance) -> Path {
        guard isFinite, let valid = DashPattern(pattern, phase: phase) else { return self }
        var dasher = Dasher(pattern: valid)
        var sink = DashPathBuilder()
        for subpath in flattened(tolerance: Path.sanitizedTolerance(tolerance)) {
            dasher.dash(subpath, into: &sink)
        }
        return sink.path
    }
}

/// Receives the dashes a ``Dasher`` cuts.
protocol DashSink {
    /// One dash. `direction` is the path's direction where the dash starts, for orienting the cap
    /// of a dash of zero length. The dash is borrowed: its storage is reused once this returns.
    mutating func addDash(_ dash: PolylineView, direction: Point?)
}

/// Collects dashes into a path of lines.
private struct DashPathBuilder: DashSink {
    var path = Path()

    mutating func addDash(_ dash: PolylineView, direction: Point?) {
        path.addLines(Array(dash.points))
        if dash.isClosed { path.closeSubpath() }
    }
}

/// A dash pattern checked and normalised as SVG specifies, with the phase resolved.
struct DashPattern {
    /// The most dashes one subpath is cut into; beyond it the subpath stays solid, so a
    /// microscopic pattern cannot stall rendering.
    static let maxDashCount = 1_000_000

    /// Alternating on and off lengths, an even number of them.
    let intervals: [Double]
    /// The sum of the intervals, positive.
    let period: Double
    /// The interval the phase falls in.
    let startIndex: Int
    /// How much of that interval is left at the phase.
    let startRemaining: Double

    /// The pattern, or `nil` when it means a solid line.
    init?(_ pattern: [Double], phase: Double) {
        guard !pattern.isEmpty, phase.isFinite,
              pattern.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let intervals = pattern.count.isMultiple(of: 2) ? pattern : pattern + pattern
        let period = intervals.reduce(0, +)
        guard period > 0, period.isFinite else { return nil }
        self.intervals = intervals
        self.period = period
        var offset = phase.truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        // Skip whole intervals before the phase. A zero-length interval exactly at the phase is
        // kept, so a pattern starting with 0 puts a dot at the start.
        var index = 0
        while index < intervals.count - 1,
              offset > intervals[index] || (offset == intervals[index] && intervals[index] > 0) {
            offset -= intervals[index]
            index += 1
        }
        startIndex = index
        startRemaining = max(0, intervals[index] - offset)
    }

    /// How many dashes (about) a stretch of path `length` long is cut into.
    func dashCount(alongLength length: Double) -> Double {
        length / period * Double(intervals.count / 2)
    }

    /// About how many points the dashed outline of `subpaths` stroked with `shape` has, or `nil`
    /// when that passes ``StrokeStyle/maxDashedOutlinePoints`` and the stroke is drawn solid.
    func outlinePoints(along subpaths: [FlatSubpath], shape: StrokeShape) -> Double? {
        let dashes = subpaths.reduce(0) { $0 + dashCount(alongLength: Dasher.length(of: $1)) }
        let points = dashes * shape.pointsPerDash
        return points <= Double(StrokeStyle.maxDashedOutlinePoints) ? points : nil
    }
}

/// Walks flattened subpaths and hands their dashes to a sink, reusing its buffers.
struct Dasher {
    let pattern: DashPattern
    /// The dash being cut: its points and which of them are corners (scratch lists, emptied for
    /// every dash without allocating).
    private var dash = ScratchList<Point>(), dashCorners = ScratchList<Bool>()
    /// The direction of travel where `dash` starts.
    private var dashDirection = Point(x: 1, y: 0)
    /// In a closed subpath that starts inside a dash, that first dash: it is sent last, appended
    /// to the dash running over the end, so the start vertex gets a join instead of two caps.
    private var firstDash = ScratchList<Point>(), firstCorners = ScratchList<Bool>()
    private var firstDirection = Point(x: 1, y: 0)

    // Where the walk through the current subpath stands.
    /// The pattern interval the walk is in.
    private var index = 0
    /// How much of that interval is left.
    private var remaining = 0.0
    /// Whether that interval is a dash rather than a gap.
    private var isOn: Bool { index.isMultiple(of: 2) }
    /// Whether the subpath is closed and starts inside a dash, which is then held back.
    private var holdsFirst = false
    /// Whether the held-back first dash is complete.
    private var firstIsDone = false

    init(pattern: DashPattern) {
        self.pattern = pattern
    }

    /// Cuts one subpath into dashes.
    mutating func dash<Sink: DashSink>(_ subpath: FlatSubpath, into sink: inout Sink) {
        index = pattern.startIndex
        remaining = pattern.startRemaining
        let length = Self.length(of: subpath)
        let dashCount = pattern.dashCount(alongLength: length)
        guard length > 0, dashCount <= Double(DashPattern.maxDashCount) else {
            // A single point (a dot, or a lone move) is on or off as a whole; a pattern too fine
            // to cut leaves the subpath solid.
            if (isOn || length > 0) && !subpath.points.isEmpty {
                subpath.withView { sink.addDash($0, direction: nil) }
            }
            return
        }
        holdsFirst = subpath.isClosed && isOn
        firstIsDone = false
        if isOn { start(at: subpath.points[0], direction: Point(x: 1, y: 0)) }
        let n = subpath.points.count
        for k in 0..<(subpath.isClosed ? n : n - 1) {
            let next = (k + 1) % n
            walk(from: subpath.points[k], to: subpath.points[next],
                 endIsCorner: subpath.isCorner[next], into: &sink)
        }
        finish(subpath, into: &sink)
    }

    /// Cuts one segment at every interval boundary on it, including one exactly at its end.
    private mutating func walk<Sink: DashSink>(from a: Point, to b: Point, endIsCorner: Bool,
                                               into sink: inout Sink) {
        let length = a.distance(to: b)
        guard length > 0 else { return }
        let direction = (b - a) / length
        // A dash begun at the end of the previous segment points along this one.
        if isOn && dash.count == 1 { dashDirection = direction }
        var position = 0.0
        while remaining <= length - position {
            position += remaining
            let q = position >= length ? b : a.lerp(to: b, position / length)
            if isOn {
                end(at: q, into: &sink)
            } else {
                start(at: q, direction: direction)
            }
            index = (index + 1) % pattern.intervals.count
            remaining = pattern.intervals[index]
        }
        remaining -= length - position
        if isOn, dash.last != b {
            dash.append(b)
            dashCorners.append(endIsCorner)
        }
    }

    /// Sends what is left at the end of a subpath.
    private mutating func finish<Sink: DashSink>(_ subpath: FlatSubpath, into sink: inout Sink) {
        if holdsFirst && !firstIsDone {
            // The first dash never ended: the whole closed subpath is on.
            subpath.withView { sink.addDash($0, direction: nil) }
        } else if isOn && firstIsDone {
            // The last dash ends where the first began: send them as one, joined there.
            dash.append(contentsOf: UnsafeBufferPointer(rebasing: firstDash.elements.dropFirst()))
            dashCorners.append(contentsOf: UnsafeBufferPointer(rebasing: firstCorners.elements.dropFirst()))
            sink.addDash(view(of: dash, dashCorners), direction: dashDirection)
        } else {
            // A dash begun exactly at the end has no length: nothing to draw.
            if isOn && dash.count > 1 { sink.addDash(view(of: dash, dashCorners), direction: dashDirection) }
            if firstIsDone { sink.addDash(view(of: firstDash, firstCorners), direction: firstDirection) }
        }
    }

    /// Begins a new dash at `p`, heading along `direction`.
    private mutating func start(at p: Point, direction: Point) {
        dash.removeAll()
        dashCorners.removeAll()
        dash.append(p)
        dashCorners.append(true)
        dashDirection = direction
    }

    /// Ends the current dash at `p` and sends it, or holds it back when it is a closed subpath's
    /// first. A dash of zero length keeps both its (equal) points, so it still reads as a drawn
    /// point rather than a lone move.
    private mutating func end<Sink: DashSink>(at p: Point, into sink: inout Sink) {
        dash.append(p)
        dashCorners.append(true)
        if holdsFirst && !firstIsDone {
            swap(&dash, &firstDash)
            swap(&dashCorners, &firstCorners)
            firstDirection = dashDirection
            firstIsDone = true
        } else {
            sink.addDash(view(of: dash, dashCorners), direction: dashDirection)
        }
    }

    /// A cut dash (never closed) as the sink reads it.
    private func view(of points: ScratchList<Point>, _ corners: ScratchList<Bool>) -> PolylineView {
        PolylineView(points: points.elements, isCorner: corners.elements, isClosed: false)
    }

    /// The subpath's length, its closing segment included.
    static func length(of subpath: FlatSubpath) -> Double {
        let points = subpath.points
        guard points.count > 1 else { return 0 }
        var length = subpath.isClosed ? points[points.count - 1].distance(to: points[0]) : 0
        for k in 1..<points.count { length += points[k - 1].distance(to: points[k]) }
        return length
    }
}
