import Foundation
import VellumCore

/// A behaviour whose sizing and placing depend on its children alone — the stacks — so the same
/// rules serve a stack node and the ``Layout`` types that name them (``HStackLayout``…).
protocol ChildrenArrangement: Behavior {
    /// The size for `proposal` of a container of `children`.
    func sizeThatFits(_ proposal: ProposedSize, children: [SceneNode], in graph: SceneGraph) throws(SceneError) -> Size

    /// Where each of `children` goes in a container of `size`.
    func placements(of children: [SceneNode], size: Size, proposal: ProposedSize,
                    in graph: SceneGraph) throws(SceneError) -> [ChildPlacement]
}

extension ChildrenArrangement {
    func sizeThatFits(_ proposal: ProposedSize, of node: SceneNode, in graph: SceneGraph) throws(SceneError) -> Size {
        try sizeThatFits(proposal, children: node.children, in: graph)
    }

    func placements(of node: SceneNode, size: Size, proposal: ProposedSize,
                    in graph: SceneGraph) throws(SceneError) -> [ChildPlacement] {
        try placements(of: node.children, size: size, proposal: proposal, in: graph)
    }

    /// The size of a container of `subviews`, as a ``Layout`` reports it.
    func layoutSize(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let session = subviews.session
        let size = session.attempt { () throws(SceneError) in
            try sizeThatFits(ProposedSize(proposal), children: subviews.nodes, in: session.graph)
        }
        return CGSize(size ?? .zero)
    }

    /// Places `subviews` in `bounds`, as a ``Layout`` does.
    func placeLayoutSubviews(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        let session = subviews.session
        let placed = session.attempt { () throws(SceneError) in
            try self.placements(of: subviews.nodes, size: Size(bounds.size), proposal: ProposedSize(proposal), in: session.graph)
        }
        for (subview, placement) in zip(subviews, placed ?? []) {
            subview.place(at: CGPoint(x: bounds.minX + placement.origin.x, y: bounds.minY + placement.origin.y),
                          proposal: ProposedViewSize(placement.proposal))
        }
    }
}
