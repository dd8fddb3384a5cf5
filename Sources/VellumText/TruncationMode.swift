/// Where text that has more lines than its ``ParagraphStyle/lineLimit`` loses characters, as
/// SwiftUI's `Text.TruncationMode`. The cut always falls between grapheme clusters, the kept
/// text is shaped again (so a joining script takes its final forms at the cut), and an ellipsis
/// marks the gap: U+2026 from the font of the characters next to it, or three of its full stops
/// when it has no U+2026 (U+2026 from a fallback face when it has neither). Only the last line
/// shown is cut; the lines before it are set as they wrap.
public enum TruncationMode: Hashable, Sendable {
    /// The last line is the ellipsis followed by the end of the text: "…end".
    case head
    /// The last line is its start, the ellipsis and the end of the text: "sta…end".
    case middle
    /// The last line is its start and the ellipsis: "start…" (the default).
    case tail
}
