/// Why a font could not be loaded or text could not be laid out.
///
/// Every case names the file (and face) involved, so a message such as
/// `font file '/tmp/notes.txt' is not a font FreeType can read (unknown file format)` tells the
/// reader what to fix without a debugger.
public enum TextError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file does not exist or cannot be opened for reading.
    case unreadableFile(path: String)
    /// The file exists but is not in a font format FreeType understands.
    case notAFont(path: String)
    /// The font has bitmaps only (no outlines) and no colour glyphs, and Vellum draws every
    /// other glyph as an outline.
    case notScalable(path: String)
    /// The file is a font collection with fewer faces than the index asks for.
    case faceIndexOutOfRange(path: String, index: Int, faceCount: Int)
    /// FreeType reported an error while doing `operation`; `code` is FreeType's `FT_Error`.
    case freeType(path: String, operation: String, code: Int32)
    /// fontconfig could not be initialised or found no font at all, not even the default family.
    case noFontAvailable(family: String)
    /// A font feature setting could not be parsed; `reason` says what a valid one looks like.
    case invalidFeature(String, reason: String)
    /// A font variation setting is unusable: its tag is not four printable ASCII characters or
    /// its value is not a finite number; `reason` says which.
    case invalidVariation(tag: String, value: Double, reason: String)
    /// The text is longer than ``TextLayout/maximumLength`` Unicode scalars.
    case textTooLong(length: Int, limit: Int)

    public var description: String {
        switch self {
        case .unreadableFile(let path):
            "font file '\(path)' cannot be read (missing, a directory, or no read permission)"
        case .notAFont(let path):
            "font file '\(path)' is not a font FreeType can read (unknown file format)"
        case .notScalable(let path):
            "font file '\(path)' is a bitmap-only font; Vellum needs outline (scalable) fonts"
        case .faceIndexOutOfRange(let path, let index, let count):
            "font file '\(path)' has \(count) face(s); face index \(index) does not exist"
        case .freeType(let path, let operation, let code):
            "FreeType error \(code) during \(operation) for font file '\(path)'"
        case .noFontAvailable(let family):
            "fontconfig found no font for family '\(family)' and no fallback font is installed"
        case .invalidFeature(let setting, let reason):
            "font feature '\(setting)' is not valid: \(reason)"
        case .invalidVariation(let tag, let value, let reason):
            "font variation '\(tag)' = \(value) is not valid: \(reason)"
        case .textTooLong(let length, let limit):
            "text of \(length) Unicode scalars is longer than the \(limit) a layout accepts; "
                + "split it into paragraphs laid out separately"
        }
    }
}
