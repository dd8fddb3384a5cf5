import VellumCore

/// Content drawn over or under a node and sized by it, as SwiftUI's `overlay` and `background`.
///
/// The node (the *primary*) is sized by the proposal as if the modifier were not there; the
/// secondary content — its nodes stacked as in a ``ZStack`` — is then offered exactly the
/// primary's size and aligned in its frame. The modified node is the primary's size, whatever
/// the secondary's, so a background never makes a node bigger and an overlay may spill out.
struct SecondaryContentModifier: NodeModifier {
    /// Whether the secondary content goes over the primary or under it.
    enum Placement { case overlay, background }

    let placement: Placement
    let alignment: Alignment
    let content: any Node

    func makeNodes(content primary: any Node, in context: BuildContext) throws(SceneError) -> [SceneNode] {
        // On a `ForEach` or a `Group` each element gets its own copy, as in SwiftUI.
        try context.forChildren.build(primary).map { (node) throws(SceneError) in
            let secondary = context.forChildren(inStackAlong: nil)
            let stacked = secondary.makeNode(ZStackBehavior(alignment: alignment),
                                             children: try secondary.forChildren.build(content))
            let layout = SecondaryContentLayout(placement: placement, alignment: alignment)
            return context.makeNode(layout, children: placement == .overlay ? [node, stacked] : [stacked, node])
        }
    }
}

/// Sizes a node by its primary child and fits the secondary one into that size.
struct SecondaryContentLayout: Behavior {
    let placement: SecondaryContentModifier.Placement
    let alignment: Alignment

    var name: String { placement == .overlay ? "overlay" : "background" }

    private var primaryIndex: Int { placement == .overlay ? 0 : 1 }

    func sizeThatFits(_ proposal: ProposedSize, of node: SceneNode, in graph: SceneGraph) throws(SceneError) -> Size {
        try node.children[primaryIndex].size(for: proposal, in: graph)
    }

    func placements(of node: SceneNode, size: Size, proposal: ProposedSize,
                    in graph: SceneGraph) throws(SceneError) -> [ChildPlacement] {
        let secondary = node.children[1 - primaryIndex]
        let secondarySize = try secondary.size(for: ProposedSize(size), in: graph)
        var placements = [ChildPlacement(proposal: proposal, origin: .zero)]
        let origin = try alignment.origin(of: secondary, sized: secondarySize, for: ProposedSize(size), in: size, graph: graph)
        let fitted = ChildPlacement(proposal: ProposedSize(size), origin: origin)
        placements.insert(fitted, at: placement == .overlay ? 1 : 0)
        return placements
    }
}

extension Node {
    /// Draws the nodes `content` builds over this one, offered this node's size and aligned in
    /// its frame by `alignment`, as SwiftUI's `overlay(alignment:content:)`. The result has this
    /// node's size.
    ///
    ///     Circle().fill(.blue)
    ///         .overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 12, height: 12) }
    public func overlay<V: Node>(alignment: Alignment = .center,
                                 @NodeBuilder content: () -> V) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: SecondaryContentModifier(placement: .overlay, alignment: alignment,
                                                                      content: content()))
    }

    /// Draws `overlay` over this node, as SwiftUI's `overlay(_:alignment:)`.
    @_disfavoredOverload
    public func overlay<V: Node>(_ overlay: V, alignment: Alignment = .center) -> ModifiedNode<Self> {
        self.overlay(alignment: alignment) { overlay }
    }

    /// Draws the nodes `content` builds under this one, offered this node's size and aligned in
    /// its frame by `alignment`, as SwiftUI's `background(alignment:content:)`. The result has
    /// this node's size.
    ///
    ///     Text("PRO").padding(.horizontal, 6)
    ///         .background { Capsule().fill(.orange) }
    public func background<V: Node>(alignment: Alignment = .center,
                                    @NodeBuilder content: () -> V) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: SecondaryContentModifier(placement: .background, alignment: alignment,
                                                                      content: content()))
    }

    /// Draws `background` under this node, as SwiftUI's `background(_:alignment:)`.
    @_disfavoredOverload
    public func background<V: Node>(_ background: V, alignment: Alignment = .center) -> ModifiedNode<Self> {
        self.background(alignment: alignment) { background }
    }
}

// MARK: - Styles as backgrounds and overlays

extension Node {
    /// Fills the node's frame under it with `style`, as SwiftUI's `background(_:ignoresSafeAreaEdges:)`:
    /// `.background(.yellow)`, `.background(.linearGradient(…))`. Vellum has no safe area, so
    /// `edges` changes nothing.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedNode<Self> {
        background { Rectangle().fill(style) }
    }

    /// Fills `shape`, fitted into the node's frame, under the node with `style`, as SwiftUI's
    /// `background(_:in:fillStyle:)`: `Text("NEW").padding(6).background(.red, in: Capsule())`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T,
                                                    fillStyle: FillStyle = FillStyle()) -> ModifiedNode<Self> {
        background { shape.fill(style, style: fillStyle) }
    }

    /// Fills the node's frame over it with `style`, as SwiftUI's `overlay(_:ignoresSafeAreaEdges:)`.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedNode<Self> {
        overlay { Rectangle().fill(style) }
    }

    /// Fills `shape`, fitted into the node's frame, over the node with `style`, as SwiftUI's
    /// `overlay(_:in:fillStyle:)`.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T,
                                                 fillStyle: FillStyle = FillStyle()) -> ModifiedNode<Self> {
        overlay { shape.fill(style, style: fillStyle) }
    }

    /// Draws a border of `width` inside the node's frame, as SwiftUI's `border(_:width:)`.
    public func border<S: ShapeStyle>(_ content: S, width: Double = 1) -> ModifiedNode<Self> {
        overlay { Rectangle().strokeBorder(content, lineWidth: width) }
    }

    /// Clips the node to its frame with corners rounded by `radius`, as SwiftUI's
    /// `cornerRadius(_:antialiased:)`. The edge is always anti-aliased.
    public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> ModifiedNode<Self> {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }
}
