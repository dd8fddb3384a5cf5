import VellumText

// SwiftUI's line limit and truncation modifiers: environment settings for the text below.

extension Node {
    /// Shows at most `number` lines of the text below, as SwiftUI's `lineLimit(_:)`: text that
    /// needs more has its last shown line cut with an ellipsis (``truncationMode(_:)``); `nil`
    /// shows every line. A limit below 1 is an error naming the text
    /// (`SceneError.invalidValue`, "line limit must be at least 1").
    public func lineLimit(_ number: Int?) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: EnvironmentModifier { environment in
            environment.lineLimit = number
            environment.reservedLines = 0
        })
    }

    /// Shows at most `limit` lines of the text below, as SwiftUI's `lineLimit(_:reservesSpace:)`;
    /// when `reservesSpace`, shorter text is still as tall as `limit` lines, its lines at the top.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: EnvironmentModifier { environment in
            environment.lineLimit = limit
            environment.reservedLines = reservesSpace ? limit : 0
        })
    }

    /// Shows between `limit.lowerBound` and `limit.upperBound` lines of the text below, as
    /// SwiftUI's `lineLimit(_:)` with a range: shorter text is as tall as the lower bound,
    /// longer text is cut after the upper bound.
    public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: EnvironmentModifier { environment in
            environment.lineLimit = limit.upperBound
            environment.reservedLines = limit.lowerBound
        })
    }

    /// Shows at least `limit.lowerBound` lines' height of the text below and every line, as
    /// SwiftUI's `lineLimit(_:)` with a partial range from.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: EnvironmentModifier { environment in
            environment.lineLimit = nil
            environment.reservedLines = limit.lowerBound
        })
    }

    /// Shows at most `limit.upperBound` lines of the text below, as SwiftUI's `lineLimit(_:)`
    /// with a partial range through.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> ModifiedNode<Self> {
        lineLimit(limit.upperBound)
    }

    /// Sets where text below that is cut by its line limit loses characters, as SwiftUI's
    /// `truncationMode(_:)`: `.tail` (the default) ends the last line with "…", `.head` starts
    /// it with "…" followed by the end of the text, `.middle` puts "…" between the start of the
    /// last line and the end of the text. Only the last line shown is cut (Docs/Text.md).
    public func truncationMode(_ mode: TruncationMode) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: EnvironmentModifier { $0.truncationMode = mode })
    }
}
