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

/// Overlays children aligned in the union of their sizes.
struct ZStackBehavior: ChildrenArrangement {
    var alignment: Alignment
    var name = "ZStack"

    func sizeThatFits(_ proposal: ProposedSize, children: [SceneNode], in graph: SceneGraph) throws(SceneError) -> Size {
        var size = Size.zero
        for child in children {
            let childSize = try child.size(for: proposal, in: graph)
            size.width = max(size.width, childSize.width)
            size.height = max(size.height, childSize.height)
        }
        return size
    }

    func placements(of children: [SceneNode], size: Size, proposal: ProposedSize,
                    in graph: SceneGraph) throws(SceneError) -> [ChildPlacement] {
        var placements: [ChildPlacement] = []
        for child in children {
            let childSize = try child.size(for: proposal, in: graph)
            placements.append(ChildPlacement(proposal: proposal, origin: alignment.origin(of: childSize, in: size)))
        }
        return placements
    }
}
