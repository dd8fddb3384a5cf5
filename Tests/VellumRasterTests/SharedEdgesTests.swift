import Testing
import VellumCore
@testable import VellumRaster

/// The edges of a shape that crosses band cuts are made by one band and loaded by the others,
/// and the frame is still byte for byte the frame drawn on one thread.
@Suite struct SharedEdgesTests {
    static let size = Size(width: 160, height: 512)

    /// A tall dashed ring crossing every band, a clipped bar crossing every band, and a small
    /// square inside the top band.
    static func tree() throws -> RenderTree {
        let context = GraphicsContext()
        context.fill(Path(Rect(x: 0, y: 0, width: 160, height: 512)), with: .color(.white))
        context.stroke(Path(ellipseIn: Rect(x: 10, y: 10, width: 140, height: 490)), with: .color(.black),
                       style: StrokeStyle(lineWidth: 5, dash: [7, 3]))
        context.withSavedGState {
            context.clip(to: Path(ellipseIn: Rect(x: 50, y: 5, width: 60, height: 500)))
            context.fill(Path(Rect(x: 0, y: 0, width: 160, height: 512)), with: .color(.cssBlue.opacity(0.5)))
        }
        context.fill(Path(Rect(x: 20.5, y: 20.5, width: 10, height: 10)), with: .color(.red))
        return try context.renderTree()
    }

    @Test(arguments: [2, 4])
    func aShapeAcrossTheCutsIsPreparedOnceAndTheBytesStayTheSame(threads: Int) throws {
        let tree = try Self.tree()
        let serial = try RasterBackend().render(tree, size: Self.size)
        let backend = RasterBackend(threads: threads)
        let bands = try backend.bandRows(for: tree, size: Self.size)
        #expect(bands.count == threads)
        for frame in 0..<2 {
            backend.forgetPreparedGeometry()
            let before = backend.bandEdges.loads.load(ordering: .relaxed)
            #expect(try backend.render(tree, size: Self.size) == serial, "frame \(frame)")
            // The canvas-wide fill, the ring, the clip and the clipped fill each cross every
            // band: made by one, loaded by the others. The square crosses none.
            #expect(backend.bandEdges.loads.load(ordering: .relaxed) - before == 4 * (threads - 1), "frame \(frame)")
        }
    }

    @Test func oneThreadSharesNothing() throws {
        let backend = RasterBackend()
        _ = try backend.render(Self.tree(), size: Self.size)
        #expect(backend.band == nil)
        #expect(backend.bandEdges.loads.load(ordering: .relaxed) == 0)
    }
}
