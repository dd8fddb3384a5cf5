extension RenderTree {
    /// Where a canvas showing `old` must be drawn again to show this tree: the old and new bounds
    /// of every node that was added, removed or changed, matched by identity (as a few
    /// rectangles: see ``Damage/init(_:in:)-([Rect],_)``).
    ///
    /// A drawing or symbol use changed when anything about it did (path, paint, style, transform,
    /// bounds, the group it is in); a group changed when its own effects did (transform, clip,
    /// mask, opacity, shadow) — a change inside it is found at the node that changed. A node's bounds
    /// count as its group chain shows them: grown by every enclosing shadow, cut by every
    /// enclosing clip. A symbol whose content changed damages every use of it, and a change in the
    /// order of nodes both trees hold damages the whole canvas.
    public func damage(since old: RenderTree, canvas: Size) -> Damage {
        // The same tree again (a scene with nothing changed hands back the tree it kept): arrays
        // sharing their storage compare at once.
        if nodes == old.nodes && symbols == old.symbols { return .none }
        var changedSymbols = Set(Set(old.symbols.keys).union(symbols.keys).filter { old.symbols[$0] != symbols[$0] })
        // A symbol that uses a changed symbol draws differently too.
        var grew = true
        while grew {
            grew = false
            for (tag, nodes) in symbols where !changedSymbols.contains(tag) {
                if DamageEntries.uses(of: changedSymbols, in: nodes) { changedSymbols.insert(tag); grew = true }
            }
        }
        let before = DamageEntries(old.nodes, changedSymbols: changedSymbols)
        let after = DamageEntries(nodes, changedSymbols: changedSymbols)
        let common = Set(before.entries.keys).intersection(after.entries.keys)
        guard before.order.filter(common.contains) == after.order.filter(common.contains) else { return .canvas }
        var rects: [Rect] = []
        for (id, entry) in before.entries where after.entries[id] != entry {
            if let bounds = entry.bounds { rects.append(bounds) }
        }
        for (id, entry) in after.entries where before.entries[id] != entry {
            if let bounds = entry.bounds { rects.append(bounds) }
        }
        return Damage(rects, in: canvas)
    }
}

/// Every node of a tree's content by identity, with what decides whether it changed and the
/// bounds it shows through its groups.
private struct DamageEntries {
    struct Entry: Equatable {
        /// What a node is, apart from its children: a group's effects, a leaf whole.
        var signature: Signature
        var parent: RenderNodeID?
        /// The bounds as drawn: through every enclosing shadow and clip.
        var bounds: Rect?
    }

    enum Signature: Equatable {
        case draw(RenderDraw)
        /// A use, and whether its symbol's content changed (which makes it differ from itself).
        case symbol(RenderSymbolUse, changed: Bool)
        case group(transform: AffineTransform, clip: RenderClip?, mask: RenderMask?, opacity: Double, shadow: Shadow?)

        static func == (a: Signature, b: Signature) -> Bool {
            switch (a, b) {
            case (.draw(let x), .draw(let y)): x == y
            case (.symbol(let x, let changed), .symbol(let y, _)): !changed && x == y
            case (.group(let t1, let c1, let m1, let o1, let s1), .group(let t2, let c2, let m2, let o2, let s2)):
                t1 == t2 && c1 == c2 && m1 == m2 && o1 == o2 && s1 == s2
            default: false
            }
        }
    }

    /// An enclosing group's effect on the bounds of what it holds, in root space.
    private struct Effect {
        var shadow: Shadow?
        var clip: Rect?
        var clips: Bool
    }

    private(set) var entries: [RenderNodeID: Entry] = [:]
    private(set) var order: [RenderNodeID] = []
    private let changedSymbols: Set<Tag>

    init(_ nodes: [RenderNode], changedSymbols: Set<Tag>) {
        self.changedSymbols = changedSymbols
        add(nodes, parent: nil, base: .identity, effects: [])
    }

    private mutating func add(_ nodes: [RenderNode], parent: RenderNodeID?, base: AffineTransform, effects: [Effect]) {
        for node in nodes {
            order.append(node.id)
            let bounds = effects.reversed().reduce(node.bounds) { bounds, effect in
                var b = bounds
                if let shadow = effect.shadow { b = b.map { shadow.extent(of: $0) } }
                if effect.clips { b = b.flatMap { b in effect.clip.flatMap { b.intersection($0) } } }
                return b
            }
            switch node {
            case .draw(let draw):
                entries[node.id] = Entry(signature: .draw(draw), parent: parent, bounds: bounds)
            case .symbol(let use):
                entries[node.id] = Entry(signature: .symbol(use, changed: changedSymbols.contains(use.tag)),
                                         parent: parent, bounds: bounds)
            case .group(let group):
                entries[node.id] = Entry(signature: .group(transform: group.transform, clip: group.clip,
                                                           mask: group.mask, opacity: group.opacity,
                                                           shadow: group.shadow),
                                         parent: parent, bounds: bounds)
                let inner = group.transform.concatenating(base)
                // A mask cuts like a clip to the bounds of its content (given in root space).
                var cut = group.clip.flatMap { RenderBounds.clip($0, transform: inner) }
                if let mask = group.mask {
                    let reach = mask.content.reduce(nil) { RenderBounds.union($0, $1.bounds) }
                    cut = group.clip == nil ? reach : cut.flatMap { c in reach.flatMap { c.intersection($0) } }
                }
                let effect = Effect(shadow: group.shadow?.applying(base), clip: cut,
                                    clips: group.clip != nil || group.mask != nil)
                add(group.children, parent: node.id, base: inner, effects: effects + [effect])
            }
        }
    }

    /// Whether `nodes` use any of `tags`.
    static func uses(of tags: Set<Tag>, in nodes: [RenderNode]) -> Bool {
        nodes.contains { node in
            switch node {
            case .symbol(let use): tags.contains(use.tag)
            case .group(let group): uses(of: tags, in: group.children) || uses(of: tags, in: group.mask?.content ?? [])
            case .draw: false
            }
        }
    }
}
