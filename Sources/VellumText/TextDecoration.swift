import VellumCore

/// A line drawn under or through a run of text (``TextStyle/underline``,
/// ``TextStyle/strikethrough``), as SwiftUI's `underline(_:pattern:color:)` and
/// `strikethrough(_:pattern:color:)`: at the position and thickness the font gives
/// (``FontMetrics/underlinePosition``, ``FontMetrics/strikeoutPosition``), under the run's
/// glyphs and the spacing between them, not under a line's trailing white space.
public struct TextDecoration: Hashable, Sendable {
    /// How the line is broken up, as SwiftUI's `Text.LineStyle.Pattern`.
    public enum Pattern: Hashable, Sendable {
        /// One unbroken line.
        case solid
        /// Dots as long as the line is thick, two thicknesses apart.
        case dot
        /// Dashes four thicknesses long, two apart.
        case dash
        /// A dash, then a dot.
        case dashDot
        /// A dash, then two dots.
        case dashDotDot

        /// The lengths drawn and skipped in turn, in thicknesses; empty for a solid line.
        var intervals: [Double] {
            switch self {
            case .solid: []
            case .dot: [1, 2]
            case .dash: [4, 2]
            case .dashDot: [4, 2, 1, 2]
            case .dashDotDot: [4, 2, 1, 2, 1, 2]
            }
        }
    }

    /// The line's colour, or `nil` for the colour (paint) of the text it decorates.
    public var color: Color?
    /// How the line is broken up.
    public var pattern: Pattern

    /// A decoration line.
    public init(pattern: Pattern = .solid, color: Color? = nil) {
        self.pattern = pattern
        self.color = color
    }
}

/// A decoration a ``TextLayout`` placed: an underline or a line-through over one stretch of a
/// line whose glyphs share the decoration and its metrics.
public struct PlacedTextDecoration: Hashable, Sendable {
    /// Which kind of line it is.
    public enum Kind: Hashable, Sendable {
        /// A line under the text (``TextStyle/underline``).
        case underline
        /// A line through the text (``TextStyle/strikethrough``).
        case strikethrough
    }

    /// Which kind of line it is.
    public let kind: Kind
    /// The whole line's box in layout coordinates, gaps of a pattern included.
    public let bounds: Rect
    /// The rectangles drawn: ``bounds`` for a solid line, its dashes and dots for a pattern.
    public let path: Path
    /// The line's own colour, or `nil` for the paint of the text of ``run``.
    public let color: Color?
    /// The index of the ``TextRun`` whose style asked for the line (the first, when runs with the
    /// same decoration and metrics share it).
    public let run: Int

    init(kind: Kind, bounds: Rect, decoration: TextDecoration, run: Int) {
        self.kind = kind
        self.bounds = bounds
        self.color = decoration.color
        self.run = run
        var path = Path()
        let intervals = decoration.pattern.intervals.map { $0 * bounds.height }
        // A pattern of more than 10,000 pieces (a long line of hair-thin text) is drawn solid.
        if intervals.isEmpty || bounds.height <= 0 || bounds.width > bounds.height * 20_000 {
            path.addRect(bounds)
        } else {
            var x = bounds.minX
            var index = 0
            while x < bounds.maxX {
                let length = min(intervals[index % intervals.count], bounds.maxX - x)
                if index % 2 == 0 { path.addRect(Rect(x: x, y: bounds.minY, width: length, height: bounds.height)) }
                x += intervals[index % intervals.count]
                index += 1
            }
        }
        self.path = path
    }

    /// A line down a column (vertical text): the line `bounds` would be across, its pattern
    /// running down; `bounds` is the vertical box.
    init(kind: Kind, verticalBounds bounds: Rect, decoration: TextDecoration, run: Int) {
        // Laid out across with x and y exchanged, then exchanged back.
        let across = PlacedTextDecoration(kind: kind, bounds: Rect(x: bounds.minY, y: bounds.minX, width: bounds.height,
                                                                   height: bounds.width),
                                          decoration: decoration, run: run)
        self.kind = kind
        self.bounds = bounds
        self.color = decoration.color
        self.run = run
        self.path = across.path.applying(AffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0))
    }
}
