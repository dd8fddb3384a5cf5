import Foundation
import Testing
import Vellum

/// The scene's `Image` written as SVG: its file embedded as a data URI in a pattern of the
/// picture's size, mapped onto the image's frame.
@Suite struct SVGImageNodeTests {
    /// A 2 × 1 PNG: a red pixel and a blue one.
    static func picture() throws -> RasterImage {
        try RasterImage(pngData: PNGCodec.encode(width: 2, height: 1,
                                                 premultipliedPixels: [255, 0, 0, 255, 0, 0, 255, 255]))
    }

    @Test func aResizableImageIsAPatternHoldingTheFileAsADataURI() throws {
        let picture = try Self.picture()
        let scene = Scene { Image(picture).resizable().interpolation(.none).frame(width: 40, height: 20) }
        let size = Size(square: 100)
        let svg = try ParsedSVG(try scene.render(size: size, backend: SVGBackend()))
        let pattern = try svg.one("pattern")
        #expect(pattern.attributes["width"] == "2" && pattern.attributes["height"] == "1")
        // Scaled 20 times, in the space of the frame, which is at (30, 40).
        #expect(pattern.attributes["patternTransform"] == "matrix(20 0 0 20 0 0)")
        let image = try svg.one("image")
        #expect(image.attributes["width"] == "2" && image.attributes["height"] == "1")
        #expect(image.attributes["image-rendering"] == "pixelated")
        let href = try #require(image.attributes["href"])
        #expect(href.hasPrefix("data:image/png;base64,"))
        let bytes = try #require(Data(base64Encoded: String(href.dropFirst("data:image/png;base64,".count))))
        #expect([UInt8](bytes) == picture.encoded.bytes)
        // The frame filled with the pattern.
        let path = try svg.one("path")
        #expect(path.attributes["d"] == "M0 0 L40 0 L40 20 L0 20 Z" && path.attributes["transform"] == "translate(30 40)")
        #expect(path.attributes["fill"] == "url(#\(pattern.attributes["id"] ?? "?"))")
    }

    @Test func aTemplateImageIsAnAlphaMaskOverTheForegroundColour() throws {
        let picture = try Self.picture()
        let scene = Scene {
            Image(picture).resizable().renderingMode(.template).foregroundColor(Color(red8: 0, green8: 128, blue8: 0))
        }
        let svg = try ParsedSVG(try scene.render(size: Size(width: 40, height: 20), backend: SVGBackend()))
        let mask = try svg.one("mask")
        #expect(mask.attributes["mask-type"] == "alpha")
        // The mask is the frame filled with the picture's pattern; the colour fills the frame
        // through it.
        let pattern = try svg.one("pattern")
        let masking = svg.children(of: mask)
        #expect(masking.count == 1 && masking.first?.attributes["fill"] == "url(#\(pattern.attributes["id"] ?? "?"))")
        let tinted = try #require(svg.all("path").first { $0.attributes["fill"] == "#008000" })
        #expect(svg.ancestors(of: tinted).last?.attributes["mask"] == "url(#\(mask.attributes["id"] ?? "?"))")
    }
}
