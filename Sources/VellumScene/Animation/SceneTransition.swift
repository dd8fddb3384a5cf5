import VellumCore

/// A scene on its way from the frame it showed before an animated update to the frame the update
/// records: each render node blended by the animation its scene node takes (see
/// ``AnimationScopes``), at a time since the update.
struct SceneTransition {
    /// The tree shown when the update was made, and the tree it recorded.
    let from: RenderTree
    let to: RenderTree
    /// The canvas both were recorded for.
    let canvas: Size
    /// The animation of each scene node's render nodes, by scope (`nil`: none), and of every
    /// other node.
    let animations: [UInt64: Animation?]
    let fallback: Animation?
    /// The shapes drawn before and after the update, by scope.
    let oldOutlines: [UInt64: ShapeOutline]
    let newOutlines: [UInt64: ShapeOutline]
    /// Seconds since the update.
    private(set) var elapsed = 0.0
    /// The tree at ``elapsed``.
    private(set) var shown: RenderTree

    init(from: RenderTree, to: RenderTree, canvas: Size, animations: [UInt64: Animation?], fallback: Animation?,
         oldOutlines: [UInt64: ShapeOutline], newOutlines: [UInt64: ShapeOutline]) throws(SceneError) {
        (self.from, self.to, self.canvas) = (from, to, canvas)
        (self.animations, self.fallback) = (animations, fallback)
        (self.oldOutlines, self.newOutlines) = (oldOutlines, newOutlines)
        shown = from
        shown = try tree(at: 0)
    }

    /// The animation render node `id` moves with, if any.
    private func animation(of id: RenderNodeID) -> Animation? {
        if let own = animations[id.scope] { return own }
        return fallback
    }

    /// Whether every animation has finished at ``elapsed``.
    var isFinished: Bool {
        (animations.values.compactMap { $0 } + [fallback].compactMap { $0 }).allSatisfy { $0.isFinished(at: elapsed) }
    }

    /// Moves `seconds` on and blends the tree for the new time.
    mutating func advance(by seconds: Double) throws(SceneError) {
        elapsed += seconds
        shown = try tree(at: elapsed)
    }

    /// The tree `elapsed` seconds after the update.
    private func tree(at elapsed: Double) throws(SceneError) -> RenderTree {
        let interpolation = RenderInterpolation(
            amount: { id in animation(of: id).map { $0.progress(at: elapsed) } },
            outline: { id, amount in
                guard let old = oldOutlines[id.scope], let new = newOutlines[id.scope] else { return nil }
                return new.path(from: old, amount: amount)
            })
        do throws(RenderError) {
            return try to.interpolated(from: from, by: interpolation)
        } catch {
            throw .render(error)
        }
    }
}
