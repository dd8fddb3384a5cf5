import VellumCore

/// Masks a child by another node, as SwiftUI's `mask(alignment:_:)`: the mask is proposed the
/// child's size and placed in its frame by `alignment`, and each pixel of the child shows as much
/// as the mask's alpha (or, in ``VellumCore/RenderMask/Mode/luminance`` mode, its luminance times
/// its alpha) lets through. The mask itself is never seen, nor hit.
///
/// The retained node has two children: the content, then the mask.
struct MaskEffect: NodeModifier, Behavior {
    let mode: RenderMask.Mode
    let alignment: Alignment
    let mask: any Node
    let name = "mask"

    func makeNodes(content: any Node, in context: BuildContext) throws(SceneError) -> [SceneNode] {
        let children = context.forChildren
        // One mask per content node, as SwiftUI wraps every element of a `ForEach`.
        var nodes: [SceneNode] = []
        for node in try children.build(content) {
            let maskNode = try children.build(ZStack(alignment: alignment) { AnyNode(erasing: mask) })
            nodes.append(context.makeNode(self, children: [node] + maskNode))
        }
        return nodes
    }

    func placements(of node: SceneNode, size: Size, proposal: ProposedSize,
                    in graph: SceneGraph) throws(SceneError) -> [ChildPlacement] {
        var placements = [ChildPlacement(proposal: proposal, origin: .zero)]
        if node.children.count > 1 {
            let inner = ProposedSize(size)
            let maskSize = try node.children[1].size(for: inner, in: graph)
            placements.append(ChildPlacement(proposal: inner, origin: alignment.origin(of: maskSize, in: size)))
        }
        return placements
    }

    func effect(size: Size) -> RecordingEffect {
        .mask(mode)
    }
}

extension Node {
    /// Masks the node by `mask`, laid out in the node's frame with `alignment`: where the mask is
    /// opaque the node shows, where it is transparent it does not. In
    /// ``VellumCore/RenderMask/Mode/luminance`` mode the mask's luminance counts too (white
    /// shows, black hides), as an SVG `<mask>` does.
    public func mask<M: Node>(alignment: Alignment = .center, mode: RenderMask.Mode = .alpha,
                              @NodeBuilder _ mask: () -> M) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: MaskEffect(mode: mode, alignment: alignment, mask: mask()))
    }
}
