import Testing
import VellumCore
import VellumText

/// A layout's glyphs as text (`TextLayout.glyphRuns`): the characters in reading order, mapped
/// to the glyphs by clusters, at the glyphs' own places.
@Suite struct GlyphRunTests {
    static func layout(_ text: String, family: String, maxWidth: Double? = nil) throws -> TextLayout {
        try TextLayout(text, style: TextStyle(family: family, size: 24), maxWidth: maxWidth)
    }

    /// The text of the runs, each run's glyphs in reading order.
    static func text(of runs: [RenderGlyphRun]) -> String { runs.map(\.text).joined() }

    @Test(arguments: [("Vellum office", "DejaVu Sans"), ("नमस्ते दुनिया", "Noto Sans Devanagari"), ("金牌 골드", "Noto Sans CJK JP")])
    func leftToRightTextIsOneRunOfItsCharacters(_ text: String, _ family: String) throws {
        let layout = try Self.layout(text, family: family)
        let runs = layout.glyphRuns
        #expect(runs.count == 1)
        #expect(Self.text(of: runs) == text)
        #expect(runs.allSatisfy { !$0.isRightToLeft })
        // Every glyph of the layout, at its origin, in page order.
        #expect(runs.flatMap(\.glyphs) == layout.glyphs.map { RenderGlyphRun.Glyph(id: $0.glyph, position: $0.origin) })
    }

    @Test func aLigatureIsOneGlyphForItsLetters() throws {
        let run = try #require(try Self.layout("office", family: "DejaVu Sans").glyphRuns.first)
        // o, ffi (one glyph, three letters), c, e.
        #expect(run.clusters == [.init(byteCount: 1, glyphCount: 1), .init(byteCount: 3, glyphCount: 1),
                                 .init(byteCount: 1, glyphCount: 1), .init(byteCount: 1, glyphCount: 1)])
    }

    @Test func rightToLeftTextReadsBackwardFromItsLastGlyph() throws {
        let text = "مرحبا بالعالم"
        let layout = try Self.layout(text, family: "Noto Sans Arabic")
        let run = try #require(layout.glyphRuns.first)
        #expect(layout.glyphRuns.count == 1)
        #expect(run.isRightToLeft)
        #expect(run.text == text)
        // Page order, left to right: the first letter's glyph is the rightmost.
        #expect(run.glyphs.map(\.position.x) == run.glyphs.map(\.position.x).sorted())
    }

    @Test func runsSplitAtLinesAndDirections() throws {
        let layout = try Self.layout("Gold tier\nלקוח זהב", family: "DejaVu Sans")
        let runs = layout.glyphRuns
        #expect(runs.map(\.text) == ["Gold tier", "לקוח זהב"])
        #expect(runs.map(\.isRightToLeft) == [false, true])
        #expect(runs[0].glyphs[0].position.y < runs[1].glyphs[0].position.y)
    }
}
