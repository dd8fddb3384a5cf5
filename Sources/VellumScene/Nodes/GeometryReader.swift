import VellumCore

/// Builds its content from the size it is offered and where it is, as SwiftUI's `GeometryReader`.
///
///     GeometryReader { proxy in
///         Circle().frame(width: proxy.size.width / 2, height: proxy.size.width / 2)
///     }
///
/// The reader takes the whole proposal (10 × 10 when asked for its ideal size). Its content is
/// built when the reader is placed and built again when its size changes — or, if the content
/// read ``GeometryProxy/frame(in:)``, when the reader moves; each node of the content is offered
/// the reader's size and placed at its top-left corner.
public struct GeometryReader<Content: Node>: Node, PrimitiveNode {
    let content: (GeometryProxy) -> Content

    /// A reader whose content `content` builds from its geometry.
    public init(@NodeBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// The node itself: it is primitive.
    public var body: GeometryReader { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        let content = self.content
        return [context.makeNode(GeometryReaderLayout(content: { content($0) }, context: context.forChildren))]
    }
}

extension GeometryReader: RefreshableNode {
    /// A reader takes the new content closure; content built already is refreshed for the
    /// geometry it was built for.
    func refresh(_ nodes: [SceneNode], at index: inout Int, in context: BuildContext,
                 journal: RefreshJournal) throws(SceneError) -> Bool {
        let content = self.content
        guard case let (node, reader)? = context.madeHere(nodes, at: index, by: GeometryReaderLayout.self),
              try reader.refresh(node, content: { content($0) }, journal: journal) else { return false }
        index += 1
        return true
    }
}

/// Takes the proposed size and rebuilds its children when that size (or the position, for a
/// content that read it) changes. A class: it keeps the geometry its children were built for.
final class GeometryReaderLayout: Behavior {
    private(set) var content: (GeometryProxy) -> any Node
    let context: BuildContext
    private var built: GeometryProxy?
    let name = "GeometryReader"

    init(content: @escaping (GeometryProxy) -> any Node, context: BuildContext) {
        self.content = content
        self.context = context
    }

    /// Takes `content` as the reader's content, its nodes (if built) refreshed in place for the
    /// geometry they were built for; false when they do not match it.
    func refresh(_ node: SceneNode, content: @escaping (GeometryProxy) -> any Node,
                 journal: RefreshJournal) throws(SceneError) -> Bool {
        let before = (self.content, built)
        if let built {
            let proxy = GeometryProxy(size: built.size, position: built.position, reads: GeometryReads())
            guard try context.refreshAll(node.children, with: content(proxy), journal: journal) else { return false }
            // A content that reads its frame now is placed again when the reader moves.
            if proxy.reads.frames, !built.reads.frames { return false }
            self.built = proxy
        }
        self.content = content
        journal.noteUndo { [self] in (self.content, self.built) = before }
        return true
    }

    /// Whether the content read its frame and the reader is no longer where it was built.
    func moved(_ node: SceneNode) -> Bool {
        guard let built, built.reads.frames else { return false }
        return built.position != NodePosition(of: node)
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: SceneNode, in graph: SceneGraph) throws(SceneError) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func placements(of node: SceneNode, size: Size, proposal: ProposedSize,
                    in graph: SceneGraph) throws(SceneError) -> [ChildPlacement] {
        let position = NodePosition(of: node)
        if built?.size != size || (built?.reads.frames == true && built?.position != position) {
            let proxy = GeometryProxy(size: size, position: position, reads: GeometryReads())
            let children = try graph.rebuild(replacing: node.children) { () throws(SceneError) in
                try context.build(content(proxy))
            }
            node.setChildren(children)
            built = proxy
        }
        if built?.reads.frames == true { graph.frameReaders[ObjectIdentifier(node)] = WeakNode(node) }
        return node.children.map { _ in ChildPlacement(proposal: ProposedSize(size), origin: .zero) }
    }
}

/// A node held without keeping it alive.
final class WeakNode {
    weak var node: SceneNode?

    init(_ node: SceneNode) {
        self.node = node
    }
}

extension SceneGraph {
    /// Places again the readers that read their frame and moved in the layout just made: a
    /// parent placed with the same proposal as before does not place its children again, so a
    /// reader whose ancestors moved would otherwise keep content built for where it was.
    func placeMovedFrameReaders() throws(SceneError) {
        for (key, reference) in frameReaders.sorted(by: { $0.key < $1.key }) {
            guard let node = reference.node, let reader = node.behavior(as: GeometryReaderLayout.self) else {
                frameReaders[key] = nil
                continue
            }
            guard reader.moved(node), let proposal = node.placedProposal else { continue }
            node.invalidateLayout()
            node.invalidateAncestorRecordings()
            try node.place(proposal, at: node.frame.origin, in: self)
        }
    }
}
