import VellumCore

/// Names a node so the scene can find it (``Scene/node(tagged:)``), update it
/// (``Scene/update(_:as:_:)``) or, in a canvas's symbols, draw it as a symbol.
struct TagModifier: NodeModifier {
    let tag: Tag

    func makeNodes(content: any Node, in context: BuildContext) throws(SceneError) -> [SceneNode] {
        // The changes updates made apply to the description the tree gives, wherever it is rebuilt.
        let original = AnyNode(erasing: content)
        let override = context.registersTags ? context.graph.overrides[tag] : nil
        let description = override?(original) ?? original
        let nodes = try context.build(description.base)
        // Formatted only for an error: a tag's description costs more than the rest of this.
        var path: String { context.labels.joinedPath("tag \(tag)") }
        guard nodes.count == 1, let node = nodes.first else {
            throw .invalidStructure(path: path, message: "a tag names one node, but this content makes \(nodes.count); "
                                    + "tag the items of a ForEach or Group rather than the ForEach or Group")
        }
        if let existing = node.tag {
            throw .invalidStructure(path: path, message: "the node is already tagged \(existing)")
        }
        node.tag = tag
        if context.registersTags {
            node.source = description
            node.rebuildContext = context
            node.originalSource = original
            try context.graph.register(node)
        }
        return [node]
    }

    /// A canvas symbol's tag (which the scene does not register) refreshes the node it names.
    func refresh(_ nodes: [SceneNode], at index: inout Int, content: any Node, in context: BuildContext,
                 journal: RefreshJournal) throws(SceneError) -> Bool {
        guard !context.registersTags, index < nodes.count, nodes[index].tag == tag else { return false }
        let start = index
        return try context.refresh(nodes, at: &index, with: content, journal: journal) && index == start + 1
    }
}

extension Node {
    /// Tags the node with any hashable value: a `String`, an `Int`, an enum case.
    public func tag<T: Hashable & Sendable>(_ tag: T) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: TagModifier(tag: Tag(tag)))
    }
}
