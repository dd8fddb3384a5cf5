import Foundation

/// Updates at the start instant and then at the start of every minute (or second), as
/// SwiftUI's `EveryMinuteTimelineSchedule`: `.everyMinute` from 10:09:30 updates at 10:09:30,
/// 10:10:00, 10:11:00…
///
/// Minutes and seconds start at whole multiples of the unit since 1970 (UTC); every time zone in
/// use is a whole number of minutes from UTC, so they are the wall clock's minutes too.
public struct BoundaryTimelineSchedule: TimelineSchedule {
    /// Seconds from one boundary to the next: 60 for minutes, 1 for seconds.
    public var unit: TimeInterval

    /// Updates at every whole multiple of `unit` seconds since 1970.
    public init(unit: TimeInterval) {
        self.unit = unit
    }

    /// The start instant, then the boundaries after it.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> TimelineEntries {
        let start = startDate.timeIntervalSince1970, unit = unit
        guard unit.isFinite, unit > 0 else { return TimelineEntries { $0 == 0 ? startDate : nil } }
        let firstBoundary = ((start / unit).rounded(.down) + 1) * unit
        return TimelineEntries { k in
            k == 0 ? startDate : Date(timeIntervalSince1970: firstBoundary + Double(k - 1) * unit)
        }
    }
}

extension TimelineSchedule where Self == BoundaryTimelineSchedule {
    /// Updates at the start and at the start of every minute.
    public static var everyMinute: BoundaryTimelineSchedule { BoundaryTimelineSchedule(unit: 60) }
    /// Updates at the start and at the start of every second (a Vellum convenience).
    public static var everySecond: BoundaryTimelineSchedule { BoundaryTimelineSchedule(unit: 1) }
}
