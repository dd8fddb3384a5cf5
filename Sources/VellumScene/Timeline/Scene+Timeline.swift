import Foundation
import VellumCore

extension Scene {
    /// The instant the scene's ``TimelineView``s show, or `nil` before ``advance(to:)`` was first
    /// called (each timeline then shows its schedule's own start).
    public var timelineDate: Date? { graph.timelineDate }

    /// Moves the scene to `date`: every ``TimelineView`` whose schedule has a different entry in
    /// effect at `date` builds its content again in place, and the scene is laid out and
    /// recorded again where it was recorded before.
    ///
    ///     let scene = Scene { TimelineView(.everySecond) { context in AnalogClock(time: context.date) } }
    ///     _ = try scene.renderTree(size: size)
    ///     let damage = try scene.advance(to: start + 1)   // the hands' old and new bounds
    ///
    /// Content is rebuilt with the same structure, so unchanged parts keep their render-node
    /// identities and are not damaged. A timeline nested in one that is rebuilt is built anew at
    /// `date`.
    ///
    /// - Returns: what ``update(_:as:_:)`` returns: the region that may differ from the previous
    ///   recording, `Damage/none` when no timeline changed, or the whole canvas when
    ///   the scene was never recorded.
    /// - Throws: any error building or laying out the new content. The timeline that failed keeps
    ///   its content; timelines rebuilt before it keep their new content, and the kept recording
    ///   is dropped, so the next render records the scene as it is.
    @discardableResult
    public func advance(to date: Date) throws(SceneError) -> Damage {
        // Set first, so that a scene built here shows its timelines at `date` from the start.
        graph.timelineDate = date
        // Content rebuilt unchanged takes its nodes back until the layout is done.
        defer { graph.endReuse() }
        let root = try graph.builtRoot()
        var changedContent = false, changedSymbol = false
        if try refreshTimelines(in: root) { changedContent = true }
        for symbol in graph.symbolRoots.values where try refreshTimelines(in: symbol) { changedSymbol = true }
        if changedSymbol { graph.invalidateAll() }
        guard changedContent || changedSymbol else { return lastCanvas == nil ? .canvas : .none }
        let (canvas, previousTree) = discardRecording()
        guard let canvas else { return .canvas }
        let tree = try layOutAndRecord(size: canvas)
        guard let previousTree else { return .canvas }
        return tree.damage(since: previousTree, canvas: canvas)
    }

    /// Refreshes the timelines in `node`'s subtree, outermost first: content rebuilt is already at
    /// the new instant. Returns whether any changed.
    private func refreshTimelines(in node: SceneNode) throws(SceneError) -> Bool {
        if let timeline = node.behavior(as: TimelineViewLayout.self), try timeline.refresh(node, in: graph) { return true }
        var changed = false
        for child in node.children where try refreshTimelines(in: child) { changed = true }
        return changed
    }
}
