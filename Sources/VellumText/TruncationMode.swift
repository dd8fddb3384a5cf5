/// Where text that has more lines than its ``ParagraphStyle/lineLimit`` loses characters, as
/// SwiftUI's `Text.TruncationMode`. The cut always falls between grapheme clusters, the kept
/// text is shaped again (so a joining script takes its final forms at the cut), and an ellipsis
/// (U+2026 from the font of the characters next to it, or "..." when that font has none) marks
/// the gap. Only the last line shown is cut; the lines before it are set as they wrap.
public enum TruncationMode: Hashable, Sendable {
    /// The last line shows the start of the ellipsis's place and the end of the text: "…end".
    case head
    /// The last line shows its start and the end of the text, the ellipsis between: "sta…end".
    case middle
    /// The last line shows its start and the ellipsis: "start…" (the default).
    case tail
}
