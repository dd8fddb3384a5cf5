import VellumCore

/// Overlays its children, each aligned in the stack's bounds, as SwiftUI's `ZStack`. Later
/// children are drawn on top.
///
/// Every child is offered the stack's whole proposal; the stack is as large as the union of its
/// aligned children, that is as wide as the widest and as tall as the tallest.
public struct ZStack<Content: Node>: Node, PrimitiveNode {
    let alignment: Alignment
    let content: Content

    /// Overlays the nodes `content` builds, aligned by `alignment`.
    public init(alignment: Alignment = .center, @NodeBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// The node itself: it is primitive.
    public var body: ZStack { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        [context.makeNode(ZStackBehavior(alignment: alignment), children: try context.forChildren(inStackAlong: nil).build(content))]
    }
}

extension ZStack: RefreshableNode {
    func refresh(_ nodes: [SceneNode], at index: inout Int, in context: BuildContext,
                 journal: RefreshJournal) throws(SceneError) -> Bool {
        guard case let (node, behavior)? = context.madeHere(nodes, at: index, by: ZStackBehavior.self),
              behavior == ZStackBehavior(alignment: alignment),
              try context.forChildren(inStackAlong: nil).refreshAll(node.children, with: content, journal: journal) else {
            return false
        }
        index += 1
        return true
    }
}

/// Overlays children aligned in the union of their sizes.
struct ZStackBehavior: ChildrenArrangement, Equatable {
    var alignment: Alignment
    var name = "ZStack"

    func sizeThatFits(_ proposal: ProposedSize, children: [SceneNode], in graph: SceneGraph) throws(SceneError) -> Size {
        let aligned = try alignedOrigins(of: children, proposal: proposal, in: graph)
        return aligned.size
    }

    /// The children's origins with their guides lined up both ways, and the size they span.
    private func alignedOrigins(of children: [SceneNode], proposal: ProposedSize,
                                in graph: SceneGraph) throws(SceneError) -> (origins: [Point], size: Size) {
        var horizontalGuides: [Double] = [], verticalGuides: [Double] = [], sizes: [Size] = []
        for child in children {
            let size = try child.size(for: proposal, in: graph)
            horizontalGuides.append(try child.guide(alignment.horizontal.key, size: size, proposal: proposal, in: graph))
            verticalGuides.append(try child.guide(alignment.vertical.key, size: size, proposal: proposal, in: graph))
            sizes.append(size)
        }
        let x = alignedOffsets(guides: horizontalGuides, lengths: sizes.map(\.width))
        let y = alignedOffsets(guides: verticalGuides, lengths: sizes.map(\.height))
        return (zip(x.offsets, y.offsets).map { Point(x: $0, y: $1) }, Size(width: x.length, height: y.length))
    }

    func placements(of children: [SceneNode], size: Size, proposal: ProposedSize,
                    in graph: SceneGraph) throws(SceneError) -> [ChildPlacement] {
        let aligned = try alignedOrigins(of: children, proposal: proposal, in: graph)
        // Offered more than its children span (a root stack on a larger canvas), the stack puts
        // their union where the alignment says.
        let union = alignment.origin(of: aligned.size, in: size)
        return aligned.origins.map { ChildPlacement(proposal: proposal, origin: $0 + union) }
    }
}
