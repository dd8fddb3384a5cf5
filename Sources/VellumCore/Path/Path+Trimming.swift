import Foundation

/// Cutting a path down to a stretch of its length, as SwiftUI's `trimmedPath(from:to:)`.
///
/// Lengths are measured along the curves themselves (Gauss–Legendre quadrature of the speed),
/// and curves are cut with de Casteljau's construction, so a trimmed circle is still made of
/// cubic arcs, not of a polyline. The fractions are of the whole path's length, every subpath
/// counted in order and a closing segment counted as a line.
extension Path {
    /// The stretch of the path from `start` to `end`, fractions of its length clamped to 0…1.
    /// `start` ≥ `end` (or a path of no length) gives an empty path; a closed subpath wholly
    /// inside the stretch stays closed.
    public func trimmedPath(from start: Double, to end: Double) -> Path {
        let from = start.isNaN ? 0 : min(max(start, 0), 1)
        let to = end.isNaN ? 1 : min(max(end, 0), 1)
        guard from < to else { return Path() }
        if from == 0, to == 1 { return self }
        let segments = TrimSegment.segments(of: self)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0, total.isFinite else { return Path() }
        let (low, high) = (from * total, to * total)
        var result = Path()
        var position = 0.0
        var previous: TrimSegment?
        // Whether every segment of the current subpath so far lies wholly in the stretch.
        var whole = false
        for segment in segments {
            defer { position += segment.length; previous = segment }
            if previous?.subpath != segment.subpath { whole = true }
            let (a, b) = (max(low - position, 0), min(high - position, segment.length))
            let included = a < b || (segment.length == 0 && low <= position && position <= high)
            whole = whole && included && a == 0 && b == segment.length
            guard included else { continue }
            if whole, segment.closesSubpath, segment.isClosingLine {
                result.closeSubpath()
                continue
            }
            let piece = segment.cut(from: a, to: b)
            // A piece joins the previous one only where that ended at this one's start.
            let continues = previous.map { $0.subpath == segment.subpath && result.currentPoint == piece.start } ?? false
            if !continues { result.move(to: piece.start) }
            piece.append(to: &result)
            if whole, segment.closesSubpath { result.closeSubpath() }
        }
        return result
    }
}

/// One segment of a path, with its length, for trimming.
struct TrimSegment {
    enum Kind { case line, quad, cubic }

    let kind: Kind
    /// The control points, first and last included.
    let points: [Point]
    /// Which subpath the segment belongs to.
    let subpath: Int
    let length: Double
    /// Whether the segment is the line a `closeSubpath` draws back to the subpath's start.
    var isClosingLine = false
    /// Whether the segment is the last of a closed subpath.
    var closesSubpath = false

    var start: Point { points[0] }

    init(_ kind: Kind, _ points: [Point], subpath: Int) {
        self.kind = kind
        self.points = points
        self.subpath = subpath
        length = Self.arcLength(points, from: 0, to: 1)
    }

    /// The path's drawable segments, a closing line counted as a line.
    static func segments(of path: Path) -> [TrimSegment] {
        var segments: [TrimSegment] = []
        var (current, subpathStart, subpath) = (Point.zero, Point.zero, -1)
        for element in path.elements {
            switch element {
            case .move(let p):
                (current, subpathStart) = (p, p)
                subpath += 1
            case .line(let p):
                segments.append(TrimSegment(.line, [current, p], subpath: subpath))
                current = p
            case .quadCurve(let p, let c):
                segments.append(TrimSegment(.quad, [current, c, p], subpath: subpath))
                current = p
            case .curve(let p, let c1, let c2):
                segments.append(TrimSegment(.cubic, [current, c1, c2, p], subpath: subpath))
                current = p
            case .closeSubpath:
                if current != subpathStart {
                    var line = TrimSegment(.line, [current, subpathStart], subpath: subpath)
                    line.isClosingLine = true
                    segments.append(line)
                }
                if let last = segments.indices.last, segments[last].subpath == subpath { segments[last].closesSubpath = true }
                current = subpathStart
            }
        }
        return segments
    }

    /// The part of the segment between two distances along it.
    func cut(from a: Double, to b: Double) -> TrimSegment {
        guard length > 0 else { return self }
        let (t0, t1) = (parameter(atLength: a), parameter(atLength: b))
        var part = Self.split(points, at: t1).first
        part = Self.split(part, at: t1 > 0 ? t0 / t1 : 0).second
        return TrimSegment(kind, part, subpath: subpath)
    }

    /// Appends the segment (its start already being the current point).
    func append(to path: inout Path) {
        switch kind {
        case .line: path.addLine(to: points[1])
        case .quad: path.addQuadCurve(to: points[2], control: points[1])
        case .cubic: path.addCurve(to: points[3], control1: points[1], control2: points[2])
        }
    }

    /// The curve parameter at which the length from the start is `distance`, by bisection.
    private func parameter(atLength distance: Double) -> Double {
        if distance <= 0 { return 0 }
        if distance >= length { return 1 }
        if kind == .line { return distance / length }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<48 {
            let mid = (low + high) / 2
            if Self.arcLength(points, from: 0, to: mid) < distance { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// The length of the curve through `points` between two parameters: 16-point Gauss–Legendre
    /// quadrature of the speed on each of 8 pieces, exact for lines and within ~1e-9 of the
    /// curve's length for the shapes drawn here.
    static func arcLength(_ points: [Point], from t0: Double, to t1: Double) -> Double {
        if points.count == 2 { return hypot(points[1].x - points[0].x, points[1].y - points[0].y) * (t1 - t0) }
        let pieces = 8
        var total = 0.0
        for piece in 0..<pieces {
            let a = t0 + (t1 - t0) * Double(piece) / Double(pieces)
            let b = t0 + (t1 - t0) * Double(piece + 1) / Double(pieces)
            let (half, mid) = ((b - a) / 2, (a + b) / 2)
            for (node, weight) in GaussLegendre.sixteen {
                total += weight * half * speed(points, at: mid + half * node)
            }
        }
        return total
    }

    /// The magnitude of the curve's derivative at `t`.
    private static func speed(_ p: [Point], at t: Double) -> Double {
        let u = 1 - t
        var dx = 0.0, dy = 0.0
        if p.count == 3 {
            dx = 2 * (u * (p[1].x - p[0].x) + t * (p[2].x - p[1].x))
            dy = 2 * (u * (p[1].y - p[0].y) + t * (p[2].y - p[1].y))
        } else {
            dx = 3 * (u * u * (p[1].x - p[0].x) + 2 * u * t * (p[2].x - p[1].x) + t * t * (p[3].x - p[2].x))
            dy = 3 * (u * u * (p[1].y - p[0].y) + 2 * u * t * (p[2].y - p[1].y) + t * t * (p[3].y - p[2].y))
        }
        return hypot(dx, dy)
    }

    /// The control points of the two halves of a Bézier curve (or line) split at `t`, by de
    /// Casteljau's construction.
    static func split(_ points: [Point], at t: Double) -> (first: [Point], second: [Point]) {
        var first = [points[0]], second = [points[points.count - 1]]
        var level = points
        while level.count > 1 {
            level = (0..<level.count - 1).map { i in
                Point(x: level[i].x + (level[i + 1].x - level[i].x) * t, y: level[i].y + (level[i + 1].y - level[i].y) * t)
            }
            first.append(level[0])
            second.insert(level[level.count - 1], at: 0)
        }
        return (first, second)
    }
}

/// The nodes and weights of 16-point Gauss–Legendre quadrature on −1…1.
private enum GaussLegendre {
    static let sixteen: [(Double, Double)] = {
        let half: [(Double, Double)] = [
            (0.0950125098376374, 0.1894506104550685), (0.2816035507792589, 0.1826034150449236),
            (0.4580167776572274, 0.1691565193950025), (0.6178762444026438, 0.1495959888165767),
            (0.7554044083550030, 0.1246289712555339), (0.8656312023878318, 0.0951585116824928),
            (0.9445750230732326, 0.0622535239386479), (0.9894009349916499, 0.0271524594117541),
        ]
        return half.flatMap { [($0.0, $0.1), (-$0.0, $0.1)] }
    }()
}
