import Foundation
import Testing
import VellumCore
@testable import VellumRaster

/// The prepare phase's cache: what a second frame takes from it, and that it changes no pixel.
@Suite struct PreparedGeometryTests {
    static func tree(dx: Double, color: Color = .red) throws -> RenderTree {
        let context = GraphicsContext()
        context.fill(Path(ellipseIn: Rect(x: 10, y: 10, width: 40, height: 30)), with: .color(.blue))
        context.saveGState()
        context.translateBy(x: dx, y: 0)
        context.stroke(Path(ellipseIn: Rect(x: 20, y: 20, width: 50, height: 40)), with: .color(color),
                       style: StrokeStyle(lineWidth: 5, dash: [7, 3]))
        context.restoreGState()
        return try context.renderTree()
    }

    @Test func anUnchangedFrameMakesNothingAgain() throws {
        let backend = RasterBackend()
        let first = try backend.render(Self.tree(dx: 0), size: Size(square: 100))
        #expect(backend.prepared.counts.outlinesMade == 1 && backend.prepared.counts.edgesMade == 2)
        // What a node needs is kept from its second frame on (a node drawn once keeps nothing).
        _ = try backend.render(Self.tree(dx: 0), size: Size(square: 100))
        #expect(backend.prepared.counts.outlinesMade == 2 && backend.prepared.counts.edgesMade == 4)
        let third = try backend.render(Self.tree(dx: 0), size: Size(square: 100))
        #expect(backend.prepared.counts.outlinesMade == 2 && backend.prepared.counts.edgesMade == 4)
        #expect(first == third)
    }

    @Test func theThirdFrameCompositesKeptSpansAndRegionsCutThem() throws {
        let backend = RasterBackend()
        let tree = try Self.tree(dx: 0)
        let fresh = try RasterBackend().render(tree, size: Size(square: 100))
        var frames: [Pixmap] = []
        for _ in 0..<3 { frames.append(try backend.render(tree, size: Size(square: 100))) }
        // The second frame swept the kept edges and kept their spans; the third swept nothing.
        #expect(backend.prepared.counts.spansReplayed == 2 && backend.prepared.counts.edgesMade == 4)
        #expect(frames.allSatisfy { $0 == fresh })
        // A region drawn from the spans is the same region of a whole frame.
        var pixmap = fresh
        backend.render(tree, into: &pixmap, damage: .regions([Rect(x: 13, y: 17, width: 31, height: 22)]))
        #expect(pixmap == fresh)
        #expect(backend.prepared.counts.spansReplayed == 4)
    }

    @Test func regionFramesKeepWhatTheyPrepareForTheNextTick() throws {
        // An animation redrawn only where it changed: the moving stroke is prepared every tick
        // and swept only where the region cuts it; the still fill is prepared once — swept there
        // too on the first tick, swept whole on the second, drawn again unchanged, to keep its
        // spans — then composited from its spans.
        // The fill is drawn over the stroke: beneath it, it would be kept as pixels (`Backdrop`).
        func frame(dx: Double) throws -> RenderTree {
            let context = GraphicsContext()
            context.translateBy(x: dx, y: 0)
            context.stroke(Path(ellipseIn: Rect(x: 20, y: 20, width: 50, height: 40)), with: .color(.red),
                           style: StrokeStyle(lineWidth: 5, dash: [7, 3]))
            context.translateBy(x: -dx, y: 0)
            context.fill(Path(ellipseIn: Rect(x: 10, y: 10, width: 40, height: 30)), with: .color(.blue))
            return try context.renderTree()
        }
        let backend = RasterBackend()
        var pixmap = try backend.render(frame(dx: 0), size: Size(square: 100))
        for tick in 1...4 {
            let tree = try frame(dx: Double(tick) * 3)
            let damage = tree.damage(since: try frame(dx: Double(tick - 1) * 3), canvas: Size(square: 100))
            backend.render(tree, into: &pixmap, damage: damage)
            #expect(pixmap == (try RasterBackend().render(tree, size: Size(square: 100))), "tick \(tick)")
        }
        // The fill was replayed from its spans on ticks 3 and 4.
        #expect(backend.prepared.counts.spansReplayed == 2)
    }

    @Test func keptSpansServeOneFillRuleOnly() throws {
        // A star crossing itself: its middle is inside under non-zero, outside under even-odd.
        var star = Path()
        star.move(to: Point(x: 50, y: 5))
        for k in 1...5 {
            let angle = Double(k) * 4 * .pi / 5 - .pi / 2
            star.addLine(to: Point(x: 50 + 45 * cos(angle), y: 50 + 45 * sin(angle)))
        }
        star.closeSubpath()
        func tree(_ rule: FillRule) throws -> RenderTree {
            let context = GraphicsContext()
            context.fill(star, with: .color(.blue), rule: rule)
            return try context.renderTree()
        }
        let backend = RasterBackend()
        for _ in 0..<3 { _ = try backend.render(tree(.nonZero), size: Size(square: 100)) }
        let evenOdd = try backend.render(tree(.evenOdd), size: Size(square: 100))
        #expect(evenOdd == (try RasterBackend().render(tree(.evenOdd), size: Size(square: 100))))
        #expect(evenOdd.pixel(x: 50, y: 50).a == 0)
    }

    @Test func aMovedStrokeKeepsItsOutlineAndARepaintedOneKeepsItsEdges() throws {
        let backend = RasterBackend()
        for _ in 0..<2 { _ = try backend.render(Self.tree(dx: 0), size: Size(square: 100)) }
        let moved = try backend.render(Self.tree(dx: 7.25), size: Size(square: 100))
        // The stroke's edges are made again (it moved), its outline is not; the fill is untouched.
        #expect(backend.prepared.counts.outlinesMade == 2 && backend.prepared.counts.edgesMade == 5)
        #expect(moved == (try RasterBackend().render(Self.tree(dx: 7.25), size: Size(square: 100))))
        let recoloured = try backend.render(Self.tree(dx: 7.25, color: .green), size: Size(square: 100))
        #expect(backend.prepared.counts.outlinesMade == 2 && backend.prepared.counts.edgesMade == 5)
        #expect(recoloured == (try RasterBackend().render(Self.tree(dx: 7.25, color: .green), size: Size(square: 100))))
    }
}

/// Redrawing a region: what it leaves alone, and regions that make no sense.
@Suite struct DamageRenderTests {
    @Test func aRegionOffTheCanvasOrNotANumberChangesNothing() throws {
        let tree = try PreparedGeometryTests.tree(dx: 0)
        let backend = RasterBackend()
        let frame = try backend.render(tree, size: Size(square: 100))
        for region in [Rect(x: -500, y: -500, width: 100, height: 100), Rect(x: .nan, y: 0, width: 10, height: 10),
                       Rect(x: 1e300, y: -1e300, width: .infinity, height: 5)] {
            var pixmap = frame
            backend.render(tree, into: &pixmap, damage: .regions([region]))
            #expect(pixmap == frame, "\(region)")
        }
        var none = frame
        backend.render(try PreparedGeometryTests.tree(dx: 9), into: &none, damage: .none)
        #expect(none == frame)
    }

    @Test func aRegionIsClearedAndDrawnAgainAndTheRestKept() throws {
        let backend = RasterBackend()
        var pixmap = try backend.render(PreparedGeometryTests.tree(dx: 0), size: Size(square: 100))
        let moved = try PreparedGeometryTests.tree(dx: 9)
        backend.render(moved, into: &pixmap, damage: .regions([Rect(x: 0, y: 0, width: 50, height: 100)]))
        let full = try RasterBackend().render(moved, size: Size(square: 100))
        let old = try RasterBackend().render(PreparedGeometryTests.tree(dx: 0), size: Size(square: 100))
        for y in stride(from: 0, to: 100, by: 7) {
            for x in stride(from: 0, to: 100, by: 7) {
                #expect(pixmap.pixel(x: x, y: y) == (x < 50 ? full : old).pixel(x: x, y: y), "(\(x), \(y))")
            }
        }
    }
}
