import Foundation
import Testing
import Vellum
import VellumCairo
import VellumTestSupport

/// Colour glyphs on Cairo's pages and images: a `CBDT` emoji (an image) and `COLR` glyphs
/// (paths, gradients, a multiply composite) agree with the raster backend, and the text around
/// an emoji is still text in the PDF.
@Suite struct CairoColorGlyphTests {
    static let hasEmojiFont = FileManager.default.fileExists(atPath: TestFonts.notoColorEmoji)

    static func emoji() throws -> CairoAgreementTests.Picture {
        try CairoStyledTextTests.picture(width: 160, height: 60) {
            HStack(spacing: 4) {
                Text("Hot 🔥").font(.system(size: 20))
                Text("\u{E000}\u{E001}").font(.file(TestFonts.colorTest, size: 36))
            }
        }
    }

    @Test(.requires(hasEmojiFont, "fonts-noto-color-emoji is not installed"))
    func colourGlyphsAgreeWithTheRasterBackend() throws {
        try CairoAgreementTests.compare("text-color-glyphs", try Self.emoji())
    }

    @Test(.requires(hasEmojiFont && pdftotext != nil, "fonts-noto-color-emoji or pdftotext is not installed"))
    func theTextAroundAnEmojiIsTextInThePDF() throws {
        let picture = try CairoStyledTextTests.picture(width: 200, height: 40) {
            Text("Hot 🔥 deal").font(.system(size: 20))
        }
        let pdf = try CairoDocumentBackend(.pdf).render(picture.tree, size: picture.size)
        let words = try PopplerText.text(pdf).joined(separator: " ").split(separator: " ")
        #expect(words == ["Hot", "deal"])
    }

    /// An emoji in imported SVG text is drawn by the same colour-glyph drawing as `Text`'s, so
    /// Cairo's image shows its colours too.
    @Test(.requires(hasEmojiFont, "fonts-noto-color-emoji is not installed"))
    func anImportedSVGsEmojiKeepsItsColours() throws {
        let image = try SVGImage(string: ##"""
            <svg xmlns="http://www.w3.org/2000/svg" width="60" height="60" font-size="40">
            <text x="8" y="45" font-family="Noto Color Emoji">😀</text></svg>
            """##)
        let cairo = try CairoBackend().render(try image.scene().renderTree(size: image.size), size: image.size)
        let bytes = cairo.premultipliedBytes
        // The grinning face's yellow, opaque: red and green high, blue low.
        let yellow = stride(from: 0, to: bytes.count, by: 4).filter {
            bytes[$0 + 3] > 200 && bytes[$0] > 200 && bytes[$0 + 1] > 150 && bytes[$0 + 2] < 100
        }
        #expect(yellow.count > 300, "\(yellow.count) yellow pixels")
    }
}
