import Testing
import VellumCore
import VellumText

/// Line limits: how many lines are kept, where the ellipsis goes for each truncation mode, that a
/// cut never splits a grapheme cluster and that the kept text is shaped again.
@Suite struct TruncationTests {
    static let sentence = "The quick brown fox jumps over the lazy dog and keeps on running"
    let style = TextStyle(family: "DejaVu Sans", size: 20)

    func layout(_ text: String, _ style: TextStyle? = nil, width: Double?, limit: Int?,
                mode: TruncationMode = .tail, reserving: Int = 0) throws -> TextLayout {
        try TextLayout(text, style: style ?? self.style,
                       paragraph: ParagraphStyle(lineLimit: limit, minimumLineCount: reserving, truncationMode: mode),
                       maxWidth: width)
    }

    @Test func tailTruncationKeepsTheFirstLinesAndEndsTheLastWithAnEllipsis() throws {
        let free = try layout(Self.sentence, width: 200, limit: nil)
        #expect(free.lines.count > 3)
        let cut = try layout(Self.sentence, width: 200, limit: 2)
        #expect(cut.isTruncated && !free.isTruncated)
        #expect(cut.lines.count == 2)
        #expect(cut.lineStrings[0] == free.lineStrings[0])
        let last = cut.lineStrings[1]
        #expect(last.hasSuffix("\u{2026}") && !last.hasSuffix(" \u{2026}"))
        // The last line is filled: one more character would not fit with the ellipsis.
        let kept = String(last.dropLast())
        let next = Self.sentence.dropFirst(free.lineStrings[0].count + kept.count).prefix(1)
        let longer = try TextLayout(kept + next + "\u{2026}", style: style)
        #expect(longer.size.width > 200, "\(cut.lineStrings)")
        #expect(Self.sentence.hasPrefix(cut.lineStrings.joined().dropLast()))
        #expect(cut.lines[1].bounds.width <= 200 + 1e-9)
        #expect(close(cut.size.height, free.lines[1].bounds.maxY))
    }

    @Test func headTruncationShowsTheEndOfTheText() throws {
        let cut = try layout(Self.sentence, width: 200, limit: 1, mode: .head)
        #expect(cut.lines.count == 1)
        let line = cut.lineStrings[0]
        #expect(line.hasPrefix("\u{2026}"))
        #expect(Self.sentence.hasSuffix(line.dropFirst()))
        #expect(line.hasSuffix("running"))
        #expect(cut.size.width <= 200 + 1e-9)
    }

    @Test func middleTruncationKeepsBothEnds() throws {
        let cut = try layout(Self.sentence, width: 240, limit: 1, mode: .middle)
        let line = cut.lineStrings[0]
        let parts = line.split(separator: "\u{2026}", omittingEmptySubsequences: false)
        #expect(parts.count == 2)
        #expect(Self.sentence.hasPrefix(parts[0]) && Self.sentence.hasSuffix(parts[1]))
        #expect(parts[0].count >= 5 && parts[1].count >= 5)
        #expect(cut.size.width <= 240 + 1e-9)
    }

    @Test func headTruncationOfSeveralLinesCutsTheLastOne() throws {
        let cut = try layout(Self.sentence, width: 200, limit: 2, mode: .head)
        let free = try layout(Self.sentence, width: 200, limit: nil)
        #expect(cut.lineStrings[0] == free.lineStrings[0])
        #expect(cut.lineStrings[1].hasPrefix("\u{2026}") && cut.lineStrings[1].hasSuffix("running"))
    }

    @Test func textThatFitsIsNotCut() throws {
        let short = try layout("Short", width: 200, limit: 1)
        #expect(!short.isTruncated && short.lineStrings == ["Short"])
    }

    @Test func explicitLinesBeyondTheLimitAreCut() throws {
        let cut = try layout("one\ntwo\nthree", width: nil, limit: 2)
        #expect(cut.lineStrings == ["one", "two\u{2026}"])
    }

    /// Each case: text of repeated grapheme clusters, cut narrow; what is kept is whole clusters.
    @Test(arguments: [
        ("👍🏽", "Noto Color Emoji"),
        ("\u{1112}\u{1161}\u{11AB}", "Noto Sans CJK KR"),     // 한 as conjoining jamo
        ("e\u{0301}\u{0323}", "DejaVu Sans"),                 // e with two combining marks
        ("क्षि", "Noto Sans Devanagari"),                       // a conjunct with a vowel sign
    ])
    func aCutNeverSplitsAGraphemeCluster(_ cluster: String, family: String) throws {
        let text = String(repeating: cluster, count: 30)
        let style = TextStyle(family: family, size: 20)
        let cut = try layout(text, style, width: 90, limit: 1)
        let line = cut.lineStrings[0]
        #expect(line.hasSuffix("\u{2026}") || line.hasSuffix("..."))
        let kept = line.hasSuffix("...") ? line.dropLast(3) : line.dropLast()
        #expect(!kept.isEmpty)
        #expect(kept.allSatisfy { String($0) == cluster }, "\(Array(kept.unicodeScalars))")
        #expect(kept.unicodeScalars.count == kept.count * cluster.unicodeScalars.count)
    }

    @Test func theKeptTextIsShapedAgain() throws {
        // Arabic letters join; the letter before the cut takes its final form, exactly as the
        // kept text with an ellipsis sets on its own.
        let arabic = TextStyle(family: "Noto Sans Arabic", size: 24)
        let cut = try layout("مرحبا بالعالم مرحبا بالعالم", arabic, width: 120, limit: 1)
        let shown = cut.lineStrings[0]
        let alone = try TextLayout(shown, style: arabic)
        #expect(cut.glyphs.map(\.glyph) == alone.glyphs.map(\.glyph))
        #expect(cut.size.width <= 120 + 1e-9)
    }

    @Test func aFontWithoutAnEllipsisEndsWithThreeFullStopsOfItsOwn() throws {
        // Noto Sans Arabic has full stops but no U+2026: the text ends (in reading order) with
        // three of its full stops.
        let arabic = TextStyle(family: "Noto Sans Arabic", size: 20)
        let cut = try layout("مرحبا بالعالم مرحبا بالعالم مرحبا بالعالم", arabic, width: 120, limit: 1)
        #expect(cut.lineStrings[0].hasSuffix("..."))
        let dots = cut.glyphs.filter { $0.characters == "." }
        #expect(dots.count == 3 && dots.allSatisfy { $0.face.familyName == "Noto Sans Arabic" })
        // Noto Sans Armenian has neither: U+2026 comes from a fallback face.
        let armenian = TextStyle(family: "Noto Sans Armenian", size: 20)
        let other = try layout("Բարեւ աշխարհ Բարեւ աշխարհ Բարեւ աշխարհ", armenian, width: 120, limit: 1)
        #expect(other.lineStrings[0].hasSuffix("\u{2026}"))
        #expect(other.glyphs.last?.face.familyName != "Noto Sans Armenian")
        #expect(other.size.width <= 120 + 1e-9)
    }

    @Test func reservedLinesMakeShortTextTaller() throws {
        let one = try layout("Hi", width: 200, limit: 3)
        let three = try layout("a\nb\nc", width: 200, limit: 3)
        let reserved = try layout("Hi", width: 200, limit: 3, reserving: 3)
        #expect(one.lines.count == 1 && reserved.lines.count == 1)
        #expect(close(reserved.size.height, three.size.height))
        #expect(reserved.size.height > one.size.height * 2.5)
        // Empty text reserves lines of its font too.
        #expect(close(try layout("", width: 200, limit: 3, reserving: 3).size.height, three.size.height))
    }

    @Test func shrinkingComesBeforeTruncating() throws {
        let paragraph = ParagraphStyle(minimumScaleFactor: 0.5, lineLimit: 1)
        let wide = try TextLayout("Hello there", style: style, paragraph: paragraph, maxWidth: 80)
        #expect(!wide.isTruncated && wide.scaleFactor < 1 && wide.lines.count == 1)
    }

    @Test func underlinesAndStrikethroughsFollowTheFontMetrics() throws {
        let underlined = TextStyle(family: "DejaVu Sans", size: 40, underline: TextDecoration())
        let struck = TextStyle(family: "DejaVu Sans", size: 40, color: .red,
                               strikethrough: TextDecoration(pattern: .dash, color: .blue))
        let layout = try TextLayout(runs: [TextRun("under ", style: underlined), TextRun("struck", style: struck)])
        let metrics = try Font(FontDescriptor(family: "DejaVu Sans")).metrics(size: 40)
        let baseline = layout.lines[0].baseline
        let under = try #require(layout.decorations.first { $0.kind == .underline })
        #expect(close(under.bounds.midY, baseline + metrics.underlinePosition))
        #expect(close(under.bounds.height, metrics.underlineThickness))
        #expect(under.bounds.minX == 0 && under.color == nil && under.run == 0)
        let strike = try #require(layout.decorations.first { $0.kind == .strikethrough })
        #expect(close(strike.bounds.minY, baseline - metrics.strikeoutPosition))
        #expect(close(strike.bounds.maxX, layout.size.width))
        #expect(strike.color == .blue && strike.run == 1)
        // A dashed line is drawn in pieces; a solid one is one rectangle.
        #expect(moves(strike.path) > 3 && moves(under.path) == 1)
        #expect(layout.decorations.count == 2)
    }
}

/// How many subpaths a path has.
private func moves(_ path: Path) -> Int {
    path.elements.filter { if case .move = $0 { true } else { false } }.count
}

