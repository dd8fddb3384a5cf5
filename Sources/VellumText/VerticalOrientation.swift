/// How a character stands in vertical text (Unicode's `Vertical_Orientation`, UAX #50, in the
/// coarse form browsers and SVG viewers use for `text-orientation: mixed`): upright characters —
/// Han, kana, Hangul, full-width forms, pictographs — keep their orientation; everything else
/// (Latin, digits, and the punctuation UAX #50 transforms or rotates) turns a quarter clockwise
/// with the line.
public enum VerticalOrientation {
    /// The blocks whose characters are upright (`U`).
    private static let uprightRanges: [ClosedRange<UInt32>] = [
        0x1100...0x11FF, 0x2E80...0x2FFF, 0x3000...0x312F, 0x3130...0x318F, 0x3190...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7AF, 0xF900...0xFAFF,
        0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x1F000...0x1FAFF, 0x20000...0x3FFFF,
    ]

    /// Characters inside those blocks that UAX #50 transforms or rotates (`Tu`, `Tr`, `R`):
    /// ideographic comma and full stop, brackets, the long vowel mark, small kana, full-width
    /// brackets and punctuation.
    private static let exceptions: Set<UInt32> = Set(
        [0x3001, 0x3002, 0x301C, 0x3030, 0x30A0, 0x30FC, 0xFF08, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B,
         0xFF1D, 0xFF3B, 0xFF3D, 0xFF3F, 0xFF5B, 0xFF5C, 0xFF5D, 0xFF5E, 0xFF5F, 0xFF60, 0xFFE3]
        + Array(0x3008...0x3011) + Array(0x3014...0x301F)
        + [0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096,
           0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6]
    )

    /// Whether `scalar` stays upright in vertical text drawn by turning horizontal glyphs (as
    /// SVG viewers draw it): the transformed punctuation turns with the line.
    public static func isUpright(_ scalar: Unicode.Scalar) -> Bool {
        !exceptions.contains(scalar.value) && isUprightWhenShapedVertically(scalar)
    }

    /// Whether `scalar` is set upright by a vertical shaper, which substitutes the font's
    /// vertical forms (`vert`) for the transformed punctuation: every character of the upright
    /// blocks.
    public static func isUprightWhenShapedVertically(_ scalar: Unicode.Scalar) -> Bool {
        uprightRanges.contains { $0.contains(scalar.value) }
    }
}
