import Foundation
import Testing
import Vellum
import VellumCairo
import VellumTestSupport

/// The scene's `Image` drawn by Cairo — on an image surface, in a PDF and in PostScript — as the
/// raster backend draws it: stretched, nine-sliced, tiled, pixelated and tinted as a template.
@Suite struct CairoImageNodeTests {
    static let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255], green: [UInt8] = [0, 255, 0, 255]
    static let clear: [UInt8] = [0, 0, 0, 0]

    /// A 5 × 5 PNG: a red border around a blue middle, the middle's centre pixel `centre`.
    static func picture(centre: [UInt8] = green) throws -> RasterImage {
        var bytes: [UInt8] = []
        for y in 0..<5 {
            for x in 0..<5 {
                bytes += x == 0 || y == 0 || x == 4 || y == 4 ? red : (x == 2 && y == 2 ? centre : blue)
            }
        }
        return try RasterImage(pngData: PNGCodec.encode(width: 5, height: 5, premultipliedPixels: bytes))
    }

    /// Every way of drawing an image, each frame on whole pixels (Cairo and the raster backend
    /// break a nearest-neighbour tie differently, and a tile's edge at half a pixel blends with the
    /// picture's next pixel in both). The picture is opaque but for the template's: Poppler
    /// interpolates a picture's colours and its soft mask apart, where the raster backend blends
    /// premultiplied pixels.
    static func scene() throws -> Scene {
        let framed = try picture(), stencil = try picture(centre: clear)
        return Scene {
            VStack(spacing: 4) {
                HStack(spacing: 4) {
                    Image(framed)
                    Image(framed).resizable().frame(width: 40, height: 30)
                    Image(framed).resizable().interpolation(.none).frame(width: 40, height: 30)
                }
                HStack(spacing: 4) {
                    Image(framed).resizable(capInsets: EdgeInsets(1), resizingMode: .tile).frame(width: 41, height: 30)
                    Image(framed).resizable(capInsets: EdgeInsets(1)).interpolation(.none).frame(width: 40, height: 30)
                    Image(stencil).resizable().renderingMode(.template).foregroundColor(.purple).frame(width: 40, height: 30)
                }
            }
        }
    }

    @Test func cairoDrawsImagesAsTheRasterBackendDoes() throws {
        let size = Size(width: 141, height: 80)
        let tree = try Self.scene().renderTree(size: size)
        try CairoAgreementTests.compare("image-nodes", CairoAgreementTests.Picture(tree: tree, size: size))
    }

    @Test func aPixelatedImageKeepsItsColoursOnCairosSurface() throws {
        let picture = try Self.picture(centre: Self.clear)
        let scene = Scene { Image(picture).resizable().interpolation(.none) }
        let image = try scene.render(size: Size(square: 50), backend: CairoBackend())
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.premultipliedBytes[(y * 50 + x) * 4..<(y * 50 + x) * 4 + 4]) }
        #expect(pixel(5, 5) == Self.red)
        #expect(pixel(15, 15) == Self.blue)
        #expect(pixel(25, 25) == Self.clear)
        // The PDF holds the picture as an image.
        let pdf = try CairoDocumentBackend(.pdf).render(try scene.renderTree(size: Size(square: 50)), size: Size(square: 50))
        if Prerequisite.isMet(pdfimages != nil) {
            #expect(try Poppler.imageCount(pdf) >= 1)
        }
    }
}
