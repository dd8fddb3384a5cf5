import Testing
import VellumCore
import VellumTestSupport
import VellumText

/// Vertical text: columns shaped top to bottom by HarfBuzz, upright ideographs, Latin on its
/// side, and the order of columns.
@Suite struct VerticalTextTests {
    static let cjk = TextStyle(family: "Noto Sans CJK JP", size: 40)

    static func layout(_ text: String, _ style: TextStyle = cjk,
                       mode: WritingMode = .verticalRightToLeft) throws -> TextLayout {
        try TextLayout(text, style: style, paragraph: ParagraphStyle(writingMode: mode))
    }

    @Test func ideographsStackDownTheColumn() throws {
        let layout = try Self.layout("日本語")
        #expect(layout.warnings.isEmpty)
        let origins = layout.glyphs.map(\.origin)
        #expect(layout.glyphs.count == 3 && layout.glyphs.allSatisfy { !$0.isSideways })
        // One em apart (the font's vertical advance), on one vertical line.
        #expect(abs(origins[1].y - origins[0].y - 40) < 1e-9 && abs(origins[2].y - origins[1].y - 40) < 1e-9)
        #expect(Set(origins.map(\.x)).count == 1)
        #expect(layout.inkBounds.height > 2 * layout.inkBounds.width)
        #expect(abs(layout.size.height - 120) < 1e-9)
        // Each glyph's ink is centred across the column.
        let ink = try #require(layout.glyphs[0].inkBounds)
        #expect(abs(ink.midX - layout.size.width / 2) < 2, "\(ink) in \(layout.size)")
    }

    @Test func latinLiesOnItsSideReadingDown() throws {
        let layout = try Self.layout("Ab", TextStyle(family: "DejaVu Sans", size: 40))
        #expect(layout.glyphs.allSatisfy { $0.isSideways })
        let a = try #require(layout.glyphs[0].inkBounds), b = try #require(layout.glyphs[1].inkBounds)
        #expect(b.minY > a.midY && a.height > a.width * 0.8, "\(a) \(b)")
        // The letters' tops face right: "A" reaches further right than its baseline side.
        #expect(layout.inkBounds.height > layout.inkBounds.width)
        // Sideways glyphs carry no glyph runs: a PDF draws their outlines.
        #expect(layout.glyphRuns.isEmpty)
        let upright = try Self.layout("日本")
        #expect(!upright.glyphRuns.isEmpty)
    }

    @Test func columnsStackByTheWritingMode() throws {
        let rightToLeft = try Self.layout("一\n二")
        #expect(rightToLeft.lines.count == 2)
        #expect(rightToLeft.glyphs[0].origin.x > rightToLeft.glyphs[1].origin.x)
        let leftToRight = try Self.layout("一\n二", mode: .verticalLeftToRight)
        #expect(leftToRight.glyphs[0].origin.x < leftToRight.glyphs[1].origin.x)
        // Each column is one line height broad.
        let lineHeight = try Font(Self.cjk.font).metrics(size: 40).lineHeight
        #expect(abs(rightToLeft.size.width - 2 * lineHeight) < 1e-9)
    }

    /// Nine characters one em (40) each, in columns at most 130 high: three columns of three,
    /// the second left of the first for `vertical-rl`, right of it for `vertical-lr`.
    @Test func columnsWrapToTheProposedHeight() throws {
        let lineHeight = try Font(Self.cjk.font).metrics(size: 40).lineHeight
        for mode in [WritingMode.verticalRightToLeft, .verticalLeftToRight] {
            let layout = try TextLayout("日本語の縦書きです", style: Self.cjk,
                                        paragraph: ParagraphStyle(writingMode: mode), maxHeight: 130)
            #expect(layout.lines.map(\.glyphRange.count) == [3, 3, 3], "\(mode)")
            let step = mode == .verticalRightToLeft ? -lineHeight : lineHeight
            let baselines = layout.lines.map(\.baseline)
            #expect(abs(baselines[1] - baselines[0] - step) < 1e-9 && abs(baselines[2] - baselines[1] - step) < 1e-9)
            #expect(abs(layout.size.width - 3 * lineHeight) < 1e-9 && abs(layout.size.height - 120) < 1e-9)
            // Each column starts at the top; no glyph reaches past the proposed height.
            #expect(layout.lines.allSatisfy { abs(layout.glyphs[$0.glyphRange.lowerBound].origin.y - layout.glyphs[0].origin.y) < 1e-9 })
            #expect(layout.glyphs.allSatisfy { ($0.inkBounds?.maxY ?? 0) <= 130 })
        }
        // Without a proposed height, or when lines do not wrap, the paragraph is one column.
        #expect(try TextLayout("日本語の縦書きです", style: Self.cjk,
                               paragraph: ParagraphStyle(writingMode: .verticalRightToLeft)).lines.count == 1)
        #expect(try TextLayout("日本語の縦書きです", style: Self.cjk,
                               paragraph: ParagraphStyle(wrapsLines: false, writingMode: .verticalRightToLeft),
                               maxHeight: 130).lines.count == 1)
    }

    /// Kinsoku: a column never starts with the ideographic comma or full stop, which stay with
    /// the character before them (that character moves to the next column instead).
    @Test func wrappedColumnsNeverStartWithClosingPunctuation() throws {
        let layout = try TextLayout("あいう、えお。かきく、けこ。", style: Self.cjk,
                                    paragraph: ParagraphStyle(writingMode: .verticalRightToLeft), maxHeight: 120)
        #expect(layout.lines.count >= 5)
        for line in layout.lines {
            let first = layout.glyphs[line.glyphRange.lowerBound].characters
            #expect(first != "、" && first != "。", "a column starts with \(first)")
            #expect(line.bounds.height <= 120 + 1e-9)
        }
        #expect(layout.glyphs.map(\.characters).joined() == "あいう、えお。かきく、けこ。")
    }

    /// Past the line limit columns are cut: the last kept ends in an upright ellipsis, and
    /// gives up a character so that it still fits the proposed height.
    @Test func aLineLimitCutsColumnsWithAnEllipsis() throws {
        let layout = try TextLayout("日本語の縦書きです", style: Self.cjk,
                                    paragraph: ParagraphStyle(lineLimit: 2, writingMode: .verticalRightToLeft),
                                    maxHeight: 130)
        #expect(layout.isTruncated && layout.lines.count == 2)
        #expect(layout.glyphs.map(\.characters) == ["日", "本", "語", "の", "縦", "…"])
        let ellipsis = try #require(layout.glyphs.last)
        #expect(!ellipsis.isSideways && ellipsis.line == 1 && ellipsis.characterIndex == 5)
        #expect(layout.lines.allSatisfy { $0.bounds.height <= 130 })
        #expect(!(try TextLayout("日本語の縦書きです", style: Self.cjk,
                                 paragraph: ParagraphStyle(lineLimit: 3, writingMode: .verticalRightToLeft),
                                 maxHeight: 130)).isTruncated)
    }

    /// An underline runs down the right side of each column (as CSS sets it in vertical text),
    /// a line through down its centre, each as long as the column's text.
    @Test func decorationsRunDownTheColumns() throws {
        var style = Self.cjk
        style.underline = TextDecoration()
        style.strikethrough = TextDecoration(pattern: .dash)
        let layout = try TextLayout("日本語の縦書", style: style,
                                    paragraph: ParagraphStyle(writingMode: .verticalRightToLeft), maxHeight: 130)
        let underlines = layout.decorations.filter { $0.kind == .underline }
        let throughs = layout.decorations.filter { $0.kind == .strikethrough }
        #expect(underlines.count == 2 && throughs.count == 2)
        for (line, (underline, through)) in zip(layout.lines, zip(underlines, throughs)) {
            #expect(underline.bounds.height == 120 && underline.bounds.width < 5, "\(underline.bounds)")
            #expect(underline.bounds.midX > line.baseline + 15 && underline.bounds.maxX <= line.bounds.maxX + 1e-9)
            #expect(abs(through.bounds.midX - line.baseline) < 1e-9)
            // The dashes of a line through run down the column.
            #expect(through.path.boundingRect.height <= 120 && through.path.boundingRect.width < 5)
        }
    }

    @Test(.requires(Prerequisite.program("hb-shape") != nil, "hb-shape is not installed (libharfbuzz-bin)"))
    func columnShapingAgreesWithHBShape() throws {
        let face = try Font(FontDescriptor(family: "Noto Sans CJK JP")).face
        let text = "日本、「語」"
        let reference = try HBShape.shape(text, font: face.path, faceIndex: face.faceIndex, direction: "ttb")
        let glyphs = face.shapedColumn(Array(text.unicodeScalars))
        #expect(glyphs.map(\.glyph) == reference.map(\.g))
        #expect(glyphs.map(\.advance) == reference.map { -Double($0.ay) })
        #expect(glyphs.map(\.offsetX) == reference.map { Double($0.dx) })
        #expect(glyphs.map(\.offsetY) == reference.map { -Double($0.dy) })
        // `vert` gives the comma and brackets their vertical forms.
        let horizontal = face.shapedRun(Array(text.unicodeScalars), rightToLeft: false)
        #expect(glyphs[2].glyph != horizontal[2].glyph && glyphs[3].glyph != horizontal[3].glyph)
    }

    @Test func aFontWithoutVerticalMetricsGetsSynthesizedOnes() throws {
        let face = try Font(FontDescriptor()).face
        let glyphs = face.shapedColumn(Array("AB".unicodeScalars))
        #expect(glyphs.count == 2)
        #expect(glyphs.allSatisfy { $0.advance > 0 && $0.offsetX.isFinite && $0.offsetY > 0 })
    }
}
