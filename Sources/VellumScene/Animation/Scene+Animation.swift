import VellumCore

extension Scene {
    /// Whether an animated update is in progress: ``renderTree(size:)`` shows it part of the way.
    public var isAnimating: Bool { transition != nil }

    /// Moves the animated update in progress `seconds` on and returns what changed on the
    /// canvas, as `RenderTree.damage(since:canvas:)` finds it; `Damage.none` when nothing is
    /// animating. Once every animation has finished the scene shows the update's own tree.
    ///
    ///     var frames = try FrameSequence(scene: scene, size: size)
    ///     try withAnimation(.bouncy) { try scene.update("bar", as: Bar.self) { $0.height = 80 } }
    ///     for _ in 0..<30 { try frames.next { try $0.advanceAnimations(by: 1.0 / 30) } }
    ///
    /// - Throws: ``SceneError/invalidValue(path:message:)`` for a negative or non-finite number of
    ///   seconds.
    @discardableResult
    public func advanceAnimations(by seconds: Double) throws(SceneError) -> Damage {
        guard seconds.isFinite, seconds >= 0 else {
            throw .invalidValue(path: "advanceAnimations(by:)",
                                message: "\(seconds) is not a finite number of seconds of at least 0")
        }
        guard var moving = transition else { return .none }
        let before = moving.shown
        try moving.advance(by: seconds)
        let after = moving.isFinished ? moving.to : moving.shown
        transition = moving.isFinished ? nil : moving
        return after.damage(since: before, canvas: moving.canvas)
    }

    /// Starts the transition an update from the tree `shown` to the recorded `tree` makes, when
    /// any of its nodes animate (see ``AnimationScopes``), and returns the damage of its first
    /// frame; without one, the update shows at once.
    func startTransition(from shown: RenderTree, to tree: RenderTree, canvas: Size, scopes before: AnimationScopes,
                         outlines: [UInt64: ShapeOutline], transaction: Animation?) throws(SceneError) -> Damage {
        let (animations, fallback) = AnimationScopes(root: graph.root).animations(since: before, transaction: transaction)
        guard fallback != nil || animations.values.contains(where: { $0 != nil }) else {
            transition = nil
            return tree.damage(since: shown, canvas: canvas)
        }
        let started = try SceneTransition(from: shown, to: tree, canvas: canvas, animations: animations,
                                          fallback: fallback, oldOutlines: outlines, newOutlines: graph.shapeOutlines)
        transition = started
        return started.shown.damage(since: shown, canvas: canvas)
    }
}
