import VellumCore

/// Space around a child, as SwiftUI's `padding`. The child is offered the proposal minus the
/// insets (never below zero); the padding is the child's size plus the insets (never below
/// zero). Negative insets let the child spill outside, as the badge's `.padding(-60)` does.
struct PaddingLayout: WrappingModifier {
    /// The padding SwiftUI adds when no length is given.
    static let defaultLength = 16.0

    let insets: EdgeInsets
    let name = "padding"

    func validate() -> String? {
        Check.first(Check.finite(insets.top, "top inset"), Check.finite(insets.leading, "leading inset"),
                    Check.finite(insets.bottom, "bottom inset"), Check.finite(insets.trailing, "trailing inset"))
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: proposal.width.map { max($0 - insets.horizontal, 0) },
                     height: proposal.height.map { max($0 - insets.vertical, 0) })
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: SceneNode, in graph: SceneGraph) throws(SceneError) -> Size {
        let child = try node.children[0].size(for: childProposal(proposal), in: graph)
        return Size(width: max(child.width + insets.horizontal, 0), height: max(child.height + insets.vertical, 0))
    }

    func placements(of node: SceneNode, size: Size, proposal: ProposedSize,
                    in graph: SceneGraph) throws(SceneError) -> [ChildPlacement] {
        [ChildPlacement(proposal: childProposal(proposal), origin: Point(x: insets.leading, y: insets.top))]
    }
}

extension Node {
    /// Adds `insets` around the node; negative insets let it spill outside its frame.
    public func padding(_ insets: EdgeInsets) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: PaddingLayout(insets: insets))
    }

    /// Adds `length` on every edge; negative lengths let the node spill outside its frame.
    public func padding(_ length: Double) -> ModifiedNode<Self> {
        padding(EdgeInsets(length))
    }

    /// Adds `length` on the edges in `edges` (16, SwiftUI's default padding, when `nil`), as
    /// SwiftUI's `padding(_:_:)`: `.padding()`, `.padding(.horizontal, 6)`, `.padding(.top)`.
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> ModifiedNode<Self> {
        padding(EdgeInsets(edges, length ?? PaddingLayout.defaultLength))
    }
}
