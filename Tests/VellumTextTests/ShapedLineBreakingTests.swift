import Testing
import VellumCore
@testable import VellumText

/// Wrapping, alignment and shrinking of shaped text: lines break only between clusters, and
/// right-to-left lines are reordered each on its own.
@Suite struct ShapedLineBreakingTests {
    static let arabic = TextStyle(font: FontDescriptor(file: "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"),
                                  size: 30)
    static let devanagari = TextStyle(
        font: FontDescriptor(file: "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf"), size: 30)

    /// The glyph ids of each line, left to right.
    static func lineGlyphs(_ layout: TextLayout) -> [[GlyphID]] {
        layout.lines.map { line in layout.glyphs[line.glyphRange].map(\.glyph) }
    }

    @Test func arabicWrapsIntoRightToLeftLinesInReadingOrder() throws {
        let first = try TextLayout("مرحبا", style: Self.arabic)
        let second = try TextLayout("بالعالم", style: Self.arabic)
        let both = try TextLayout("مرحبا بالعالم", style: Self.arabic)
        // Too narrow for both words: the first word read (the rightmost on one line) comes first.
        let wrapped = try TextLayout("مرحبا بالعالم", style: Self.arabic, maxWidth: both.size.width - 1)
        #expect(wrapped.lines.count == 2)
        let lines = Self.lineGlyphs(wrapped)
        // The space stays at the end of the first line, drawn after its visible glyphs.
        #expect(Array(lines[0].dropLast()) == first.glyphs.map(\.glyph))
        #expect(lines[1] == second.glyphs.map(\.glyph))
        #expect(close(wrapped.lines[0].bounds.width, first.size.width))
        #expect(close(wrapped.size.width, max(first.size.width, second.size.width)))
        // Each line starts at the left edge when aligned leading, ends at the right when trailing.
        let trailing = try TextLayout("مرحبا بالعالم", style: Self.arabic,
                                      paragraph: ParagraphStyle(alignment: .trailing), maxWidth: both.size.width - 1)
        for line in trailing.lines { #expect(close(line.bounds.maxX, trailing.size.width)) }
    }

    @Test func conjunctsAndMarksStayWhole() throws {
        let word = try TextLayout("क्षत्रिय", style: Self.devanagari)
        let wrapped = try TextLayout("क्षत्रिय क्षत्रिय", style: Self.devanagari, maxWidth: word.size.width + 1)
        #expect(Self.lineGlyphs(wrapped).map { $0.prefix(word.glyphs.count) }
                == [ArraySlice(word.glyphs.map(\.glyph)), ArraySlice(word.glyphs.map(\.glyph))])
        // A combining accent after a space belongs to the space's cluster, which is then no
        // break opportunity: "a ́b" is one word, shrunk to fit rather than wrapped, where "a b"
        // wraps at its space.
        let latin = TextStyle(size: 20)
        let narrow = try TextLayout("ab", style: latin).size.width
        let shrinking = ParagraphStyle(minimumScaleFactor: 0.1)
        let accented = try TextLayout("a \u{301}b", style: latin, paragraph: shrinking, maxWidth: narrow)
        #expect(accented.lines.count == 1 && accented.scaleFactor < 1)
        let spaced = try TextLayout("a b", style: latin, paragraph: shrinking, maxWidth: narrow)
        #expect(spaced.lines.count == 2 && spaced.scaleFactor == 1)
    }

    @Test func shapedTextShrinksToFit() throws {
        let natural = try TextLayout("मेरा नाम", style: Self.devanagari)
        let paragraph = ParagraphStyle(wrapsLines: false, minimumScaleFactor: 0.1)
        let fitted = try TextLayout("मेरा नाम", style: Self.devanagari, paragraph: paragraph,
                                    maxWidth: natural.size.width / 2)
        #expect(close(fitted.scaleFactor, 0.5, 1e-9))
        #expect(close(fitted.size.width, natural.size.width / 2, 1e-9))
        #expect(fitted.glyphs.map(\.glyph) == natural.glyphs.map(\.glyph))
        for (small, large) in zip(fitted.glyphs, natural.glyphs) {
            #expect(close(small.origin.x, large.origin.x / 2, 1e-9) && close(small.origin.y, large.origin.y / 2, 1e-9))
        }
    }
}

/// Spacing in right-to-left text lies between clusters, as in left-to-right text.
@Suite struct RightToLeftSpacingTests {
    @Test func trackingSpacesArabicClustersWithoutBreakingTheJoin() throws {
        var style = ShapedLineBreakingTests.arabic
        let plain = try TextLayout("مرحبا", style: style)
        style.tracking = 5
        let tracked = try TextLayout("مرحبا", style: style)
        // Five letters, five clusters, four gaps; the same joining forms.
        #expect(tracked.glyphs.map(\.glyph) == plain.glyphs.map(\.glyph))
        #expect(abs(tracked.size.width - (plain.size.width + 4 * 5)) < 1e-9)
        // Page order: the k-th glyph from the left moves right by 5 px per gap before it.
        for (k, (a, b)) in zip(tracked.glyphs, plain.glyphs).enumerated() {
            #expect(abs(a.origin.x - (b.origin.x + Double(k) * 5)) < 1e-9)
        }
    }
}
