import VellumCore
import VellumImageIO

extension GraphicsContext {
    /// What was drawn so far, rendered by the raster backend at the context's ``deviceSize``, as
    /// `CGContext.makeImage()`; `nil` for a context without a surface or whose drawing cannot be
    /// rendered (a non-finite coordinate, say). What a verb could not draw (``drawingErrors``: an
    /// image that did not load) is left out, as Core Graphics draws nothing for it.
    public func makeImage() -> CGImage? {
        guard let size = deviceSize, let tree = try? RenderTree(nodes: nodes, symbols: symbols),
              let pixmap = try? RasterBackend().render(tree, size: size) else { return nil }
        return try? CGImage(premultipliedPixels: pixmap.bytes, width: pixmap.width, height: pixmap.height)
    }
}
