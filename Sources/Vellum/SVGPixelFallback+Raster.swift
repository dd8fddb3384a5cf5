import VellumCore
import VellumImageIO
import VellumRaster
import VellumSVG

extension SVGPixelFallback {
    /// The raster backend, its pixels encoded as PNG: how Vellum's SVG output draws the layers SVG
    /// cannot say.
    public static let raster = SVGPixelFallback(name: "raster") { tree, size in
        let pixmap = try RasterBackend().render(tree, size: size)
        return try RasterImage(width: pixmap.width, height: pixmap.height, pixels: pixmap.bytes,
                               encoded: .init(mediaType: "image/png", bytes: pixmap.pngData()))
    }
}

extension SVGBackend {
    /// The SVG backend as every SVG Vellum writes uses it — still pictures (``OutputFormats/standard``),
    /// live SVGs and flipbooks (`vellum animate`, `vellum serve`'s `/live/`): the layers SVG cannot
    /// say drawn by the raster backend (``VellumSVG/SVGPixelFallback/raster``).
    public static let standard = SVGBackend(pixelFallback: .raster)
}
