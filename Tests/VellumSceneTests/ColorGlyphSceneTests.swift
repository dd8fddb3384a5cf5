import Foundation
import Testing
import Vellum
import VellumSVG
import VellumTestSupport

/// Colour glyphs in a scene's `Text`: what the SVG writer writes for them.
@Suite struct ColorGlyphSceneTests {
    static func svg<Content: Node>(@NodeBuilder _ content: () -> Content) throws -> String {
        let size = Size(width: 120, height: 60)
        return try SVGBackend().render(try Scene(content: content).renderTree(size: size), size: size).text
    }

    @Test(.requires(FileManager.default.fileExists(atPath: TestFonts.notoColorEmoji),
                    "fonts-noto-color-emoji is not installed"))
    func aBitmapEmojiIsAnEmbeddedImage() throws {
        let svg = try Self.svg { Text("Hot 🔥").font(.system(size: 20)) }
        #expect(svg.contains("<image") && svg.contains("data:image/png;base64,"))
        // The letters stay outlines in the text's colour.
        #expect(svg.contains("<path"))
    }

    @Test func colrGlyphsAreVectorPaint() throws {
        let svg = try Self.svg { Text("\u{E000}").font(.file(TestFonts.colorTest, size: 40)) }
        #expect(!svg.contains("<image"))
        #expect(svg.contains("#ff0000") && svg.contains("#0000ff"), "the layers' palette red and blue")
    }
}
