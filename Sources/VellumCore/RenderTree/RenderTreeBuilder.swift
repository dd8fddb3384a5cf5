/// Builds the nodes of a render tree in drawing order, numbering them within one scope: draw
/// nodes are added to the innermost open group, groups are opened and closed like brackets.
///
/// Used by `GraphicsContext`, by ``RenderTree/init(_:)`` and by the scene graph's recorder.
public struct RenderTreeBuilder: Sendable {
    private struct OpenGroup: Sendable {
        var id: RenderNodeID
        var transform: AffineTransform
        var clip: RenderClip?
        var mask: RenderMask?
        var opacity: Double
        var shadow: Shadow?
        var blendMode: BlendMode = .normal
        var isolated = false
        var filters: [Filter] = []
        var children: [RenderNode] = []
    }

    private let scope: UInt64
    private var next: UInt32 = 0
    private var top: [RenderNode] = []
    private var open: [OpenGroup] = []
    /// Where in `open` each mask content being collected starts.
    private var maskFloors: [Int] = []
    /// Groups begun inside the deepest one a tree may hold (``RenderTree/maxDepth`` + 1 levels
    /// open): counted, not opened, so what they hold goes into the deepest. The tree rejects
    /// the nesting all the same, but nothing made here nests deeper than it checks — ten
    /// thousand transparency layers begun inside each other cannot recurse that deep.
    private var unopened = 0

    /// Starts an empty list of nodes numbered in `scope`.
    public init(scope: UInt64) {
        self.scope = scope
    }

    /// The identity the next node gets.
    public mutating func nextID() -> RenderNodeID {
        defer { next &+= 1 }
        return RenderNodeID(scope: scope, index: next)
    }

    /// Whether the innermost open group clips; `nil` when no group is open.
    public var openGroupClips: Bool? {
        open.last.map { $0.clip != nil }
    }

    /// Whether the innermost open group masks; `nil` when no group is open.
    public var openGroupMasks: Bool? {
        open.last.map { $0.mask != nil }
    }

    /// How many groups are open (counting those begun past the deepest a tree may hold).
    public var depth: Int { open.count + unopened }

    /// Adds a node to the innermost open group.
    public mutating func add(_ node: RenderNode) {
        if open.isEmpty { top.append(node) } else { open[open.count - 1].children.append(node) }
    }

    /// How many nodes the innermost open group (or the top level) holds: a mark for
    /// ``nodes(since:)``.
    package var currentCount: Int { open.last?.children.count ?? top.count }

    /// The nodes added to the innermost open group (or the top level) since `mark` was its
    /// ``currentCount``.
    package func nodes(since mark: Int) -> ArraySlice<RenderNode> {
        (open.last?.children ?? top)[mark...]
    }

    /// Adds nodes to the innermost open group.
    package mutating func add(contentsOf nodes: [RenderNode]) {
        if open.isEmpty { top += nodes } else { open[open.count - 1].children += nodes }
    }

    /// Adds a drawing, numbered next unless `id` is given.
    public mutating func draw(_ path: Path, paint: Paint, kind: RenderDraw.Kind, transform: AffineTransform,
                              id: RenderNodeID? = nil) {
        add(.draw(RenderDraw(id: id ?? nextID(), path: path, paint: paint, kind: kind, transform: transform)))
    }

    /// Adds a drawing with identity `id`, checked now as a tree checks it: a valid one carries its
    /// bounds, so a tree built with `keepingCheckedDrawings` (a scene's) takes it as checked
    /// rather than walking its path again; an invalid one is added unchecked, for the tree to
    /// reject. The drawing must end up under groups that do not transform it. `glyphRuns` are the
    /// glyphs whose outlines `path` holds, if it is text. Returns its bounds.
    package mutating func drawChecked(_ path: Path, paint: Paint, kind: RenderDraw.Kind, transform: AffineTransform,
                                      id: RenderNodeID, glyphRuns: [RenderGlyphRun] = []) -> Rect? {
        var draw = RenderDraw(id: id, path: path, paint: paint, kind: kind, transform: transform, glyphRuns: glyphRuns)
        let bounds = RenderBounds.draw(path, kind: kind, transform: transform)
        if RenderTreeChecker.isValid(draw) { draw.bounds = RenderTreeChecker.finite(bounds) }
        add(.draw(draw))
        return bounds
    }

    /// Adds a symbol use, numbered next unless `id` is given.
    public mutating func use(_ tag: Tag, transform: AffineTransform, id: RenderNodeID? = nil) {
        add(.symbol(RenderSymbolUse(id: id ?? nextID(), tag: tag, transform: transform)))
    }

    /// Opens a group, numbered next unless `id` is given; what is added until `endGroup()` goes
    /// into it.
    public mutating func beginGroup(transform: AffineTransform = .identity, clip: RenderClip? = nil,
                                    mask: RenderMask? = nil, opacity: Double = 1, shadow: Shadow? = nil,
                                    blendMode: BlendMode = .normal, isolated: Bool = false, filters: [Filter] = [],
                                    id: RenderNodeID? = nil) {
        guard open.count <= RenderTree.maxDepth else {
            unopened += 1
            return
        }
        open.append(OpenGroup(id: id ?? nextID(), transform: transform, clip: clip, mask: mask, opacity: opacity,
                              shadow: shadow, blendMode: blendMode, isolated: isolated, filters: filters))
    }

    /// Starts collecting the content of a mask: what is added until ``endMaskContent()`` is
    /// numbered as usual but goes into the mask, not into the open group.
    public mutating func beginMaskContent() {
        maskFloors.append(open.count)
        open.append(OpenGroup(id: RenderNodeID(scope: scope, index: .max), transform: .identity, opacity: 1))
    }

    /// Ends a mask's content begun by ``beginMaskContent()``, closing the groups opened inside
    /// it, and returns it.
    public mutating func endMaskContent() -> [RenderNode] {
        guard let floor = maskFloors.popLast() else { return [] }
        unopened = 0
        while open.count > floor + 1 { endGroup() }
        return open.popLast()?.children ?? []
    }

    /// How many groups are open inside the mask content being collected (all of them outside
    /// any): a list's closing operation may close only those.
    public var depthInMaskContent: Int { open.count - (maskFloors.last.map { $0 + 1 } ?? 0) }

    /// Closes the innermost group; one that holds nothing is left out when `droppingEmpty`.
    public mutating func endGroup(droppingEmpty: Bool = false) {
        if unopened > 0 {
            unopened -= 1
            return
        }
        guard let group = open.popLast() else { return }
        if droppingEmpty && group.children.isEmpty { return }
        add(.group(RenderGroup(id: group.id, transform: group.transform, clip: group.clip, mask: group.mask,
                               opacity: group.opacity, shadow: group.shadow, blendMode: group.blendMode,
                               isolated: group.isolated, filters: group.filters, children: group.children)))
    }

    /// Closes the groups still open and returns the nodes.
    public mutating func finish() -> [RenderNode] {
        while !open.isEmpty { endGroup() }
        defer { top = [] }
        return top
    }
}
