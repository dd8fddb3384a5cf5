import VellumCore

/// A retained scene: a tree of nodes composed with the ``NodeBuilder`` DSL, laid out with
/// SwiftUI's rules and recorded into a `RenderTree` that any backend renders.
///
///     let scene = Scene(symbols: ["mountain": BadgeSymbol().frame(width: 100, height: 100)]) {
///         ZStack {
///             BadgeBackground()
///             SymbolReference("mountain").scaleEffect(0.5)
///         }
///         .aspectRatio(1, contentMode: .fit)
///     }
///     let tree = try scene.renderTree(size: Size(width: 300, height: 300))
///     let image = try scene.render(size: Size(width: 300, height: 300), backend: .raster)
///
/// The scene builds its retained tree from the descriptions the first time it is laid out, and
/// keeps it: sizes are cached per proposal, and ``update(_:as:_:)`` / ``replace(_:with:)``
/// rebuild one tagged node and lay out again only that node and its ancestors.
///
/// Like `GraphicsContext`, a scene is a reference type used from one thread at a time.
public final class Scene {
    /// How deeply a scene's descriptions may nest, each modifier, container and component body
    /// one level. Building, laying out and recording walk the tree recursively, so a deeper one
    /// — a body that contains its own component, a loop wrapping a view in thousands of
    /// modifiers — would exhaust the thread's stack; building it is a
    /// ``SceneError/invalidStructure(path:message:)`` before anything recurses that deep.
    public static let maxNestingDepth = 1024

    let graph: SceneGraph
    /// The canvas size and render tree of the last recording, reused while nothing changes.
    private(set) var lastCanvas: Size?
    private var lastTree: RenderTree?
    /// The recording pass that made `lastTree`: the nodes it drew carry this number. A recording
    /// that fails part-way leaves the nodes it reached with a newer one, so hit testing, which
    /// reads the kept tree, skips them rather than trusting half-updated placements.
    private(set) var lastRecordedPass = 0
    /// The animated update in progress, if any: what ``renderTree(size:)`` shows until it ends.
    var transition: SceneTransition?

    /// A scene showing what `content` builds, with `symbols` — nodes laid out once at their ideal
    /// size and drawn wherever a ``SymbolReference`` names their tag.
    public init<Content: Node>(symbols: [Tag: any Node] = [:], @NodeBuilder content: () -> Content) {
        graph = SceneGraph(content: AnyNode(content()), symbols: symbols.mapValues { AnyNode(erasing: $0) })
    }

    /// Lays the scene out on a canvas of `size` and records it.
    ///
    /// The root is offered the canvas size and centred on the canvas, as a SwiftUI window centres
    /// its content; the tree holds one definition per symbol used. Render nodes keep their
    /// identities from recording to recording while their scene nodes live.
    /// While an animated update is in progress (``advanceAnimations(by:)``) the tree shows it at
    /// the scene's animation time; another canvas size ends it.
    public func renderTree(size: Size) throws(SceneError) -> RenderTree {
        if let transition {
            if transition.canvas == size { return transition.shown }
            self.transition = nil
        }
        if let lastTree, lastCanvas == size { return lastTree }
        return try layOutAndRecord(size: size)
    }

    /// The render tree for `size` in its serialised form.
    public func displayList(size: Size) throws(SceneError) -> DisplayList {
        try renderTree(size: size).displayList
    }

    /// Lays the scene out on a canvas of `size`, records it and renders it with `backend`.
    public func render<Backend: RenderBackend>(size: Size, backend: Backend) throws -> Backend.Output {
        try backend.render(try renderTree(size: size), size: size)
    }

    /// The root of the retained tree, built if it was not yet.
    public func root() throws(SceneError) -> SceneNode {
        try graph.builtRoot()
    }

    /// The node tagged `tag`. Nodes inside a `GeometryReader` exist once the scene was laid out.
    public func node<T: Hashable & Sendable>(tagged tag: T) throws(SceneError) -> SceneNode {
        _ = try graph.builtRoot()
        return try graph.node(tagged: Tag(tag))
    }

    /// How many node sizes the scene has computed rather than taken from a cache, in all.
    public var layoutPassCount: Int { graph.layoutPassCount }

    /// Lays out and records for `size`, keeping the result.
    func layOutAndRecord(size: Size) throws(SceneError) -> RenderTree {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw .invalidCanvasSize(size)
        }
        // Nodes an update offered and no rebuild took are let go once the layout is done.
        defer { graph.endReuse() }
        var finished = false
        defer { graph.canvasChecks.endRecording(finished: finished) }
        let root = try graph.builtRoot()
        let proposal = ProposedSize(size)
        let rootSize = try root.size(for: proposal, in: graph)
        try root.place(proposal, at: Point(x: (size.width - rootSize.width) / 2,
                                           y: (size.height - rootSize.height) / 2), in: graph)
        try graph.placeMovedFrameReaders()
        graph.recordingPasses += 1
        let session = RecordingSession(graph: graph, pass: graph.recordingPasses)
        var recorder = Recorder(session: session)
        _ = try recorder.record(root, in: .identity, key: StructuralIdentity.root)
        let tree: RenderTree
        do throws(RenderError) {
            // Every drawing was checked as it was recorded (Recorder.draw, Recorder.appendDrawing).
            tree = try RenderTree(nodes: recorder.finish(), symbols: session.symbols, keepingCheckedDrawings: true)
        } catch {
            throw .render(error)
        }
        lastCanvas = size
        lastTree = tree
        lastRecordedPass = session.pass
        finished = true
        return tree
    }

    /// Forgets the kept render tree: the scene changed.
    func discardRecording() -> (canvas: Size?, tree: RenderTree?) {
        defer { lastTree = nil }
        return (lastCanvas, lastTree)
    }

    /// Restores a render tree kept before a change that was undone.
    func restoreRecording(_ tree: RenderTree?) {
        lastTree = tree
    }
}
