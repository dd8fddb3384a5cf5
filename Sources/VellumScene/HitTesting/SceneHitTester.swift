import VellumCore

/// Finds the topmost node under a device point, walking the retained tree in reverse drawing
/// order: later siblings before earlier ones, a node's children before its own content.
///
/// Placement is what the last recording kept: each node's ``SceneNode/deviceTransform`` (the
/// recorder's composition of frame origins and effects) and, for what a node drew, the render
/// tree's own nodes (``RecordedContent``), found by the node's structural identity. Nothing here
/// composes a transform of its own.
struct SceneHitTester {
    /// The drawings of the last recording.
    let content: RecordedContent
    /// The number of the last recording: nodes not drawn in it (under a hidden node, or removed
    /// since) keep stale transforms and are skipped.
    let pass: Int

    /// The topmost node of the subtree of `node`, whose structural identity is `key`, under the
    /// device point `point`, or `nil`.
    func topmost(in node: SceneNode, key: UInt64, at point: Point) -> SceneNode? {
        guard node.recordedPass == pass, let transform = node.deviceTransform else { return nil }
        let area = node.behavior.hitArea
        if case .none = area { return nil }
        let local = transform.inverted().map { point.applying($0) }
        let frame = Rect(size: node.frame.size)
        let effect = node.behavior.effect(size: frame.size)
        switch effect {
        case .hidden:
            return nil
        case .clip(let path, let rule):
            // The clip bounds the subtree's content shapes too, which the render tree lacks.
            guard let local, path.contains(local, eoFill: rule == .evenOdd) else { return nil }
        case .none, .transform, .layer, .mask:
            // A mask's test is the recorded content's: it keeps every mask around a drawing.
            break
        }
        // A mask's second child is the mask, never hit itself.
        var children = (node.drawingOrder ?? Array(node.children.indices)).map { ($0, node.children[$0]) }
        if case .mask = effect { children = [(0, node.children[0])] }
        var shaped = false
        if case .shape(let shape, let rule) = area {
            guard let local, shape.path(in: frame).contains(local, eoFill: rule == .evenOdd) else { return nil }
            shaped = true
        }
        if node.behavior.recordsChildren {
            for (index, child) in children.reversed() {
                if let hit = topmost(in: child, key: StructuralIdentity.child(of: key, at: index, node: child),
                                     at: point) {
                    return hit
                }
            }
        }
        return shaped || node.behavior.drawingScopes(of: key).contains { content.covers(scope: $0, at: point) }
            ? node : nil
    }
}
