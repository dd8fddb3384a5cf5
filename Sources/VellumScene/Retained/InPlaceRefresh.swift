import VellumCore

/// A primitive description whose nodes an update can bring up to date in place, when the nodes
/// built from it last time have the same structure: the same kinds in the same places, made by
/// the same components, with behaviours that lay out the same.
///
/// A ``TimelineView`` refreshing its content tries this first: a clock ticking by a second
/// then keeps every node, its cached sizes and placements and the recordings of its unchanged
/// parts — only the hands' canvas takes its new closure and records again. Where the structure
/// or the layout differs, the content is built anew as before (``SceneGraph/rebuild(replacing:_:)``).
protocol RefreshableNode: PrimitiveNode {
    /// Brings `nodes[index...]` up to date with this description, built in `context`, and moves
    /// `index` past the nodes it stands for; returns false when they do not match it. Changes
    /// made before a mismatch is found are noted in `journal`, to be undone.
    func refresh(_ nodes: [SceneNode], at index: inout Int, in context: BuildContext,
                 journal: RefreshJournal) throws(SceneError) -> Bool
}

/// The changes an update in place made, undone in reverse when it fails part-way.
final class RefreshJournal {
    private var undoSteps: [() -> Void] = []

    /// Notes how to undo a change just made.
    func noteUndo(_ step: @escaping () -> Void) {
        undoSteps.append(step)
    }

    /// Undoes every change noted, last first.
    func undoAll() {
        for step in undoSteps.reversed() { step() }
        undoSteps = []
    }
}

extension BuildContext {
    /// Brings `nodes[index...]` up to date with `node` in place, as building `node` here would
    /// make them, and moves `index` past the nodes it stands for; returns false when they do
    /// not have its structure. An equatable component equal to the one that made a node keeps
    /// that node as it is; another component refreshes the node its body made.
    func refresh(_ nodes: [SceneNode], at index: inout Int, with node: any Node,
                 journal: RefreshJournal) throws(SceneError) -> Bool {
        var inner = self
        inner.depth += 1
        // Too deep a nesting is the fresh build's error to report.
        guard inner.depth <= Self.maximumDepth else { return false }
        // An origin matches only a component of its own type: a component kept as it was is
        // taken back before anything else is asked of it.
        if index < nodes.count, let origin = nodes[index].origin, origin.matches(node, in: self) {
            index += 1
            return true
        }
        let kind = DescriptionKind.of(node)
        if let refresh = kind.refresh { return try refresh(node, nodes, &index, inner, journal) }
        // A primitive that cannot refresh in place is built anew.
        guard kind.make == nil else { return false }
        let reusable = kind.equatable?(node)
        let start = index
        guard try inner.forBody(of: node, isShape: kind.isShape).refresh(nodes, at: &index, with: body(of: node),
                                                                    journal: journal) else { return false }
        let made = Array(nodes[start..<index])
        if let origin = origin(of: reusable, making: made) { made[0].setOrigin(origin, journal: journal) }
        return true
    }

    /// Brings all of `nodes` up to date with `node` in place; false when they do not match it.
    func refreshAll(_ nodes: [SceneNode], with node: any Node, journal: RefreshJournal) throws(SceneError) -> Bool {
        var index = 0
        return try refresh(nodes, at: &index, with: node, journal: journal) && index == nodes.count
    }

    /// The node at `index` if it was made here by a behaviour of type `B`, with that behaviour.
    func madeHere<B: Behavior>(_ nodes: [SceneNode], at index: Int, by _: B.Type) -> (SceneNode, B)? {
        guard index < nodes.count, let behavior = nodes[index].behavior(as: B.self), nodes[index].labels == labels else {
            return nil
        }
        return (nodes[index], behavior)
    }
}

extension SceneNode {
    /// Sets what an update needs to take the node back, noting the change in `journal`.
    func setOrigin(_ origin: ReusableNodes.Origin, journal: RefreshJournal) {
        let before = self.origin
        self.origin = origin
        journal.noteUndo { [unowned self] in self.origin = before }
    }

    /// Gives the node `behavior`, which lays out as the one it has, noting the change in
    /// `journal`; the node records again.
    func replaceBehavior(_ behavior: any Behavior, journal: RefreshJournal) {
        let before = self.behavior
        replaceBehavior(behavior)
        journal.noteUndo { [unowned self] in self.replaceBehavior(before) }
    }
}

extension EmptyNode: RefreshableNode {
    func refresh(_ nodes: [SceneNode], at index: inout Int, in context: BuildContext,
                 journal: RefreshJournal) throws(SceneError) -> Bool { true }
}

extension TupleNode: RefreshableNode {
    func refresh(_ nodes: [SceneNode], at index: inout Int, in context: BuildContext,
                 journal: RefreshJournal) throws(SceneError) -> Bool {
        for node in repeat each content {
            guard try context.refresh(nodes, at: &index, with: node, journal: journal) else { return false }
        }
        return true
    }
}

// An `if` or `switch` refreshes what it shows now. Whether it showed the same thing before is
// not known, but need not be: the nodes are matched by kind and component, and a node more or
// less changes the count the container checks.

extension OptionalNode: RefreshableNode {
    func refresh(_ nodes: [SceneNode], at index: inout Int, in context: BuildContext,
                 journal: RefreshJournal) throws(SceneError) -> Bool {
        guard let wrapped else { return true }
        return try context.refresh(nodes, at: &index, with: wrapped, journal: journal)
    }
}

extension ConditionalNode: RefreshableNode {
    func refresh(_ nodes: [SceneNode], at index: inout Int, in context: BuildContext,
                 journal: RefreshJournal) throws(SceneError) -> Bool {
        switch storage {
        case .first(let node): try context.refresh(nodes, at: &index, with: node, journal: journal)
        case .second(let node): try context.refresh(nodes, at: &index, with: node, journal: journal)
        }
    }
}

extension Group: RefreshableNode {
    func refresh(_ nodes: [SceneNode], at index: inout Int, in context: BuildContext,
                 journal: RefreshJournal) throws(SceneError) -> Bool {
        try context.refresh(nodes, at: &index, with: content, journal: journal)
    }
}

extension ModifiedNode: RefreshableNode {
    func refresh(_ nodes: [SceneNode], at index: inout Int, in context: BuildContext,
                 journal: RefreshJournal) throws(SceneError) -> Bool {
        try modifier.refresh(nodes, at: &index, content: content, in: context, journal: journal)
    }
}

extension NodeModifier {
    /// A modifier refreshes nothing in place unless it says how.
    func refresh(_ nodes: [SceneNode], at index: inout Int, content: any Node, in context: BuildContext,
                 journal: RefreshJournal) throws(SceneError) -> Bool { false }
}

extension WrappingModifier where Self: Equatable {
    /// A wrapper equal to the one around the node refreshes the node's one child.
    func refresh(_ nodes: [SceneNode], at index: inout Int, content: any Node, in context: BuildContext,
                 journal: RefreshJournal) throws(SceneError) -> Bool {
        guard case let (node, behavior)? = context.madeHere(nodes, at: index, by: Self.self), behavior == self,
              try context.forChildren.refreshAll(node.children, with: content, journal: journal) else { return false }
        index += 1
        return true
    }
}
