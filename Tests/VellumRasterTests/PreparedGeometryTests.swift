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
        #expect(backend.prepared.outlinesMade == 1 && backend.prepared.edgesMade == 2)
        // Edges are kept from a node's second frame on; the outline from its first.
        _ = try backend.render(Self.tree(dx: 0), size: Size(square: 100))
        #expect(backend.prepared.outlinesMade == 1 && backend.prepared.edgesMade == 4)
        let third = try backend.render(Self.tree(dx: 0), size: Size(square: 100))
        #expect(backend.prepared.outlinesMade == 1 && backend.prepared.edgesMade == 4)
        #expect(first == third)
    }

    @Test func aMovedStrokeKeepsItsOutlineAndARepaintedOneKeepsItsEdges() throws {
        let backend = RasterBackend()
        for _ in 0..<2 { _ = try backend.render(Self.tree(dx: 0), size: Size(square: 100)) }
        let moved = try backend.render(Self.tree(dx: 7.25), size: Size(square: 100))
        // The stroke's edges are made again (it moved), its outline is not; the fill is untouched.
        #expect(backend.prepared.outlinesMade == 1 && backend.prepared.edgesMade == 5)
        #expect(moved == (try RasterBackend().render(Self.tree(dx: 7.25), size: Size(square: 100))))
        let recoloured = try backend.render(Self.tree(dx: 7.25, color: .green), size: Size(square: 100))
        #expect(backend.prepared.outlinesMade == 1 && backend.prepared.edgesMade == 5)
        #expect(recoloured == (try RasterBackend().render(Self.tree(dx: 7.25, color: .green), size: Size(square: 100))))
    }
}
