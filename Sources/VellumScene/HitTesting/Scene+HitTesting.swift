import VellumCore

extension Scene {
    /// The topmost node under `point` (device pixels, origin top-left) as the scene was last
    /// laid out and recorded, as UIKit's `hitTest(_:with:)` finds the deepest view under a touch.
    ///
    ///     let scene = Scene { ZStack { Circle().fill(.red).tag("dot") } }
    ///     _ = try scene.renderTree(size: Size(width: 100, height: 100))
    ///     try scene.hitTest(at: Point(x: 50, y: 50))?.tags    // ["dot"]
    ///
    /// A node is hit where it visibly draws: inside a fill by its fill rule (an even-odd hole is
    /// a miss), on a stroke's outline (not inside an unfilled stroked shape), on text's glyphs,
    /// where a symbol's content draws (the hit is the ``SymbolReference``), where a `Canvas` drew.
    /// Every transform and clip around it counts. Later siblings are above earlier ones, and
    /// children above their parent's own content. Content drawn with opacity 0 (or a fully
    /// transparent paint), drop shadows, and nodes under `allowsHitTesting(false)` are never
    /// hit; under `contentShape(_:eoFill:)` the hit area is that shape, whatever is drawn.
    ///
    /// - Returns: the hit, or `nil` when nothing is under the point — also for a point outside
    ///   the canvas of the last recording.
    /// - Throws: ``HitTestError/nonFinitePoint(_:)`` for a NaN or infinite coordinate,
    ///   ``HitTestError/notLaidOut`` when the scene was never recorded for a canvas size.
    public func hitTest(at point: Point) throws(HitTestError) -> SceneHit? {
        guard point.isFinite else { throw .nonFinitePoint(point) }
        guard let canvas = lastCanvas else { throw .notLaidOut }
        guard Rect(size: canvas).contains(point) else { return nil }
        let tree: RenderTree
        let root: SceneNode
        do throws(SceneError) {
            // The tree kept from the last recording; recorded again only if an update discarded it.
            tree = try renderTree(size: canvas)
            root = try self.root()
        } catch {
            throw .recording(error)
        }
        let tester = SceneHitTester(content: RecordedContent(tree), pass: lastRecordedPass)
        return tester.topmost(in: root, key: StructuralIdentity.root, at: point).flatMap { SceneHit(node: $0, devicePoint: point) }
    }
}
