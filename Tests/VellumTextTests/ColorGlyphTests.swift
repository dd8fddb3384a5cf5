import Foundation
import Testing
import VellumCore
import VellumRaster
import VellumTestSupport
import VellumText

/// Colour glyphs: `CBDT` bitmaps from Noto Color Emoji and `COLR` version 0 layers from the test
/// font, drawn by the raster backend; and how emoji sequences shape and fall back.
@Suite struct ColorGlyphTests {
    static let hasEmojiFont = FileManager.default.fileExists(atPath: TestFonts.notoColorEmoji)

    /// `text` in the test font at 100 px (0.1 px a font unit), black, on a transparent canvas:
    /// the glyph's box (0, 0)-(1000, 800) in font units lands on (0, 0)-(100, 80) in pixels.
    static func renderTestFont(_ text: String) throws -> Pixmap {
        let layout = try TextLayout(text, style: TextStyle(font: FontDescriptor(file: TestFonts.colorTest), size: 100,
                                                           color: .black))
        #expect(layout.glyphs.first?.colorGlyph != nil)
        let context = GraphicsContext()
        context.draw(layout, at: .zero)
        return try RasterBackend().render(context.displayList, size: Size(width: 100, height: 100))
    }

    /// The pixel at (`x`, `y`) in the font's y-up units of the test font's glyph box.
    static func pixel(_ pixmap: Pixmap, _ x: Int, _ y: Int) -> RGBA8 {
        pixmap.pixel(x: x / 10, y: 80 - y / 10)
    }

    static func isClose(_ pixel: RGBA8, _ r: Int, _ g: Int, _ b: Int, within tolerance: Int = 8) -> Bool {
        abs(Int(pixel.r) - r) <= tolerance && abs(Int(pixel.g) - g) <= tolerance
            && abs(Int(pixel.b) - b) <= tolerance && pixel.a == 255
    }

    @Test func colrVersion0LayersTakeThePaletteAndTheTextColour() throws {
        let pixmap = try Self.renderTestFont("\u{E000}")
        #expect(Self.isClose(Self.pixel(pixmap, 200, 600), 255, 0, 0), "left half red")
        #expect(Self.isClose(Self.pixel(pixmap, 800, 200), 0, 0, 255), "right half blue")
        #expect(Self.isClose(Self.pixel(pixmap, 500, 400), 0, 0, 0), "middle square in the text colour")
    }

    @Test(.requires(hasEmojiFont, "fonts-noto-color-emoji is not installed"))
    func aBitmapEmojiIsDrawnInItsOwnColours() throws {
        let layout = try TextLayout("🔥", style: TextStyle(size: 32, color: .black))
        let glyph = try #require(layout.glyphs.first)
        #expect(glyph.face.path == TestFonts.notoColorEmoji)
        guard case .bitmap(let bitmap) = glyph.colorGlyph else { Issue.record("not a bitmap glyph"); return }
        // The strike nearest above 32 px (Noto's only one, 109 px) reduced to no less than 32 px.
        #expect(bitmap.image(forPixelWidth: 32).width >= 32 && bitmap.image(forPixelWidth: 32).width < 64)
        let context = GraphicsContext()
        context.draw(layout, at: .zero)
        let pixmap = try RasterBackend().render(context.displayList, size: Size(width: 48, height: 48))
        var flame = 0
        for y in 0..<48 {
            for x in 0..<48 {
                let p = pixmap.pixel(x: x, y: y)
                if p.a > 200 && p.r > 200 && p.g < 190 && p.b < 90 { flame += 1 }
            }
        }
        #expect(flame > 40, "red and orange pixels: \(flame)")
    }

    @Test(.requires(hasEmojiFont, "fonts-noto-color-emoji is not installed"))
    func emojiSequencesShapeAsOneColourGlyph() throws {
        for sequence in ["👩\u{200D}💻", "👍🏽", "🇰🇷", "❤\u{FE0F}", "1\u{FE0F}\u{20E3}"] {
            let layout = try TextLayout("a" + sequence + "b", style: TextStyle(size: 20))
            #expect(layout.glyphs.count == 3, "\(sequence): \(layout.glyphs.count) glyphs")
            let glyph = layout.glyphs[1]
            #expect(glyph.face.path == TestFonts.notoColorEmoji && glyph.colorGlyph != nil, "\(sequence)")
            #expect(glyph.characters == sequence && glyph.characterIndex == 1)
            #expect(layout.glyphs[0].face.familyName == "DejaVu Sans")
        }
    }

    @Test(.requires(hasEmojiFont, "fonts-noto-color-emoji is not installed"))
    func textPresentationKeepsTheTextFont() throws {
        for text in ["\u{263A}\u{FE0E}", "\u{263A}", "1", "#", "*"] {
            let layout = try TextLayout(text, style: TextStyle(size: 20))
            let glyph = try #require(layout.glyphs.first)
            #expect(glyph.face.familyName == "DejaVu Sans" && glyph.colorGlyph == nil, "\(text)")
        }
        let emoji = try TextLayout("\u{263A}\u{FE0F}", style: TextStyle(size: 20))
        #expect(emoji.glyphs.first?.face.path == TestFonts.notoColorEmoji)
    }

    @Test func withoutAnEmojiFontEmojiFallBackWithAWarning() throws {
        let library = FontLibrary(emojiFamily: "No Such Emoji Family")
        let layout = try TextLayout("🔥", style: TextStyle(size: 20), library: library)
        #expect(layout.glyphs.count == 1 && layout.glyphs.first?.colorGlyph == nil)
        #expect(layout.warnings.contains(.noColorEmojiFont(character: "🔥")))
    }

    @Test(.requires(hasEmojiFont, "fonts-noto-color-emoji is not installed"))
    func anEmojiIsNotTextInTheGlyphRuns() throws {
        let layout = try TextLayout("Hot 🔥 deal", style: TextStyle(size: 20))
        #expect(layout.glyphRuns.map(\.text).joined() == "Hot  deal")
    }
}

/// `COLR` version 1 paint graphs of the test font, read by Vellum's own table reader (Debian's
/// FreeType has the version 1 API switched off).
@Suite struct ColorGlyphVersion1Tests {
    @Test func gradientsTransformsAndCompositesArePainted() throws {
        let pixmap = try ColorGlyphTests.renderTestFont("\u{E001}")
        let pixel = { ColorGlyphTests.pixel(pixmap, $0, $1) }
        // Top left: red at x = 0 to blue at x = 500.
        let nearRed = pixel(50, 600), nearBlue = pixel(450, 600)
        #expect(nearRed.r > 200 && nearRed.b < 60 && nearBlue.b > 200 && nearBlue.r < 60, "\(nearRed) \(nearBlue)")
        // Top right: green at the centre (750, 600), nearly yellow 180 units out.
        #expect(ColorGlyphTests.isClose(pixel(750, 600), 0, 255, 0, within: 30), "\(pixel(750, 600))")
        let rim = pixel(750, 780)
        #expect(rim.r > 200 && rim.g > 200 && rim.b < 40, "\(rim)")
        // Bottom left: the magenta square moved by (100, 100); its old corner stays empty.
        #expect(ColorGlyphTests.isClose(pixel(200, 200), 255, 0, 255), "\(pixel(200, 200))")
        #expect(pixel(50, 50).a == 0)
        // Bottom right: cyan multiplied onto yellow is green.
        #expect(ColorGlyphTests.isClose(pixel(800, 200), 0, 255, 0), "\(pixel(800, 200))")
    }

    @Test func aPaintThatNamesItsOwnGlyphIsCutShortWithAWarning() throws {
        let layout = try TextLayout("\u{E002}", style: TextStyle(font: FontDescriptor(file: TestFonts.colorTest), size: 40))
        #expect(layout.warnings.contains { if case .colorGlyphTruncated = $0 { true } else { false } })
    }
}
