import Foundation
import Testing
import Vellum

/// The instants each schedule yields from a start instant.
@Suite struct TimelineScheduleTests {
    /// 2026-11-22T01:09:30Z.
    static let start = Date(timeIntervalSince1970: 1_795_309_770)

    static func first<S: TimelineSchedule>(_ count: Int, of schedule: S, from start: Date = start,
                                           mode: TimelineScheduleMode = .normal) -> [TimeInterval] {
        // Rounded to microseconds: a Date holds seconds since 2001 in a Double, about 0.1 µs apart today.
        Array(schedule.entries(from: start, mode: mode).prefix(count)).map {
            ($0.timeIntervalSince(Self.start) * 1e6).rounded() / 1e6
        }
    }

    /// Checks entries against offsets in seconds from ``start``.
    static func expect(_ entries: [TimeInterval], _ expected: [TimeInterval],
                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(entries == expected.map { ($0 * 1e6).rounded() / 1e6 }, sourceLocation: sourceLocation)
    }

    @Test func periodicStepsFromItsAnchor() {
        Self.expect(Self.first(4, of: .periodic(from: Self.start, by: 1)), [0, 1, 2, 3])
        Self.expect(Self.first(3, of: .periodic(from: Self.start, by: 0.25)), [0, 0.25, 0.5])
    }

    @Test func periodicFromALaterStartBeginsWithTheEntryInEffect() {
        let schedule = PeriodicTimelineSchedule.periodic(from: Self.start, by: 10)
        Self.expect(Self.first(3, of: schedule, from: Self.start + 25), [20, 30, 40])
        Self.expect(Self.first(2, of: schedule, from: Self.start - 25), [0, 10])
        #expect(schedule.startDate == Self.start)
    }

    @Test func periodicEntriesDoNotDriftOverLongTimelines() {
        let entries = Array(PeriodicTimelineSchedule.periodic(from: Self.start, by: 0.1)
            .entries(from: Self.start, mode: .normal).prefix(36_001))
        #expect(entries.last == Self.start.addingTimeInterval(3600))
    }

    @Test func everyMinuteAndEverySecondStartThenFollowTheBoundaries() {
        Self.expect(Self.first(3, of: .everyMinute), [0, 30, 90])
        Self.expect(Self.first(3, of: .everySecond), [0, 1, 2])
        Self.expect(Self.first(3, of: .everySecond, from: Self.start + 0.4), [0.4, 1, 2])
        #expect(BoundaryTimelineSchedule.everyMinute.startDate == nil)
    }

    @Test func explicitYieldsItsDatesInOrderFromTheOneInEffect() {
        let schedule = ExplicitTimelineSchedule.explicit([Self.start + 5, Self.start, Self.start + 2, Self.start + 2])
        Self.expect(Self.first(10, of: schedule), [0, 2, 5])
        Self.expect(Self.first(10, of: schedule, from: Self.start + 3), [2, 5])
        Self.expect(Self.first(10, of: schedule, from: Self.start - 3), [0, 2, 5])
        #expect(schedule.startDate == Self.start)
    }

    @Test func animationUpdatesEveryIntervalOnceASecondInLowFrequencyAndNeverWhenPaused() {
        Self.expect(Self.first(3, of: .animation(minimumInterval: 0.5)), [0, 0.5, 1])
        Self.expect(Self.first(3, of: .animation), [0, 1.0 / 60, 2.0 / 60])
        Self.expect(Self.first(3, of: .animation(minimumInterval: 0.5), mode: .lowFrequency), [0, 1, 2])
        Self.expect(Self.first(3, of: .animation(minimumInterval: 0.5, paused: true)), [0])
    }

    @Test func nonPositiveOrNonFiniteIntervalsYieldOneEntry() {
        for interval in [0, -1, .infinity, .nan] {
            Self.expect(Self.first(3, of: .periodic(from: Self.start, by: interval)), [0])
            Self.expect(Self.first(3, of: .animation(minimumInterval: interval)), [0])
        }
    }

    @Test func theSameStartGivesTheSameInstants() {
        let a = Self.first(100, of: .everyMinute, from: Self.start + 0.123)
        let b = Self.first(100, of: .everyMinute, from: Self.start + 0.123)
        #expect(a == b)
    }
}
