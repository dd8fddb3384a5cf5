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
}
