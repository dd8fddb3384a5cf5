import Foundation
import Testing
import VellumCore

/// Continuous ("squircle") corners: geometry of `RoundedRectangle(cornerRadius:style: .continuous)`
/// and its relatives.
@Suite struct ContinuousCornerTests {
    static let rect = Rect(x: 10, y: 20, width: 200, height: 120)

    static func points(_ path: Path) -> [Point] {
        path.flattened(tolerance: 0.001).flatMap(\.points)
    }

    /// The distance from `p` to the polyline through `points` (closed).
    static func distance(_ p: Point, to points: [Point]) -> Double {
        var best = Double.infinity
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            let ab = b - a
            let t = ab.dot(ab) > 0 ? min(max((p - a).dot(ab) / ab.dot(ab), 0), 1) : 0
            best = min(best, (p - (a + ab * t)).length)
        }
        return best
    }

    /// Each segment's start and end tangent directions, in path order.
    static func tangents(_ path: Path) -> [(start: Point, end: Point)] {
        var result: [(Point, Point)] = []
        var current = Point.zero, first = Point.zero
        func unit(_ v: Point) -> Point { v * (1 / v.length) }
        for element in path.elements {
            switch element {
            case .move(let p): current = p; first = p
            case .line(let p):
                if p != current { result.append((unit(p - current), unit(p - current))) }
                current = p
            case .curve(let p, let c1, let c2):
                result.append((unit(c1 - current), unit(p - c2)))
                current = p
            case .quadCurve(let p, let c):
                result.append((unit(c - current), unit(p - c)))
                current = p
            case .closeSubpath:
                if first != current { result.append((unit(first - current), unit(first - current))) }
                current = first
            }
        }
        return result
    }

    @Test("The outline stays within the rectangle and runs along each side through its midpoint")
    func withinAndTouching() {
        let path = RoundedRectangle(cornerRadius: 24, style: .continuous).path(in: Self.rect)
        let points = Self.points(path)
        #expect(points.allSatisfy { $0.x >= Self.rect.minX - 1e-9 && $0.x <= Self.rect.maxX + 1e-9
                                    && $0.y >= Self.rect.minY - 1e-9 && $0.y <= Self.rect.maxY + 1e-9 })
        for mid in [Point(x: Self.rect.midX, y: Self.rect.minY), Point(x: Self.rect.midX, y: Self.rect.maxY),
                    Point(x: Self.rect.minX, y: Self.rect.midY), Point(x: Self.rect.maxX, y: Self.rect.midY)] {
            #expect(Self.distance(mid, to: points) < 1e-9, "\(mid)")
        }
        // The corner leaves the side 1.528665 × r from the corner.
        guard case .move(let start) = path.elements[0] else { Issue.record("no move"); return }
        #expect(abs(start.x - (Self.rect.minX + 24 * 1.528665)) < 1e-9 && start.y == Self.rect.minY)
    }

    @Test("The corner is not a circular arc: it leaves the side earlier and passes the circle's middle")
    func deviatesFromTheCircle() {
        let r = 30.0
        let continuous = Self.points(RoundedRectangle(cornerRadius: r, style: .continuous).path(in: Self.rect))
        let circular = Self.points(RoundedRectangle(cornerRadius: r).path(in: Self.rect))
        let deviation = continuous.map { Self.distance($0, to: circular) }.max()!
        #expect(deviation > 0.01 * r && deviation < 0.05 * r, "deviation \(deviation)")
        // Where the circular corner starts (r from the corner) the continuous one has left the side.
        let nearSide = continuous.filter { abs($0.x - (Self.rect.maxX - r)) < 0.5 && $0.y < Self.rect.midY }
        #expect(nearSide.allSatisfy { $0.y > Self.rect.minY + 1e-3 })
        // It passes through the circular corner's middle point.
        let middle = Point(x: Self.rect.maxX - r * (1 - 0.5.squareRoot()), y: Self.rect.minY + r * (1 - 0.5.squareRoot()))
        #expect(Self.distance(middle, to: continuous) < 1e-3)
    }

    @Test("Tangents are continuous at every joint, and the curvature is zero where a corner meets a side")
    func smoothness() {
        let path = RoundedRectangle(cornerRadius: 20, style: .continuous).path(in: Self.rect)
        let t = Self.tangents(path)
        for i in t.indices {
            let next = t[(i + 1) % t.count]
            #expect((t[i].end - next.start).length < 1e-9, "joint \(i)")
        }
        // Each corner's first cubic has both controls on the side: zero curvature there.
        var current = Point.zero
        for element in path.elements {
            if case .curve(let p, let c1, let c2) = element, current.y == Self.rect.minY, p.y > current.y {
                #expect(c1.y == current.y && c2.y == current.y)
            }
            switch element {
            case .move(let p), .line(let p), .curve(let p, _, _), .quadCurve(let p, _): current = p
            case .closeSubpath: break
            }
        }
    }

    @Test("The outline is symmetric about both axes of the rectangle")
    func symmetric() {
        let points = Self.points(RoundedRectangle(cornerRadius: 33, style: .continuous).path(in: Self.rect))
        for p in points.enumerated().filter({ $0.offset % 7 == 0 }).map(\.element) {
            let mirroredX = Point(x: 2 * Self.rect.midX - p.x, y: p.y)
            let mirroredY = Point(x: p.x, y: 2 * Self.rect.midY - p.y)
            #expect(Self.distance(mirroredX, to: points) < 2e-3)
            #expect(Self.distance(mirroredY, to: points) < 2e-3)
        }
    }

    @Test("A large radius is clamped and blends toward the circular capsule")
    func clamping() {
        let wide = Rect(x: 0, y: 0, width: 200, height: 60)
        // r = 25: 1.53 r = 38 does not fit in half the height (30): the corner leaves the short
        // side at most at its middle, and stays within the rectangle.
        let clamped = Self.points(RoundedRectangle(cornerRadius: 25, style: .continuous).path(in: wide))
        #expect(clamped.allSatisfy { $0.y >= -1e-9 && $0.y <= 60 + 1e-9 && $0.x >= -1e-9 && $0.x <= 200 + 1e-9 })
        #expect(Self.distance(Point(x: 0, y: 30), to: clamped) < 1e-9)
        // A radius of half the height is a capsule: its ends meet the short sides at their middles
        // as circles do, while along the long sides, where there is room, the corner still eases in.
        let capsule = Self.points(Capsule(style: .continuous).path(in: wide))
        let circular = Self.points(Capsule().path(in: wide))
        let deviation = capsule.map { Self.distance($0, to: circular) }.max()!
        #expect(deviation > 0.5 && deviation < 0.1 * 30, "deviation \(deviation)")
        #expect(Self.distance(Point(x: 0, y: 30), to: capsule) < 1e-9)
        #expect(Self.distance(Point(x: 200, y: 30), to: capsule) < 1e-9)
        // A square capsule has no room on either side: it is the circle.
        let square = Rect(x: 0, y: 0, width: 60, height: 60)
        let round = Self.points(Capsule(style: .continuous).path(in: square))
        #expect(round.map { abs(($0 - Point(x: 30, y: 30)).length - 30) }.max()! < 0.01)
        // Growing the radius changes the shape continuously: no jump between nearby radii.
        let a = Self.points(RoundedRectangle(cornerRadius: 19.6, style: .continuous).path(in: wide))
        let b = Self.points(RoundedRectangle(cornerRadius: 19.7, style: .continuous).path(in: wide))
        #expect(a.map { Self.distance($0, to: b) }.max()! < 0.2)
    }

    @Test("Uneven continuous corners: each corner keeps its radius, within the rectangle")
    func uneven() {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 30, bottomLeadingRadius: 0, bottomTrailingRadius: 10,
                                           topTrailingRadius: 5, style: .continuous)
        let path = shape.path(in: Self.rect)
        let points = Self.points(path)
        #expect(points.allSatisfy { Self.rect.insetBy(dx: -1e-9, dy: -1e-9).contains($0) })
        // The sharp bottom-leading corner is a vertex of the outline.
        #expect(points.contains(Point(x: Self.rect.minX, y: Self.rect.maxY)))
        guard case .move(let start) = path.elements[0] else { Issue.record("no move"); return }
        #expect(abs(start.x - (Self.rect.minX + 30 * 1.528665)) < 1e-9)
        // Tangents stay continuous.
        let t = Self.tangents(path)
        let smoothJoints = t.indices.filter { (t[$0].end - t[($0 + 1) % t.count].start).length < 1e-9 }
        #expect(smoothJoints.count == t.count - 1, "only the sharp corner is a kink")
    }
}
