import Foundation

/// When a ``TimelineView`` re-evaluates its content, as SwiftUI's `TimelineSchedule` says it:
/// from a start instant, a schedule yields the instants of its updates, in increasing order.
///
///     for date in PeriodicTimelineSchedule.periodic(from: start, by: 1)
///         .entries(from: start, mode: .normal).prefix(3) { print(date) }  // start, +1 s, +2 s
///
/// Schedules are values and deterministic: the same start and mode always give the same
/// instants, so frames rendered from them can be compared byte for byte.
public protocol TimelineSchedule: Sendable {
    /// The instants of the updates from `startDate` on: the first is the update in effect at
    /// `startDate` (never after it), the others follow in increasing order.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> TimelineEntries

    /// The instant the schedule starts at by itself, if it has one (`periodic(from:by:)`'s
    /// anchor, an explicit schedule's first date): where a ``TimelineView`` is shown in a scene
    /// that was never advanced. Schedules that start whenever they are shown have none.
    var startDate: Date? { get }
}

extension TimelineSchedule {
    /// None by default: the schedule starts whenever it is shown.
    public var startDate: Date? { nil }
}

/// How often a timeline may update, as SwiftUI's `TimelineScheduleMode`: `lowFrequency` is what
/// an always-on display allows, at most one update a second for animations.
public enum TimelineScheduleMode: Hashable, Sendable {
    /// Updates as often as the schedule asks.
    case normal
    /// At most one update a second, for schedules that would update faster.
    case lowFrequency
}

/// The instants a schedule yields: entry `k` is computed from `k` rather than by adding up
/// intervals, so rounding does not drift over long timelines.
public struct TimelineEntries: Sequence, IteratorProtocol {
    private let entry: (Int) -> Date?
    private var index = 0

    /// Entries whose `k`th (from 0) is `entry(k)`; the sequence ends at the first `nil`.
    public init(_ entry: @escaping (Int) -> Date?) {
        self.entry = entry
    }

    /// The next instant, or `nil` after the last.
    public mutating func next() -> Date? {
        guard let date = entry(index) else { return nil }
        index += 1
        return date
    }
}
