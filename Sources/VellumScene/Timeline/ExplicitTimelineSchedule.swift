import Foundation

/// Updates at the instants given, as SwiftUI's `ExplicitTimelineSchedule`.
///
/// The instants are taken in increasing order, repeats once. From a start instant, the entries
/// begin with the latest given instant not after it (the one in effect), or with the first given
/// instant when all are later.
public struct ExplicitTimelineSchedule: TimelineSchedule {
    /// The instants, sorted, without repeats.
    public let dates: [Date]

    /// Updates at `dates`.
    public init<Dates: Sequence<Date>>(_ dates: Dates) {
        self.dates = Array(Set(dates)).sorted()
    }

    /// The given instants from the one in effect at `startDate`.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> TimelineEntries {
        let dates = dates
        let first = max(0, (dates.lastIndex { $0 <= startDate }) ?? 0)
        return TimelineEntries { k in first + k < dates.count ? dates[first + k] : nil }
    }

    /// The first instant given.
    public var startDate: Date? { dates.first }
}

extension TimelineSchedule where Self == ExplicitTimelineSchedule {
    /// Updates at `dates`.
    public static func explicit<Dates: Sequence<Date>>(_ dates: Dates) -> ExplicitTimelineSchedule {
        ExplicitTimelineSchedule(dates)
    }
}
