import Foundation
import Testing
import VellumCore
@testable import VellumRaster

@Suite("Huge geometry far outside the canvas")
struct HugeGeometryTests {
    @Test("Random huge triangles: every pixel's coverage is the exact area inside it")
    func hugeTriangles() throws {
        var rng = SplitMix64(seed: 0x5EED_0011)
        var worst = 0.0
        var bad = 0
        for round in 0..<300 {
            let reach = [1e4, 3e4, 1e5][round % 3]
            let points = Self.crossingTriangle(reach: reach, canvas: 160, &rng)
            var path = Path()
            path.addLines(points)
            path.closeSubpath()
            let pixmap = try render(width: 160, height: 160, [fill(path)])
            for y in 0..<160 {
                for x in 0..<160 {
                    let exact = CoverageTests.exactCoverage(points, x: x, y: y) * 255
                    let d = abs(Double(pixmap.alpha(x, y)) - exact)
                    worst = max(worst, d)
                    if d > 0.6 { bad += 1; if bad < 20 { print("round \(round) pixel \(x),\(y): \(pixmap.alpha(x, y)) vs \(exact) \(points)") } }
                }
            }
        }
        print("worst \(worst) bad \(bad)")
        #expect(bad == 0)
    }
}

extension HugeGeometryTests {
    /// A fat triangle with vertices about `reach` pixels away, moved so that its first side
    /// crosses the canvas at a random point.
    static func crossingTriangle(reach: Double, canvas: Double, _ rng: inout SplitMix64) -> [Point] {
        let start = Double.random(in: 0..<(2 * .pi), using: &rng)
        let angles = [start, start + Double.random(in: 1.6...2.6, using: &rng),
                      start + Double.random(in: 3.8...4.7, using: &rng)]
        let p = angles.map { a in
            let r = reach * Double.random(in: 0.5...1, using: &rng)
            return Point(x: r * cos(a), y: r * sin(a))
        }
        // The point of side p0p1 closest to the origin, moved onto a random canvas point.
        let d = p[1] - p[0]
        let t = -(p[0].x * d.x + p[0].y * d.y) / (d.x * d.x + d.y * d.y)
        let closest = Point(x: p[0].x + t * d.x, y: p[0].y + t * d.y)
        let target = Point(x: Double.random(in: 0...canvas, using: &rng), y: Double.random(in: 0...canvas, using: &rng))
        return p.map { Point(x: $0.x - closest.x + target.x, y: $0.y - closest.y + target.y) }
    }

    /// Where the lines through a→b and c→d meet.
    static func meet(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Point {
        let r = b - a, s = d - c
        let t = (c - a).cross(s) / r.cross(s)
        return Point(x: a.x + t * r.x, y: a.y + t * r.y)
    }

    /// The triangle's sides moved by `offset` along their left normals, as a triangle.
    static func offsetTriangle(_ p: [Point], _ offset: Double) -> [Point] {
        func shifted(_ i: Int) -> (Point, Point) {
            let a = p[i], b = p[(i + 1) % 3]
            let len = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            let n = Point(x: -(b.y - a.y) / len * offset, y: (b.x - a.x) / len * offset)
            return (Point(x: a.x + n.x, y: a.y + n.y), Point(x: b.x + n.x, y: b.y + n.y))
        }
        return (0..<3).map { i in
            let (a, b) = shifted((i + 2) % 3), (c, d) = shifted(i)
            return meet(a, b, c, d)
        }
    }

    @Test("Random huge stroked triangles under transforms and a layer: coverage is exact")
    func hugeStrokedTriangles() throws {
        var rng = SplitMix64(seed: 0x5EED_0012)
        var bad = 0
        for round in 0..<200 {
            let reach = [1e4, 3e4, 1e5][round % 3]
            var points = Self.crossingTriangle(reach: reach, canvas: 160, &rng)
            // Counter-clockwise in device space (y down), so the left normal points outwards.
            if (points[1] - points[0]).cross(points[2] - points[0]) > 0 { points.swapAt(1, 2) }
            let width = Double.random(in: 2...40, using: &rng)
            let s = Double.random(in: 0.5...2, using: &rng), angle = Double.random(in: 0..<360, using: &rng)
            let t = AffineTransform(rotationAngle: .degrees(angle)).concatenating(AffineTransform(scaleX: s, y: s))
            let inverse = try #require(t.inverted())
            var path = Path()
            path.addLines(points.map { $0.applying(inverse) })
            path.closeSubpath()
            let outer = Self.offsetTriangle(points, width * s / 2), inner = Self.offsetTriangle(points, -width * s / 2)
            let style = StrokeStyle(lineWidth: width, lineJoin: .miter, miterLimit: 1e9)
            let ops: [DrawOperation] = [.beginLayer(opacity: 1),
                                        .stroke(path, paint: .color(.white), style: style, transform: t), .endLayer]
            let pixmap = try render(width: 160, height: 160, ops)
            if round < 3 {
                print("round \(round) pts \(points) w \(width * s)")
                for y in Swift.stride(from: 0, to: 48, by: 3) {
                    print((0..<48).map { x in
                        let e = (CoverageTests.exactCoverage(outer, x: x, y: y) - CoverageTests.exactCoverage(inner, x: x, y: y))
                        let a = pixmap.alpha(x, y)
                        return a > 128 ? (e > 0.5 ? "#" : "X") : (e > 0.5 ? "o" : ".")
                    }.joined())
                }
            }
            for y in 0..<160 {
                for x in 0..<160 {
                    let exact = (CoverageTests.exactCoverage(outer, x: x, y: y)
                        - CoverageTests.exactCoverage(inner, x: x, y: y)) * 255
                    let d = abs(Double(pixmap.alpha(x, y)) - exact)
                    if d > 1.6 { bad += 1; if bad < 20 { print("round \(round) pixel \(x),\(y): \(pixmap.alpha(x, y)) vs \(exact)") } }
                }
            }
        }
        #expect(bad == 0)
    }
}
