import Vellum

/// A scene drawn cold frame after frame, as peers.py draws its peers' frames: every node prepared
/// again, onto a cleared pixmap, by one kept backend.
struct ColdFrames {
    let tree: RenderTree
    let backend: RasterBackend
    var pixmap: Pixmap

    init(_ tree: RenderTree, size: Size, threads: Int) throws {
        self.tree = tree
        backend = RasterBackend(threads: threads)
        pixmap = try Pixmap(width: Int(size.width), height: Int(size.height))
    }

    mutating func draw() {
        backend.forgetPreparedGeometry()
        pixmap.clear()
        backend.render(tree, into: &pixmap)
    }
}
