/// How the lines of a ``TextLayout`` line up with each other horizontally.
public enum TextAlignment: Hashable, Sendable {
    /// Lines start at the left edge (left-to-right text).
    case leading
    /// Lines are centred on the layout's width.
    case center
    /// Lines end at the right edge.
    case trailing

    /// The fraction of the spare width placed before a line.
    var offsetFactor: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

/// Paragraph-level settings of a ``TextLayout``: alignment, line spacing, wrapping and shrinking
/// to fit, as SwiftUI's `multilineTextAlignment`, `lineSpacing` and `minimumScaleFactor`.
///
/// Lines are stacked so that each occupies its ascent + descent, and between two lines there is
/// the upper line's line gap, plus `(ascent + descent + lineGap) × (lineHeightMultiple − 1)`,
/// plus `lineSpacing`. So with the defaults, consecutive baselines are exactly one
/// ``FontMetrics/lineHeight`` apart, and a single line is ascent + descent tall.
public struct ParagraphStyle: Hashable, Sendable {
    /// Horizontal alignment of lines within the widest line.
    public var alignment: TextAlignment
    /// Multiplies each line's height (1 = the font's own spacing). Negative and non-finite
    /// values are treated as 1.
    public var lineHeightMultiple: Double
    /// Extra space between lines, in pixels at the requested size (shrunk with the text when
    /// ``minimumScaleFactor`` applies). Non-finite values are treated as 0.
    public var lineSpacing: Double
    /// Whether lines longer than the proposed width break at spaces. A word wider than the
    /// width is never broken; it overflows (or, with a ``minimumScaleFactor`` below 1, the text
    /// shrinks until it fits).
    public var wrapsLines: Bool
    /// The smallest fraction of the requested size the text may shrink to when it does not fit
    /// the proposed width and height, as SwiftUI's `minimumScaleFactor`: 1 (the default) never
    /// shrinks. Values are clamped to 0…1; a value of 0 lets text shrink as far as needed.
    public var minimumScaleFactor: Double
    /// The most lines the text shows, as SwiftUI's `lineLimit(_:)`, or `nil` for no limit. When
    /// the text needs more, the last line shown is cut at a grapheme cluster and marked with an
    /// ellipsis, as ``truncationMode`` says (see Docs/Text.md). Values below 1 count as 1; the
    /// scene graph reports them as errors before they get here.
    public var lineLimit: Int?
    /// The fewest lines the text is as tall as, as SwiftUI's `lineLimit(_:reservesSpace:)` and
    /// the lower bound of `lineLimit(2...4)`: shorter text keeps the height of this many lines
    /// (of its last line's font), drawn at the top. 0: as tall as the text.
    public var minimumLineCount: Int
    /// Where text cut by ``lineLimit`` loses characters.
    public var truncationMode: TruncationMode
    /// Horizontal lines (the default) or vertical columns. Vertical text is one column per
    /// paragraph, with ``alignment`` along the columns (`.leading` at the top), columns
    /// ``lineHeightMultiple`` and ``lineSpacing`` apart; the wrapping, shrinking and line limit
    /// settings do not apply to it.
    public var writingMode: WritingMode

    /// Creates paragraph settings.
    public init(alignment: TextAlignment = .leading, lineHeightMultiple: Double = 1, lineSpacing: Double = 0,
                wrapsLines: Bool = true, minimumScaleFactor: Double = 1, lineLimit: Int? = nil,
                minimumLineCount: Int = 0, truncationMode: TruncationMode = .tail,
                writingMode: WritingMode = .horizontalTopToBottom) {
        self.alignment = alignment
        self.lineHeightMultiple = lineHeightMultiple
        self.lineSpacing = lineSpacing
        self.wrapsLines = wrapsLines
        self.minimumScaleFactor = minimumScaleFactor
        self.lineLimit = lineLimit
        self.minimumLineCount = minimumLineCount
        self.truncationMode = truncationMode
        self.writingMode = writingMode
    }

    /// ``lineLimit`` made safe to compute with: at least 1.
    var effectiveLineLimit: Int? { lineLimit.map { max($0, 1) } }

    /// ``lineHeightMultiple`` made safe to compute with.
    var effectiveLineHeightMultiple: Double {
        lineHeightMultiple.isFinite && lineHeightMultiple >= 0 ? lineHeightMultiple : 1
    }

    /// ``lineSpacing`` made safe to compute with.
    var effectiveLineSpacing: Double { lineSpacing.isFinite ? lineSpacing : 0 }

    /// ``minimumScaleFactor`` clamped to 0…1 (NaN means no shrinking).
    var effectiveMinimumScaleFactor: Double {
        minimumScaleFactor.isNaN ? 1 : min(max(minimumScaleFactor, 0), 1)
    }
}
