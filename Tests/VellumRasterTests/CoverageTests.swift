import Foundation
import Testing
import VellumCore
@testable import VellumRaster

@Suite("Analytic coverage")
struct CoverageTests {
    /// A random simple polygon: vertices at increasing angles around a centre, random radii.
    static func starShapedPolygon(_ rng: inout SplitMix64) -> [Point] {
        let center = Point(x: Double.random(in: 70...130, using: &rng), y: Double.random(in: 70...130, using: &rng))
        // Jittered, increasing angles with gaps under π keep the centre inside, so the polygon
        // is simple and its shoelace area is its covered area.
        let n = Int.random(in: 5...24, using: &rng)
        let angles = (0..<n).map { k in (Double(k) + Double.random(in: 0..<0.9, using: &rng)) * 2 * .pi / Double(n) }
        return angles.map { a in
            let r = Double.random(in: 8...65, using: &rng)
            return Point(x: center.x + r * cos(a), y: center.y + r * sin(a))
        }
    }

    static func shoelaceArea(_ points: [Point]) -> Double {
        var twice = 0.0
        for i in points.indices {
            twice += points[i].cross(points[(i + 1) % points.count])
        }
        return abs(twice) / 2
    }

    @Test("Random simple polygons: summed coverage equals the shoelace area within 0.5%")
    func polygons() throws {
        var rng = SplitMix64(seed: 0x5EED_0001)
        for _ in 0..<20 {
            let points = Self.starShapedPolygon(&rng)
            let area = Self.shoelaceArea(points)
            guard area > 50 else { continue }  // Slivers say little about relative error.
            var path = Path()
            path.addLines(points)
            path.closeSubpath()
            let pixmap = try render(width: 200, height: 200, [fill(path)])
            let error = abs(pixmap.coveredArea - area) / area
            #expect(error < 0.005, "polygon of \(points.count) points: area \(area), coverage \(pixmap.coveredArea)")
        }
    }

    /// The part of `polygon` inside the half-plane where `inside` holds, cut along `cross` (one
    /// Sutherland–Hodgman step).
    static func clip(_ polygon: [Point], inside: (Point) -> Bool, cross: (Point, Point) -> Point) -> [Point] {
        var out: [Point] = []
        for i in polygon.indices {
            let p = polygon[i], q = polygon[(i + 1) % polygon.count]
            if inside(p) { out.append(p) }
            if inside(p) != inside(q) { out.append(cross(p, q)) }
        }
        return out
    }

    /// The exact area of `polygon` inside pixel (`x`, `y`).
    static func exactCoverage(_ polygon: [Point], x: Int, y: Int) -> Double {
        let (x0, x1, y0, y1) = (Double(x), Double(x + 1), Double(y), Double(y + 1))
        func atX(_ v: Double) -> (Point, Point) -> Point {
            { p, q in p.lerp(to: q, (v - p.x) / (q.x - p.x)) }
        }
        func atY(_ v: Double) -> (Point, Point) -> Point {
            { p, q in p.lerp(to: q, (v - p.y) / (q.y - p.y)) }
        }
        var piece = clip(polygon, inside: { $0.x >= x0 }, cross: atX(x0))
        piece = clip(piece, inside: { $0.x <= x1 }, cross: atX(x1))
        piece = clip(piece, inside: { $0.y >= y0 }, cross: atY(y0))
        piece = clip(piece, inside: { $0.y <= y1 }, cross: atY(y1))
        return piece.count < 3 ? 0 : shoelaceArea(piece)
    }

    @Test("Every pixel's coverage is the exact area of the polygon inside it, to the nearest 1/255")
    func perPixelExact() throws {
        var rng = SplitMix64(seed: 0x5EED_0003)
        var polygons = (0..<4).map { _ in
            Self.starShapedPolygon(&rng).map { Point(x: ($0.x - 100) * 0.4 + 30, y: ($0.y - 100) * 0.4 + 30) }
        }
        // Shallow slivers touch dozens of cells per row; one runs off the right and left edges.
        polygons.append([Point(x: 2, y: 10), Point(x: 58, y: 12.5), Point(x: 2.5, y: 14)])
        polygons.append([Point(x: -7, y: 30), Point(x: 75, y: 33), Point(x: 40, y: 37.3)])
        for points in polygons {
            var path = Path()
            path.addLines(points)
            path.closeSubpath()
            let pixmap = try render(width: 60, height: 60, [fill(path)])
            for y in 0..<60 {
                for x in 0..<60 {
                    let exact = Self.exactCoverage(points, x: x, y: y) * 255
                    let alpha = Double(pixmap.alpha(x, y))
                    if abs(alpha - exact) > 0.6 { Issue.record("pixel (\(x), \(y)): alpha \(alpha), exact \(exact)") }
                }
            }
        }
    }

    @Test("Random rotated ellipses: summed coverage equals πab within 0.5%")
    func ellipses() throws {
        var rng = SplitMix64(seed: 0x5EED_0002)
        for _ in 0..<10 {
            let a = Double.random(in: 10...70, using: &rng), b = Double.random(in: 10...70, using: &rng)
            let angle = Angle.degrees(Double.random(in: 0..<180, using: &rng))
            let center = Point(x: Double.random(in: 90...110, using: &rng), y: Double.random(in: 90...110, using: &rng))
            let path = Path(ellipseIn: Rect(x: -a, y: -b, width: 2 * a, height: 2 * b))
            let transform = AffineTransform(rotationAngle: angle).concatenating(
                AffineTransform(translationX: center.x, y: center.y))
            let pixmap = try render(width: 200, height: 200, [fill(path, transform: transform)])
            let exact = Double.pi * a * b
            let error = abs(pixmap.coveredArea - exact) / exact
            #expect(error < 0.005, "ellipse \(a)×\(b): area \(exact), coverage \(pixmap.coveredArea)")
        }
    }

    @Test("An edge through pixel centres half covers that column; neighbours are full and empty")
    func halfCoveredColumn() throws {
        let pixmap = try render([fill(Path(Rect(x: 10.5, y: 0, width: 20, height: 100)))])
        for y in [0, 17, 50, 99] {
            #expect(pixmap.alpha(9, y) == 0)
            #expect((127...128).contains(pixmap.alpha(10, y)))
            #expect(pixmap.alpha(11, y) == 255)
            #expect(pixmap.alpha(29, y) == 255)
            #expect((127...128).contains(pixmap.alpha(30, y)))
            #expect(pixmap.alpha(31, y) == 0)
        }
    }

    @Test("A horizontal edge through pixel centres half covers that row")
    func halfCoveredRow() throws {
        let pixmap = try render([fill(Path(Rect(x: 20, y: 40.5, width: 30, height: 10)))])
        #expect(pixmap.alpha(30, 39) == 0)
        #expect((127...128).contains(pixmap.alpha(30, 40)))
        #expect(pixmap.alpha(30, 41) == 255)
        #expect((127...128).contains(pixmap.alpha(30, 50)))
        #expect(pixmap.alpha(30, 51) == 0)
    }

    @Test("Geometry left of the canvas still covers the pixels to its right")
    func leftOfCanvas() throws {
        let pixmap = try render([fill(Path(Rect(x: -50, y: -10, width: 70.25, height: 50)))])
        #expect(pixmap.alpha(0, 0) == 255)
        #expect(pixmap.alpha(19, 39) == 255)
        #expect(pixmap.alpha(20, 20) == 64)
        #expect(pixmap.alpha(21, 20) == 0)
        #expect(pixmap.alpha(5, 40) == 0)
    }

    @Test("Geometry right of and below the canvas is cut off cleanly")
    func rightOfCanvas() throws {
        let pixmap = try render([fill(Path(Rect(x: 90.5, y: 80, width: 400, height: 400)))])
        #expect((127...128).contains(pixmap.alpha(90, 90)))
        #expect(pixmap.alpha(91, 90) == 255)
        #expect(pixmap.alpha(99, 99) == 255)
        #expect(pixmap.alpha(89, 90) == 0)
        #expect(abs(pixmap.coveredArea - 9.5 * 20) < 0.1)
    }

    @Test("Opposite windings of the same shape cancel; equal windings do not double coverage")
    func windingCancellation() throws {
        let rect = Rect(x: 10, y: 10, width: 30, height: 30)
        var both = Path(rect)
        both.addPath(Path(rect).applying(AffineTransform(scaleX: -1, y: 1))
            .offsetBy(dx: 2 * rect.midX, dy: 0))  // Mirrored: the same square wound the other way.
        let cancelled = try render([fill(both)])
        #expect(cancelled.alpha(25, 25) == 0)
        var twice = Path(rect)
        twice.addRect(rect)
        let doubled = try render([fill(twice)])
        #expect(doubled.alpha(25, 25) == 255)
        #expect(doubled.coveredArea == 900)
    }
}
