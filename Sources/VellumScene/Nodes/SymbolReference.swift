import VellumCore

/// Draws a symbol defined once in the scene's symbol table, as SVG's `<use>`.
///
///     let scene = Scene(symbols: ["mountain": BadgeSymbol().frame(width: 100, height: 100)]) {
///         ForEach(0..<8) { i in
///             SymbolReference("mountain").rotationEffect(.degrees(Double(i) * 45))
///         }
///     }
///
/// The symbol is laid out once at its ideal size and recorded once into
/// `RenderTree.symbols`; each reference has that size in layout and records only
/// a `useSymbol` with its transform. A tag without a definition is an error when the scene is
/// laid out, and so is a symbol that references itself, directly or through others.
public struct SymbolReference: Node, PrimitiveNode {
    /// The symbol's tag.
    public var tag: Tag

    /// A reference to the symbol defined under `tag`.
    public init<T: Hashable & Sendable>(_ tag: T) {
        self.tag = Tag(tag)
    }

    /// The node itself: it is primitive.
    public var body: SymbolReference { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        [context.makeNode(SymbolReferenceLayout(tag: tag))]
    }
}

/// Has the referenced symbol's size and records a use of it.
struct SymbolReferenceLayout: Behavior {
    let tag: Tag
    let name = "SymbolReference"

    func sizeThatFits(_ proposal: ProposedSize, of node: SceneNode, in graph: SceneGraph) throws(SceneError) -> Size {
        try graph.laidOutSymbol(tag, requester: node.path).frame.size
    }

    func record(_ node: SceneNode, size: Size, transform: AffineTransform,
                into recorder: inout Recorder) throws(SceneError) -> Rect? {
        try recorder.useSymbol(tag, transform: transform, requester: node.path)
    }
}
