import VellumCore

/// A glyph placed by a ``TextLayout``: which glyph of which face, where, how big, in what colour,
/// and its outline already moved into place.
public struct PositionedGlyph: Hashable, Sendable {
    /// The face the glyph comes from (a fallback face when the run's own face lacks the character).
    public let face: FontFace
    /// The glyph's index in `face`.
    public let glyph: GlyphID
    /// Where the glyph's outline origin is placed, in layout coordinates (top-left of the layout's
    /// typographic bounds is the origin, y down): the pen position on the baseline moved by the
    /// shaper's offset (non-zero for marks placed on their base).
    public let origin: Point
    /// The size the glyph is drawn at, in pixels per em (after any shrinking to fit).
    public let size: Double
    /// The fill colour.
    public let color: Color
    /// The outline in layout coordinates; empty for spaces and for colour glyphs.
    public internal(set) var path: Path
    /// The glyph's colour form when its face draws it in colours of its own (an emoji), in font
    /// units; ``outlineTransform`` places it. `nil` for an ordinary glyph, drawn as ``path``.
    public let colorGlyph: ColorGlyph?
    /// The index of the line the glyph is on.
    public let line: Int
    /// The index of the ``TextRun`` the glyph comes from.
    public let run: Int
    /// The characters of the glyph's cluster (a ligature's letters, a base with its marks, a
    /// conjunct) on the cluster's first glyph in reading order; empty on its other glyphs.
    public let characters: String
    /// Whether the glyph's line reads right to left where the glyph is: the clusters after its
    /// own in reading order lie to its left (trailing white space, placed last, reads left to
    /// right).
    public let isRightToLeft: Bool
    /// The index of the glyph's grapheme cluster in the text laid out, counting the `Character`s
    /// of all runs in order, line breaks included. For a truncated layout it counts the text as
    /// shown: the kept characters and the ellipsis.
    public let characterIndex: Int
    /// Whether the glyph lies on its side, turned a quarter clockwise about its origin: Latin
    /// and other sideways text in a vertical layout (``WritingMode``).
    public internal(set) var isSideways = false

    /// The transform from the glyph's outline (or its colour form), in font units, to layout
    /// coordinates.
    public var outlineTransform: AffineTransform {
        let k = size / face.unitsPerEm
        return isSideways ? AffineTransform(a: 0, b: k, c: -k, d: 0, tx: origin.x, ty: origin.y)
            : AffineTransform(a: k, b: 0, c: 0, d: k, tx: origin.x, ty: origin.y)
    }

    /// The tight bounds of the outline (or of the colour glyph) in layout coordinates, or `nil`
    /// for a glyph with no ink.
    public var inkBounds: Rect? {
        if let colorGlyph { return colorGlyph.bounds?.applying(outlineTransform) }
        let outline = face.outline(of: glyph)
        guard !outline.path.isEmpty else { return nil }
        if isSideways { return outline.bounds.applying(outlineTransform) }
        let k = size / face.unitsPerEm
        return Rect(x: origin.x + outline.bounds.minX * k, y: origin.y + outline.bounds.minY * k,
                    width: outline.bounds.width * k, height: outline.bounds.height * k)
    }
}

/// One line of a ``TextLayout``.
public struct TextLine: Hashable, Sendable {
    /// The indices of the line's glyphs in ``TextLayout/glyphs`` (in page order, left to right).
    public let glyphRange: Range<Int>
    /// The baseline's y in layout coordinates; for a column of vertical text, the x of its
    /// centre line.
    public let baseline: Double
    /// The line's typographic box: from its first glyph's origin to the end of its last visible
    /// glyph (trailing spaces excluded), from ascent above to descent below the baseline.
    public let bounds: Rect
    /// Distance from the top of ``bounds`` to the baseline.
    public var ascent: Double { baseline - bounds.minY }
    /// Distance from the baseline to the bottom of ``bounds``.
    public var descent: Double { bounds.maxY - baseline }
}
