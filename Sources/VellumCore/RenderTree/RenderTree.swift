/// What every way of drawing records and every backend renders: a tree of groups, drawn paths
/// and symbol uses, plus a table of symbols, each node with a stable identity and its bounds.
///
/// A tree is valid by construction: its initializer checks every number (paths, transforms,
/// paints, stroke styles, opacities, shadows, clips, masks' content), that every used symbol is
/// defined and that no symbol uses itself, that identities are unique (a mask's content
/// included), and computes every node's bounds — once, here, for every backend and for damage
/// regions. Clips, masks and layers are properties of groups, so they can only nest.
///
///     let context = GraphicsContext()
///     context.fill(Path(ellipseIn: Rect(x: 10, y: 10, width: 80, height: 80)), with: .color(.red))
///     let tree = try context.renderTree()
///     let pixmap = try RasterBackend().render(tree, size: Size(square: 100))
///
/// ``DisplayList`` is its serialised form: a flat list of operations, as a tree written out in
/// drawing order. ``init(_:)`` reads one back.
public struct RenderTree: Hashable, Sendable {
    /// The deepest nesting of groups and symbol uses a tree may have: every stage walks the tree
    /// recursively, so a deeper one could exhaust a thread's stack.
    public static let maxDepth = 256
    /// The most elements a path in a tree may have: stroking and rasterizing hold per-segment
    /// data (about 50 bytes an edge, several edges a dash), so this bounds a drawing's memory.
    public static let maxPathElements = 1 << 22

    /// The content, in drawing order.
    public let nodes: [RenderNode]
    /// Symbol definitions, each in its own space, drawn by ``RenderNode/symbol(_:)`` nodes.
    public let symbols: [Tag: [RenderNode]]
    /// The bounds of each symbol's content in its own space; absent when it draws nothing.
    public let symbolBounds: [Tag: Rect]
    /// The bounds of everything the content draws, or `nil` when it draws nothing.
    public let bounds: Rect?

    /// Validates `nodes` and `symbols` and computes their bounds.
    ///
    /// - Throws: ``RenderError`` naming the first problem by its position in the serialised
    ///   form (``displayList``), or the symbol it is in; paths longer than ``maxPathElements``
    ///   and nesting deeper than ``maxDepth`` are invalid values.
    public init(nodes: [RenderNode], symbols: [Tag: [RenderNode]] = [:]) throws(RenderError) {
        try self.init(nodes: nodes, symbols: symbols, keepingCheckedDrawings: false)
    }

    /// Validates `nodes` and `symbols` as ``init(nodes:symbols:)`` does, except that drawings
    /// carrying bounds are taken as checked: they come from another tree's nodes, checked there
    /// in the space they have here (a scene's recorder adds what each canvas recorded, checked
    /// when it was recorded, under groups that do not transform). Identities are still checked
    /// across the whole tree.
    package init(nodes: [RenderNode], symbols: [Tag: [RenderNode]], keepingCheckedDrawings: Bool) throws(RenderError) {
        var checker = RenderTreeChecker(symbols: symbols, keepsCheckedDrawings: keepingCheckedDrawings)
        var checkedSymbols: [Tag: [RenderNode]] = [:]
        checkedSymbols.reserveCapacity(symbols.count)
        do throws(RenderError) {
            // In the dictionary's order: what a symbol checks to does not depend on the order.
            for tag in symbols.keys { checkedSymbols[tag] = try checker.checkedSymbol(tag) }
        } catch {
            // Which error is reported does: the symbols are checked again in a fixed order (of
            // their names, made only now), so the same tree fails the same way in every run.
            var ordered = RenderTreeChecker(symbols: symbols, keepsCheckedDrawings: keepingCheckedDrawings)
            for tag in symbols.keys.sorted(by: { $0.description < $1.description }) {
                _ = try ordered.checkedSymbol(tag)
            }
            throw error
        }
        var index = 0
        // Sized for every node at once: growing a set rehashes all it holds.
        var ids = IdentitySet(capacity: RenderNode.count(of: nodes))
        let checked = try checker.check(nodes, base: .identity, depth: 0, index: &index, ids: &ids)
        self.nodes = checked.nodes
        self.symbols = checkedSymbols
        self.symbolBounds = checker.symbolBounds
        self.bounds = checked.bounds
    }

    /// An empty tree.
    public static let empty = try! RenderTree(nodes: [])
}

/// Walks nodes depth first, checking them and filling in their bounds.
struct RenderTreeChecker {
    /// A symbol being checked, or checked: its content with bounds, how far they reach in the
    /// symbol's space and how deep the content nests.
    private enum SymbolState { case checking, checked(Checked) }
    private struct Checked {
        let nodes: [RenderNode], bounds: Rect?, depth: Int
    }

    private let definitions: [Tag: [RenderNode]]
    private var states: [Tag: SymbolState] = [:]
    private(set) var symbolBounds: [Tag: Rect] = [:]
    /// The deepest level the nodes being checked reach.
    private var deepest = 0
    /// The symbols being checked, outermost first, to name a cycle.
    private var path: [Tag] = []

    /// Whether drawings that carry bounds are taken as checked (see
    /// ``RenderTree/init(nodes:symbols:keepingCheckedDrawings:)``).
    private let keepsCheckedDrawings: Bool

    init(symbols: [Tag: [RenderNode]], keepsCheckedDrawings: Bool = false) {
        definitions = symbols
        self.keepsCheckedDrawings = keepsCheckedDrawings
    }

    /// The symbol `tag`, checked (once) with the symbols it uses.
    mutating func checkedSymbol(_ tag: Tag) throws(RenderError) -> [RenderNode] {
        try checked(tag).nodes
    }

    /// The symbol `tag` checked, with its bounds and depth: one look-up once it is.
    private mutating func checked(_ tag: Tag) throws(RenderError) -> Checked {
        switch states[tag] {
        case .checked(let checked): return checked
        case .checking: throw .symbolCycle(tag: tag)
        case nil: break
        }
        guard let definition = definitions[tag] else { throw .missingSymbol(operation: 0, tag: tag) }
        states[tag] = .checking
        var index = 0
        var ids = IdentitySet()
        let checked: (nodes: [RenderNode], bounds: Rect?)
        let outerDeepest = deepest
        deepest = 0
        defer { deepest = outerDeepest }
        do {
            checked = try check(definition, base: .identity, depth: 0, index: &index, ids: &ids)
        } catch .symbolCycle(let inner) {
            throw .symbolCycle(tag: inner)
        } catch {
            if case .inSymbol = error { throw error }
            throw .inSymbol(tag: tag, error.description)
        }
        let result = Checked(nodes: checked.nodes, bounds: checked.bounds, depth: deepest)
        states[tag] = .checked(result)
        symbolBounds[tag] = checked.bounds
        return result
    }

    /// Checks `nodes`, drawn through `base` at nesting `depth`; `index` counts operations of the
    /// serialised form.
    mutating func check(_ nodes: [RenderNode], base: AffineTransform, depth: Int, index: inout Int,
                        ids: inout IdentitySet) throws(RenderError) -> (nodes: [RenderNode], bounds: Rect?) {
        guard depth <= RenderTree.maxDepth else {
            throw .invalidValue(operation: index, what: "nesting: groups and symbol uses nest deeper than "
                                + "\(RenderTree.maxDepth) levels")
        }
        deepest = max(deepest, depth)
        // Made only once a node changes: a list of drawings all checked before (a scene's
        // canvases) is handed back as it is, its nodes read in place rather than copied.
        var out: [RenderNode]?
        var bounds: Rect?
        for position in nodes.indices {
            let id = nodes[position].id
            guard ids.insert(id) else {
                throw .invalidValue(operation: index, what: "node identity \(id): it is used twice")
            }
            if keepsCheckedDrawings && nodes[position].isCheckedDrawing {
                index += 1
                assert(nodes[position].bounds == Self.bounds(of: nodes[position], base: base),
                       "a drawing checked in another space than its tree's")
                bounds = RenderBounds.union(bounds, nodes[position].bounds)
                out?.append(nodes[position])
                continue
            }
            if out == nil {
                out = Array(nodes[..<position])
                out!.reserveCapacity(nodes.count)
            }
            let checked = try check(nodes[position], base: base, depth: depth, index: &index, ids: &ids)
            bounds = RenderBounds.union(bounds, checked.bounds)
            out!.append(checked)
        }
        return (out ?? nodes, bounds)
    }

    /// The bounds a drawing `node` has drawn through `base`; `nil` for other nodes.
    private static func bounds(of node: RenderNode, base: AffineTransform) -> Rect? {
        guard case .draw(let draw) = node else { return nil }
        return finite(RenderBounds.draw(draw.path, kind: draw.kind, transform: draw.transform.concatenating(base)))
    }

    private mutating func check(_ node: RenderNode, base: AffineTransform, depth: Int, index: inout Int,
                                ids: inout IdentitySet) throws(RenderError) -> RenderNode {
        switch node {
        case .draw(var draw):
            index += 1
            try Self.check(draw, at: index - 1)
            draw.bounds = Self.bounds(of: node, base: base)
            return .draw(draw)
        case .symbol(var use):
            guard use.transform.isFinite else { throw .nonFinite(operation: index, what: "symbol transform") }
            guard definitions[use.tag] != nil else { throw .missingSymbol(operation: index, tag: use.tag) }
            let symbol = try checked(use.tag)
            let reached = depth + 1 + symbol.depth
            guard reached <= RenderTree.maxDepth else {
                throw .invalidValue(operation: index, what: "nesting: symbol \(use.tag) used at depth \(depth) nests "
                                    + "deeper than \(RenderTree.maxDepth) levels")
            }
            deepest = max(deepest, reached)
            use.bounds = Self.finite(symbol.bounds?.applying(use.transform.concatenating(base)))
            index += 1
            return .symbol(use)
        case .group(var group):
            try Self.check(group, at: index)
            let opening = (group.clip == nil ? 0 : 1) + (group.mask == nil ? 0 : 1) + (group.opensLayer ? 1 : 0)
            index += opening
            let inner = group.transform.concatenating(base)
            // The mask's content comes first, as its operation opens before the children's.
            var mask: (mask: RenderMask, bounds: Rect?)?
            if let m = group.mask {
                let content = try check(m.content, base: inner, depth: depth + 1, index: &index, ids: &ids)
                mask = (RenderMask(m.mode, content: content.nodes), content.bounds)
            }
            let checked = try check(group.children, base: inner, depth: depth + 1, index: &index, ids: &ids)
            index += opening
            group = group.with(children: checked.nodes, mask: mask?.mask)
            var bounds = checked.bounds
            if !group.filters.isEmpty {
                let filters = group.filters.map { $0.applying(base) }
                bounds = bounds.map { Filter.extent(of: $0, by: filters) }
            }
            if let shadow = group.shadow { bounds = bounds.map { shadow.applying(base).extent(of: $0) } }
            if let clip = group.clip {
                bounds = bounds.flatMap { b in RenderBounds.clip(clip, transform: inner).flatMap { b.intersection($0) } }
            }
            // Outside its content a mask lets nothing through.
            if let mask { bounds = bounds.flatMap { b in mask.bounds.flatMap { b.intersection($0) } } }
            group.bounds = Self.finite(bounds)
            return .group(group)
        }
    }

    /// Whether `draw` passes the checks a tree makes of a drawing.
    static func isValid(_ draw: RenderDraw) -> Bool {
        (try? check(draw, at: 0)) != nil
    }

    private static func check(_ draw: RenderDraw, at index: Int) throws(RenderError) {
        let kind = if case .fill = draw.kind { "fill" } else { "stroke" }
        guard draw.path.isFinite else { throw .nonFinite(operation: index, what: "\(kind) path coordinates") }
        try checkLength(of: draw.path, kind, at: index)
        guard draw.transform.isFinite else { throw .nonFinite(operation: index, what: "\(kind) transform") }
        guard draw.paint.isFinite else { throw .nonFinite(operation: index, what: "\(kind) paint") }
        guard case .stroke(let style) = draw.kind else { return }
        guard style.isFinite else { throw .nonFinite(operation: index, what: "stroke style") }
        guard style.lineWidth >= 0 else {
            throw .invalidValue(operation: index, what: "line width \(style.lineWidth) (must be ≥ 0)")
        }
    }

    private static func check(_ group: RenderGroup, at index: Int) throws(RenderError) {
        guard group.transform.isFinite else { throw .nonFinite(operation: index, what: "group transform") }
        if let clip = group.clip {
            guard clip.path.isFinite else { throw .nonFinite(operation: index, what: "clip path coordinates") }
            try checkLength(of: clip.path, "clip", at: index)
            guard clip.transform.isFinite else { throw .nonFinite(operation: index, what: "clip transform") }
        }
        let layerIndex = index + (group.clip == nil ? 0 : 1) + (group.mask == nil ? 0 : 1)
        guard group.opacity.isFinite else { throw .nonFinite(operation: layerIndex, what: "layer opacity") }
        if let shadow = group.shadow, !shadow.isFinite { throw .nonFinite(operation: layerIndex, what: "shadow") }
        for filter in group.filters {
            if let problem = filter.problem { throw .invalidValue(operation: layerIndex, what: problem) }
        }
    }

    private static func checkLength(of path: Path, _ kind: String, at index: Int) throws(RenderError) {
        guard path.elements.count <= RenderTree.maxPathElements else {
            throw .invalidValue(operation: index, what: "\(kind) path of \(path.elements.count) elements (at most "
                                + "\(RenderTree.maxPathElements))")
        }
    }

    /// Bounds that overflowed (finite coordinates far apart, or mapped through a huge scale), or
    /// that reach past ``RenderBounds/trustedMagnitude``, become ``RenderBounds/unbounded``: still
    /// conservative, and finite for whoever adds to them.
    static func finite(_ bounds: Rect?) -> Rect? {
        guard let bounds else { return nil }
        let reach = max(abs(bounds.minX), abs(bounds.minY), abs(bounds.maxX), abs(bounds.maxY))
        return bounds.isFinite && reach <= RenderBounds.trustedMagnitude ? bounds : RenderBounds.unbounded
    }
}

extension RenderTree {
    /// The same drawing enlarged by `factor` about the origin: the content in a group that
    /// scales it, so shadows (cast in the space around their groups) grow with it. Symbol
    /// definitions keep their own space; their uses are scaled.
    public func scaled(by factor: Double) throws(RenderError) -> RenderTree {
        guard factor != 1 else { return self }
        let scaling = RenderGroup(id: RenderNodeID(scope: .max, index: .max),
                                  transform: AffineTransform(scaleX: factor, y: factor), children: nodes)
        return try RenderTree(nodes: [.group(scaling)], symbols: symbols)
    }
}
