import Foundation

/// A one-line progress bar on stderr, drawn only when stderr is a terminal, so that logs and
/// pipes get the summary line alone.
final class ProgressBar {
    private let total: Int
    private let isTerminal = isatty(STDERR_FILENO) != 0
    private var shown = -1
    private static let width = 30

    /// A bar for `total` steps.
    init(total: Int) {
        self.total = max(total, 1)
    }

    /// Shows `done` of the total steps (redrawn only when the bar changes).
    func update(_ done: Int) {
        guard isTerminal else { return }
        let filled = done * Self.width / total
        guard filled != shown else { return }
        shown = filled
        let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: Self.width - filled)
        FileHandle.standardError.write(Data("\r[\(bar)] \(done)/\(total)".utf8))
    }

    /// Clears the bar's line.
    func finish() {
        guard isTerminal, shown >= 0 else { return }
        FileHandle.standardError.write(Data(("\r" + String(repeating: " ", count: Self.width + 24) + "\r").utf8))
    }
}
