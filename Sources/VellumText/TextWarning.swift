/// Something about a request for text that Vellum handled by substituting, and which the caller
/// may want to surface (a log line, a lint message) — Vellum itself never prints.
public enum TextWarning: Hashable, Sendable, CustomStringConvertible {
    /// fontconfig has no family of the requested name; `substitute` was used instead.
    case familyNotFound(requested: String, substitute: String)
    /// No installed font has a glyph for `character`; the primary face's "missing glyph" (usually
    /// a box) was drawn instead.
    case missingGlyph(character: Unicode.Scalar, family: String)
    /// A run's font size was zero, negative or not finite, so its text was left out.
    case invalidFontSize(Double)
    /// A grapheme cluster (a base and the marks on it) had `length` Unicode scalars, more than
    /// `ParagraphText.maximumClusterLength`; only that many were kept. No writing system
    /// stacks so many marks, and shaping time grows with the square of a cluster's length.
    case clusterTooLong(length: Int, kept: Int)
    /// A font variation named an axis the face does not have (a static font has none); the
    /// setting was ignored.
    case unknownVariationAxis(tag: String, family: String)
    /// Glyph `glyph` of `family` has a `COLR` paint graph nested deeper than
    /// ``ColorGlyph/maximumPaintDepth`` (a cycle or a damaged table) or holding more than
    /// ``ColorGlyph/maximumPaints`` paints; the part reached was drawn.
    case colorGlyphTruncated(glyph: GlyphID, family: String)
    /// `character` asks for emoji presentation but no colour emoji font is installed (or it lacks
    /// the sequence); it was drawn from an outline font, or as the missing-glyph box.
    case noColorEmojiFont(character: Unicode.Scalar)

    public var description: String {
        switch self {
        case .familyNotFound(let requested, let substitute):
            "font family '\(requested)' not found; using '\(substitute)'"
        case .missingGlyph(let character, let family):
            "no installed font has a glyph for \(Self.codePoint(character)); drew the missing-glyph box of '\(family)'"
        case .invalidFontSize(let size):
            "font size \(size) is not a positive finite number; the run was left out"
        case .clusterTooLong(let length, let kept):
            "a character with \(length - 1) combining marks or joined parts is too long; kept the first \(kept) scalars"
        case .unknownVariationAxis(let tag, let family):
            "font '\(family)' has no variation axis '\(tag)'; the setting was ignored"
        case .colorGlyphTruncated(let glyph, let family):
            "the colour paint of glyph \(glyph) in '\(family)' nests too deeply or has too many paints (a cycle?); "
                + "drew the part up to the limit"
        case .noColorEmojiFont(let character):
            "no colour emoji font has \(Self.codePoint(character)) (install fonts-noto-color-emoji); drew it from an outline font"
        }
    }

    /// `U+` and at least four upper-case hex digits, as Unicode writes code points.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
