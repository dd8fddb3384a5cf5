import Foundation
import Testing
import Vellum

/// `<image>` with embedded PNG and JPEG data.
@Suite("Import: images")
struct ImportImageTests {
    /// A 2 × 2 PNG: red, green / blue, half-transparent white.
    static func checkerPNG() throws -> String {
        let pixmap = try Pixmap(width: 2, height: 2, straightBytes: [255, 0, 0, 255, 0, 255, 0, 255,
                                                                     0, 0, 255, 255, 255, 255, 255, 128])
        return Data(try pixmap.pngData()).base64EncodedString()
    }

    /// A 16 × 16 JPEG, red on the left half and blue on the right (made with Pillow, quality 95,
    /// no chroma subsampling).
    static let halvesJPEG = "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAQABADAREAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD4vr+Uz/fw+Q6/6qD/AJrz68r/AJVz/pQPkOv+qg/5rz//2Q=="

    private static func document(_ image: String, width: Int = 100, height: Int = 100) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="\(width)" height="\(height)">
          \(image)
        </svg>
        """
    }

    @Test func aPNGFillsItsRectangleScaledUp() throws {
        let png = try Self.checkerPNG()
        let pixmap = try ImportTest.render(Self.document(
            #"<image x="10" y="20" width="80" height="80" href="data:image/png;base64,\#(png)"/>"#))
        // Each image pixel covers 40 × 40 canvas pixels; near their centres the colour is pure.
        #expect(ImportTest.rgba(pixmap, 20, 30) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(pixmap, 80, 30) == [0, 255, 0, 255])
        #expect(ImportTest.rgba(pixmap, 20, 90) == [0, 0, 255, 255])
        #expect(ImportTest.rgba(pixmap, 80, 90) == [255, 255, 255, 128])
        // Halfway between the red and green centres, bilinear sampling gives the mean.
        let mid = ImportTest.rgba(pixmap, 50, 30)
        #expect((122...133).contains(mid[0]) && (122...133).contains(mid[1]) && mid[0] + mid[1] == 255 && mid[2] == 0)
        #expect(ImportTest.rgba(pixmap, 5, 50)[3] == 0)
        #expect(ImportTest.rgba(pixmap, 50, 15)[3] == 0)
    }

    @Test func xlinkHrefAJPEGAndAutoSizes() throws {
        let pixmap = try ImportTest.render(Self.document(
            #"<image x="0" y="0" xlink:href="data:image/jpeg;base64,\#(Self.halvesJPEG)"/>"#))
        let left = ImportTest.rgba(pixmap, 3, 8), right = ImportTest.rgba(pixmap, 12, 8)
        #expect(left[0] > 240 && left[2] < 15 && left[3] == 255)
        #expect(right[2] > 240 && right[0] < 15 && right[3] == 255)
        #expect(ImportTest.rgba(pixmap, 17, 8)[3] == 0)  // the natural size: 16 × 16
    }

    @Test func preserveAspectRatioMeetAndSlice() throws {
        let png = try Self.checkerPNG()
        // A square image in a 100 × 50 viewport: meet centres a 50 × 50 image …
        let meet = try ImportTest.render(Self.document(
            #"<image width="100" height="50" href="data:image/png;base64,\#(png)"/>"#))
        #expect(ImportTest.rgba(meet, 20, 25)[3] == 0)
        #expect(ImportTest.rgba(meet, 30, 10) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(meet, 70, 10) == [0, 255, 0, 255])
        // … slice fills the width and crops to the viewport, xMinYMin keeping the top.
        let slice = try ImportTest.render(Self.document(
            #"<image width="100" height="50" preserveAspectRatio="xMinYMin slice" href="data:image/png;base64,\#(png)"/>"#))
        #expect(ImportTest.rgba(slice, 10, 10) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(slice, 90, 10) == [0, 255, 0, 255])
        #expect(ImportTest.rgba(slice, 50, 60)[3] == 0)
        let none = try ImportTest.render(Self.document(
            #"<image width="100" height="50" preserveAspectRatio="none" href="data:image/png;base64,\#(png)"/>"#))
        #expect(ImportTest.rgba(none, 5, 40) == [0, 0, 255, 255])
    }

    @Test func brokenImagesAreReportedAndTheRestRenders() throws {
        let cases = [
            ("data:image/png;base64,@@@", "malformed base64"),
            ("data:image/png;base64,iVBORw0KGgoAAAAN", "cannot decode PNG data"),
            ("data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ", "cannot decode JPEG data"),
            ("data:image/gif;base64,R0lGODlhAQABAAAAACw=", "cannot decode GIF data"),
            ("data:image/webp;base64,UklGRioAAABXRUJQ", "cannot decode WebP data: not a WebP file libwebp can decode"),
            ("data:image/bmp;base64,Qk0=", "image/bmp is not a PNG, JPEG, GIF, WebP or SVG image"),
            ("data:;base64,AAAA", "the data is neither PNG, JPEG, GIF, WebP nor SVG"),
            ("data:image/svg+xml;base64,PHN2Zz4=", "the SVG image: malformed XML at line 1"),
        ]
        for (href, reason) in cases {
            let image = try ImportTest.image(Self.document("""
                <image width="10" height="10" href="\(href)"/>
                <rect x="50" width="50" height="50" fill="blue"/>
                """))
            #expect(image.warnings.count == 1)
            let warning = try #require(image.warnings.first)
            #expect(warning.element == "image" && warning.line == 2 && warning.message.contains(reason),
                    "\(warning)")
            #expect(!warning.message.contains("cannot decode PNG data: cannot decode"))
            #expect(ImportTest.rgba(try ImportTest.render(image), 75, 25) == [0, 0, 255, 255])
        }
        let external = try ImportTest.image(Self.document(#"<image width="10" height="10" href="photo.png"/>"#))
        #expect(external.warnings.map(\.message)
                == ["a document not read from a file has no directory to read images from (photo.png); not drawn"])
        let url = try ImportTest.image(Self.document(#"<image width="10" height="10" href="https://example.com/a.png"/>"#))
        #expect(url.warnings.map(\.message) == ["images behind URLs (https://example.com/a.png) are not fetched; not drawn"])
    }

    @Test func theSVGWriterAndCairoDrawImagesAsTheRasterBackendDoes() throws {
        let png = try Self.checkerPNG()
        let svg = Self.document(#"<image x="10" y="10" width="80" height="80" opacity="0.8" href="data:image/png;base64,\#(png)"/>"#)
        let image = try ImportTest.image(svg)
        let size = Size(square: 100)
        let raster = try ImportTest.render(image, size: size)
        let document = try image.scene(size: size).render(size: size, backend: .svg)
        #expect(document.text.contains("data:image/png;base64,"))
        let again = try ImportTest.render(try ImportTest.image(document.text), size: size)
        #expect(PixelAgreement.percentOff(raster, again) == 0)
    }

    /// A 2 × 2 GIF (red, green / blue, the transparent colour) and the same picture as a
    /// lossless WebP with alpha, both made with Pillow.
    static let cornersGIF = "R0lGODlhAgACAIEAAP8AAAD/AAAA/wAAACH5BAEAAAMALAAAAAACAAIAAAgHAAEEEDAgIAA7"
    static let cornersWebP = "UklGRioAAABXRUJQVlA4TB4AAAAvAUAAEB8gEEjaH3qN+RcQFPk/2vwH8KVgFyL6HwE="

    /// `image-rendering` `pixelated` (and its old name `optimizeSpeed`, inherited here) samples
    /// by nearest neighbour: the image's pixels stay flat 40 × 40 squares, edge to edge, where
    /// bilinear sampling blends across the middle. The SVG writer keeps the choice.
    @Test(arguments: [#"image-rendering="pixelated""#, #"style="image-rendering: optimizeSpeed""#])
    func pixelatedImagesKeepTheirPixelsSquare(attribute: String) throws {
        let png = try Self.checkerPNG()
        let svg = Self.document(#"<g \#(attribute)><image x="10" y="20" width="80" height="80" href="data:image/png;base64,\#(png)"/></g>"#)
        let pixmap = try ImportTest.render(svg)
        #expect(ImportTest.rgba(pixmap, 49, 30) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(pixmap, 50, 30) == [0, 255, 0, 255])
        #expect(ImportTest.rgba(pixmap, 49, 60) == [0, 0, 255, 255])
        let image = try SVGImage(string: svg)
        let written = try image.scene().render(size: image.size, backend: .svg)
        #expect(written.text.contains(#"image-rendering="pixelated""#))
    }

    @Test func anUnknownImageRenderingIsIgnoredWithAWarning() throws {
        let image = try SVGImage(string: Self.document(#"<image width="10" height="10" image-rendering="blocky" href="data:image/png;base64,\#(try Self.checkerPNG())"/>"#))
        #expect(image.warnings.map(\.kind) == [.invalidValue])
        #expect(image.warnings.first?.message.contains("pixelated") == true)
    }

    @Test(arguments: [("image/gif", cornersGIF), ("image/webp", cornersWebP), ("", cornersGIF), ("", cornersWebP)])
    func gifAndWebPImagesAreDecoded(mediaType: String, data: String) throws {
        let image = try ImportTest.image(Self.document(
            #"<image width="100" height="100" href="data:\#(mediaType);base64,\#(data)"/>"#))
        #expect(image.warnings.isEmpty)
        let pixmap = try ImportTest.render(image)
        #expect(ImportTest.rgba(pixmap, 10, 10) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(pixmap, 90, 10) == [0, 255, 0, 255])
        #expect(ImportTest.rgba(pixmap, 10, 90) == [0, 0, 255, 255])
        #expect(ImportTest.rgba(pixmap, 90, 90)[3] == 0)
    }
}
