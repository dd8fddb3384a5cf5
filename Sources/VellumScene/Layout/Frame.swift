import VellumCore

/// A fixed width and/or height around a child, as SwiftUI's `frame(width:height:alignment:)`.
///
/// The child is offered the fixed lengths (and the parent's proposal in a dimension left `nil`);
/// the frame has the fixed lengths (and the child's in a dimension left `nil`), with the child
/// aligned inside.
struct FixedFrameLayout: WrappingModifier {
    let width: Double?
    let height: Double?
    let alignment: Alignment
    let name = "frame"

    func validate() -> String? {
        Check.first(Check.length(width, "width"), Check.length(height, "height"))
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: SceneNode, in graph: SceneGraph) throws(SceneError) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let child = try node.children[0].size(for: childProposal(proposal), in: graph)
        return Size(width: width ?? child.width, height: height ?? child.height)
    }

    func placements(of node: SceneNode, size: Size, proposal: ProposedSize,
                    in graph: SceneGraph) throws(SceneError) -> [ChildPlacement] {
        let inner = childProposal(proposal)
        let child = node.children[0]
        let childSize = try child.size(for: inner, in: graph)
        return [ChildPlacement(proposal: inner, origin: try alignment.origin(of: child, sized: childSize, for: inner,
                                                                             in: size, graph: graph))]
    }
}

extension Node {
    /// Gives the node a fixed width and/or height, aligning it inside when its own size differs,
    /// as SwiftUI's `frame(width:height:alignment:)`. A dimension left `nil` follows the node.
    public func frame(width: Double? = nil, height: Double? = nil,
                      alignment: Alignment = .center) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: FixedFrameLayout(width: width, height: height, alignment: alignment))
    }
}
