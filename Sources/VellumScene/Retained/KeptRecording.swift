import VellumCore

/// What recording a subtree gave, kept on its root node so that the next recording takes it
/// again instead of recording the subtree anew — Flutter's repaint boundary, Core Animation's
/// cached layer contents.
///
/// A recording is kept for the nodes that can come back unchanged from one build to the next:
/// a component's node taken back by an update (an equatable component built again equal, see
/// ``ReusableNodes``) and a symbol definition's root. It serves while the subtree stays as it
/// is — any change below it, a new placement or new children forget it (``SceneNode``'s layout
/// invalidation) — and only where it was made: the same place in the tree (its structural
/// identity, which numbers its render nodes), the same transform above it and the same frame.
/// A subtree that uses or defines symbols keeps nothing: their content may change on its own.
struct KeptRecording {
    /// The render nodes the subtree added, in drawing order, and their device bounds.
    let nodes: [RenderNode]
    let ink: Rect?
    /// Where it was recorded: the structural identity, the parent's content transform and the
    /// root's frame.
    let key: UInt64
    let parent: AffineTransform
    let frame: Rect

    /// Whether the recording serves a subtree at `key` under `parent`, its root at `frame`.
    func serves(key: UInt64, parent: AffineTransform, frame: Rect) -> Bool {
        self.key == key && self.parent == parent && self.frame == frame
    }

    /// The recording of `nodes`, unless they use symbols.
    init?(_ nodes: ArraySlice<RenderNode>, ink: Rect?, key: UInt64, parent: AffineTransform, frame: Rect) {
        let nodes = Array(nodes)
        guard RenderTree.symbolTags(usedBy: nodes).isEmpty else { return nil }
        (self.nodes, self.ink, self.key, self.parent, self.frame) = (nodes, ink, key, parent, frame)
    }
}
