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
        // The same tree again (a scene with nothing changed hands back the tree it kept): nodes
        // sharing their storage. Other trees are not compared whole first: the walk below
        // compares them node by node anyway.
        if nodes.sharesStorage(with: old.nodes) && symbols == old.symbols { return .none }
        let changedSymbols = changedSymbols(since: old)
        // Most updates keep the tree's shape (a clock's hands turn, a colour changes): then the
        // trees are compared node by node in one walk, without indexing every node.
        var walk = DamageWalk(changedSymbols: changedSymbols)
        if walk.compare(old.nodes, nodes, base: .identity) { return Damage(walk.rects, in: canvas) }
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

    /// The symbols whose content differs from `old`'s, and the symbols that use them.
    private func changedSymbols(since old: RenderTree) -> Set<Tag> {
        var changed = Set<Tag>()
        for (tag, nodes) in symbols where old.symbols[tag] != nodes { changed.insert(tag) }
        for tag in old.symbols.keys where symbols[tag] == nil { changed.insert(tag) }
        var grew = !changed.isEmpty
        while grew {
            grew = false
            for (tag, nodes) in symbols where !changed.contains(tag) {
                if Self.uses(of: changed, in: nodes) { changed.insert(tag); grew = true }
            }
        }
        return changed
    }

    /// Whether `nodes` use any of `tags`.
    private static func uses(of tags: Set<Tag>, in nodes: [RenderNode]) -> Bool {
        !tags.isEmpty && symbolTags(usedBy: nodes).contains(where: tags.contains)
    }

    /// The tags of the symbols `nodes` use (not those the symbols use in turn), in drawing order.
    package static func symbolTags(usedBy nodes: [RenderNode]) -> [Tag] {
        nodes.flatMap { node -> [Tag] in
            switch node {
            case .symbol(let use): [use.tag]
            case .group(let group): symbolTags(usedBy: group.children) + symbolTags(usedBy: group.mask?.content ?? [])
            case .draw: []
            }
        }
    }
}

/// An enclosing group's effect on the bounds of what it holds, in root space: its filters and shadow grow
/// them, its clip and mask cut them.
private struct BoundsEffect {
    var filters: [Filter]
    var shadow: Shadow?
    var cut: Rect?
    var cuts: Bool

    /// The effect of `group`, whose parent's content maps to the root by `base`.
    init(_ group: RenderGroup, base: AffineTransform) {
        let inner = group.transform.concatenating(base)
        // A mask cuts like a clip to the bounds of its content (given in root space).
        var cut = group.clip.flatMap { RenderBounds.clip($0, transform: inner) }
        if let mask = group.mask {
            let reach = mask.content.reduce(nil) { RenderBounds.union($0, $1.bounds) }
            cut = group.clip == nil ? reach : cut.flatMap { c in reach.flatMap { c.intersection($0) } }
        }
        self.filters = group.filters.map { $0.applying(base) }
        self.shadow = group.shadow?.applying(base)
        self.cut = cut
        self.cuts = group.clip != nil || group.mask != nil
    }

    /// `bounds` as the groups of `effects` (outermost first) show them.
    static func apply(_ effects: [BoundsEffect], to bounds: Rect?) -> Rect? {
        effects.reversed().reduce(bounds) { bounds, effect in
            var b = bounds
            if !effect.filters.isEmpty { b = b.map { Filter.extent(of: $0, by: effect.filters) } }
            if let shadow = effect.shadow { b = b.map { shadow.extent(of: $0) } }
            if effect.cuts { b = b.flatMap { b in effect.cut.flatMap { b.intersection($0) } } }
            return b
        }
    }
}

extension RenderGroup {
    /// Whether the group does to its children what `other` does to its own: the same
    /// transform and compositing (clip, mask, opacity, shadow, blend mode, isolation).
    /// Whether the group's blend mode changes every backdrop pixel of its bounds and those
    /// bounds differ in `other`: then the whole of both is damaged, as a change inside it changes
    /// pixels no child covers.
    fileprivate func actsOnBoundsChanged(to other: RenderGroup) -> Bool {
        blendMode.affectsBackdropOutsideSource && bounds != other.bounds
    }

    fileprivate func hasSameEffects(as other: RenderGroup) -> Bool {
        transform == other.transform && isLayer == other.isLayer && isolated == other.isolated
            && compositingSteps == other.compositingSteps
    }
}

/// The damage between two trees of the same shape, found by walking both at once: the same
/// identities in the same order under the same groups.
private struct DamageWalk {
    let changedSymbols: Set<Tag>
    /// The bounds of the nodes found changed, old and new.
    private(set) var rects: [Rect] = []
    /// The effects of the groups around the lists being compared, outermost first.
    private var effects: [BoundsEffect] = []

    init(changedSymbols: Set<Tag>) {
        self.changedSymbols = changedSymbols
    }

    /// Adds the damage between `old` and `new`, in a group mapping to the root by `base`;
    /// returns false as soon as the lists differ in shape (identities, order or kinds), when
    /// the trees must be matched by identity instead.
    mutating func compare(_ old: [RenderNode], _ new: [RenderNode], base: AffineTransform) -> Bool {
        guard old.count == new.count else { return false }
        if old.sharesStorage(with: new) && changedSymbols.isEmpty { return true }
        for (before, after) in zip(old, new) {
            // A drawing carried over unchanged is one box in both trees (a group or a symbol use
            // may still show a symbol that changed).
            if case .draw = after, before.isSameBox(as: after) { continue }
            guard before.id == after.id else { return false }
            switch (before, after) {
            case (.draw(let a), .draw(let b)):
                if a != b { damage(a.bounds, b.bounds) }
            case (.symbol(let a), .symbol(let b)):
                if a != b || changedSymbols.contains(a.tag) { damage(a.bounds, b.bounds) }
            case (.group(let a), .group(let b)):
                guard a.hasSameEffects(as: b), !a.actsOnBoundsChanged(to: b) else {
                    damage(a.bounds, b.bounds)
                    continue
                }
                // A change inside is found at the node that changed.
                effects.append(BoundsEffect(a, base: base))
                defer { effects.removeLast() }
                guard compare(a.children, b.children, base: a.transform.concatenating(base)) else { return false }
            default:
                return false
            }
        }
        return true
    }

    /// Damages `old` and `new` as the enclosing groups show them.
    private mutating func damage(_ old: Rect?, _ new: Rect?) {
        if let rect = BoundsEffect.apply(effects, to: old) { rects.append(rect) }
        if let rect = BoundsEffect.apply(effects, to: new) { rects.append(rect) }
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

        /// A leaf changed when it or its bounds did; a group only when its effects or its
        /// place did, as a change of its bounds comes from a child, found at the child — unless
        /// its blend mode acts on every pixel of its bounds.
        static func == (a: Entry, b: Entry) -> Bool {
            guard a.signature == b.signature && a.parent == b.parent else { return false }
            if case .group(let group) = a.signature {
                return !group.blendMode.affectsBackdropOutsideSource || a.bounds == b.bounds
            }
            return a.bounds == b.bounds
        }
    }

    enum Signature: Equatable {
        case draw(RenderDraw)
        /// A use, and whether its symbol's content changed (which makes it differ from itself).
        case symbol(RenderSymbolUse, changed: Bool)
        case group(RenderGroup)

        static func == (a: Signature, b: Signature) -> Bool {
            switch (a, b) {
            case (.draw(let x), .draw(let y)): x == y
            case (.symbol(let x, let changed), .symbol(let y, _)): !changed && x == y
            case (.group(let x), .group(let y)): x.hasSameEffects(as: y)
            default: false
            }
        }
    }

    private(set) var entries: [RenderNodeID: Entry] = [:]
    private(set) var order: [RenderNodeID] = []
    private let changedSymbols: Set<Tag>

    init(_ nodes: [RenderNode], changedSymbols: Set<Tag>) {
        self.changedSymbols = changedSymbols
        add(nodes, parent: nil, base: .identity, effects: [])
    }

    private mutating func add(_ nodes: [RenderNode], parent: RenderNodeID?, base: AffineTransform,
                              effects: [BoundsEffect]) {
        for node in nodes {
            order.append(node.id)
            let bounds = BoundsEffect.apply(effects, to: node.bounds)
            switch node {
            case .draw(let draw):
                entries[node.id] = Entry(signature: .draw(draw), parent: parent, bounds: bounds)
            case .symbol(let use):
                entries[node.id] = Entry(signature: .symbol(use, changed: changedSymbols.contains(use.tag)),
                                         parent: parent, bounds: bounds)
            case .group(let group):
                entries[node.id] = Entry(signature: .group(group), parent: parent, bounds: bounds)
                add(group.children, parent: node.id, base: group.transform.concatenating(base),
                    effects: effects + [BoundsEffect(group, base: base)])
            }
        }
    }
}
