import VellumCore

/// Draws immediately with a `GraphicsContext`, as SwiftUI's `Canvas`:
///
///     Canvas { context, size in
///         if context.hasSymbol("dot") {
///             for i in 0..<5 { context.draw(symbol: "dot", at: Point(x: Double(i) * 12, y: 0)) }
///         }
///     } symbols: {
///         Circle().fill(.red).frame(width: 10, height: 10).tag("dot")
///     }
///
/// The canvas takes the whole proposal (10 × 10 when asked for its ideal size). Its closure runs
/// each time the scene is recorded, with the context's user space set to the canvas's frame.
/// The context knows the scene's symbols and the canvas's own: each node of `symbols` must be
/// tagged; it is laid out at its ideal size and recorded once as a symbol. Symbols the closure
/// defines with `defineSymbol` join the render tree too. A tag defined twice with different
/// content is an error.
public struct Canvas<Symbols: Node>: Node, PrimitiveNode {
    let renderer: (GraphicsContext, Size) -> Void
    let symbols: Symbols

    /// A canvas drawn by `renderer`, with symbols built by `symbols`.
    public init(renderer: @escaping (GraphicsContext, Size) -> Void, @NodeBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        self.symbols = symbols()
    }

    /// The node itself: it is primitive.
    public var body: Canvas { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        let children = try Self.symbolContext(in: context).build(symbols)
        if let untagged = children.first(where: { $0.tag == nil }) {
            let path = context.labels.joinedPath("Canvas", "symbols")
            throw .invalidStructure(path: path, message: "canvas symbols need a tag; \(untagged.behavior.name) has none")
        }
        return [context.makeNode(CanvasLayout(renderer: renderer), children: children)]
    }

    /// Where the symbols are built: their tags name symbols, not nodes of the scene.
    private static func symbolContext(in context: BuildContext) -> BuildContext {
        var symbolContext = context.forChildren
        symbolContext.registersTags = false
        return symbolContext
    }
}

extension Canvas: RefreshableNode {
    /// The canvas takes the new closure (its size does not depend on it) and records again;
    /// its symbols are refreshed in place.
    func refresh(_ nodes: [SceneNode], at index: inout Int, in context: BuildContext,
                 journal: RefreshJournal) throws(SceneError) -> Bool {
        guard case let (node, _)? = context.madeHere(nodes, at: index, by: CanvasLayout.self),
              try Self.symbolContext(in: context).refreshAll(node.children, with: symbols, journal: journal) else {
            return false
        }
        node.replaceBehavior(CanvasLayout(renderer: renderer), journal: journal)
        index += 1
        return true
    }
}

extension Canvas where Symbols == EmptyNode {
    /// A canvas drawn by `renderer`.
    public init(renderer: @escaping (GraphicsContext, Size) -> Void) {
        self.init(renderer: renderer) { EmptyNode() }
    }
}

/// Takes the proposed size, lays its symbol children out at their ideal size, and records what
/// its closure draws.
struct CanvasLayout: Behavior {
    let renderer: (GraphicsContext, Size) -> Void
    let name = "Canvas"

    func sizeThatFits(_ proposal: ProposedSize, of node: SceneNode, in graph: SceneGraph) throws(SceneError) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func placements(of node: SceneNode, size: Size, proposal: ProposedSize,
                    in graph: SceneGraph) throws(SceneError) -> [ChildPlacement] {
        node.children.map { _ in ChildPlacement(proposal: .unspecified, origin: .zero) }
    }

    /// The children are symbols, not content.
    var recordsChildren: Bool { false }

    func record(_ node: SceneNode, size: Size, transform: AffineTransform,
                into recorder: inout Recorder) throws(SceneError) -> Rect? {
        for child in node.children {
            try recorder.defineSymbol(child.tag!, recording: child, requester: node.path)
        }
        let context = GraphicsContext(transform: transform, scope: recorder.scope)
        // Empty stand-ins, so `hasSymbol` answers and `draw(symbol:at:)` records uses; the real
        // definitions are the scene's.
        let known = recorder.knownSymbolTags
        // Each stand-in carries its symbol's size, so `draw(_:at:anchor:)` can anchor it: the
        // canvas's own symbols are laid out already; a scene symbol has its size once laid out.
        var sizes: [Tag: Size] = [:]
        for child in node.children { sizes[child.tag!] = child.frame.size }
        for tag in known { context.defineSymbol(tag, size: sizes[tag] ?? recorder.laidOutSymbolSize(tag)) { _ in } }
        renderer(context, size)
        return try recorder.appendDrawing(context, standIns: known, requester: node.path)
    }
}
