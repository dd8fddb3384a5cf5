import VellumCore

extension StructuralIdentity {
    /// The identity of `node`, the child at `index` of the node whose identity is `parent`, as
    /// the recorder numbers it: its kind is its behaviour's name.
    static func child(of parent: UInt64, at index: Int, node: SceneNode) -> UInt64 {
        child(of: parent, at: index, kind: node.behavior.name)
    }

    /// The identity of `node` in `graph`, folded down from the root it is recorded under: the
    /// content's, a scene symbol's, or — for a canvas's symbol, which the canvas records as a
    /// definition rather than in place — that symbol's. `nil` for a node of no root of `graph`.
    static func of(_ node: SceneNode, in graph: SceneGraph) -> UInt64? {
        var indices: [(index: Int, node: SceneNode)] = []
        var top = node
        while let parent = top.parent, parent.behavior.recordsChildren {
            guard let index = parent.children.firstIndex(where: { $0 === top }) else { return nil }
            indices.append((index, top))
            top = parent
        }
        var key: UInt64
        if top === graph.root {
            key = root
        } else if top.parent != nil, let tag = top.tag {
            key = symbol(tag)
        } else if let tag = graph.symbolRoots.first(where: { $0.value === top })?.key {
            key = symbol(tag)
        } else {
            return nil
        }
        for (index, member) in indices.reversed() { key = child(of: key, at: index, node: member) }
        return key
    }
}

extension Scene {
    /// The `RenderNodeID.scope` of the render nodes `node` recorded — its
    /// structural identity — or `nil` when `node` is not part of this scene. It leads from a scene
    /// node to what it drew in ``renderTree(size:)``, and back.
    public func renderScope(of node: SceneNode) -> UInt64? {
        StructuralIdentity.of(node, in: graph)
    }

    /// Every `RenderNodeID.scope` `node`'s own drawings are recorded in: its
    /// ``renderScope(of:)``, and any scope of their own some drawings take (a text's colour
    /// glyphs); ``hitTest(at:)`` counts them all as the node's. Empty when `node` is not part of
    /// this scene.
    public func renderScopes(of node: SceneNode) -> [UInt64] {
        guard let scope = renderScope(of: node) else { return [] }
        return node.behavior.drawingScopes(of: scope)
    }
}
