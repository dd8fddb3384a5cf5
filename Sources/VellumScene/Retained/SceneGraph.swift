import Foundation
import VellumCore

/// The state behind a ``Scene``: its descriptions, the retained trees built from them, the tag
/// registry, the changes updates made, and the symbol layout in progress.
final class SceneGraph {
    /// The scene's content and symbol descriptions, as given.
    let content: AnyNode
    let symbolDefinitions: [Tag: AnyNode]

    /// The retained tree of the content, once built.
    private(set) var root: SceneNode?
    /// The retained tree of each symbol, once built.
    private(set) var symbolRoots: [Tag: SceneNode] = [:]
    /// Every tagged node by its tag.
    private var registry: [Tag: SceneNode] = [:]
    /// The changes updates made to tagged nodes, as functions from the description the tree
    /// gives to the one to build. They are applied again whenever the part of the tree they are
    /// in is rebuilt (a `GeometryReader` whose size changed), so a change survives while the
    /// content around it follows the new size.
    var overrides: [Tag: (AnyNode) -> AnyNode] = [:]
    /// The instant the scene shows its `TimelineView`s at (`Scene.advance(to:)`), or `nil` before
    /// it was first advanced.
    var timelineDate: Date?
    /// The shape each shape node drew when last recorded, by structural identity, for animated
    /// updates (see ShapeOutline.swift).
    var shapeOutlines: [UInt64: ShapeOutline] = [:]
    /// The nodes of the parts of the tree being rebuilt, for the components built again
    /// unchanged; `nil` outside an update.
    private(set) var reusableNodes: ReusableNodes?
    /// The guides `alignmentGuide` modifiers of the scene set: the explicit values a
    /// ``ViewDimensions`` carries.
    var explicitGuideKeys: Set<AlignmentKey> = [] {
        didSet { usesExplicitGuides = true }
    }
    /// Whether any node may set an explicit guide (an `alignmentGuide`, a custom ``Layout``):
    /// until one is built, aligning reads the guides' defaults and searches no subtree.
    var usesExplicitGuides = false
    /// The `GeometryReader`s whose content read its frame: placed again after a layout in which
    /// they moved (see GeometryReader.swift).
    var frameReaders: [ObjectIdentifier: WeakNode] = [:]
    /// How many sizes were computed (not taken from a cache), scene-wide.
    var layoutPassCount = 0
    /// How many times the scene was recorded.
    var recordingPasses = 0
    /// What each canvas drew in the last recording, checked (to check again only what changed).
    let canvasChecks = CanvasCheckMemo()
    /// The symbols being laid out, outermost first: a symbol met again is a cycle.
    private var symbolsInLayout: [Tag] = []
    /// Each symbol's structural identity, made once: it folds the tag's description, and a
    /// canvas records its symbols on every update.
    private var symbolIdentities: [Tag: UInt64] = [:]

    init(content: AnyNode, symbols: [Tag: AnyNode]) {
        self.content = content
        self.symbolDefinitions = symbols
    }

    /// The root of the content's retained tree, built from the descriptions the first time.
    func builtRoot() throws(SceneError) -> SceneNode {
        if let root { return root }
        let built = try transaction { () throws(SceneError) in
            let root = Self.single(try BuildContext(graph: self).build(content.base), name: "Scene")
            var symbols: [Tag: SceneNode] = [:]
            for tag in symbolDefinitions.keys.sorted(by: { $0.description < $1.description }) {
                let context = BuildContext(graph: self, labels: [.symbol(tag)])
                symbols[tag] = Self.single(try context.build(symbolDefinitions[tag]!.base), name: "ZStack")
            }
            return (root, symbols)
        }
        root = built.0
        symbolRoots = built.1
        return built.0
    }

    /// One node standing for `nodes`: the node itself, or a centring `ZStack` around several.
    private static func single(_ nodes: [SceneNode], name: String) -> SceneNode {
        nodes.count == 1 ? nodes[0] : SceneNode(behavior: ZStackBehavior(alignment: .center, name: name),
                                                children: nodes, labels: [])
    }

    /// Runs `body`, undoing its tag registrations when it fails, so a failed build leaves the
    /// registry as it was.
    func transaction<T>(_ body: () throws(SceneError) -> T) throws(SceneError) -> T {
        let saved = registry
        do throws(SceneError) {
            return try body()
        } catch {
            registry = saved
            throw error
        }
    }

    /// Builds the content that replaces `old` (whose tags are forgotten first), offering `old`'s
    /// nodes for reuse until the update ends (``endReuse()``). When building fails, the registry
    /// and every node taken are put back, and `old` stands as it was.
    func rebuild(replacing old: [SceneNode], _ build: () throws(SceneError) -> [SceneNode]) throws(SceneError) -> [SceneNode] {
        let pool = reusableNodes ?? ReusableNodes()
        reusableNodes = pool
        pool.offer(old)
        let mark = pool.takenCount
        do throws(SceneError) {
            return try transaction { () throws(SceneError) in
                for node in old { unregister(node) }
                return try build()
            }
        } catch {
            pool.putBack(since: mark)
            throw error
        }
    }

    /// Ends an update: the nodes no rebuild took are let go.
    func endReuse() {
        reusableNodes = nil
    }

    /// Whether `node` belongs to a symbol's tree rather than the content's.
    func isInSymbol(_ node: SceneNode) -> Bool {
        var top = node
        while let parent = top.parent { top = parent }
        return symbolRoots.values.contains { $0 === top }
    }

    /// Every retained node of the content and the symbols.
    var allNodes: [SceneNode] {
        (root?.subtree ?? []) + symbolRoots.values.flatMap(\.subtree)
    }

    /// Replaces the root (when the root itself was tagged and updated).
    func replaceRoot(_ old: SceneNode, with node: SceneNode) {
        if root === old { root = node }
        for (tag, symbol) in symbolRoots where symbol === old { symbolRoots[tag] = node }
    }
}

// MARK: - Tags

extension SceneGraph {
    /// Records `node` under its tag; a tag already on another node is an error.
    func register(_ node: SceneNode) throws(SceneError) {
        guard let tag = node.tag else { return }
        if let existing = registry[tag], existing !== node { throw .duplicateTag(tag) }
        registry[tag] = node
    }

    /// Records the tags in `node`'s subtree again, after a failed update put it back.
    func restoreRegistration(_ node: SceneNode) {
        for member in node.subtree where member.rebuildContext != nil {
            if let tag = member.tag { registry[tag] = member }
        }
    }

    /// Forgets the tags in `node`'s subtree: the subtree is being replaced.
    func unregister(_ node: SceneNode) {
        node.forEachInSubtree { member in
            if let tag = member.tag, registry[tag] === member { registry[tag] = nil }
        }
    }

    /// The node tagged `tag`.
    func node(tagged tag: Tag) throws(SceneError) -> SceneNode {
        guard let node = registry[tag] else { throw .unknownTag(tag) }
        return node
    }
}

// MARK: - Symbols

extension SceneGraph {
    /// The laid-out root of the symbol `tag`; `requester` names who asked, for the error.
    func laidOutSymbol(_ tag: Tag, requester: @autoclosure () -> String) throws(SceneError) -> SceneNode {
        guard let symbol = symbolRoots[tag] else { throw .missingSymbol(tag: tag, path: requester()) }
        if let start = symbolsInLayout.firstIndex(of: tag) {
            throw .symbolCycle(tags: Array(symbolsInLayout[start...]) + [tag])
        }
        symbolsInLayout.append(tag)
        defer { symbolsInLayout.removeLast() }
        // A symbol is laid out at its ideal size, once; later calls hit the caches.
        try symbol.place(.unspecified, at: .zero, in: self)
        return symbol
    }

    /// The structural identity of the root of the symbol `tag`.
    func symbolIdentity(_ tag: Tag) -> UInt64 {
        if let known = symbolIdentities[tag] { return known }
        let identity = StructuralIdentity.symbol(tag)
        symbolIdentities[tag] = identity
        return identity
    }

    /// Forgets every cached size: a symbol changed, and with it the size of every reference.
    func invalidateAll() {
        for node in allNodes { node.invalidateLayout() }
    }
}
