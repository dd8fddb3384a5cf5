import VellumCore

/// Lines children up along an axis with spacing between them, distributing the proposed length
/// as SwiftUI's `HStack` and `VStack` do.
///
/// The children are asked how flexible they are (their length for a proposal of 0 and of
/// infinity along the axis). Children of higher ``Node/layoutPriority(_:)`` are sized first,
/// offered what remains after the minimum lengths of the lower-priority ones, and spacers after
/// the other children of their priority; within one such group, from the least flexible to the
/// most, each is offered an equal share of the length
/// that remains after the spacing and the children already sized, and what it takes is
/// subtracted. So a fixed child gets its length and a flexible one the rest.
struct StackLayout: ChildrenArrangement {
    /// The spacing SwiftUI uses between most views when none is given.
    static let defaultSpacing = 8.0

    let axis: Axis
    /// The guide children line up on across the axis (a `VerticalAlignment`'s for an `HStack`).
    let crossGuide: AlignmentKey
    /// The spacing between every two neighbours, or `nil` for SwiftUI's default: 8, and none
    /// next to a ``Spacer`` (a spacer's own `minLength` stands for the gap).
    let spacing: Double?

    var name: String { axis == .horizontal ? "HStack" : "VStack" }

    func validate() -> String? {
        spacing.flatMap { Check.finite($0, "spacing") }
    }

    func sizeThatFits(_ proposal: ProposedSize, children: [SceneNode], in graph: SceneGraph) throws(SceneError) -> Size {
        let proposals = try distribute(proposal, among: children, in: graph)
        var main = 0.0
        for (child, childProposal) in zip(children, proposals) {
            main += try child.size(for: childProposal, in: graph).length(along: axis)
        }
        let cross = try crossOffsets(of: children, proposals: proposals, in: graph).length
        return Size(along: axis, main + gaps(between: children).reduce(0, +), across: cross)
    }

    /// Where each child goes across the axis so that their guides line up, and the cross length
    /// they span.
    private func crossOffsets(of children: [SceneNode], proposals: [ProposedSize],
                              in graph: SceneGraph) throws(SceneError) -> (offsets: [Double], length: Double) {
        var guides: [Double] = [], lengths: [Double] = []
        for (child, childProposal) in zip(children, proposals) {
            let size = try child.size(for: childProposal, in: graph)
            guides.append(try child.guide(crossGuide, size: size, proposal: childProposal, in: graph))
            lengths.append(size.length(along: axis.other))
        }
        return alignedOffsets(guides: guides, lengths: lengths)
    }

    func placements(of children: [SceneNode], size: Size, proposal: ProposedSize,
                    in graph: SceneGraph) throws(SceneError) -> [ChildPlacement] {
        let gaps = gaps(between: children)
        let proposals = try distribute(proposal, among: children, in: graph)
        let aligned = try crossOffsets(of: children, proposals: proposals, in: graph)
        // Given more cross length than its children span (a stack layout placed in larger
        // bounds), the stack puts their span where its guide's default says.
        let span = Size(along: axis, size.length(along: axis), across: aligned.length)
        let slack = crossGuide.defaultValue(in: ViewDimensions(size: size)) - crossGuide.defaultValue(in: ViewDimensions(size: span))
        var position = 0.0
        var placements: [ChildPlacement] = []
        for (index, (child, childProposal)) in zip(children, proposals).enumerated() {
            let childSize = try child.size(for: childProposal, in: graph)
            placements.append(ChildPlacement(proposal: childProposal,
                                             origin: Point(along: axis, position, across: aligned.offsets[index] + slack)))
            position += childSize.length(along: axis) + (index < gaps.count ? gaps[index] : 0)
        }
        return placements
    }

    /// The space after each child but the last.
    private func gaps(between children: [SceneNode]) -> [Double] {
        guard children.count > 1 else { return [] }
        return (1..<children.count).map { index in
            if let spacing { return spacing }
            return children[index - 1].isSpacer || children[index].isSpacer ? 0 : Self.defaultSpacing
        }
    }

    /// The proposal each child gets, in child order.
    private func distribute(_ proposal: ProposedSize, among children: [SceneNode],
                            in graph: SceneGraph) throws(SceneError) -> [ProposedSize] {
        let cross = proposal.length(along: axis.other)
        guard let available = proposal.length(along: axis) else {
            // Asked for its ideal length, the stack asks its children for theirs.
            return children.map { _ in ProposedSize(along: axis, nil, across: cross) }
        }
        var least: [Double] = [], flexibility: [Double] = []
        for child in children {
            let minimum = try child.size(for: ProposedSize(along: axis, 0, across: cross), in: graph).length(along: axis)
            let maximum = try child.size(for: ProposedSize(along: axis, .infinity, across: cross), in: graph).length(along: axis)
            least.append(minimum)
            flexibility.append((maximum - minimum).isNaN ? .infinity : maximum - minimum)
        }
        // Spacers are sized after the other children of their priority, so they get what those
        // leave (never less than their minimum), as in SwiftUI.
        let ranks = children.map { (priority: -$0.layoutPriority, spacer: $0.isSpacer ? 1 : 0) }
        // Highest priority first; within one, least flexible first; ties keep child order so the
        // result is deterministic.
        let order = children.indices.sorted {
            (ranks[$0].priority, ranks[$0].spacer, flexibility[$0], $0) < (ranks[$1].priority, ranks[$1].spacer, flexibility[$1], $1)
        }
        var remaining = max(available - gaps(between: children).reduce(0, +), 0)
        var proposals = [ProposedSize](repeating: .unspecified, count: children.count)
        var start = 0
        while start < order.count {
            let rank = ranks[order[start]]
            let end = order[start...].firstIndex { ranks[$0] != rank } ?? order.count
            // What the lower priorities need at the least is kept back from this one.
            let reserved = order[end...].reduce(0) { $0 + least[$1] }
            var share = max(remaining - reserved, 0)
            for (done, index) in order[start..<end].enumerated() {
                let offered = share / Double(end - start - done)
                proposals[index] = ProposedSize(along: axis, offered, across: cross)
                let taken = try children[index].size(for: proposals[index], in: graph).length(along: axis)
                if share.isFinite { share = max(share - taken, 0) }
                if remaining.isFinite { remaining = max(remaining - taken, 0) }
            }
            start = end
        }
        return proposals
    }
}

extension Axis {
    /// The perpendicular axis.
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension SceneNode {
    /// The behaviour of type `B` on this node or on the chain of single-child modifiers below it:
    /// a priority, a z-index or a spacer inside `.padding()` still counts for the stack.
    func modifierBehavior<B: Behavior>(_: B.Type) -> B? {
        if let found = behavior(as: B.self) { return found }
        // The child count first: it spares leaves and containers the conformance lookup.
        guard children.count == 1, behavior.isWrapper else { return nil }
        return children[0].modifierBehavior(B.self)
    }

    /// The priority a stack sizes the node with (``Node/layoutPriority(_:)``, 0 by default).
    var layoutPriority: Double { modifierBehavior(LayoutPriorityModifier.self)?.value ?? 0 }

    /// Whether the node is a ``Spacer`` (or a modifier around one).
    var isSpacer: Bool { modifierBehavior(SpacerLayout.self) != nil }
}
