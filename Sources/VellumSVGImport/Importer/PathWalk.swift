import Foundation
import VellumCore

/// A path measured along its length: the point and direction at any distance from its start,
/// what `textPath` places glyphs by. Subpaths follow one another (a move adds no length); a
/// closed subpath includes its closing segment.
struct PathWalk {
    /// One straight piece of the flattened path and the distance along the path where it starts.
    private struct Piece {
        var start: Point
        var end: Point
        var from: Double
        /// The chord's direction, radians clockwise from the x axis.
        var angle: Double
        /// The direction of the curve at the piece's ends when they lie on a smooth curve (the
        /// mean of the chords meeting there), `nil` at a corner.
        var startTangent: Double?
        var endTangent: Double?
    }

    private var pieces: [Piece] = []
    /// The length of the whole path.
    private(set) var length = 0.0

    /// Flattening tolerance: fine enough that chords follow curves closely at text sizes; on
    /// a path larger than about 200 units, that fraction of its size (10⁻⁵), so that a huge
    /// path is not cut into millions of pieces.
    private static let tolerance = 0.002
    private static let relativeTolerance = 1e-5
    /// The largest turn between two chords of a path's own elements that still counts as smooth:
    /// where a curve's flattening meets the next curve, or a line continues one.
    private static let smoothTurn = 0.05

    init(_ path: Path) {
        let box = path.boundingRect
        let tolerance = max(Self.tolerance, (box.width + box.height) * Self.relativeTolerance)
        for subpath in path.flattened(tolerance: tolerance) {
            var points = subpath.points, smooth = subpath.isCorner.map { !$0 }
            if subpath.isClosed, let first = points.first {
                points.append(first)
                smooth.append(false)
            }
            let firstPiece = pieces.count
            for i in points.indices.dropLast() {
                let (start, end) = (points[i], points[i + 1])
                let step = start.distance(to: end)
                // Zero-length pieces have no direction.
                guard step > 0 else { continue }
                var piece = Piece(start: start, end: end, from: length, angle: atan2(end.y - start.y, end.x - start.x))
                if pieces.count > firstPiece {
                    piece.startTangent = join(pieces.count - 1, piece.angle, isCurveInterior: smooth[i])
                }
                pieces.append(piece)
                length += step
            }
            // A closed subpath's start may lie on a smooth curve too (a circle's).
            if subpath.isClosed, pieces.count > firstPiece + 1 {
                pieces[firstPiece].startTangent = join(pieces.count - 1, pieces[firstPiece].angle, isCurveInterior: false)
            }
        }
    }

    /// Where piece `index` meets a following piece of direction `angle`: when the vertex is
    /// inside a curve or the turn is slight, both take the mean direction there, which is
    /// returned; `nil` at a corner.
    private mutating func join(_ index: Int, _ angle: Double, isCurveInterior: Bool) -> Double? {
        let turn = Self.normalized(angle - pieces[index].angle)
        guard isCurveInterior || abs(turn) < Self.smoothTurn else { return nil }
        pieces[index].endTangent = pieces[index].angle + turn / 2
        return pieces[index].endTangent
    }

    /// `angle` brought into (−π, π].
    private static func normalized(_ angle: Double) -> Double {
        var a = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if a > .pi { a -= 2 * .pi }
        if a <= -.pi { a += 2 * .pi }
        return a
    }

    /// The point at `distance` from the start and the direction of the path there (clockwise
    /// from the x axis, y being down); `nil` off the path, before its start or past its end.
    /// On a smooth curve the direction turns from chord to chord as the curve does, so a glyph
    /// stands square to the curve rather than to the chord under it.
    func placement(at distance: Double) -> (point: Point, angle: Angle)? {
        guard distance >= 0, distance <= length, !pieces.isEmpty else { return nil }
        // The last piece starting at or before `distance`.
        var low = 0, high = pieces.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if pieces[mid].from <= distance { low = mid } else { high = mid - 1 }
        }
        let piece = pieces[low]
        let t = min(max((distance - piece.from) / piece.start.distance(to: piece.end), 0), 1)
        // The chord is parallel to the curve near its middle; towards an end on a smooth curve
        // the direction moves to the tangent there.
        var angle = piece.angle
        if t < 0.5, let start = piece.startTangent {
            angle = start + Self.normalized(piece.angle - start) * (t * 2)
        } else if t > 0.5, let end = piece.endTangent {
            angle = piece.angle + Self.normalized(end - piece.angle) * (t * 2 - 1)
        }
        return (piece.start.lerp(to: piece.end, t), .radians(angle))
    }
}
