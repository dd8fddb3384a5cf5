import CCairo
import VellumCore

/// Renders `RenderTree`s with Cairo on an image surface: an engine independent of
/// Vellum's own rasterizer, producing pixels and PNG files.
///
///     let image = try CairoBackend().render(tree, size: Size(width: 256, height: 256))
///
/// For PDF and PostScript see ``CairoDocumentBackend``.
public struct CairoBackend: Sendable {
    /// Creates a backend.
    public init() {}
}

extension CairoBackend: RenderBackend {
    /// Renders `tree` onto a transparent image of `size`, each side rounded up to whole pixels.
    ///
    /// - Throws: `CanvasError` for a size `CanvasSize` rejects, and
    ///   ``CairoError`` when Cairo fails (for instance, out of memory).
    public func render(_ tree: RenderTree, size: Size) throws -> CairoImage {
        let canvas = try CanvasSize(size)
        let image = try CairoImageSurface(width: canvas.width, height: canvas.height, format: CAIRO_FORMAT_ARGB32)
        let cr = cairo_create(image.surface)!
        defer { cairo_destroy(cr) }
        try CairoTreeRenderer(symbols: tree.symbols, canvas: canvas).draw(tree.nodes, base: .identity, on: cr)
        try CairoError.check(cairo_status(cr), "draw on an image surface")
        let sink = CairoByteSink()
        try sink.withWriter { write, closure throws(CairoError) in
            try CairoError.check(cairo_surface_write_to_png_stream(image.surface, write, closure), "encode PNG")
        }
        return CairoImage(width: canvas.width, height: canvas.height,
                          premultipliedBytes: image.premultipliedRGBA(), pngData: sink.bytes)
    }
}

extension CairoBackend: FileRenderBackend {
    /// Renders `tree` and encodes it as PNG with Cairo's encoder.
    public func fileData(for tree: RenderTree, size: Size) throws -> [UInt8] {
        try render(tree, size: size).pngData
    }
}

extension RenderBackend where Self == CairoBackend {
    /// Cairo on an image surface, producing a ``CairoImage``.
    public static var cairo: CairoBackend { CairoBackend() }
}
