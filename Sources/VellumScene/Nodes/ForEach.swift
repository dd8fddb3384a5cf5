import VellumCore

/// Builds nodes from a sequence, as SwiftUI's `ForEach`:
///
///     ForEach(0..<8) { i in
///         Capsule().rotationEffect(.degrees(Double(i) * 45))
///     }
///
/// The nodes become siblings in the enclosing container, and a modifier on the `ForEach`
/// applies to each of them. Their paths read `ForEach[i]`.
public struct ForEach<Data: Sequence, Content: Node>: Node, PrimitiveNode {
    let data: Data
    let content: (Data.Element) -> Content

    /// One node per element of `data`, built by `content`.
    public init(_ data: Data, @NodeBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    /// The node itself: it is primitive.
    public var body: ForEach { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        var nodes: [SceneNode] = []
        for (index, element) in data.enumerated() {
            var item = context
            item.labels.append(.forEachElement(index))
            nodes += try item.build(content(element))
        }
        return nodes
    }
}
