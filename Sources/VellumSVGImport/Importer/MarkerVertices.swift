import Foundation
import VellumCore

/// The vertices of a path where SVG places markers, with the directions of the path into and
/// out of each (SVG 2, 13.7.3 "Path vertex positions and directions").
///
/// A vertex is the start or end of every segment; curves contribute their tangents. Arcs reach
/// the importer already converted to cubic curves; the joints between an arc's pieces are
/// skipped, so an arc is one segment, as in the path data.
struct MarkerVertex {
    enum Role { case start, mid, end }

    var point: Point
    var role: Role
    /// The direction (radians) the path arrives with, and leaves with; `nil` where there is none.
    var incoming: Double?
    var outgoing: Double?

    /// `orient="auto"`: the bisector of the incoming and outgoing directions, or whichever exists.
    var autoAngle: Double {
        switch (incoming, outgoing) {
        case let (i?, o?):
            // The bisector of the two directions, taken the short way round.
            var d = o - i
            while d > .pi { d -= 2 * .pi }
            while d < -.pi { d += 2 * .pi }
            return i + d / 2
        case let (i?, nil): return i
        case let (nil, o?): return o
        case (nil, nil): return 0
        }
    }

    /// The vertices of `path`, in order, leaving out the ends of the elements numbered in
    /// `joints` (joints inside an arc of the path data: see ``ShapeOutline/arcJoints``).
    static func vertices(of path: Path, skipping joints: Set<Int> = []) -> [MarkerVertex] {
        var out: [MarkerVertex] = []
        var skipped: Set<Int> = []  // Indices in `out` of vertices at joints.
        var elementIndex = 0
        var current = Point.zero
        var subpathStart = Point.zero
        var startIndex: Int?   // Index in `out` of the current subpath's first vertex.
        var firstOutgoing: Double?
        var lastIncoming: Double?

        func angle(_ a: Point, _ b: Point) -> Double? {
            let dx = b.x - a.x, dy = b.y - a.y
            return dx == 0 && dy == 0 ? nil : atan2(dy, dx)
        }
        /// Records a segment from `current` to `end` whose start and end tangents go through
        /// the given control points (the first of them that differs from the end point).
        func segment(to end: Point, startControls: [Point], endControls: [Point]) {
            let startDir = startControls.lazy.compactMap { angle(current, $0) }.first ?? angle(current, end)
            let endDir = endControls.lazy.compactMap { angle($0, end) }.first ?? angle(current, end)
            if let last = out.indices.last {
                out[last].outgoing = out[last].outgoing ?? startDir
                if startIndex == last { firstOutgoing = out[last].outgoing }
            }
            if joints.contains(elementIndex) { skipped.insert(out.count) }
            out.append(MarkerVertex(point: end, role: .mid, incoming: endDir, outgoing: nil))
            lastIncoming = endDir
            current = end
        }

        for (index, element) in path.elements.enumerated() {
            elementIndex = index
            switch element {
            case .move(let p):
                out.append(MarkerVertex(point: p, role: .mid, incoming: nil, outgoing: nil))
                startIndex = out.count - 1
                current = p
                subpathStart = p
                firstOutgoing = nil
                lastIncoming = nil
            case .line(let p):
                segment(to: p, startControls: [], endControls: [])
            case .quadCurve(let p, let c):
                segment(to: p, startControls: [c], endControls: [c])
            case .curve(let p, let c1, let c2):
                segment(to: p, startControls: [c1, c2], endControls: [c2, c1])
            case .closeSubpath:
                // The closing line (if it has length), then the vertex at the start point again,
                // which joins the closing segment to the first one.
                if current != subpathStart { segment(to: subpathStart, startControls: [], endControls: []) }
                guard let s = startIndex else { break }
                let last = out.count - 1
                if last != s {
                    out[last].outgoing = firstOutgoing ?? out[s].outgoing
                    out[s].incoming = lastIncoming
                }
                current = subpathStart
            }
        }
        // A joint's neighbours already hold the arc's own directions: the vertex before it
        // leaves along the arc's first piece, the one after arrives along its last.
        out = out.indices.filter { !skipped.contains($0) }.map { out[$0] }
        guard !out.isEmpty else { return [] }
        out[0].role = .start
        if out.count > 1 { out[out.count - 1].role = .end } else { out.append(MarkerVertex(point: out[0].point, role: .end)) }
        return out
    }
}
