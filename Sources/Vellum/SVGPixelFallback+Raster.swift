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
