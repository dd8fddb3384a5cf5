import Foundation
import Testing
import VellumCore

/// Measurements on flattened arcs, shared by the arc and SVG path data tests.
enum ArcProbe {
    /// The vertices of the path flattened finely, all subpaths joined.
    static func points(of path: Path) -> [Point] {
        path.flattened(tolerance: 0.001).flatMap(\.points)
    }

    /// The angle swept around `center` by the flattened path, positive for increasing angle
    /// (clockwise on screen): the sum of the signed angles between consecutive vertices.
    static func sweptAngle(of path: Path, around center: Point) -> Double {
        let pts = points(of: path)
        return zip(pts, pts.dropFirst()).reduce(0) { total, pair in
            let u = pair.0 - center, v = pair.1 - center
            return total + atan2(u.cross(v), u.dot(v))
        }
    }

    /// The distance from `point` to the nearest segment of the flattened path.
    static func distance(from point: Point, to path: Path) -> Double {
        let pts = points(of: path)
        return zip(pts, pts.dropFirst()).map { a, b in
            let ab = b - a
            let t = min(max((point - a).dot(ab) / max(ab.dot(ab), 1e-300), 0), 1)
            return point.distance(to: a + ab * t)
        }.min() ?? .infinity
    }

    static func close(_ a: Point?, _ b: Point, within tolerance: Double = 1e-9) -> Bool {
        guard let a else { return false }
        return a.distance(to: b) <= tolerance
    }

    static func close(_ a: Rect, _ b: Rect, within tolerance: Double = 1e-6) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
    }
}

@Suite struct ArcTests {
    let center = Point(x: 115, y: 115)
    let radius = 77.0

    func floArc(clockwise: Bool) -> Path {
        Path { p in
            p.addArc(center: center, radius: radius, startAngle: .radians(3 * .pi / 4),
                     endAngle: .radians(.pi / 4), clockwise: clockwise)
        }
    }

    func pointOnCircle(degrees: Double) -> Point {
        center + Angle.degrees(degrees).unitVector * radius
    }

    @Test func floCounterArcClockwiseGoesOverTheTop() {
        let arc = floArc(clockwise: true)
        guard case .move(let start)? = arc.elements.first else {
            Issue.record("arc must start a subpath: \(arc.elements)")
            return
        }
        #expect(ArcProbe.close(start, pointOnCircle(degrees: 135)))
        #expect(ArcProbe.close(arc.currentPoint, pointOnCircle(degrees: 45)))
        #expect(ArcProbe.distance(from: Point(x: 115, y: 38), to: arc) < 0.01)
        #expect(abs(ArcProbe.sweptAngle(of: arc, around: center) - 3 * .pi / 2) < 1e-9)
        let low = 115 + 77 * sin(Double.pi / 4)
        #expect(ArcProbe.close(arc.boundingRect, Rect(x: 38, y: 38, width: 154, height: low - 38), within: 1e-3))
    }

    @Test func floArcCounterClockwiseGoesUnderTheBottom() {
        let arc = floArc(clockwise: false)
        #expect(ArcProbe.close(arc.currentPoint, pointOnCircle(degrees: 45)))
        #expect(ArcProbe.distance(from: Point(x: 115, y: 192), to: arc) < 0.01)
        #expect(ArcProbe.distance(from: Point(x: 115, y: 38), to: arc) > 100)
        #expect(abs(ArcProbe.sweptAngle(of: arc, around: center) + .pi / 2) < 1e-9)
        let side = 77 * sin(Double.pi / 4)
        let expected = Rect(x: 115 - side, y: 115 + side, width: 2 * side, height: 77 - side)
        #expect(ArcProbe.close(arc.boundingRect, expected, within: 1e-3))
    }

    @Test(arguments: [true, false])
    func fullCircleWhenAnglesDifferByTwoPi(clockwise: Bool) {
        let start = 0.3
        let end = clockwise ? start + 2 * .pi : start - 2 * .pi
        let arc = Path { p in
            p.addArc(center: center, radius: radius, startAngle: .radians(start), endAngle: .radians(end),
                     clockwise: clockwise)
        }
        let swept = ArcProbe.sweptAngle(of: arc, around: center)
        #expect(abs(abs(swept) - 2 * .pi) < 1e-9)
        #expect((swept > 0) == clockwise)
        #expect(ArcProbe.close(arc.currentPoint, center + Angle.radians(start).unitVector * radius, within: 1e-9))
        #expect(ArcProbe.close(arc.boundingRect, Rect(x: 38, y: 38, width: 154, height: 154), within: 0.01))
    }

    @Test func sweepIsNormalisedIntoOneTurn() {
        func swept(_ start: Double, _ end: Double, clockwise: Bool) -> Double {
            let arc = Path { p in
                p.addArc(center: center, radius: radius, startAngle: .radians(start), endAngle: .radians(end),
                         clockwise: clockwise)
            }
            return ArcProbe.sweptAngle(of: arc, around: center)
        }
        #expect(abs(swept(.pi / 2, 0, clockwise: true) - 3 * .pi / 2) < 1e-9)
        #expect(abs(swept(0, .pi / 2, clockwise: false) + 3 * .pi / 2) < 1e-9)
        #expect(abs(swept(0, 5 * .pi, clockwise: true) - 2 * .pi) < 1e-9)
        #expect(abs(swept(0, -3 * .pi, clockwise: true) - .pi) < 1e-9)
    }

    @Test func equalAnglesGiveJustTheStartPoint() {
        let arc = Path { p in
            p.addArc(center: .zero, radius: 10, startAngle: .degrees(90), endAngle: .degrees(90), clockwise: true)
        }
        #expect(arc.elements.count == 1)
        #expect(ArcProbe.close(arc.currentPoint, Point(x: 0, y: 10)))
    }

    @Test(arguments: [(0.0, 360.0), (10.0, 100.0), (-37.0, 250.0), (200.0, 201.5)])
    func flattenedPointsLieOnTheCircle(start: Double, end: Double) {
        let arc = Path { p in
            p.addArc(center: center, radius: radius, startAngle: .degrees(start), endAngle: .degrees(end),
                     clockwise: true)
        }
        let distances = ArcProbe.points(of: arc).map { $0.distance(to: center) }
        #expect(distances.count > 2)
        #expect(distances.allSatisfy { abs($0 - radius) <= radius * 1e-4 })
    }

    @Test func arcAfterExistingPointAddsLine() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addArc(center: Point(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(90),
                    clockwise: true)
        #expect(path.elements.count > 2)
        guard case .line(let joint) = path.elements[1] else {
            Issue.record("expected a line to the arc's start, got \(path.elements[1])")
            return
        }
        #expect(ArcProbe.close(joint, Point(x: 60, y: 50)))
        #expect(path.elements.dropFirst(2).allSatisfy { if case .curve = $0 { true } else { false } })
        #expect(ArcProbe.close(path.currentPoint, Point(x: 50, y: 60)))
    }

    @Test func transformAppliesToTheArcOnly() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(360), clockwise: true,
                    transform: AffineTransform(scaleX: 20, y: 10).translatedBy(x: 5, y: 0))
        // The unit circle moved to (5, 0), then stretched into a 40 × 20 ellipse around (100, 0).
        #expect(ArcProbe.close(path.boundingRect, Rect(x: 0, y: -10, width: 120, height: 20), within: 1e-6))
        #expect(path.elements[1] == .line(to: Point(x: 120, y: 0)))
    }

    @Test func relativeArcTurnsByDelta() {
        let arc = Path { p in
            p.addRelativeArc(center: center, radius: radius, startAngle: .zero, delta: .degrees(-90))
        }
        #expect(ArcProbe.close(arc.currentPoint, Point(x: 115, y: 38), within: 1e-9))
        #expect(abs(ArcProbe.sweptAngle(of: arc, around: center) + .pi / 2) < 1e-9)
    }

    // MARK: Tangent arcs

    @Test func tangentArcRoundsACorner() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addArc(tangent1End: Point(x: 100, y: 0), tangent2End: Point(x: 100, y: 100), radius: 20)
        guard case .line(let tangentPoint) = path.elements[1] else {
            Issue.record("expected a line to the first tangent point, got \(path.elements[1])")
            return
        }
        #expect(ArcProbe.close(tangentPoint, Point(x: 80, y: 0)))
        #expect(ArcProbe.close(path.currentPoint, Point(x: 100, y: 20), within: 1e-9))
        let corner = Point(x: 80, y: 20)
        let pts = ArcProbe.points(of: path).filter { $0.x >= 80 }
        #expect(pts.allSatisfy { abs($0.distance(to: corner) - 20) < 0.002 })
        let arc = Path(elements: [.move(to: tangentPoint)] + path.elements.dropFirst(2))
        #expect(abs(ArcProbe.sweptAngle(of: arc, around: corner) - .pi / 2) < 1e-9)
    }

    @Test func tangentArcTurningCounterClockwise() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addArc(tangent1End: Point(x: 100, y: 0), tangent2End: Point(x: 100, y: -100), radius: 20)
        #expect(ArcProbe.close(path.currentPoint, Point(x: 100, y: -20), within: 1e-9))
        let arc = Path(elements: path.elements.dropFirst())  // The line becomes the arc's moveto.
        #expect(abs(ArcProbe.sweptAngle(of: arc, around: Point(x: 80, y: -20)) + .pi / 2) < 1e-9)
    }

    @Test func degenerateTangentArcsAddALine() {
        for (t2, r) in [(Point(x: 200, y: 0), 20.0), (Point(x: 100, y: 100), 0.0), (Point(x: 100, y: 0), 20.0)] {
            var path = Path()
            path.move(to: .zero)
            path.addArc(tangent1End: Point(x: 100, y: 0), tangent2End: t2, radius: r)
            #expect(path.elements == [.move(to: .zero), .line(to: Point(x: 100, y: 0))])
        }
    }

    // MARK: SVG elliptical arcs

    @Test(arguments: [(true, -50.0), (false, 50.0)])
    func svgHalfCircleFollowsSweepFlag(sweep: Bool, y: Double) {
        var path = Path()
        path.move(to: .zero)
        path.addEllipticalArc(to: Point(x: 100, y: 0), radii: Size(square: 50), xAxisRotation: .zero,
                              largeArc: false, sweep: sweep)
        #expect(path.currentPoint == Point(x: 100, y: 0))
        #expect(ArcProbe.distance(from: Point(x: 50, y: y), to: path) < 0.01)
        #expect(ArcProbe.distance(from: Point(x: 50, y: -y), to: path) > 70)
        #expect(ArcProbe.close(path.boundingRect, Rect(x: 0, y: min(y, 0), width: 100, height: 50), within: 1e-3))
    }

    @Test func svgLargeArcTakesTheLongWayRound() {
        var path = Path()
        path.move(to: .zero)
        path.addEllipticalArc(to: Point(x: 50, y: 50), radii: Size(square: 50), xAxisRotation: .zero,
                              largeArc: true, sweep: true)
        #expect(abs(ArcProbe.sweptAngle(of: path, around: Point(x: 50, y: 0)) - 3 * .pi / 2) < 1e-9)
        #expect(ArcProbe.close(path.boundingRect, Rect(x: 0, y: -50, width: 100, height: 100), within: 1e-3))
    }

    @Test func svgRadiiTooSmallAreScaledUp() {
        var path = Path()
        path.move(to: .zero)
        path.addEllipticalArc(to: Point(x: 100, y: 0), radii: Size(width: 10, height: 10), xAxisRotation: .zero,
                              largeArc: true, sweep: true)
        #expect(ArcProbe.points(of: path).allSatisfy { abs($0.distance(to: Point(x: 50, y: 0)) - 50) < 0.01 })
        #expect(ArcProbe.distance(from: Point(x: 50, y: -50), to: path) < 0.01)
    }

    @Test func svgRotatedEllipse() {
        var path = Path()
        path.move(to: .zero)
        path.addEllipticalArc(to: Point(x: 0, y: 100), radii: Size(width: 50, height: 25),
                              xAxisRotation: .degrees(90), largeArc: false, sweep: true)
        #expect(ArcProbe.close(path.boundingRect, Rect(x: 0, y: 0, width: 25, height: 100), within: 1e-3))
    }

    @Test func svgZeroRadiusIsALineAndZeroLengthIsNothing() {
        var path = Path()
        path.move(to: .zero)
        path.addEllipticalArc(to: Point(x: 100, y: 0), radii: Size(width: 0, height: 10), xAxisRotation: .zero,
                              largeArc: false, sweep: true)
        path.addEllipticalArc(to: Point(x: 100, y: 0), radii: Size(square: 10), xAxisRotation: .zero,
                              largeArc: false, sweep: true)
        #expect(path.elements == [.move(to: .zero), .line(to: Point(x: 100, y: 0))])
    }
}
