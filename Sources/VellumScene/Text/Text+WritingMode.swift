import VellumText

extension Node {
    /// Sets text below in vertical columns or horizontal lines, as CSS's `writing-mode` (SwiftUI
    /// has no vertical text; a Vellum extension): `.writingMode(.verticalRightToLeft)` sets each
    /// paragraph as a column running down, the first on the right, with Han, kana and Hangul
    /// upright and Latin turned on its side. Columns wrap to the proposed height, `lineLimit`
    /// counts and truncates them, and underlines run down their right side; they do not shrink
    /// (Docs/Text.md, *Vertical text*).
    public func writingMode(_ mode: WritingMode) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: EnvironmentModifier { $0.writingMode = mode })
    }
}
