import VellumCore

/// Lines children up along an axis with spacing between them, distributing the proposed length
/// as SwiftUI's `HStack` and `VStack` do.
///
/// The children are asked how flexible they are (their length for a proposal of 0 and of
/// infinity along the axis). From the least flexible to the most, each is offered an equal
/// share of the length that remains after the spacing and the children already sized; what it
/// takes is subtracted. So a fixed child gets its length and a flexible one the rest.
struct StackLayout: Behavior {
    /// The spacing SwiftUI uses between most views when none is given.
    static let defaultSpacing = 8.0

    let axis: Axis
    /// Where children sit across the axis: the fraction of the spare cross length before them.
    let crossFraction: Double
    let spacing: Double

    var name: String { axis == .horizontal ? "HStack" : "VStack" }

    func validate() -> String? {
        Check.finite(spacing, "spacing")
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: SceneNode, in graph: SceneGraph) throws(SceneError) -> Size {
        var main = 0.0, cross = 0.0
        for (child, childProposal) in zip(node.children, try distribute(proposal, among: node.children, in: graph)) {
            let size = try child.size(for: childProposal, in: graph)
            main += size.length(along: axis)
            cross = max(cross, size.length(along: axis.other))
        }
        return Size(along: axis, main + totalSpacing(node.children.count), across: cross)
    }

    func placements(of node: SceneNode, size: Size, proposal: ProposedSize,
                    in graph: SceneGraph) throws(SceneError) -> [ChildPlacement] {
        let crossLength = size.length(along: axis.other)
        var position = 0.0
        var placements: [ChildPlacement] = []
        for (child, childProposal) in zip(node.children, try distribute(proposal, among: node.children, in: graph)) {
            let childSize = try child.size(for: childProposal, in: graph)
            let cross = (crossLength - childSize.length(along: axis.other)) * crossFraction
            placements.append(ChildPlacement(proposal: childProposal,
                                             origin: Point(along: axis, position, across: cross)))
            position += childSize.length(along: axis) + spacing
        }
        return placements
    }

    private func totalSpacing(_ count: Int) -> Double {
        spacing * Double(max(count - 1, 0))
    }

    /// The proposal each child gets, in child order.
    private func distribute(_ proposal: ProposedSize, among children: [SceneNode],
                            in graph: SceneGraph) throws(SceneError) -> [ProposedSize] {
        let cross = proposal.length(along: axis.other)
        guard let available = proposal.length(along: axis) else {
            // Asked for its ideal length, the stack asks its children for theirs.
            return children.map { _ in ProposedSize(along: axis, nil, across: cross) }
        }
        var flexibility: [Double] = []
        for child in children {
            let least = try child.size(for: ProposedSize(along: axis, 0, across: cross), in: graph)
            let most = try child.size(for: ProposedSize(along: axis, .infinity, across: cross), in: graph)
            let range = most.length(along: axis) - least.length(along: axis)
            flexibility.append(range.isNaN ? .infinity : range)
        }
        // Least flexible first; ties keep child order so the result is deterministic.
        let order = children.indices.sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
        var remaining = max(available - totalSpacing(children.count), 0)
        var proposals = [ProposedSize](repeating: .unspecified, count: children.count)
        for (done, index) in order.enumerated() {
            let share = remaining / Double(children.count - done)
            proposals[index] = ProposedSize(along: axis, share, across: cross)
            let taken = try children[index].size(for: proposals[index], in: graph).length(along: axis)
            if remaining.isFinite { remaining = max(remaining - taken, 0) }
        }
        return proposals
    }
}

extension Axis {
    /// The perpendicular axis.
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
