import VellumCore

/// A node of the retained tree a ``Scene`` keeps: the laid-out, recordable counterpart of a
/// ``Node`` description (as SwiftUI's attribute graph or Flutter's render objects).
///
/// Sizes are cached per proposal and frames are kept between frames, so after a change only the
/// changed subtree and its ancestors are laid out again. Find a node with
/// ``Scene/node(tagged:)``; read what layout made of it through ``frame``, ``inkBounds`` and
/// ``layoutPassCount``.
public final class SceneNode {
    // A scene is used from one thread at a time, and a node's state is read and written for every
    // node of every layout and recording: the dynamic exclusivity checks Swift makes on class
    // properties (a tenth of a clock's update) are turned off on the state those passes touch.

    /// What the node does; an update in place can give it a new one that lays out the same
    /// (``BuildContext/refresh(_:at:with:journal:)``).
    @exclusivity(unchecked) private(set) var behavior: any Behavior
    /// Path components from descriptions that made no node of their own: user components'
    /// type names, `ForEach[i]`.
    let labels: [PathLabel]
    /// The node's tag, if it has one.
    @exclusivity(unchecked) public internal(set) var tag: Tag?
    /// The node's children, in drawing order.
    @exclusivity(unchecked) public private(set) var children: [SceneNode]
    /// The node's parent; `nil` for the root and for symbol roots.
    public var parent: SceneNode? { parentLink?.takeUnretainedValue() }
    /// The parent, unretained. Not a weak reference: a node that is ever weakly referenced keeps
    /// its counts in a side table for life, and every retain and release of every parent node
    /// took the slow path (a tenth of an SVG request's retains and releases). A parent lists the
    /// child among its children whenever the link is set, and clears it when it goes (`deinit`),
    /// so the link never outlives the parent.
    @exclusivity(unchecked) private var parentLink: Unmanaged<SceneNode>?

    /// For a tagged node: the description it was built from (after updates), the description
    /// the tree gave (before updates) and where it was built, to rebuild it on update.
    var source: AnyNode?
    var originalSource: AnyNode?
    var rebuildContext: BuildContext?
    /// For the node a component's body made: the component and where it was built, so that a
    /// rebuild finding the same component again can take the node back (``ReusableNodes``).
    @exclusivity(unchecked) var origin: ReusableNodes.Origin?

    /// Sizes already computed, per proposal.
    @exclusivity(unchecked) private var sizeCache: [ProposedSize: Size] = [:]
    /// The proposal the node was last placed with; `nil` when it must be placed again.
    @exclusivity(unchecked) private(set) var placedProposal: ProposedSize?

    /// How many times this node's size was computed rather than taken from its cache.
    @exclusivity(unchecked) public private(set) var layoutPassCount = 0
    /// The node's frame in its parent's space after the last layout.
    @exclusivity(unchecked) public private(set) var frame: Rect = .zero

    /// The transform from the node's local space (its frame at the origin) to the device, as
    /// last recorded.
    @exclusivity(unchecked) public private(set) var deviceTransform: AffineTransform?
    /// The device-space bounds of everything the node and its children drew in the last
    /// recording, or `nil` if they drew nothing.
    @exclusivity(unchecked) public private(set) var inkBounds: Rect?
    /// The recording pass that last drew the node.
    @exclusivity(unchecked) private(set) var recordedPass = -1
    /// The node's subtree as last recorded, kept until the subtree changes (see
    /// ``KeptRecording``).
    @exclusivity(unchecked) private(set) var keptRecording: KeptRecording?

    init(behavior: any Behavior, children: [SceneNode], labels: [PathLabel]) {
        self.behavior = behavior
        self.children = children
        self.labels = labels
        for child in children { child.parentLink = Unmanaged.passUnretained(self) }
    }

    deinit {
        for child in children where child.isChild(of: self) { child.parentLink = nil }
    }

    /// Whether the node's parent link is `node`.
    private func isChild(of node: SceneNode) -> Bool {
        parentLink?.toOpaque() == Unmanaged.passUnretained(node).toOpaque()
    }

    /// Where the node is, from the root down: `ZStack[1] > GeometryReader > ForEach[3] > padding`.
    /// Containers with several children give the index of the child the path goes through.
    public var path: String {
        var components: [String] = []
        var node: SceneNode? = self
        var below: SceneNode?
        while let current = node {
            var name = current.behavior.name
            if let below, current.children.count > 1,
               let index = current.children.firstIndex(where: { $0 === below }) {
                name += "[\(index)]"
            }
            if let tag = current.tag { name += " (tag \(tag))" }
            components.insert(contentsOf: current.labels.map(\.description) + [name], at: 0)
            below = current
            node = current.parent
        }
        return components.joined(separator: " > ")
    }

    /// The node and all its descendants, parents before children.
    var subtree: [SceneNode] {
        var nodes: [SceneNode] = []
        forEachInSubtree { nodes.append($0) }
        return nodes
    }

    /// Whether `predicate` holds for the node and all its descendants, parents before children,
    /// stopping at the first that fails it (no array of the subtree is made).
    func subtreeSatisfies(_ predicate: (SceneNode) -> Bool) -> Bool {
        predicate(self) && children.allSatisfy { $0.subtreeSatisfies(predicate) }
    }

    /// Calls `body` with the node and each descendant, parents before children.
    func forEachInSubtree(_ body: (SceneNode) -> Void) {
        body(self)
        for child in children { child.forEachInSubtree(body) }
    }
}

// MARK: - Layout

extension SceneNode {
    /// The node's size for `proposal`, from the cache when it was computed before.
    func size(for proposal: ProposedSize, in graph: SceneGraph) throws(SceneError) -> Size {
        if let cached = sizeCache[proposal] { return cached }
        if let problem = behavior.validate() { throw .invalidValue(path: path, message: problem) }
        layoutPassCount += 1
        graph.layoutPassCount += 1
        let size = try behavior.sizeThatFits(proposal, of: self, in: graph)
        // Proposals are few per node (ideal, minimum, maximum and the final one); the bound only
        // keeps a node from hoarding sizes for every canvas size it ever saw.
        if sizeCache.count >= 32 { sizeCache.removeAll(keepingCapacity: true) }
        sizeCache[proposal] = size
        return size
    }

    /// Sizes the node for `proposal`, puts its frame at `origin` in its parent's space and places
    /// its children — unless they were already placed for this proposal and nothing changed.
    func place(_ proposal: ProposedSize, at origin: Point, in graph: SceneGraph) throws(SceneError) {
        let size = try size(for: proposal, in: graph)
        frame = Rect(origin: origin, size: size)
        guard placedProposal != proposal else { return }
        keptRecording = nil
        let placements = try behavior.placements(of: self, size: size, proposal: proposal, in: graph)
        for (child, placement) in zip(children, placements) {
            try child.place(placement.proposal, at: placement.origin, in: graph)
        }
        placedProposal = proposal
    }

    /// Forgets cached sizes and placements: the node's subtree changed.
    func invalidateLayout() {
        sizeCache.removeAll()
        placedProposal = nil
        keptRecording = nil
    }

    /// Forgets the cached sizes of every ancestor, whose sizes may depend on this node's.
    func invalidateAncestors() {
        var node = parent
        while let current = node {
            current.invalidateLayout()
            node = current.parent
        }
    }

    /// Gives the node `behavior`, which sizes and places it as the one it has; the node and its
    /// ancestors record again.
    func replaceBehavior(_ behavior: any Behavior) {
        self.behavior = behavior
        keptRecording = nil
        invalidateAncestorRecordings()
    }

    /// Forgets the kept recordings of every ancestor, whose drawings hold this node's (a reader
    /// that rebuilt its content without changing size).
    func invalidateAncestorRecordings() {
        var node = parent
        while let current = node {
            current.keptRecording = nil
            node = current.parent
        }
    }

    /// Replaces all children (a `GeometryReader` rebuilding its content).
    func setChildren(_ newChildren: [SceneNode]) {
        keptRecording = nil
        for child in children where child.isChild(of: self) { child.parentLink = nil }
        children = newChildren
        for child in newChildren { child.parentLink = Unmanaged.passUnretained(self) }
    }

    /// Makes `parent` the node's parent again, after a failed rebuild that had taken it
    /// (``ReusableNodes/putBack(since:)``); `parent` still lists it among its children.
    func reattach(to parent: SceneNode?) {
        parentLink = parent.map { Unmanaged.passUnretained($0) }
    }

    /// Puts `node` where `old` was among the children.
    func replaceChild(_ old: SceneNode, with node: SceneNode) {
        guard let index = children.firstIndex(where: { $0 === old }) else { return }
        keptRecording = nil
        old.parentLink = nil
        children[index] = node
        node.parentLink = Unmanaged.passUnretained(self)
    }
}

// MARK: - Recording

extension SceneNode {
    /// Keeps the recording's results.
    func noteRecording(transform: AffineTransform, ink: Rect?, pass: Int) {
        deviceTransform = transform
        inkBounds = ink
        recordedPass = pass
    }

    /// Keeps what recording the subtree gave.
    func keep(_ recording: KeptRecording) {
        keptRecording = recording
    }

    /// Marks the subtree as drawn by recording `pass` with its kept recording: every node's
    /// transform and ink are those recorded with it.
    func noteRecordingKept(pass: Int) {
        forEachInSubtree { $0.recordedPass = pass }
    }
}

extension SceneNode {
    /// The node's behaviour if it is a `B`. Every behaviour type is a struct or a final class, so
    /// its type is compared first: a cast from the existential that fails walks the
    /// conformances, and layout and recording ask every node for modifiers it rarely has.
    func behavior<B: Behavior>(as _: B.Type) -> B? {
        type(of: behavior) == B.self ? behavior as? B : nil
    }
}
