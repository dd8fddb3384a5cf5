import VellumCore

/// Composites a child's content together before it meets what lies beneath, as SwiftUI's
/// `compositingGroup()` and CSS's `isolation: isolate`: blend modes inside it blend with the
/// group's own content only.
struct CompositingGroupEffect: WrappingModifier {
    let name = "compositingGroup"

    func effect(size: Size) -> RecordingEffect {
        .layer(opacity: 1, shadow: nil, isolated: true)
    }
}

extension Node {
    /// Draws the node's content into a layer of its own before compositing it (SwiftUI's
    /// `compositingGroup()`): blend modes inside it see only the node's own content as their
    /// backdrop.
    public func compositingGroup() -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: CompositingGroupEffect())
    }
}
