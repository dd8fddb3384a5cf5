extension Path {
    /// The same outline traced backwards: each subpath runs from its last point to its first, its
    /// segments in reverse order with curves' control points swapped, and a closed subpath stays
    /// closed. Filling it by the even-odd rule, or stroking it, draws the same pixels; under the
    /// non-zero rule, its windings are negated (UIKit's `UIBezierPath.reversing()`).
    public func reversed() -> Path {
        var out = Path()
        for subpath in subpaths.reversed() { out.appendReversed(subpath) }
        return out
    }

    /// The path's subpaths: each a start point, its segments (every element but moves and
    /// closes, in order) and whether it was closed.
    private var subpaths: [(start: Point, segments: [Element], closed: Bool)] {
        var result: [(start: Point, segments: [Element], closed: Bool)] = []
        for element in elements {
            if result.isEmpty, element.endPoint != nil, case .move = element {} else if result.isEmpty {
                continue  // a path always opens with a move; nothing to trace before one
            }
            switch element {
            case .move(let p): result.append((p, [], false))
            case .closeSubpath: result[result.count - 1].closed = true
            default: result[result.count - 1].segments.append(element)
            }
        }
        return result
    }

    /// Appends `subpath` traced from its end back to its start.
    private mutating func appendReversed(_ subpath: (start: Point, segments: [Element], closed: Bool)) {
        var ends = [subpath.start]
        for segment in subpath.segments { ends.append(segment.endPoint ?? ends[ends.count - 1]) }
        move(to: ends[ends.count - 1])
        for (index, segment) in subpath.segments.enumerated().reversed() {
            let back = ends[index]
            switch segment {
            case .quadCurve(_, let c): addQuadCurve(to: back, control: c)
            case .curve(_, let c1, let c2): addCurve(to: back, control1: c2, control2: c1)
            default: addLine(to: back)
            }
        }
        if subpath.closed { closeSubpath() }
    }
}

extension Path.Element {
    /// Where the element ends; `nil` for a close.
    var endPoint: Point? {
        switch self {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
        case .closeSubpath: nil
        }
    }
}
