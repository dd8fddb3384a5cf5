import VellumCore
import VellumImageIO

/// Walks a laid-out tree and records it into render-tree nodes, composing transforms from frame
/// origins and effects, wrapping clips and layers in groups around what they affect, and returning
/// every node's ink bounds.
///
/// Render nodes take their identity from the scene node that records them: its *structural
/// identity*, as SwiftUI's — its place in the tree (the path of child indices and node kinds from
/// the root, or from a symbol's root). A node rebuilt in the same place by an update gets the
/// identity it had, so the damage between two frames is what really changed: a clock whose
/// hands turn damages the hands, not the face.
///
/// Each node draws in its own space, its frame at the origin. A node's transform to the device is
/// its parent's content transform after a translation to its frame origin; an effect (offset,
/// rotation, scale) applies before that, about an anchor of the frame.
struct Recorder {
    let session: RecordingSession
    /// The nodes recorded so far.
    private var builder = RenderTreeBuilder(scope: 0)
    /// The scene node whose content is being recorded, and the number of its next render node.
    private var owner: UInt64 = 0
    private var nextIndex: UInt32 = 0

    init(session: RecordingSession) {
        self.session = session
    }

    /// The nodes recorded, the groups still open closed.
    mutating func finish() -> [RenderNode] { builder.finish() }

    /// The identity of the next render node of the scene node being recorded.
    private mutating func nextID() -> RenderNodeID {
        defer { nextIndex += 1 }
        return RenderNodeID(scope: owner, index: nextIndex)
    }

    /// The scope of the scene node whose content is being recorded: a canvas numbers its
    /// drawing in it.
    var scope: UInt64 { owner }

    /// The identity of the group a scene node's effect wraps around its content.
    private static func wrapperID(key: UInt64) -> RenderNodeID {
        RenderNodeID(scope: key, index: .max)
    }

    /// Records `node` and its subtree, `parent` being the parent's content transform and `key`
    /// the node's structural identity; returns the device bounds of what was drawn. A
    /// component's node (one an update can take back unchanged) keeps its recording, and takes it
    /// again while it serves (``KeptRecording``).
    mutating func record(_ node: SceneNode, in parent: AffineTransform, key: UInt64) throws(SceneError) -> Rect? {
        try record(node, in: parent, key: key, keeping: node.origin != nil)
    }

    /// Records `node` and its subtree as ``record(_:in:key:)`` does; with `keeping`, takes the
    /// node's kept recording when it serves, and keeps a new one unless the subtree used or
    /// defined symbols.
    private mutating func record(_ node: SceneNode, in parent: AffineTransform, key: UInt64,
                                 keeping: Bool) throws(SceneError) -> Rect? {
        let frame = node.frame
        guard frame.isFinite else {
            throw .invalidValue(path: node.path, message: "laid out at a non-finite frame \(frame); give it a finite size")
        }
        guard keeping else { return try recordAnew(node, in: parent, key: key) }
        if let kept = node.keptRecording, kept.serves(key: key, parent: parent, frame: frame) {
            builder.add(contentsOf: kept.nodes)
            node.noteRecordingKept(pass: session.pass)
            return kept.ink
        }
        let (mark, symbolCount) = (builder.currentCount, session.symbols.count)
        let ink = try recordAnew(node, in: parent, key: key)
        if session.symbols.count == symbolCount,
           let kept = KeptRecording(builder.nodes(since: mark), ink: ink, key: key, parent: parent, frame: frame) {
            node.keep(kept)
        }
        return ink
    }

    /// Records `node` and its subtree, laid out at a finite frame, without a kept recording.
    private mutating func recordAnew(_ node: SceneNode, in parent: AffineTransform, key: UInt64) throws(SceneError) -> Rect? {
        let frame = node.frame
        let base = AffineTransform(translationX: frame.minX, y: frame.minY).concatenating(parent)
        var ink: Rect?
        var deviceShadow: Shadow?
        switch node.behavior.effect(size: frame.size) {
        case .none:
            ink = try recordContent(node, transform: base, key: key)
        case .hidden:
            ink = nil
        case .transform(let effect):
            let transform = effect.concatenating(base)
            guard transform.isFinite else { throw .invalidValue(path: node.path, message: "transform is not finite") }
            ink = try recordContent(node, transform: transform, key: key)
        case .layer(let opacity, let shadow, let blendMode, let isolated, let filters):
            deviceShadow = shadow?.applying(base)
            let deviceFilters = filters.map { $0.applying(base) }
            builder.beginGroup(opacity: opacity, shadow: deviceShadow, blendMode: blendMode, isolated: isolated,
                               filters: deviceFilters, id: Self.wrapperID(key: key))
            ink = try recordContent(node, transform: base, key: key)
            builder.endGroup(droppingEmpty: true)
            if !deviceFilters.isEmpty { ink = ink.map { Filter.extent(of: $0, by: deviceFilters) } }
            if let shadow = deviceShadow { ink = ink.map { shadow.extent(of: $0) } }
        case .clip(let path, let rule):
            guard path.isFinite else { throw .invalidValue(path: node.path, message: "clip shape is not finite") }
            let clip = RenderClip(path, rule: rule, transform: base)
            builder.beginGroup(clip: clip, id: Self.wrapperID(key: key))
            ink = try recordContent(node, transform: base, key: key)
            builder.endGroup(droppingEmpty: true)
            ink = ink.flatMap { ink in RenderBounds.clip(clip, transform: .identity).flatMap { ink.intersection($0) } }
        case .mask(let mode):
            ink = try recordMasked(node, mode: mode, transform: base, key: key)
        }
        node.noteRecording(transform: base, ink: ink, pass: session.pass)
        return ink
    }

    /// A mask's node: its second child recorded as the content of a mask, then its first
    /// child in a group that mask masks; returns the ink bounds, cut to the mask's.
    private mutating func recordMasked(_ node: SceneNode, mode: RenderMask.Mode, transform: AffineTransform,
                                       key: UInt64) throws(SceneError) -> Rect? {
        func childKey(_ index: Int) -> UInt64 {
            StructuralIdentity.child(of: key, at: index, kind: node.children[index].behavior.name)
        }
        builder.beginMaskContent()
        let maskInk = node.children.count > 1 ? try record(node.children[1], in: transform, key: childKey(1)) : nil
        let content = builder.endMaskContent()
        builder.beginGroup(mask: RenderMask(mode, content: content), id: Self.wrapperID(key: key))
        let ink = try record(node.children[0], in: transform, key: childKey(0))
        builder.endGroup(droppingEmpty: true)
        return ink.flatMap { ink in maskInk.flatMap { ink.intersection($0) } }
    }

    /// The node's own content, then its children's.
    private mutating func recordContent(_ node: SceneNode, transform: AffineTransform,
                                        key: UInt64) throws(SceneError) -> Rect? {
        (owner, nextIndex) = (key, 0)
        var ink = try node.behavior.record(node, size: node.frame.size, transform: transform, into: &self)
        guard node.behavior.recordsChildren else { return ink }
        let order = node.drawingOrder
        for position in order?.indices ?? node.children.indices {
            let index = order?[position] ?? position
            let child = node.children[index]
            let childKey = StructuralIdentity.child(of: key, at: index, kind: child.behavior.name)
            ink = RenderBounds.union(ink, try record(child, in: transform, key: childKey))
        }
        return ink
    }
}

// MARK: - Drawing verbs for behaviours

extension Recorder {
    /// Records a fill.
    mutating func fill(_ path: Path, paint: Paint, rule: FillRule, transform: AffineTransform) -> Rect? {
        draw(path, paint: paint, kind: .fill(rule), transform: transform)
    }

    /// Records a fill of text: its glyph outlines, and its glyphs as text for the backends that
    /// write text as text.
    mutating func fillText(_ outlines: Path, glyphRuns: [RenderGlyphRun], paint: Paint,
                           transform: AffineTransform) -> Rect? {
        builder.drawChecked(outlines, paint: paint, kind: .fill(.nonZero), transform: transform, id: nextID(),
                            glyphRuns: glyphRuns)
    }

    /// Records a stroke.
    mutating func stroke(_ path: Path, paint: Paint, style: StrokeStyle, transform: AffineTransform) -> Rect? {
        draw(path, paint: paint, kind: .stroke(style), transform: transform)
    }

    private mutating func draw(_ path: Path, paint: Paint, kind: RenderDraw.Kind, transform: AffineTransform) -> Rect? {
        // Checked here, once: the canvases and the tree that take this drawing do not walk its
        // path again (the recorder's groups do not transform).
        builder.drawChecked(path, paint: paint, kind: kind, transform: transform, id: nextID())
    }

    /// Notes the shape the node being recorded draws, for animated updates.
    mutating func noteOutline(_ outline: ShapeOutline) {
        session.graph.shapeOutlines[scope] = outline
    }

    /// Records a use of the symbol `tag`, recording the symbol's definition the first time.
    mutating func useSymbol(_ tag: Tag, transform: AffineTransform, requester: @autoclosure () -> String) throws(SceneError) -> Rect? {
        let ink = try session.recordedSymbol(tag, requester: requester())
        builder.use(tag, transform: transform, id: nextID())
        return ink.map { $0.applying(transform) }
    }

    /// Records `node` (laid out, at the origin) as the definition of the symbol `tag`, keeping
    /// the recording on the node (see ``KeptRecording``).
    mutating func defineSymbol(_ tag: Tag, recording node: SceneNode,
                               requester: @autoclosure () -> String) throws(SceneError) {
        var recorder = Recorder(session: session)
        let ink = try recorder.record(node, in: .identity, key: session.graph.symbolIdentity(tag), keeping: true)
        try session.define(tag, recorder.finish(), ink: ink, requester: requester())
    }

    /// The size of the scene symbol `tag` if it has been laid out, for a canvas's anchoring.
    func laidOutSymbolSize(_ tag: Tag) -> Size? {
        session.graph.symbolRoots[tag]?.frame.size
    }

    /// The tags of every symbol the scene defines or has recorded so far.
    var knownSymbolTags: Set<Tag> {
        Set(session.graph.symbolDefinitions.keys).union(session.symbols.keys)
    }

    /// Appends what a canvas's `GraphicsContext` recorded: records the scene symbols it uses,
    /// checks it, adopts the symbols it defined (other than the empty stand-ins), and returns its
    /// ink bounds.
    mutating func appendDrawing(_ context: GraphicsContext, standIns: Set<Tag>,
                                requester: @autoclosure () -> String) throws(SceneError) -> Rect? {
        // What a verb could not draw (an image that did not load) is the scene's error.
        if let error = context.drawingErrors.first {
            if let error = error as? ImageLoadingError { throw .image(path: requester(), error) }
            throw .invalidValue(path: requester(), message: "\(error)")
        }
        let own = context.symbols.filter { !(standIns.contains($0.key) && $0.value.isEmpty) }
        var symbols = own
        let used = RenderTree.symbolTags(usedBy: context.nodes) + own.values.flatMap(RenderTree.symbolTags)
        for tag in used where own[tag] == nil {
            // The stand-ins are the symbols the scene knew when the canvas was drawn: the tags
            // a use may name besides the canvas's own.
            guard standIns.contains(tag) else { continue }
            _ = try session.recordedSymbol(tag, requester: requester())
            symbols[tag] = session.symbols[tag]
        }
        let tree: RenderTree
        do throws(RenderError) {
            // The scene symbols' drawings were checked as they were recorded; the canvas's own are
            // checked here, unless the same drawing was checked in the last recording.
            let nodes = session.graph.canvasChecks.reusingChecks(context.nodes, scope: scope)
            tree = try RenderTree(nodes: nodes, symbols: symbols, keepingCheckedDrawings: true)
        } catch {
            if case .missingSymbol(_, let tag) = error { throw .missingSymbol(tag: tag, path: requester()) }
            throw .invalidValue(path: requester(), message: "canvas drawing: \(error)")
        }
        for tag in own.keys.sorted(by: { $0.description < $1.description }) {
            try session.define(tag, tree.symbols[tag]!, ink: tree.symbolBounds[tag], requester: requester())
        }
        session.graph.canvasChecks.keep(recorded: context.nodes, checked: tree.nodes, scope: scope)
        for node in tree.nodes { builder.add(node) }
        return tree.bounds
    }
}

/// What one recording of a scene shares between the main recorder and the symbols' recorders:
/// the symbol definitions recorded so far and the symbols being recorded (to catch cycles).
final class RecordingSession {
    unowned let graph: SceneGraph
    /// Which recording of the scene this is, to tell nodes drawn now from nodes drawn before.
    let pass: Int
    /// The symbol definitions recorded so far.
    private(set) var symbols: [Tag: [RenderNode]] = [:]
    /// The ink bounds of each recorded symbol, in the symbol's space.
    var symbolInk: [Tag: Rect] = [:]
    /// The symbols being recorded, outermost first.
    private var inProgress: [Tag] = []

    init(graph: SceneGraph, pass: Int) {
        self.graph = graph
        self.pass = pass
    }

    /// Records the scene symbol `tag` unless it is recorded already; returns its ink bounds.
    func recordedSymbol(_ tag: Tag, requester: @autoclosure () -> String) throws(SceneError) -> Rect? {
        if symbols[tag] != nil { return symbolInk[tag] }
        if let start = inProgress.firstIndex(of: tag) {
            throw .symbolCycle(tags: Array(inProgress[start...]) + [tag])
        }
        let root = try graph.laidOutSymbol(tag, requester: requester())
        inProgress.append(tag)
        defer { inProgress.removeLast() }
        var recorder = Recorder(session: self)
        let ink = try recorder.record(root, in: .identity, key: graph.symbolIdentity(tag))
        symbols[tag] = recorder.finish()
        symbolInk[tag] = ink
        return ink
    }

    /// Adds a symbol defined by a canvas; the same tag with other content is an error.
    func define(_ tag: Tag, _ nodes: [RenderNode], ink: Rect?, requester: @autoclosure () -> String) throws(SceneError) {
        if graph.symbolDefinitions[tag] != nil
            || (symbols[tag].map { DisplayList(nodes: $0) != DisplayList(nodes: nodes) } ?? false) {
            throw .conflictingSymbol(tag: tag, path: requester())
        }
        symbols[tag] = nodes
        symbolInk[tag] = ink
    }
}
