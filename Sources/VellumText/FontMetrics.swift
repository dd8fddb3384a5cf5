/// A face's vertical metrics at one size, in pixels (or in font units when `size` equals
/// ``unitsPerEm``). All distances are positive: `descent` is how far below the baseline the face
/// reaches, not FreeType's negative `descender`.
///
/// Ascent, descent and line gap are the face's `hhea` values as FreeType reports them
/// (`FT_Face.ascender`, `descender`, `height − ascender + descender`), scaled exactly, without the
/// rounding to whole pixels that hinting would add.
public struct FontMetrics: Hashable, Sendable {
    /// The size the metrics are for, in pixels per em.
    public var size: Double
    /// Font units per em of the face (usually 1000 for CFF, 2048 for TrueType).
    public var unitsPerEm: Double
    /// Distance from the baseline up to the top of the face's design.
    public var ascent: Double
    /// Distance from the baseline down to the bottom of the face's design.
    public var descent: Double
    /// Extra space the face recommends between one line's descent and the next line's ascent.
    public var lineGap: Double
    /// Height of flat capitals such as "H": OS/2 `sCapHeight` when the font has it, else the
    /// measured top of "H".
    public var capHeight: Double
    /// Height of flat lower-case letters such as "x": OS/2 `sxHeight` when present, else measured.
    public var xHeight: Double
    /// Distance from the baseline down to the centre of an underline: FreeType's
    /// `underline_position` (the `post` table's value, which OpenType puts at the top of the
    /// stroke, moved down by half the thickness), negated so that below the baseline is positive.
    public var underlinePosition: Double
    /// Thickness of an underline: FreeType's `underline_thickness` (the `post` table's).
    public var underlineThickness: Double
    /// Distance from the baseline up to a line-through (strikeout): the OS/2 table's
    /// `yStrikeoutPosition` (which OpenType calls the top of the stroke, and resvg and Firefox
    /// draw the line at), or half the x-height when the font does not say.
    public var strikeoutPosition: Double
    /// Thickness of a line-through: OS/2 `yStrikeoutSize`, or the underline's thickness when the
    /// font does not say.
    public var strikeoutThickness: Double
    /// How far up a superscript's baseline goes: OS/2 `ySuperscriptYOffset`, or 0.4 em when the
    /// font does not say.
    public var superscriptOffset: Double
    /// How far down a subscript's baseline goes: OS/2 `ySubscriptYOffset`, or 0.2 em when the
    /// font does not say.
    public var subscriptOffset: Double

    /// Creates metrics from their values. Without decoration metrics, the underline sits a tenth
    /// of the size below the baseline, a twentieth thick, and the line-through at half the
    /// x-height with the same thickness; superscripts rise 0.4 em and subscripts drop 0.2 em.
    public init(size: Double, unitsPerEm: Double, ascent: Double, descent: Double, lineGap: Double,
                capHeight: Double, xHeight: Double, underlinePosition: Double? = nil,
                underlineThickness: Double? = nil, strikeoutPosition: Double? = nil,
                strikeoutThickness: Double? = nil, superscriptOffset: Double? = nil,
                subscriptOffset: Double? = nil) {
        self.size = size
        self.unitsPerEm = unitsPerEm
        self.ascent = ascent
        self.descent = descent
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.underlinePosition = underlinePosition ?? size / 10
        self.underlineThickness = underlineThickness ?? size / 20
        self.strikeoutPosition = strikeoutPosition ?? xHeight / 2
        self.strikeoutThickness = strikeoutThickness ?? self.underlineThickness
        self.superscriptOffset = superscriptOffset ?? size * 0.4
        self.subscriptOffset = subscriptOffset ?? size * 0.2
    }

    /// The distance from one baseline to the next with single spacing: ascent + descent + line gap.
    public var lineHeight: Double { ascent + descent + lineGap }

    /// The same metrics at another size (pixels per em).
    public func scaled(to newSize: Double) -> FontMetrics {
        let k = newSize / size
        return FontMetrics(size: newSize, unitsPerEm: unitsPerEm, ascent: ascent * k, descent: descent * k,
                           lineGap: lineGap * k, capHeight: capHeight * k, xHeight: xHeight * k,
                           underlinePosition: underlinePosition * k, underlineThickness: underlineThickness * k,
                           strikeoutPosition: strikeoutPosition * k, strikeoutThickness: strikeoutThickness * k,
                           superscriptOffset: superscriptOffset * k, subscriptOffset: subscriptOffset * k)
    }
}
