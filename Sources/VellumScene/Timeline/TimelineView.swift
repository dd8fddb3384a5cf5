import Foundation
import VellumCore

/// Content rebuilt at the instants a schedule yields, as SwiftUI's `TimelineView`:
///
///     TimelineView(.periodic(from: start, by: 1)) { context in
///         AnalogClock(time: context.date)
///     }
///
/// The view shows the scene's instant (``Scene/advance(to:)``): its content is built for the
/// schedule's latest entry not after that instant, counted from the instant the view first
/// appeared. When that entry changes, the content is built again in place, so the render nodes
/// keep their structural identities and only what really changed is damaged. A scene that was
/// never advanced shows each timeline at its schedule's own start (``TimelineSchedule/startDate``),
/// or at the current time when the schedule has none, as SwiftUI does.
///
/// The view is as large as its content and centres it, as a `ZStack`.
public struct TimelineView<Schedule: TimelineSchedule, Content: Node>: Node, PrimitiveNode {
    let schedule: Schedule
    let content: (TimelineViewContext) -> Content

    /// A view whose content `content` builds for each update `schedule` yields.
    public init(_ schedule: Schedule, @NodeBuilder content: @escaping (TimelineViewContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// The node itself: it is primitive.
    public var body: TimelineView { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        let content = self.content
        let layout = TimelineViewLayout(schedule: schedule, content: { content($0) }, context: context.forChildren)
        return [context.makeNode(layout, children: try layout.buildContent(at: context.graph.timelineDate))]
    }
}

/// Sizes and places its content as a centring `ZStack`, and builds the content again when the
/// schedule's entry in effect changes. A class: it keeps where in the schedule it is.
final class TimelineViewLayout: Behavior {
    let name = "TimelineView"
    private let schedule: any TimelineSchedule
    private let content: (TimelineViewContext) -> any Node
    private let context: BuildContext
    private let stack = ZStackBehavior(alignment: .center, name: "TimelineView")
    /// Where the schedule is: the instant it started from, the entry shown, the entry after it,
    /// and the entries after that. Moving forward continues the sequence; moving back restarts it.
    private var position: Position?

    private struct Position {
        /// Where the entries are counted from, and whether that is a date the scene was at (not
        /// a default taken before the scene had one).
        var anchor: Date
        var anchoredAtSceneDate: Bool
        var shown: Date
        var upcoming: Date?
        var rest: TimelineEntries
        var cadence: TimelineViewContext.Cadence
    }

    init(schedule: any TimelineSchedule, content: @escaping (TimelineViewContext) -> any Node, context: BuildContext) {
        self.schedule = schedule
        self.content = content
        self.context = context
    }

    /// The content for the scene's instant `sceneDate`, moving the schedule there.
    func buildContent(at sceneDate: Date?) throws(SceneError) -> [SceneNode] {
        try context.build(description(at: move(to: sceneDate)))
    }

    /// The content's description for the entry `shown`.
    private func description(at shown: Position) -> any Node {
        content(TimelineViewContext(date: shown.shown, cadence: shown.cadence))
    }

    /// Brings the content of `node` up to date when the entry in effect at the scene's instant
    /// is not the one shown; returns whether it did. Content of the same structure is refreshed
    /// in place (``RefreshableNode``): its nodes, sizes and placements are kept, and only what
    /// changed records again. Other content is built again, taking back the components that
    /// did not change.
    func refresh(_ node: SceneNode, in graph: SceneGraph) throws(SceneError) -> Bool {
        let saved = position
        guard let date = graph.timelineDate else { return false }
        let shown = move(to: date)
        guard shown.shown != saved?.shown else { return false }
        let newContent = description(at: shown)
        let journal = RefreshJournal()
        do throws(SceneError) {
            if try context.refreshAll(node.children, with: newContent, journal: journal) { return true }
            journal.undoAll()
            let built = try graph.rebuild(replacing: node.children) { () throws(SceneError) in
                try context.build(newContent)
            }
            node.setChildren(built)
        } catch {
            // The rebuild put the registry and the nodes it took back; the old content stays.
            journal.undoAll()
            position = saved
            throw error
        }
        node.invalidateLayout()
        node.invalidateAncestors()
        return true
    }

    /// Moves the schedule to the entry in effect at `sceneDate`: the latest not after it, or the
    /// first when all are after it.
    private func move(to sceneDate: Date?) -> Position {
        let date = sceneDate ?? schedule.startDate ?? Date()
        var current: Position
        if let position, position.shown <= date, position.anchoredAtSceneDate || sceneDate == nil {
            current = position
        } else {
            // The view appears at the scene's first date, and again when the scene goes back
            // before that: the entries are counted from there.
            let anchor = position.map { $0.anchoredAtSceneDate && $0.anchor <= date ? $0.anchor : date } ?? date
            var rest = schedule.entries(from: anchor, mode: .normal)
            // The schedule always yields a first entry; an empty one shows its anchor for ever.
            let first = rest.next() ?? anchor
            let upcoming = rest.next()
            current = Position(anchor: anchor, anchoredAtSceneDate: sceneDate != nil, shown: first,
                               upcoming: upcoming, rest: rest,
                               cadence: .init(interval: upcoming.map { $0.timeIntervalSince(first) }))
        }
        while let upcoming = current.upcoming, upcoming <= date {
            current.shown = upcoming
            current.upcoming = current.rest.next()
        }
        position = current
        return current
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: SceneNode, in graph: SceneGraph) throws(SceneError) -> Size {
        try stack.sizeThatFits(proposal, of: node, in: graph)
    }

    func placements(of node: SceneNode, size: Size, proposal: ProposedSize,
                    in graph: SceneGraph) throws(SceneError) -> [ChildPlacement] {
        try stack.placements(of: node, size: size, proposal: proposal, in: graph)
    }
}
