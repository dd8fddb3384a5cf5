import Foundation

/// Updates at regular intervals from an anchor instant, as SwiftUI's
/// `PeriodicTimelineSchedule`: `.periodic(from: start, by: 1)` updates at `start`, `start + 1 s`…
///
/// Entries lie on the grid `anchor + k × interval`: from a start instant after the anchor, the
/// first entry is the grid instant in effect then (the latest not after it). An interval that is
/// not a positive finite number of seconds gives the first entry only.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    /// The instant the grid is anchored at.
    public var anchor: Date
    /// Seconds between updates.
    public var interval: TimeInterval

    /// Updates every `interval` seconds on a grid anchored at `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.anchor = startDate
        self.interval = interval
    }

    /// The grid instants from the one in effect at `startDate` on.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> TimelineEntries {
        let anchor = anchor.timeIntervalSinceReferenceDate, interval = interval
        guard interval.isFinite, interval > 0 else {
            return TimelineEntries { $0 == 0 ? Date(timeIntervalSinceReferenceDate: anchor) : nil }
        }
        let first = max(0, ((startDate.timeIntervalSinceReferenceDate - anchor) / interval).rounded(.down))
        return TimelineEntries { Date(timeIntervalSinceReferenceDate: anchor + (first + Double($0)) * interval) }
    }

    /// The anchor.
    public var startDate: Date? { anchor }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Updates every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
