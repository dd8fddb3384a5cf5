import VellumCore

/// Builds nodes from a sequence, as SwiftUI's `ForEach`:
///
///     ForEach(0..<8) { i in
///         Capsule().rotationEffect(.degrees(Double(i) * 45))
///     }
///     ForEach(players) { player in Text(player.name) }          // Identifiable elements
///     ForEach(scores, id: \.self) { score in Text("\(score)") }
///
/// The nodes become siblings in the enclosing container, and a modifier on the `ForEach`
/// applies to each of them. An element's identity is its `id` when the data is `Identifiable`
/// or an `id` key path is given, its position otherwise; its nodes' paths read `ForEach[id]`
/// (or `ForEach[i]`), and when the scene is rebuilt an element keeps its nodes by that identity
/// wherever it moves in the list. Two elements with the same identity are an error.
public struct ForEach<Data: Sequence, Content: Node>: Node, PrimitiveNode {
    let data: Data
    let identity: ((Data.Element) -> AnyHashable)?
    let content: (Data.Element) -> Content

    /// One node per element of `data`, built by `content`, identified by position.
    public init(_ data: Data, @NodeBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.identity = nil
        self.content = content
    }

    /// One node per element of `data`, built by `content`, identified by the element's `id`
    /// (`\.self` for data that is its own identity), as SwiftUI's `ForEach(_:id:content:)`.
    public init<ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>,
                              @NodeBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.identity = { AnyHashable($0[keyPath: id]) }
        self.content = content
    }

    /// The node itself: it is primitive.
    public var body: ForEach { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        var nodes: [SceneNode] = []
        var seen = Set<AnyHashable>()
        for (index, element) in data.enumerated() {
            var item = context
            if let identity {
                let id = identity(element)
                guard seen.insert(id).inserted else {
                    throw .invalidStructure(path: context.labels.joinedPath("ForEach[\(id)]"),
                                            message: "the id \(id) is given to more than one element")
                }
                item.labels.append(.forEachIdentified(id))
            } else {
                item.labels.append(.forEachElement(index))
            }
            nodes += try item.build(content(element))
        }
        return nodes
    }
}

extension ForEach where Data.Element: Identifiable {
    /// One node per element of `data`, built by `content`, identified by the element's `id`, as
    /// SwiftUI's `ForEach` over `Identifiable` data.
    public init(_ data: Data, @NodeBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
