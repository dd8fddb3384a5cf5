/// What OpenType says about tags (features, axes, scripts): four printable ASCII characters,
/// stored as a big-endian 32-bit number.
enum OpenTypeTag {
    /// Whether `text` is a valid tag.
    static func isValid(_ text: String) -> Bool {
        text.unicodeScalars.count == 4 && text.unicodeScalars.allSatisfy { (0x20...0x7E).contains($0.value) }
    }

    /// The tag's 32-bit number (`hb_tag_t`, FreeType's `FT_ULong` tags).
    static func value(of tag: String) -> UInt32 {
        tag.unicodeScalars.reduce(0) { $0 << 8 | $1.value }
    }

    /// The tag a 32-bit number spells.
    static func text(of value: UInt32) -> String {
        String(String.UnicodeScalarView([24, 16, 8, 0].compactMap { Unicode.Scalar((value >> $0) & 0xFF) }))
    }
}
