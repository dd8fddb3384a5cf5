import VellumCore

/// What each canvas drew in the last recording, as recorded and as the render tree checked it,
/// so that drawing a canvas records again unchanged (a clock's face, redrawn with every tick of
/// its hands) is not checked again: its bounds are taken from the check before.
///
/// Canvases are told apart by their structural identity; a drawing is reused when it equals the
/// one recorded at the same place in the same canvas last time, which makes it the same
/// drawing under the same transform.
final class CanvasCheckMemo {
    private struct Drawing {
        let recorded: [RenderNode], checked: [RenderNode]
    }

    /// The last recording's canvases, and this recording's so far.
    private var previous: [UInt64: Drawing] = [:], current: [UInt64: Drawing] = [:]

    /// `nodes`, which the canvas `scope` recorded, with every top-level drawing equal to the one
    /// at its place last time replaced by that one's checked form (carrying its bounds).
    func reusingChecks(_ nodes: [RenderNode], scope: UInt64) -> [RenderNode] {
        guard let before = previous[scope] else { return nodes }
        var nodes = nodes
        for index in nodes.indices where index < before.recorded.count {
            if case .draw = nodes[index], nodes[index] == before.recorded[index] { nodes[index] = before.checked[index] }
        }
        return nodes
    }

    /// Keeps what the canvas `scope` recorded and its checked form, for the next recording.
    func keep(recorded: [RenderNode], checked: [RenderNode], scope: UInt64) {
        current[scope] = Drawing(recorded: recorded, checked: checked)
    }

    /// Ends a recording: a finished one's canvases are what the next compares with; a failed
    /// one's are dropped.
    func endRecording(finished: Bool) {
        if finished { previous = current }
        current = [:]
    }
}
