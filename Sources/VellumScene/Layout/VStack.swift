import VellumCore

/// Lines its children up top to bottom, as SwiftUI's `VStack`: fixed-height children get their
/// height, flexible ones share the rest (see the scene graph guide for the exact distribution).
public struct VStack<Content: Node>: Node, PrimitiveNode {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// Lines up the nodes `content` builds, `spacing` apart (8 when `nil`, none next to a `Spacer`), aligned horizontally
    /// by `alignment`.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil,
                @NodeBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The node itself: it is primitive.
    public var body: VStack { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        let layout = StackLayout(axis: .vertical, crossGuide: alignment.key,
                                 spacing: spacing)
        return [context.makeNode(layout, children: try context.forChildren(inStackAlong: .vertical).build(content))]
    }
}
