import VellumCore

/// Lines its children up left to right, as SwiftUI's `HStack`: fixed-width children get their
/// width, flexible ones share the rest (see the scene graph guide for the exact distribution).
public struct HStack<Content: Node>: Node, PrimitiveNode {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// Lines up the nodes `content` builds, `spacing` apart (8 when `nil`, none next to a `Spacer`), aligned vertically by
    /// `alignment`.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil,
                @NodeBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The node itself: it is primitive.
    public var body: HStack { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        let layout = StackLayout(axis: .horizontal, crossGuide: alignment.key,
                                 spacing: spacing)
        return [context.makeNode(layout, children: try context.forChildren(inStackAlong: .horizontal).build(content))]
    }
}
