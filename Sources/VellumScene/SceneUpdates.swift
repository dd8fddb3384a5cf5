import VellumCore

extension Scene {
    /// Changes the description of the node tagged `tag` and rebuilds that node alone.
    ///
    ///     struct Dot: Node { var color: Color; var body: some Node { Circle().fill(color) } }
    ///     let scene = Scene { HStack { Dot(color: .red).tag("dot"); Rectangle() } }
    ///     try scene.update("dot", as: Dot.self) { $0.color = .blue }
    ///
    /// Only the rebuilt node is laid out from scratch; its ancestors compute their sizes again and
    /// every other node keeps its cached sizes. The scene keeps `change` and applies it again
    /// whenever the tagged node is rebuilt from its description (inside a `GeometryReader` whose
    /// size changed), so the change survives while the values around it follow the new size.
    ///
    /// - Returns: where the new frame may differ from the previous one, as
    ///   `RenderTree.damage(since:canvas:)` finds it between the render trees before
    ///   and after: a region in whole pixels (the rebuilt node's old and new bounds, plus anything
    ///   that moved), `Damage.none` when nothing visible changed, or the whole canvas
    ///   when the scene was never recorded.
    /// - Throws: ``SceneError/unknownTag(_:)``, ``SceneError/typeMismatch(tag:expected:actual:)``,
    ///   or any error laying out the changed scene, in which case the change is undone.
    @discardableResult
    public func update<T: Hashable & Sendable, N: Node>(_ tag: T, as type: N.Type = N.self,
                                                       _ change: @escaping (inout N) -> Void) throws(SceneError) -> Damage {
        let current = try node(tagged: tag)
        guard current.source?.as(N.self) != nil else {
            throw .typeMismatch(tag: Tag(tag), expected: String(describing: N.self),
                                actual: current.source?.typeName ?? current.behavior.name)
        }
        return try apply(Tag(tag)) { description in
            guard var node = description.as(N.self) else { return description }
            change(&node)
            return AnyNode(node)
        }
    }

    /// Replaces the content of the node tagged `tag` with `node`, which keeps the tag; see
    /// ``update(_:as:_:)`` for what is laid out again and what is returned.
    @discardableResult
    public func replace<T: Hashable & Sendable, N: Node>(_ tag: T, with node: N) throws(SceneError) -> Damage {
        let replacement = AnyNode(node)
        return try apply(Tag(tag), replacing: true) { _ in replacement }
    }

    /// Adds `change` to the tagged node's overrides, rebuilds the node, lays out and records
    /// again, and returns the changed region — or undoes everything if that fails.
    private func apply(_ tag: Tag, replacing: Bool = false,
                       _ change: @escaping (AnyNode) -> AnyNode) throws(SceneError) -> Damage {
        let old = try node(tagged: tag)
        let transaction = AnimationTransaction.animation
        if let problem = transaction?.problem { throw .invalidValue(path: "withAnimation", message: problem) }
        let before = AnimationScopes(root: graph.root)
        let outlines = graph.shapeOutlines
        let previousOverride = graph.overrides[tag]
        graph.overrides[tag] = replacing ? change : { change(previousOverride?($0) ?? $0) }
        // Components built again unchanged take their nodes back from `old`, until the layout ends.
        defer { graph.endReuse() }
        let new: SceneNode
        do throws(SceneError) {
            new = try graph.rebuild(replacing: [old]) { () throws(SceneError) in
                try TagModifier(tag: tag).makeNodes(content: old.originalSource!.base, in: old.rebuildContext!)
            }[0]
        } catch {
            graph.overrides[tag] = previousOverride
            throw error
        }
        swap(old, for: new)
        let (canvas, previousTree) = discardRecording()
        guard let canvas else { return .canvas }
        let reused = graph.reusableNodes
        let tree: RenderTree
        do throws(SceneError) {
            tree = try layOutAndRecord(size: canvas)
        } catch {
            reused?.putBack(since: 0)
            graph.unregister(new)
            swap(new, for: old)
            graph.restoreRegistration(old)
            graph.overrides[tag] = previousOverride
            restoreRecording(previousTree)
            throw error
        }
        guard let shown = transition?.shown ?? previousTree else { return .canvas }
        return try startTransition(from: shown, to: tree, canvas: canvas, scopes: before, outlines: outlines,
                                   transaction: transaction)
    }

    /// Puts `new` where `old` is and forgets the cached sizes that depended on `old`: its
    /// ancestors', or every size when it is inside a symbol (each reference has its size).
    private func swap(_ old: SceneNode, for new: SceneNode) {
        if let parent = old.parent {
            parent.replaceChild(old, with: new)
        } else {
            graph.replaceRoot(old, with: new)
        }
        if graph.isInSymbol(new) {
            graph.invalidateAll()
        } else {
            new.invalidateAncestors()
        }
    }
}
