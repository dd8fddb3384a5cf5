/// Which way lines run and stack, as CSS's `writing-mode`: horizontal lines stacked top to
/// bottom, or vertical columns stacked right to left (Chinese, Japanese and Korean books) or
/// left to right (Mongolian).
public enum WritingMode: Hashable, Sendable {
    /// Lines run left to right (or right to left by bidi), stacked top to bottom.
    case horizontalTopToBottom
    /// Columns run top to bottom, the first on the right (CSS `vertical-rl`).
    case verticalRightToLeft
    /// Columns run top to bottom, the first on the left (CSS `vertical-lr`).
    case verticalLeftToRight

    /// Whether lines are columns.
    public var isVertical: Bool { self != .horizontalTopToBottom }
}
