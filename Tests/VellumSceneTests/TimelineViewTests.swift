import Foundation
import Testing
import Vellum

/// `TimelineView` in a scene: the date its content sees, rebuilding in place on `advance(to:)`,
/// and the damage that gives.
@Suite struct TimelineViewTests {
    static let start = TimelineScheduleTests.start
    static let size = Size(width: 120, height: 40)

    /// A bar whose red part grows with the seconds since `start`, beside a fixed blue square.
    struct Meter: Node {
        var date: Date
        var body: some Node {
            HStack(spacing: 0) {
                Rectangle().fill(.blue).frame(width: 40, height: 40)
                Rectangle().fill(.red)
                    .frame(width: date.timeIntervalSince(TimelineViewTests.start).truncatingRemainder(dividingBy: 60) + 1,
                           height: 40)
                    .frame(width: 80, height: 40, alignment: .leading)
            }
        }
    }

    static func scene<S: TimelineSchedule>(_ schedule: S, seen: SeenDates? = nil) -> Scene {
        Scene {
            TimelineView(schedule) { context in
                seen?.dates.append(context.date)
                seen?.cadences.append(context.cadence)
                return Meter(date: context.date)
            }
        }
    }

    final class SeenDates {
        var dates: [Date] = []
        var cadences: [TimelineViewContext.Cadence] = []
    }

    @Test func aSceneNeverAdvancedShowsTheSchedulesStart() throws {
        let seen = SeenDates()
        let scene = Self.scene(.periodic(from: Self.start, by: 1), seen: seen)
        _ = try scene.renderTree(size: Self.size)
        #expect(seen.dates == [Self.start])
        #expect(seen.cadences == [.seconds])
        #expect(scene.timelineDate == nil)
    }

    @Test func contentSeesTheLatestEntryNotAfterTheScenesDate() throws {
        let seen = SeenDates()
        let scene = Self.scene(.periodic(from: Self.start, by: 2), seen: seen)
        _ = try scene.renderTree(size: Self.size)
        try scene.advance(to: Self.start + 2.5)
        #expect(seen.dates.last == Self.start + 2)
        #expect(try scene.advance(to: Self.start + 3.9) == .none, "still the entry at +2 s")
        #expect(seen.dates.count == 2, "no rebuild within one entry")
        try scene.advance(to: Self.start + 1)
        #expect(seen.dates.last == Self.start, "going back shows the earlier entry")
        #expect(scene.timelineDate == Self.start + 1)
    }

    @Test func everyMinuteCountsFromWhereTheViewAppeared() throws {
        let seen = SeenDates()
        let scene = Self.scene(.everyMinute, seen: seen)
        try scene.advance(to: Self.start)
        _ = try scene.renderTree(size: Self.size)
        try scene.advance(to: Self.start + 29)
        try scene.advance(to: Self.start + 31)
        try scene.advance(to: Self.start + 95)
        #expect(seen.dates.map { $0.timeIntervalSince(Self.start) } == [0, 30, 90])
    }

    @Test func advancingDamagesOnlyWhatChangedAndRedrawsExactly() throws {
        let scene = Self.scene(.everySecond)
        try scene.advance(to: Self.start)
        var frames = try FrameSequence(scene: scene, size: Self.size)
        for second in 1...20 {
            let date = Self.start + Double(second)
            let damage = try frames.next { try $0.advance(to: date) }
            guard case .regions = damage, let region = damage.rect(in: Self.size) else {
                Issue.record("second \(second): damage \(damage), expected the red bar's region"); return
            }
            #expect(region.minX >= 39, "the blue square keeps its identity and is not damaged: \(region)")
            let fresh = Self.scene(.everySecond)
            try fresh.advance(to: date)
            let full = try fresh.render(size: Self.size, backend: RasterBackend())
            let equal = frames.frame.bytes == full.bytes
            #expect(equal, "second \(second)")
        }
    }

    @Test func aTimelineInsideASymbolIsAdvancedToo() throws {
        let scene = Scene(symbols: ["meter": TimelineView(.everySecond) { Meter(date: $0.date) }]) {
            SymbolReference("meter")
        }
        try scene.advance(to: Self.start)
        let before = try scene.render(size: Self.size, backend: RasterBackend())
        #expect(try scene.advance(to: Self.start + 5) != .none)
        let after = try scene.render(size: Self.size, backend: RasterBackend())
        let changed = before.bytes != after.bytes
        #expect(changed)
    }
}
