import VellumCore

/// Keeps a child at its ideal size in one or both dimensions, as SwiftUI's `fixedSize`.
///
/// In a fixed dimension the child is asked for its ideal length (a `nil` proposal) and the frame
/// takes it whatever the parent offers; the child is then placed with that length as its
/// proposal, so a row of text and a vertical ``Divider`` fixed vertically is as tall as its text
/// and the divider as tall as the row.
struct FixedSizeLayout: WrappingModifier {
    let horizontal: Bool
    let vertical: Bool
    let name = "fixedSize"

    private func idealProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: SceneNode, in graph: SceneGraph) throws(SceneError) -> Size {
        try node.children[0].size(for: idealProposal(proposal), in: graph)
    }

    func placements(of node: SceneNode, size: Size, proposal: ProposedSize,
                    in graph: SceneGraph) throws(SceneError) -> [ChildPlacement] {
        let placed = ProposedSize(width: horizontal ? size.width : proposal.width,
                                  height: vertical ? size.height : proposal.height)
        return [ChildPlacement(proposal: placed, origin: .zero)]
    }
}

/// Tells a stack to size a child before those of lower priority, as SwiftUI's
/// `layoutPriority(_:)`. Layout is otherwise the child's own.
struct LayoutPriorityModifier: WrappingModifier {
    let value: Double
    let name = "layoutPriority"

    func validate() -> String? {
        Check.finite(value, "layout priority")
    }
}

extension Node {
    /// Keeps the node at its ideal size in the dimensions given, whatever its parent offers, as
    /// SwiftUI's `fixedSize(horizontal:vertical:)`: text stays on one line, a row as tall as its
    /// content.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// Keeps the node at its ideal size in both dimensions, as SwiftUI's `fixedSize()`.
    public func fixedSize() -> ModifiedNode<Self> {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Sizes the node before its siblings of lower priority in a stack, as SwiftUI's
    /// `layoutPriority(_:)` (0 by default): the stack offers it the space that remains once its
    /// lower-priority siblings have their minimum lengths.
    public func layoutPriority(_ value: Double) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: LayoutPriorityModifier(value: value))
    }
}
