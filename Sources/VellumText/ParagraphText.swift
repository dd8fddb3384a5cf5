/// One paragraph's text (between explicit line breaks) as Unicode scalars, each with the run it
/// belongs to and the face chosen to draw it: the input to itemisation.
///
/// Faces are chosen per grapheme cluster (a base with its combining marks, a Hangul syllable of
/// conjoining jamo, an emoji sequence), never per scalar, so a base and its marks reach the
/// shaper together in one face. A cluster takes the run's own face when that face has every
/// character of it, otherwise the fallback face for its base character (see
/// ``FontLibrary/face(for:in:)``). A cluster in emoji presentation
/// (``wantsEmojiPresentation(_:)``) is drawn with the colour emoji face
/// (``FontLibrary/emojiFace()``) unless its face has colour glyphs already. A character no installed face has is drawn as
/// the run face's missing-glyph box (glyph 0) and reported once as
/// ``TextWarning/missingGlyph(character:family:)``.
struct ParagraphText {
    /// The most Unicode scalars one grapheme cluster keeps; the rest are dropped with
    /// ``TextWarning/clusterTooLong(length:kept:)``. Unicode's stream-safe format allows 30
    /// combining marks in a row, and the longest emoji sequences have about ten scalars; but
    /// HarfBuzz's mark positioning takes time quadratic in a cluster's length (20 s for one
    /// letter with 100 000 accents), so the cap keeps hostile text from stalling a layout.
    static let maximumClusterLength = 32

    var scalars: [UInt32] = []
    var runs: [Int] = []
    var faces: [FontFace] = []
    /// Each scalar's grapheme cluster, as an index counted over all the layout's runs.
    var sources: [Int] = []

    var isEmpty: Bool { scalars.isEmpty }

    /// Appends one grapheme cluster of run `run`, the `source`th of the text, drawn in `font` or
    /// a fallback face.
    mutating func append(_ character: Character, run: Int, source: Int, font: Font, library: FontLibrary,
                         warn: (TextWarning) -> Void) {
        // Tabs are drawn as spaces; other control characters no face maps are dropped rather than
        // boxed. Invisible format characters (joiners, variation selectors) are kept: they steer
        // the shaper, which then hides them.
        let all = character.unicodeScalars
        if all.count > Self.maximumClusterLength {
            warn(.clusterTooLong(length: all.count, kept: Self.maximumClusterLength))
        }
        let cluster = all.prefix(Self.maximumClusterLength).compactMap { scalar -> Unicode.Scalar? in
            if scalar == "\t" { return " " }
            if scalar.properties.generalCategory == .control && font.face.glyph(for: scalar) == nil { return nil }
            return scalar
        }
        guard let base = cluster.first(where: { !$0.properties.isDefaultIgnorableCodePoint }) ?? cluster.first else {
            return
        }
        let visible = cluster.filter { !$0.properties.isDefaultIgnorableCodePoint }
        var face = Self.face(for: visible, base: base, font: font, library: library)
        if Self.wantsEmojiPresentation(cluster) && !face.hasColorGlyphs {
            if let emoji = library.emojiFace(), visible.allSatisfy({ emoji.glyph(for: $0) != nil }) {
                face = emoji
            } else {
                warn(.noColorEmojiFont(character: base))
            }
        }
        for scalar in visible where face.glyph(for: scalar) == nil {
            warn(.missingGlyph(character: scalar, family: face.familyName))
        }
        for scalar in cluster {
            scalars.append(scalar.value)
            runs.append(run)
            faces.append(face)
            sources.append(source)
        }
    }

    /// Whether a cluster asks to be drawn as a colour emoji (Unicode's emoji presentation,
    /// UTS #51): it has the emoji presentation selector U+FE0F, or its base is an emoji shown
    /// as one by default (🔥, a regional indicator of a flag), or an emoji followed by a skin-tone
    /// modifier or a zero-width joiner. The text presentation selector U+FE0E, and emoji that are
    /// text by default (digits, "#", "*", "❤") without U+FE0F, keep the text font.
    static func wantsEmojiPresentation(_ cluster: [Unicode.Scalar]) -> Bool {
        if cluster.contains("\u{FE0E}") { return false }
        if cluster.contains("\u{FE0F}") { return true }
        guard let base = cluster.first, base.properties.isEmoji else { return false }
        return base.properties.isEmojiPresentation
            || cluster.dropFirst().contains { $0.properties.isEmojiModifier || $0 == "\u{200D}" }
    }

    private static func face(for visible: [Unicode.Scalar], base: Unicode.Scalar, font: Font,
                             library: FontLibrary) -> FontFace {
        func hasAll(_ face: FontFace) -> Bool { visible.allSatisfy { face.glyph(for: $0) != nil } }
        if hasAll(font.face) { return font.face }
        guard let fallback = library.face(for: base, in: font) else { return font.face }
        return fallback
    }
}
