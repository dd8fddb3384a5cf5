import VellumCore

/// Centres a child on a point, as SwiftUI's `position(x:y:)`. The modifier takes the whole
/// proposal (10 for a dimension proposed `nil`) and offers the same proposal to the child.
struct PositionLayout: WrappingModifier {
    let point: Point
    let name = "position"

    func validate() -> String? {
        Check.first(Check.finite(point.x, "x"), Check.finite(point.y, "y"))
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: SceneNode, in graph: SceneGraph) throws(SceneError) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func placements(of node: SceneNode, size: Size, proposal: ProposedSize,
                    in graph: SceneGraph) throws(SceneError) -> [ChildPlacement] {
        let child = try node.children[0].size(for: proposal, in: graph)
        return [ChildPlacement(proposal: proposal,
                               origin: Point(x: point.x - child.width / 2, y: point.y - child.height / 2))]
    }
}

extension Node {
    /// Centres the node on (`x`, `y`) in the space its parent offers, which the modifier fills.
    public func position(x: Double = 0, y: Double = 0) -> ModifiedNode<Self> {
        position(Point(x: x, y: y))
    }

    /// Centres the node on `point` in the space its parent offers, which the modifier fills.
    public func position(_ point: Point) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: PositionLayout(point: point))
    }
}
