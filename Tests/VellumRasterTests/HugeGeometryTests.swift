import Foundation
import Testing
import VellumCore
@testable import VellumRaster

/// Geometry whose coordinates reach 10⁴–10⁵ px outside the canvas goes through the edge builder's
/// clipping (rows dropped, columns clamped onto the left side) before any coverage is computed:
/// these tests compare every pixel with the exact area of the shape inside it, so that a clipped
/// edge landing a fraction off, or windings that fail to cancel, show up as seams.
@Suite("Huge geometry far outside the canvas")
struct HugeGeometryTests {
    static let canvas = 96

    /// A fat triangle with vertices about `reach` pixels away, moved so that its first side
    /// crosses the canvas at a random point (the other sides usually pass far outside).
    static func crossingTriangle(reach: Double, _ rng: inout SplitMix64) -> [Point] {
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
        let size = Double(canvas)
        let target = Point(x: Double.random(in: 0...size, using: &rng), y: Double.random(in: 0...size, using: &rng))
        return p.map { Point(x: $0.x - closest.x + target.x, y: $0.y - closest.y + target.y) }
    }

    /// Where the lines through a→b and c→d meet.
    static func meet(_ a: Point, _ b: Point, _ c: Point, _ d: Point) -> Point {
        let r = b - a, s = d - c
        let t = (c - a).cross(s) / r.cross(s)
        return Point(x: a.x + t * r.x, y: a.y + t * r.y)
    }

    /// The triangle with each side moved by `offset` along its left normal (outwards for a
    /// triangle wound counter-clockwise on a y-down canvas).
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

    /// The pixels whose alpha differs from `exact` by more than `tolerance`, as "(x, y): got vs exact".
    static func mismatches(_ pixmap: Pixmap, tolerance: Double, exact: (Int, Int) -> Double) -> [String] {
        var out: [String] = []
        for y in 0..<canvas {
            for x in 0..<canvas {
                let e = exact(x, y) * 255
                let a = Double(pixmap.alpha(x, y))
                if abs(a - e) > tolerance { out.append("(\(x), \(y)): \(Int(a)) vs \(e)") }
            }
        }
        return out
    }

    @Test("Random huge triangles: every pixel's coverage is the exact area inside it")
    func hugeTriangles() throws {
        var rng = SplitMix64(seed: 0x5EED_0011)
        for round in 0..<120 {
            let points = Self.crossingTriangle(reach: [1e4, 3e4, 1e5][round % 3], &rng)
            var path = Path()
            path.addLines(points)
            path.closeSubpath()
            let pixmap = try render(width: Self.canvas, height: Self.canvas, [fill(path)])
            let bad = Self.mismatches(pixmap, tolerance: 0.6) { CoverageTests.exactCoverage(points, x: $0, y: $1) }
            #expect(bad.isEmpty, "triangle \(points): \(bad.prefix(5))")
        }
    }

    @Test("Random huge stroked triangles under nested transforms and a layer: coverage is exact")
    func hugeStrokedTriangles() throws {
        var rng = SplitMix64(seed: 0x5EED_0012)
        for round in 0..<120 {
            var points = Self.crossingTriangle(reach: [1e4, 3e4, 1e5][round % 3], &rng)
            if (points[1] - points[0]).cross(points[2] - points[0]) > 0 { points.swapAt(1, 2) }
            let width = Double.random(in: 2...40, using: &rng)
            let s = Double.random(in: 0.5...2, using: &rng), angle = Double.random(in: 0..<360, using: &rng)
            // Two nested transforms, as a rotated group inside a scaled one.
            let t = AffineTransform(rotationAngle: .degrees(angle)).concatenating(AffineTransform(scaleX: s, y: s))
            let inverse = try #require(t.inverted())
            var path = Path()
            path.addLines(points.map { $0.applying(inverse) })
            path.closeSubpath()
            // With an unlimited miter the stroke is the ring between the two offset triangles.
            let outer = Self.offsetTriangle(points, width * s / 2), inner = Self.offsetTriangle(points, -width * s / 2)
            let style = StrokeStyle(lineWidth: width, lineJoin: .miter, miterLimit: 1e9)
            let pixmap = try render(width: Self.canvas, height: Self.canvas, [
                .beginLayer(opacity: 1), .stroke(path, paint: .color(.white), style: style, transform: t), .endLayer,
            ])
            let bad = Self.mismatches(pixmap, tolerance: 1.6) {
                CoverageTests.exactCoverage(outer, x: $0, y: $1) - CoverageTests.exactCoverage(inner, x: $0, y: $1)
            }
            #expect(bad.isEmpty, "triangle \(points), width \(width * s): \(bad.prefix(5))")
        }
    }
}
