import VellumCore

/// Text laid out as positioned glyph outlines: lines broken, aligned and stacked, measured, and
/// shrunk to fit when asked.
///
///     let layout = try TextLayout("골드 III", style: TextStyle(size: 100, weight: .bold, color: .white),
///                                 paragraph: ParagraphStyle(alignment: .center, minimumScaleFactor: 0.0001),
///                                 maxWidth: 40, maxHeight: 40)
///     layout.size            // ≤ 40 × 40
///     context.draw(layout, at: Point(x: 50, y: 50), anchor: .center)
///
/// Layout coordinates put the top-left corner of the typographic bounds at (0, 0), y down.
///
/// Text is shaped by HarfBuzz (ligatures, `GPOS` kerning, Arabic joining, Indic reordering, mark
/// positioning, OpenType features) after the Unicode Bidirectional Algorithm (FriBidi) has
/// found which parts run right to left; see Docs/Text.md for how text is itemised.
public struct TextLayout: Hashable, Sendable {
    /// The most Unicode scalars one layout accepts, over all its runs; longer text throws
    /// ``TextError/textTooLong(length:limit:)``. It bounds the work and memory of one layout
    /// (shaping and the bidi algorithm are linear, but wrapping and fitting repeat over the text);
    /// a label, a caption or a paragraph is far below it.
    public static let maximumLength = 100_000

    /// Every glyph, line by line, each line in page order: left to right, as drawn, which for
    /// right-to-left text is the reverse of reading order.
    public let glyphs: [PositionedGlyph]
    /// The lines, top to bottom.
    public let lines: [TextLine]
    /// The typographic bounds: as wide as the widest line, as tall as the stacked lines' ascents,
    /// descents and the spacing between them. Its origin is (0, 0); zero for empty text.
    public let typographicBounds: Rect
    /// The union of the glyphs' outline bounds (what ink actually covers); `.zero` when nothing
    /// is drawn. It may extend outside ``typographicBounds`` (accents, descenders of fallback faces).
    public let inkBounds: Rect
    /// The factor the requested font sizes were multiplied by to fit the proposed size: 1 unless
    /// the text did not fit and ``ParagraphStyle/minimumScaleFactor`` allowed shrinking.
    public let scaleFactor: Double
    /// Substitutions made while laying out (a missing family, characters no font has, invalid
    /// sizes), each once, in the order they were met.
    public let warnings: [TextWarning]
    /// The underlines and lines-through (``TextStyle/underline``, ``TextStyle/strikethrough``),
    /// line by line, left to right.
    public let decorations: [PlacedTextDecoration]
    /// Whether the text had more lines than ``ParagraphStyle/lineLimit`` and was cut, with an
    /// ellipsis (see ``TruncationMode``).
    public let isTruncated: Bool

    /// The size of ``typographicBounds``: what the text measures for the proposed size.
    public var size: Size { typographicBounds.size }

    /// Lays out runs of text as one block.
    ///
    /// - Parameters:
    ///   - runs: The text, in runs of one style each.
    ///   - paragraph: Alignment, spacing, wrapping and shrinking, and the writing mode: vertical
    ///     text is set in columns, one or more per paragraph, which wrap to `maxHeight` but do not
    ///     shrink (Docs/Text.md, *Vertical text*).
    ///   - maxWidth: The proposed width: lines longer than it wrap at spaces (when
    ///     ``ParagraphStyle/wrapsLines``), and text shrinks to fit it (when
    ///     ``ParagraphStyle/minimumScaleFactor`` < 1). `nil`, NaN or infinite: unlimited.
    ///   - maxHeight: The proposed height, used for shrinking; vertical text's columns wrap to
    ///     it (when ``ParagraphStyle/wrapsLines``). `nil`, NaN or infinite: unlimited.
    ///   - library: Where fonts are looked up.
    /// - Throws: ``TextError`` when a run's font file cannot be used, no font is installed, or the
    ///   text is longer than ``maximumLength``.
    public init(runs: [TextRun], paragraph: ParagraphStyle = ParagraphStyle(), maxWidth: Double? = nil,
                maxHeight: Double? = nil, library: FontLibrary = .shared) throws(TextError) {
        if paragraph.writingMode.isVertical {
            self.init(vertical: try VerticalPlacement(runs: runs, paragraph: paragraph, maxHeight: maxHeight,
                                                      library: library))
        } else {
            try self.init(lines: runs, paragraph: paragraph, maxWidth: maxWidth, maxHeight: maxHeight, library: library)
        }
    }

    /// A horizontal layout: lines wrapped, shrunk, truncated and placed.
    private init(lines runs: [TextRun], paragraph: ParagraphStyle, maxWidth: Double?, maxHeight: Double?,
                 library: FontLibrary) throws(TextError) {
        var shaped = try ShapedText(runs, library: library)
        let proposal = Proposal(width: maxWidth, height: maxHeight, paragraph: paragraph)
        let scale = proposal.fittingScale(for: shaped)
        let wrapWidth = proposal.wrapWidth(atScale: scale)
        var lineBoxes = shaped.lines(wrapWidth: wrapWidth)
        isTruncated = paragraph.effectiveLineLimit.map { lineBoxes.count > $0 } ?? false
        if isTruncated, let limit = paragraph.effectiveLineLimit {
            let warnings = shaped.warnings
            (shaped, lineBoxes) = try Truncation(runs: runs, shaped: shaped, library: library)
                .truncated(lineBoxes, limit: limit, width: wrapWidth, mode: paragraph.truncationMode)
            // Warnings are about the text as given, the part cut off included.
            shaped.warnings = warnings
        }
        let placed = Placement(shaped: shaped, lines: lineBoxes, scale: scale, paragraph: paragraph)
        glyphs = placed.glyphs
        decorations = placed.decorations
        lines = placed.lines
        typographicBounds = Rect(x: 0, y: 0, width: placed.width, height: placed.height)
        inkBounds = placed.inkBounds
        scaleFactor = scale
        warnings = shaped.warnings
    }

    /// A vertical layout: columns as placed, wrapped and decorated, perhaps truncated; never shrunk.
    private init(vertical: VerticalPlacement) {
        glyphs = vertical.glyphs
        lines = vertical.lines
        typographicBounds = Rect(x: 0, y: 0, width: vertical.width, height: vertical.height)
        inkBounds = vertical.inkBounds
        scaleFactor = 1
        warnings = vertical.warnings
        decorations = vertical.decorations
        isTruncated = vertical.isTruncated
    }

    /// Lays out a string in one style.
    public init(_ text: String, style: TextStyle, paragraph: ParagraphStyle = ParagraphStyle(),
                maxWidth: Double? = nil, maxHeight: Double? = nil,
                library: FontLibrary = .shared) throws(TextError) {
        try self.init(runs: [TextRun(text, style: style)], paragraph: paragraph, maxWidth: maxWidth,
                      maxHeight: maxHeight, library: library)
    }

    /// The glyph outlines with their colours, in layout coordinates; spaces are left out.
    public var glyphPaths: [(path: Path, color: Color)] {
        glyphs.compactMap { $0.path.isEmpty ? nil : ($0.path, $0.color) }
    }

    /// The text as laid out, line by line (lines separated by "\n"), each line's characters in
    /// reading order as its glyphs carry them: what a truncated text shows, ellipsis included.
    public var lineStrings: [String] {
        lines.map { line in
            let lineGlyphs = glyphs[line.glyphRange]
            // Page order is left to right; clusters carry their characters on the first glyph in
            // reading order, so ordering by the glyphs' logical position recovers the text.
            return lineGlyphs.sorted { $0.characterIndex < $1.characterIndex }.map(\.characters).joined()
        }
    }
}
