/// Something that turns a display list into an output: a pixmap, an SVG document, a PDF.
///
/// Adding a backend means conforming to this protocol and nothing else; the scene graph and
/// `GraphicsContext` only ever produce ``DisplayList``s. Backends offer themselves as static
/// members so call sites read `scene.render(size: s, backend: .raster)`.
public protocol RenderBackend {
    /// What one render produces.
    associatedtype Output

    /// Renders `list` onto a canvas of `size` (device pixels, origin top-left).
    func render(_ list: DisplayList, size: Size) throws -> Output
}
