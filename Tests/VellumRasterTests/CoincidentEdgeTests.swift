import Foundation
import Testing
import VellumCore
@testable import VellumRaster

/// Edges lying on one line, compared with the exact area each fill rule covers: the coverage the
/// accumulated signed area cannot get right by itself (`CoincidentEdges`).
@Suite("Coincident edges")
struct CoincidentEdgeTests {
    /// The exact coverage of pixel (`x`, `y`), as 0…255, for each pixel of a `width` × `height` canvas.
    static func mismatches(_ pixmap: Pixmap, exact: (Int, Int) -> Double) -> [String] {
        var found: [String] = []
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let expected = exact(x, y) * 255, alpha = Double(pixmap.alpha(x, y))
                if abs(alpha - expected) > 0.6 { found.append("(\(x), \(y)): \(alpha), exact \(expected)") }
            }
        }
        return found
    }

    static func polygonPath(_ subpaths: [[Point]]) -> Path {
        var path = Path()
        for points in subpaths {
            path.addLines(points)
            path.closeSubpath()
        }
        return path
    }

    /// Random star-shaped polygons on a 60 × 100 canvas (tall enough to be swept in two bands).
    static func polygons() -> [[Point]] {
        var rng = SplitMix64(seed: 0xC01C_1DE5)
        return (0..<4).map { _ in
            CoverageTests.starShapedPolygon(&rng).map { Point(x: ($0.x - 100) * 0.4 + 30, y: ($0.y - 100) * 0.7 + 50) }
        }
    }

    @Test("A polygon traversed twice covers nothing under even-odd", arguments: [false, true])
    func doubledEvenOdd(asOneSubpath: Bool) throws {
        for points in Self.polygons() {
            let path = asOneSubpath ? Self.polygonPath([points + points]) : Self.polygonPath([points, points])
            let pixmap = try render(width: 60, height: 100, [fill(path, rule: .evenOdd)])
            #expect(pixmap.coveredArea == 0, "\(points.count) points: \(pixmap.coveredArea) pixels covered")
        }
    }

    /// A drawing redrawn in damage regions keeps its edges, and later frames sweep the kept edges
    /// themselves, not a copy. The even-odd rewrite of coincident edges then works on a copy of
    /// its own, so the kept edges, and every frame drawn from them, stay as made.
    @Test("Kept edges rewritten for coincident sides stay as made, frame after frame")
    func keptEdgesSurviveTheirRewrite() throws {
        let points = Self.polygons()[0]
        let tree = try RenderTree(DisplayList([fill(Self.polygonPath([points, points, points]), rule: .evenOdd)]))
        let size = Size(width: 60, height: 100)
        let whole = try RasterBackend().render(tree, size: size)
        #expect(whole.coveredArea > 0, "three traversals leave one under even-odd")
        let backend = RasterBackend()
        for frame in 0..<3 {
            var pixmap = try Pixmap(width: 60, height: 100)
            for half in [Rect(x: 0, y: 0, width: 60, height: 50), Rect(x: 0, y: 50, width: 60, height: 50)] {
                backend.render(tree, into: &pixmap, damage: .regions([half]))
            }
            #expect(pixmap == whole, "frame \(frame)")
        }
        // Made once, in the first region; every later region loaded the kept edges.
        #expect(backend.prepared.counts.edgesMade == 1)
    }

    @Test("A polygon and its reverse cancel under both rules", arguments: [FillRule.nonZero, .evenOdd])
    func reversed(rule: FillRule) throws {
        for points in Self.polygons() {
            let path = Self.polygonPath([points, points.reversed()])
            let pixmap = try render(width: 60, height: 100, [fill(path, rule: rule)])
            #expect(pixmap.coveredArea == 0)
        }
    }

    /// Two convex quadrilaterals sharing part of one slanted side: each runs along the line through
    /// `origin` in direction `step` for whole steps (from `a0` to `a1`, and `b0` to `b1`), then
    /// closes through a point `depth` rows above or below the line's ends, so every other side
    /// lies on the pixel grid and only the shared line crosses pixels.
    struct SharedSide: CustomStringConvertible {
        var origin: Point, step: Point
        var a: (Int, Int), b: (Int, Int)
        var aDepth: Double, bDepth: Double
        var bReversed: Bool

        func point(_ t: Int) -> Point { Point(x: origin.x + Double(t) * step.x, y: origin.y + Double(t) * step.y) }

        func quad(_ ends: (Int, Int), depth: Double) -> [Point] {
            let p = point(ends.0), q = point(ends.1)
            return [p, q, Point(x: q.x, y: q.y + depth), Point(x: p.x, y: p.y + depth)]
        }

        var first: [Point] { quad(a, depth: aDepth) }
        var second: [Point] { bReversed ? quad(b, depth: bDepth).reversed() : quad(b, depth: bDepth) }

        /// Whether the two quadrilaterals wind their overlap the same way.
        var sameWinding: Bool { (aDepth > 0) == (bDepth > 0) ? !bReversed : bReversed }

        var description: String { "line \(origin) + t·\(step), a \(a) depth \(aDepth), b \(b) depth \(bDepth), reversed \(bReversed)" }
    }

    /// The part of convex `subject` inside convex `clip` (both in either orientation).
    static func intersection(_ subject: [Point], _ clip: [Point]) -> [Point] {
        let area = (0..<clip.count).reduce(0.0) { $0 + clip[$1].cross(clip[($1 + 1) % clip.count]) }
        var piece = subject
        for i in clip.indices where piece.count >= 3 {
            let p = clip[i], q = clip[(i + 1) % clip.count]
            let side = { (v: Point) in (q - p).cross(v - p) * area }
            piece = CoverageTests.clip(piece, inside: { side($0) >= 0 }) { u, v in
                u.lerp(to: v, side(u) / (side(u) - side(v)))
            }
        }
        return piece
    }

    static func sharedSides() -> [SharedSide] {
        var rng = SplitMix64(seed: 0x5A4E_D51D)
        let steps = [Point(x: 2, y: 1), Point(x: 3, y: 1), Point(x: 3, y: 2), Point(x: 1, y: 2), Point(x: 2, y: -1),
                     Point(x: 4, y: 3), Point(x: 1, y: -3)]
        return (0..<24).map { k in
            let step = steps[k % steps.count]
            let a0 = Int.random(in: 0...2, using: &rng), a1 = a0 + Int.random(in: 4...7, using: &rng)
            let b0 = Int.random(in: a0 + 1...a1 - 1, using: &rng), b1 = Int.random(in: b0 + 2...b0 + 8, using: &rng)
            let origin = Point(x: 4, y: step.y < 0 ? 60 : 20)
            let depth = { Double([-1, 1].randomElement(using: &rng)!) * Double.random(in: 5...14, using: &rng).rounded() }
            return SharedSide(origin: origin, step: step, a: (a0, a1), b: (b0, b1), aDepth: depth(), bDepth: depth(),
                              bReversed: Bool.random(using: &rng))
        }
    }

    /// Even-odd: every case. Non-zero: the cases whose coincident sides run opposite ways (the
    /// second quadrilateral reversed), which cancel; sides running the same way cover their
    /// pixels by a winding of 2 (see `CoincidentEdges`).
    @Test("Sides partly on one line cover the exact area of the rule", arguments: [FillRule.nonZero, .evenOdd])
    func partlyShared(rule: FillRule) throws {
        for shared in Self.sharedSides() where rule == .evenOdd || shared.bReversed {
            let a = shared.first, b = shared.second, overlap = Self.intersection(a, b)
            let pixmap = try render(width: 64, height: 96, [fill(Self.polygonPath([a, b]), rule: rule)])
            // Even-odd empties the overlap; non-zero fills it once if both wind it the same way.
            let overlapWeight = rule == .nonZero && shared.sameWinding ? 1.0 : 2.0
            let bad = Self.mismatches(pixmap) { x, y in
                CoverageTests.exactCoverage(a, x: x, y: y) + CoverageTests.exactCoverage(b, x: x, y: y)
                    - overlapWeight * (overlap.count < 3 ? 0 : CoverageTests.exactCoverage(overlap, x: x, y: y))
            }
            #expect(bad.isEmpty, "\(shared): \(bad.count) pixels off, first \(bad.prefix(3))")
        }
    }
}

@Suite("Coincident edges: bounds of the rewrite")
struct BoundaryEdgeLimitTests {
    /// `count` vertical edges from row 0 to `height`, one pixel apart, alternately down and up.
    static func comb(_ count: Int, height: Double, top: Double = 0) -> [Edge] {
        (0..<count).map { Edge(x0: Double($0), y0: top, x1: Double($0), y1: top + height, winding: $0 % 2 == 0 ? 1 : -1) }
    }

    @Test("A path of more edges than the rewrite takes keeps its edges")
    func tooManyEdges() {
        var edges = Self.comb(BoundaryEdges.maxEdges + 1, height: 10)
        var rewriter = BoundaryEdges()
        #expect(!rewriter.rewrite(&edges, rule: .evenOdd))
        #expect(edges.count == BoundaryEdges.maxEdges + 1)
    }

    @Test("A path whose strips would take too many steps keeps its edges")
    func tooMuchWork() {
        // 2,048 tall edges stay live through the 2,048 strips the short ones make.
        var edges = Self.comb(2048, height: 4096) + (0..<2048).map {
            Edge(x0: 3000, y0: Double($0), x1: 3000, y1: Double($0) + 0.5, winding: 1)
        }
        let count = edges.count
        var rewriter = BoundaryEdges()
        #expect(!rewriter.rewrite(&edges, rule: .nonZero))
        #expect(edges.count == count && edges[0].y1 == 4096)
    }

    @Test("Edges already bounding their region come back as they were")
    func boundaryKept() {
        var edges = Self.comb(6, height: 10)
        var rewriter = BoundaryEdges()
        #expect(rewriter.rewrite(&edges, rule: .evenOdd))
        #expect(edges.map(\.x0).sorted() == [0, 1, 2, 3, 4, 5] && edges.allSatisfy { $0.y0 == 0 && $0.y1 == 10 })
        #expect(edges.sorted { $0.x0 < $1.x0 }.map(\.winding) == [1, -1, 1, -1, 1, -1])
    }
}
