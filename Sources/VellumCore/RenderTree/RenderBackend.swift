/// Something that turns a render tree into an output: a pixmap, an SVG document, a PDF.
///
/// Adding a backend means conforming to this protocol and nothing else; `GraphicsContext` and the
/// scene graph only ever produce ``RenderTree``s, and files are written through
/// ``FileRenderBackend``s, which say for themselves which file extensions they write. Backends
/// offer themselves as static members so call sites read `scene.render(size: s, backend: .raster)`.
///
/// Every backend accepts the canvas sizes ``CanvasSize`` accepts and rejects the others with
/// ``CanvasError``.
public protocol RenderBackend {
    /// What one render produces.
    associatedtype Output

    /// Renders `tree` onto a canvas of `size` (device pixels, origin top-left).
    func render(_ tree: RenderTree, size: Size) throws -> Output
}

extension RenderBackend {
    /// Renders a display list, read back into a tree first.
    public func render(_ list: DisplayList, size: Size) throws -> Output {
        try render(RenderTree(list), size: size)
    }
}
