import Vellum

/// A recorded tree drawn frame after frame into one reused pixmap by one reused backend, as an
/// application redraws its window.
final class RasterFrame {
    let tree: RenderTree
    let backend = RasterBackend()
    private(set) var pixmap: Pixmap

    init(tree: RenderTree, side: Int = ShapeScene.canvasSide) throws {
        self.tree = tree
        pixmap = try Pixmap(width: side, height: side)
    }

    /// Clears the pixmap and draws the tree. A cold frame first forgets the prepared geometry, so
    /// every path is flattened (and stroked) and turned into edges again, as `vellum bench` and
    /// the peer engines of shared/bench do; a warm frame takes them from the prepare cache.
    func draw(cold: Bool = true) {
        if cold { backend.forgetPreparedGeometry() }
        pixmap.clear()
        backend.render(tree, into: &pixmap)
    }
}
