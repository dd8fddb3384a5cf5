/// One glyph of shaped text at its run's requested size, before line breaking and placement.
struct ShapedGlyph {
    let face: FontFace
    let glyph: GlyphID
    /// The run the glyph comes from.
    let run: Int
    /// Pen advance in pixels, kerning included (HarfBuzz folds it into advances).
    let advance: Double
    /// Where the outline sits relative to the pen, in pixels, y down (mark positioning).
    let offsetX: Double
    let offsetY: Double
    /// Extra space before the glyph from tracking and kerning settings; used unless the glyph
    /// starts a line. Only the first glyph of each cluster carries it, so a ligature or a base
    /// with its marks is never spread apart.
    let spacing: Double
    /// The bidi embedding level; odd is right to left.
    let level: UInt8
    /// The glyph stands for breaking white space only: it does not count towards a line's width
    /// at the end of a line.
    let isSpace: Bool
    /// The glyph is the first of its cluster (in logical order): a line may start here as a last
    /// resort, when a word is wider than the line.
    let startsCluster: Bool
    /// A line may start at this glyph: the Unicode line breaking algorithm allows a break before
    /// its cluster (``LineBreakOpportunities``).
    let breakBefore: Bool
    /// For a soft hyphen, the hyphen drawn in its place when a line breaks after it.
    let hyphen: Hyphen?
    /// The characters of the glyph's cluster on its first glyph in logical order; empty on the
    /// cluster's other glyphs.
    let characters: String
    /// Where the glyph's cluster starts in the text: the index of its first grapheme cluster
    /// (`Character`) counted over all the layout's runs, line breaks included. Truncation cuts
    /// the text at these indices.
    let source: Int

    /// The glyph a soft hyphen shows at the end of a line, in the soft hyphen's face and size.
    struct Hyphen {
        let glyph: GlyphID
        let advance: Double
    }

    /// This glyph as it ends a line that breaks after it: a soft hyphen shows its hyphen.
    var endingLine: ShapedGlyph {
        guard let hyphen else { return self }
        return ShapedGlyph(face: face, glyph: hyphen.glyph, run: run, advance: hyphen.advance, offsetX: 0, offsetY: 0,
                           spacing: spacing, level: level, isSpace: false, startsCluster: startsCluster,
                           breakBefore: breakBefore, hyphen: nil, characters: characters, source: source)
    }
}

/// A run resolved for layout.
struct ShapedRun {
    let style: TextStyle
    let metrics: FontMetrics
    /// The run's index among the ``TextRun``s laid out (runs of invalid size are left out of
    /// ``ShapedText/runs`` but counted here).
    let textRun: Int
}

/// A paragraph of shaped text, between explicit line breaks.
struct HardLine {
    /// Its glyphs in ``ShapedText/glyphs``.
    var glyphs: Range<Int>
    /// The run whose metrics the line uses when it is empty.
    var run: Int
    /// Its grapheme clusters, as indices counted over all runs (``ShapedGlyph/source``); the
    /// upper bound is the index of the line break that ends it, or the text's length.
    var characters: Range<Int>
}

/// Text turned into glyphs: split into paragraphs at explicit line breaks, each paragraph's
/// characters given faces (with fallback), its bidi levels found (FriBidi), itemised by run,
/// face, level and script, and each item shaped by HarfBuzz. Glyphs are kept in logical order —
/// right-to-left items reversed from HarfBuzz's visual order — so lines break in reading order;
/// ``visualOrder(levels:)`` puts each line back in page order. Everything is at the requested
/// sizes; shrinking scales it uniformly, which is exact because nothing is hinted.
struct ShapedText {
    var runs: [ShapedRun] = []
    var glyphs: [ShapedGlyph] = []
    /// Lines made by explicit breaks.
    var hardLines: [HardLine] = []
    /// How many grapheme clusters (`Character`s) the runs hold, line breaks included.
    var characterCount = 0
    var warnings: [TextWarning] = []

    /// Shapes `runs`, resolving their fonts through `library`.
    ///
    /// - Throws: ``TextError/textTooLong(length:limit:)`` beyond ``TextLayout/maximumLength``
    ///   scalars, or the ``TextError`` of a run's font.
    /// - Parameter origins: For each run, the index its glyphs report as their ``TextRun``
    ///   (``PositionedGlyph/run``): a truncated text's runs are pieces of the original ones,
    ///   and report those. `nil`: each run its own index.
    init(_ textRuns: [TextRun], origins: [Int]? = nil, library: FontLibrary) throws(TextError) {
        try Self.checkLength(of: textRuns)
        var paragraph = ParagraphText()
        var previousWasCR = false
        var source = 0
        for (index, textRun) in textRuns.enumerated() {
            let (resolved, warnings) = try textRun.resolvedFont(library: library)
            for warning in warnings { warn(warning) }
            guard let font = resolved else {
                source += textRun.text.count
                continue
            }
            let run = runs.count
            runs.append(ShapedRun(style: textRun.style, metrics: font.metrics(size: textRun.style.size),
                                 textRun: origins?[index] ?? index))
            for character in textRun.text {
                defer { source += 1 }
                // Only text makes lines: an empty string lays out as nothing at all.
                if hardLines.isEmpty { hardLines.append(HardLine(glyphs: 0..<0, run: run, characters: source..<source)) }
                defer { previousWasCR = character == "\r" }
                if let first = character.unicodeScalars.first, Self.isLineBreak(first) {
                    // "\r\n" is one break, also when a run ends with "\r" and the next starts with "\n".
                    if character == "\n" && previousWasCR {
                        hardLines[hardLines.count - 1].characters = (source + 1)..<(source + 1)
                        continue
                    }
                    endParagraph(&paragraph, end: source)
                    hardLines.append(HardLine(glyphs: glyphs.count..<glyphs.count, run: run,
                                              characters: (source + 1)..<(source + 1)))
                    continue
                }
                paragraph.append(character, run: run, source: source, font: font, library: library) { warn($0) }
            }
        }
        characterCount = source
        if !hardLines.isEmpty { endParagraph(&paragraph, end: source) }
    }

    private mutating func warn(_ warning: TextWarning) {
        if !warnings.contains(warning) { warnings.append(warning) }
    }

    /// Shapes the paragraph collected so far into the current hard line, whose characters end at
    /// `end`, and starts a new one.
    private mutating func endParagraph(_ paragraph: inout ParagraphText, end: Int) {
        let start = hardLines[hardLines.count - 1].glyphs.lowerBound
        let first = hardLines[hardLines.count - 1].characters.lowerBound
        hardLines[hardLines.count - 1].characters = first..<max(first, end)
        if !paragraph.isEmpty {
            let levels = BidiLevels(paragraph.scalars)
            let breaks = LineBreakOpportunities(paragraph.scalars)
            for item in TextItem.items(of: paragraph, levels: levels) {
                shape(item, of: paragraph, breaks: breaks)
            }
        }
        hardLines[hardLines.count - 1].glyphs = start..<glyphs.count
        paragraph = ParagraphText()
    }

    /// Shapes one item and appends its glyphs in logical order, with where lines may break.
    private mutating func shape(_ item: TextItem, of paragraph: ParagraphText, breaks: LineBreakOpportunities) {
        let style = runs[item.run].style
        let request = ShapingRequest(text: paragraph.scalars, range: item.range, isRightToLeft: item.isRightToLeft,
                                     script: item.script, features: style.shapingFeatures)
        var shaped = item.face.shape(request)
        if item.isRightToLeft { shaped.reverse() }
        let scale = style.size / item.face.unitsPerEm
        let spacing = style.clusterSpacing
        // Clusters ascend in logical order; each one's scalars run to the next cluster's first
        // one, or to the item's end. Found in one backward pass, as one cluster may hold
        // thousands of glyphs (a base with a long run of marks).
        var clusterEnds = [Int](repeating: item.range.upperBound, count: shaped.count)
        for i in shaped.indices.dropLast().reversed() {
            clusterEnds[i] = shaped[i + 1].cluster != shaped[i].cluster ? shaped[i + 1].cluster : clusterEnds[i + 1]
        }
        var clusterIsSpace = false
        var hyphen: ShapedGlyph.Hyphen?
        if item.face.hasColorGlyphs {
            for glyph in shaped where item.face.decodedColorGlyph(of: glyph.glyph, pixelsPerEm: style.size,
                                                                   foreground: style.color)?.isTruncated == true {
                warn(.colorGlyphTruncated(glyph: glyph.glyph, family: item.face.familyName))
            }
        }
        for (i, glyph) in shaped.enumerated() {
            let startsCluster = i == 0 || shaped[i - 1].cluster != glyph.cluster
            var characters = ""
            if startsCluster {
                let text = paragraph.scalars[glyph.cluster..<max(glyph.cluster + 1, clusterEnds[i])]
                clusterIsSpace = text.allSatisfy(Self.isBreakingSpace)
                hyphen = text.count == 1 && text.first == Self.softHyphen ? Self.hyphen(in: item.face, scale: scale) : nil
                characters = String(String.UnicodeScalarView(text.compactMap(Unicode.Scalar.init)))
            }
            glyphs.append(ShapedGlyph(face: item.face, glyph: glyph.glyph, run: item.run,
                                      advance: Double(glyph.advance) * scale,
                                      offsetX: Double(glyph.offsetX) * scale, offsetY: -Double(glyph.offsetY) * scale,
                                      spacing: startsCluster ? spacing : 0, level: item.level,
                                      isSpace: clusterIsSpace, startsCluster: startsCluster,
                                      breakBefore: startsCluster && breaks[glyph.cluster], hyphen: hyphen,
                                      characters: characters, source: paragraph.sources[glyph.cluster]))
        }
    }

    /// U+00AD SOFT HYPHEN: invisible, but a line may break after it, and then shows a hyphen.
    static let softHyphen: UInt32 = 0xAD

    /// The hyphen `face` draws at `scale` pixels per font unit: U+2010 HYPHEN, or the
    /// hyphen-minus most fonts have; nil when it has neither (the break is then unmarked).
    private static func hyphen(in face: FontFace, scale: Double) -> ShapedGlyph.Hyphen? {
        guard let glyph = face.glyph(for: "\u{2010}") ?? face.glyph(for: "-") else { return nil }
        return ShapedGlyph.Hyphen(glyph: glyph, advance: face.outline(of: glyph).advance * scale)
    }

    /// Characters that end a line (Unicode's mandatory breaks).
    /// Throws ``TextError/textTooLong(length:limit:)`` when `runs` hold more than
    /// ``TextLayout/maximumLength`` scalars.
    static func checkLength(of runs: [TextRun]) throws(TextError) {
        let length = runs.reduce(0) { $0 + $1.text.unicodeScalars.count }
        guard length <= TextLayout.maximumLength else {
            throw .textTooLong(length: length, limit: TextLayout.maximumLength)
        }
    }

    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }

    /// White space a line may break after; no-break spaces are excluded.
    static func isBreakingSpace(_ value: UInt32) -> Bool {
        guard let scalar = Unicode.Scalar(value) else { return false }
        switch scalar {
        case "\u{A0}", "\u{2007}", "\u{202F}", "\u{FEFF}": return false
        default: return scalar.properties.isWhitespace
        }
    }
}

extension TextRun {
    /// The run's font and what laying the run out warns about: no font (and an invalid-size
    /// warning when the run has text) for a size that cannot be laid out, otherwise the font's
    /// resolution and variation warnings.
    func resolvedFont(library: FontLibrary) throws(TextError) -> (font: Font?, warnings: [TextWarning]) {
        guard style.hasValidSize else { return (nil, text.isEmpty ? [] : [.invalidFontSize(style.size)]) }
        let font = try library.font(for: style.font)
        return (font, (font.resolutionWarning.map { [$0] } ?? []) + font.variationWarnings)
    }
}
