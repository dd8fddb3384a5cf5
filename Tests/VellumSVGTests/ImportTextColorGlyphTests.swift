import Foundation
import Testing
import Vellum
import VellumSVG
import VellumTestSupport

/// Colour glyphs (emoji) in imported SVG text: drawn in their own colours, as `Text` draws them.
@Suite("SVG import: colour glyphs")
struct ImportTextColorGlyphTests {
    static let hasEmojiFont = FileManager.default.fileExists(atPath: TestFonts.notoColorEmoji)

    /// A red "A" and the grinning face of Noto Color Emoji (a `CBDT` bitmap), 100 × 60.
    static let svg = ##"""
        <svg xmlns="http://www.w3.org/2000/svg" width="100" height="60" font-size="40" fill="red">
        <text x="4" y="45" font-family="Noto Color Emoji, DejaVu Sans">A😀</text></svg>
        """##

    /// How many pixels are the emoji's yellow, the box around them, and how many are the text's red.
    static func yellowAndRed(_ pixmap: Pixmap) -> (yellow: Int, box: Rect?, red: Int) {
        var yellow = 0, red = 0
        var box: Rect?
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let p = pixmap.straightPixel(x: x, y: y)
                guard p.a > 200 else { continue }
                if p.r > 200 && p.g > 150 && p.b < 100 {
                    yellow += 1
                    let pixel = Rect(x: Double(x), y: Double(y), width: 1, height: 1)
                    box = box.map { $0.union(pixel) } ?? pixel
                }
                if p.r > 200 && p.g < 60 && p.b < 60 { red += 1 }
            }
        }
        return (yellow, box, red)
    }

    @Test(.requires(hasEmojiFont, "fonts-noto-color-emoji is not installed"))
    func anEmojiIsDrawnInItsOwnColoursBesideOutlinesInTheFill() throws {
        let (yellow, box, red) = Self.yellowAndRed(try ImportTest.render(Self.svg))
        // The face is a disc about 30 px across; the letter's stems are red.
        #expect(yellow > 300, "\(yellow) yellow pixels")
        #expect(red > 50, "\(red) red pixels")
        // After the "A", on the baseline at y = 45.
        let face = try #require(box)
        #expect(face.minX > 25 && face.maxX < 100 && face.minY > 5 && face.maxY < 52, "\(face)")
    }

    @Test(.requires(hasEmojiFont, "fonts-noto-color-emoji is not installed"))
    func anEmojiInAVerticalColumnStandsAtTheColumnsTop() throws {
        let vertical = Self.yellowAndRed(try ImportTest.render(##"""
            <svg xmlns="http://www.w3.org/2000/svg" width="60" height="100" font-size="40">
            <text x="30" y="4" writing-mode="tb" font-family="Noto Color Emoji">😀</text></svg>
            """##))
        #expect(vertical.yellow > 300, "\(vertical.yellow) yellow pixels in the column")
        // Centred on x = 30 below y = 4, one em down at most.
        let face = try #require(vertical.box)
        #expect(abs(face.midX - 30) < 4 && face.minY >= 3 && face.maxY < 50, "\(face)")
    }

    @Test(.requires(hasEmojiFont, "fonts-noto-color-emoji is not installed"))
    func theSVGWriterEmbedsTheEmojiAsAnImage() throws {
        let image = try ImportTest.image(Self.svg)
        let text = try SVGBackend().render(try image.scene().renderTree(size: image.size), size: image.size).text
        #expect(text.contains("<image") && text.contains("data:image/png;base64,"))
        // The letter stays an outline in the fill.
        #expect(text.contains("<path"))
    }
}
