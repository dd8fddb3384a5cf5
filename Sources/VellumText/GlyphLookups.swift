import VellumCore

/// The character-map entries and outlines one thread has looked up, in every face: what layout
/// asks of a face for every character and glyph, answered without taking the face's FreeType
/// lock once the thread has asked before. Render threads side by side had waited on that lock
/// for every glyph of every label (a tenth of their time with eight threads serving badges).
/// A thread decodes each outline it needs once, under the lock; FreeType gives every thread the
/// same values.
final class GlyphLookups {
    /// A face and a character or glyph in it. Faces are never freed (``FontFace`` keeps every
    /// face it opened), so a face's object identity names it for the life of the process.
    struct Key: Hashable {
        let face: ObjectIdentifier
        let value: UInt32
    }

    /// The glyph of each character looked up: 0 when the face has none.
    var glyphs: [Key: GlyphID] = [:]
    /// The outline of each glyph looked up.
    var outlines: [Key: GlyphOutline] = [:]

    /// Each thread's lookups.
    static let perThread = PerThread { GlyphLookups() }
}
