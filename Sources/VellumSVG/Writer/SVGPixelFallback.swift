import VellumCore

/// How the SVG backend draws the content of a layer that SVG cannot say: a layer holding a group
/// blended by a Porter–Duff operator (`clear`, `copy`, `sourceIn` … `xor`), which CSS does not
/// name, or by `plusDarker`, which only WebKit draws. The content is drawn as an image by a
/// pixel backend and written as an `<image>` (its PNG as a `data:` URI) on the canvas's pixel
/// grid, so every viewer shows the blend exactly; the rest of the document stays vectors.
///
/// `Vellum`'s ``SVGPixelFallback/raster`` draws with the raster backend; the standard output
/// formats' SVG uses it.
public struct SVGPixelFallback: Hashable, Sendable {
    /// Names the fallback: two with the same name draw alike.
    public let name: String
    /// Draws `tree` on a canvas of `size` as an image holding its encoded (PNG) bytes.
    public let draw: @Sendable (RenderTree, Size) throws -> RasterImage

    /// A fallback called `name` that draws by `draw`.
    public init(name: String, draw: @escaping @Sendable (RenderTree, Size) throws -> RasterImage) {
        self.name = name
        self.draw = draw
    }

    public static func == (a: SVGPixelFallback, b: SVGPixelFallback) -> Bool { a.name == b.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension BlendMode {
    /// Whether the SVG writer draws a layer this mode blends into as pixels (given a
    /// ``SVGPixelFallback``): a mode without a CSS name, and `plus-darker`, which only WebKit draws.
    var needsPixelsInSVG: Bool { cssName == nil || self == .plusDarker }
}
