import Testing
import VellumCore
@testable import VellumText

@Suite struct TextLayoutTests {
    let style = TextStyle(family: "DejaVu Sans", size: 20)

    func width(_ text: String) throws -> Double {
        try TextLayout(text, style: style).size.width
    }

    /// The text of each line, rebuilt from the glyphs' line indices.
    func lineTexts(_ layout: TextLayout, _ text: String) -> [String] {
        let scalars = Array(text.unicodeScalars.filter { $0 != "\n" && $0 != "\r" })
        var lines = Array(repeating: "", count: layout.lines.count)
        for (scalar, glyph) in zip(scalars, layout.glyphs) { lines[glyph.line].unicodeScalars.append(scalar) }
        return lines
    }

    @Test func singleLineMetricsAndBounds() throws {
        let layout = try TextLayout("HEH", style: style)
        let metrics = try dejaVuSans().metrics(size: 20)
        #expect(layout.lines.count == 1)
        #expect(close(layout.lines[0].baseline, metrics.ascent))
        #expect(close(layout.size.height, metrics.ascent + metrics.descent))
        #expect(layout.typographicBounds.origin == .zero)
        // Ink lies inside the line box for plain Latin letters and starts near the pen origin.
        #expect(layout.inkBounds.minY > 0 && layout.inkBounds.maxY <= layout.size.height)
        #expect(close(layout.inkBounds.minY, metrics.ascent - metrics.capHeight, 0.05))
        #expect(layout.inkBounds.width > 0 && layout.inkBounds.width <= layout.size.width + 2)
        let union = layout.glyphPaths.map { $0.path.boundingRect }.reduce(nil as Rect?) { $0?.union($1) ?? $1 }
        #expect(union == layout.inkBounds)
    }

    @Test func wrapsAtSpacesToTheProposedWidth() throws {
        let text = "aaa bbb ccc ddd"
        let limit = try width("aaa bbb") + 0.5
        let layout = try TextLayout(text, style: style, maxWidth: limit)
        #expect(lineTexts(layout, text) == ["aaa bbb ", "ccc ddd"])
        #expect(layout.lines.allSatisfy { $0.bounds.width <= limit })
        // Trailing spaces do not count towards a line's width.
        #expect(close(layout.lines[0].bounds.width, try width("aaa bbb")))

        let narrowest = try [width("aaa bbb"), width("bbb ccc"), width("ccc ddd")].min()!
        let narrow = try TextLayout(text, style: style, maxWidth: narrowest - 0.5)
        #expect(lineTexts(narrow, text) == ["aaa ", "bbb ", "ccc ", "ddd"])

        // A word wider than the width is broken between its letters as a last resort, so that
        // no line overflows.
        let long = try TextLayout("a extraordinarily b", style: style, maxWidth: 30)
        let lines = lineTexts(long, "a extraordinarily b")
        #expect(lines.first == "a " && lines.last == "b" && lines.count > 3, "\(lines)")
        #expect(lines.joined() == "a extraordinarily b")
        #expect(long.lines.allSatisfy { $0.bounds.width <= 30 })

        let unwrapped = try TextLayout(text, style: style, paragraph: ParagraphStyle(wrapsLines: false),
                                       maxWidth: limit)
        #expect(unwrapped.lines.count == 1)
    }

    @Test func explicitLineBreaksAndMultiLineBounds() throws {
        let text = "one\ntwo\r\nthree"
        let layout = try TextLayout(text, style: style)
        let metrics = try dejaVuSans().metrics(size: 20)
        #expect(lineTexts(layout, text) == ["one", "two", "three"])
        #expect(layout.lines.count == 3)
        for i in 1..<3 {
            #expect(close(layout.lines[i].baseline - layout.lines[i - 1].baseline, metrics.lineHeight))
        }
        #expect(close(layout.size.height, 3 * (metrics.ascent + metrics.descent) + 2 * metrics.lineGap))
        #expect(close(layout.size.width, try width("three")))

        let spaced = try TextLayout(text, style: style, paragraph: ParagraphStyle(lineSpacing: 10))
        #expect(close(spaced.size.height, layout.size.height + 20))
        let doubled = try TextLayout(text, style: style, paragraph: ParagraphStyle(lineHeightMultiple: 2))
        #expect(close(doubled.lines[1].baseline - doubled.lines[0].baseline, 2 * metrics.lineHeight))

        // Empty lines keep their height.
        let gaps = try TextLayout("a\n\nb\n", style: style)
        #expect(gaps.lines.count == 4)
        #expect(close(gaps.size.height, 4 * (metrics.ascent + metrics.descent) + 3 * metrics.lineGap))
    }

    @Test(arguments: [(TextAlignment.leading, 0.0), (.center, 0.5), (.trailing, 1.0)])
    func alignmentOffsetsShorterLines(alignment: TextAlignment, factor: Double) throws {
        let layout = try TextLayout("ab\nabcdefgh", style: style, paragraph: ParagraphStyle(alignment: alignment))
        let short = try width("ab"), long = try width("abcdefgh")
        #expect(close(layout.size.width, long))
        #expect(close(layout.lines[0].bounds.minX, (long - short) * factor))
        #expect(close(layout.lines[1].bounds.minX, 0))
        #expect(close(layout.glyphs[0].origin.x, (long - short) * factor))
    }

    @Test func mixedRunsShareLinesAndTakeTheLargestMetrics() throws {
        let big = TextStyle(size: 40, color: .red)
        let layout = try TextLayout(runs: [TextRun("small ", style: style), TextRun("BIG", style: big)])
        let metrics = try dejaVuSans().metrics(size: 40)
        #expect(layout.lines.count == 1)
        #expect(close(layout.lines[0].baseline, metrics.ascent))
        #expect(layout.glyphs.last?.color == .red && layout.glyphs.first?.color == .black)
        #expect(layout.glyphs.last?.size == 40 && layout.glyphs.last?.run == 1)
    }

    @Test func emptyTextAndInvalidSizesGiveEmptyLayouts() throws {
        let empty = try TextLayout("", style: style)
        #expect(empty.glyphs.isEmpty && empty.lines.isEmpty)
        #expect(empty.typographicBounds == .zero && empty.inkBounds == .zero)
        #expect(empty.warnings.isEmpty)
        for size in [0.0, -12, .nan, .infinity] {
            let layout = try TextLayout("text", style: TextStyle(size: size), paragraph: ParagraphStyle(minimumScaleFactor: 0),
                                        maxWidth: 10, maxHeight: 10)
            #expect(layout.glyphs.isEmpty && layout.size == .zero, "size \(size)")
            #expect(layout.warnings.count == 1)
        }
        // Whitespace only: lines with height but no ink.
        let spaces = try TextLayout("   ", style: style)
        #expect(spaces.inkBounds == .zero && spaces.size.height > 0 && spaces.glyphPaths.isEmpty)
        // NaN and infinite proposals mean "unlimited".
        let unlimited = try TextLayout("a b c", style: style, paragraph: ParagraphStyle(minimumScaleFactor: 0.5),
                                       maxWidth: .nan, maxHeight: .infinity)
        #expect(unlimited.lines.count == 1 && unlimited.scaleFactor == 1)
    }

    @Test(arguments: [UnitPoint.topLeading, .center, .bottomTrailing])
    func drawingRecordsOneFillPerVisibleGlyphAtTheAnchor(anchor: UnitPoint) throws {
        let layout = try TextLayout("Hi there", style: TextStyle(size: 30, color: .blue))
        let context = GraphicsContext()
        context.draw(layout, at: Point(x: 100, y: 50), anchor: anchor)
        let fills = context.displayList.operations.compactMap { op -> (Path, Paint)? in
            if case .fill(let path, let paint, .nonZero, .identity) = op { (path, paint) } else { nil }
        }
        #expect(fills.count == 7 && context.displayList.operations.count == 7)
        let dx = 100 - anchor.x * layout.size.width, dy = 50 - anchor.y * layout.size.height
        for ((path, paint), (glyphPath, _)) in zip(fills, layout.glyphPaths) {
            #expect(path == glyphPath.offsetBy(dx: dx, dy: dy))
            #expect(paint == .color(.blue))
        }
        try context.displayList.validate()
    }
}
