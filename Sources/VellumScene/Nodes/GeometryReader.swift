import VellumCore

/// Builds its content from the size it is offered, as SwiftUI's `GeometryReader`.
///
///     GeometryReader { size in
///         Circle().frame(width: size.width / 2, height: size.width / 2)
///     }
///
/// The reader takes the whole proposal (10 × 10 when asked for its ideal size). Its content is
/// built when the reader is placed and built again only when its size changes; each node of the
/// content is offered the reader's size and placed at its top-left corner.
public struct GeometryReader<Content: Node>: Node, PrimitiveNode {
    let content: (Size) -> Content

    /// A reader whose content `content` builds from its size.
    public init(@NodeBuilder content: @escaping (Size) -> Content) {
        self.content = content
    }

    /// The node itself: it is primitive.
    public var body: GeometryReader { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        let content = self.content
        return [context.makeNode(GeometryReaderLayout(content: { content($0) }, context: context.forChildren))]
    }
}

/// Takes the proposed size and rebuilds its children when that size changes. A class: it keeps
/// the size its children were built for.
final class GeometryReaderLayout: Behavior {
    let content: (Size) -> any Node
    let context: BuildContext
    private var builtSize: Size?
    let name = "GeometryReader"

    init(content: @escaping (Size) -> any Node, context: BuildContext) {
        self.content = content
        self.context = context
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: SceneNode, in graph: SceneGraph) throws(SceneError) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func placements(of node: SceneNode, size: Size, proposal: ProposedSize,
                    in graph: SceneGraph) throws(SceneError) -> [ChildPlacement] {
        if builtSize != size {
            let built = try graph.rebuild(replacing: node.children) { () throws(SceneError) in
                try context.build(content(size))
            }
            node.setChildren(built)
            builtSize = size
        }
        return node.children.map { _ in ChildPlacement(proposal: ProposedSize(size), origin: .zero) }
    }
}
