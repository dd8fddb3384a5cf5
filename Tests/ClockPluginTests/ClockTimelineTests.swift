import Foundation
import Testing
import VellumClockPlugin
import VellumComponents
import VellumTestSupport
import Vellum

/// A minute of the clock at every schedule: each frame after the first drawn by advancing the
/// scene (or rebuilding the component) and redrawing the damage only, compared byte for byte with
/// a full render of a fresh scene at the same instant.
@Suite struct ClockTimelineTests {
    static let start = Date(timeIntervalSince1970: 1_795_309_770)  // 2026-11-22T01:09:30Z
    static let size = Size(square: 128)
    static let zone = TimeZone(identifier: "Asia/Seoul")!

    /// The tutorial's clock on a schedule.
    static func scene<S: TimelineSchedule>(_ schedule: S) -> Scene {
        Scene { TimelineView(schedule) { context in AnalogClock(time: context.date, timeZone: zone) } }
    }

    /// A frame rendered from nothing.
    static func fullRender<S: TimelineSchedule>(_ schedule: S, at date: Date) throws -> Pixmap {
        let scene = scene(schedule)
        try scene.advance(to: date)
        return try scene.render(size: size, backend: RasterBackend())
    }

    /// The instants of a minute of `schedule` from `start`.
    static func minute<S: TimelineSchedule>(of schedule: S) -> [Date] {
        Array(schedule.entries(from: start, mode: .normal).prefix { $0 < start + 60 })
    }

    static let schedules: [(String, any TimelineSchedule)] = [
        ("everySecond", .everySecond), ("everyMinute", .everyMinute),
        ("periodic 1 s", .periodic(from: start, by: 1)), ("animation 1/4 s", .animation(minimumInterval: 0.25)),
        ("explicit", .explicit([start, start + 7.5, start + 31, start + 59.9])),
    ]

    @Test(arguments: 0..<schedules.count)
    func everyFrameOfAMinuteEqualsAFullRender(index: Int) throws {
        let (name, schedule) = Self.schedules[index]
        try check(schedule, name: name)
    }

    private func check<S: TimelineSchedule>(_ schedule: S, name: String) throws {
        let scene = Self.scene(schedule)
        let instants = Self.minute(of: schedule)
        try scene.advance(to: instants[0])
        var frames = try FrameSequence(scene: scene, size: Self.size)
        let firstEqual = frames.frame.bytes == (try Self.fullRender(schedule, at: instants[0])).bytes
        #expect(firstEqual, "\(name): first frame")
        var partial = 0
        for (index, date) in instants.enumerated().dropFirst() {
            let damage = try frames.next { try $0.advance(to: date) }
            if case .regions(let rects) = damage,
               rects.reduce(0, { $0 + $1.width * $1.height }) < Self.size.width * Self.size.height { partial += 1 }
            let equal = frames.frame.bytes == (try Self.fullRender(schedule, at: date)).bytes
            #expect(equal, "\(name), frame \(index) at +\(date.timeIntervalSince(Self.start)) s, damage \(damage)")
            guard equal else { return }
        }
        // The hands move, the face does not: most frames redraw part of the clock only.
        #expect(partial * 2 >= instants.count - 1, "\(name): \(partial) of \(instants.count - 1) frames partial")
    }

    @Test func theClockComponentTicksOnItsTimelineFromItsTime() throws {
        let clock = ClockPlugin.clock
        let body = try clock.build(["time": "2026-11-22T01:09:30Z", "timezone": "Asia/Seoul"], size: Self.size)
        let scene = body.scene()
        var frames = try FrameSequence(scene: scene, size: Self.size)
        for second in 1...60 {
            try frames.next { try $0.advance(to: Self.start + Double(second) + 0.5) }
            // Periodic by one second: at +n.5 s the clock shows +n s, as the component built there.
            let expected = try clock.make(Self.values(clock, at: Self.start + Double(second))).scene()
                .render(size: Self.size, backend: RasterBackend())
            let equal = frames.frame.bytes == expected.bytes
            #expect(equal, "second \(second)")
        }
    }

    /// What `vellum animate` does: the component built at each instant of its schedules (every
    /// second, every minute, 4 frames a second) put in place with `replace`, the damage redrawn.
    static let commandSchedules: [String: any TimelineSchedule] = [
        "everySecond": .everySecond, "everyMinute": .everyMinute, "fps:4": .animation(minimumInterval: 0.25),
    ]

    @Test(arguments: ["everySecond", "everyMinute", "fps:4"])
    func theComponentRebuiltAtEachInstantRedrawsExactly(name: String) throws {
        let entries = Self.commandSchedules[name]!.entries(from: Self.start, mode: .normal)
        let clock = ClockPlugin.clock
        let instants = Array(entries.prefix { $0 < Self.start + 60 })
        let first = try clock.make(Self.values(clock, at: instants[0]))
        var frames = try FrameSequence(scene: Scene(symbols: first.symbols) { first.content.tag("clock") }, size: Self.size)
        for (index, date) in instants.enumerated().dropFirst() {
            let next = try clock.make(Self.values(clock, at: date))
            try frames.next { try $0.replace("clock", with: next.content) }
            let full = try next.scene().render(size: Self.size, backend: RasterBackend())
            let equal = frames.frame.bytes == full.bytes
            #expect(equal, "\(name), frame \(index)")
            guard equal else { return }
        }
    }

    /// The clock's values in Seoul at `date`: its time, left out, is the moment of rendering.
    static func values(_ clock: Component, at date: Date) throws -> ParameterValues {
        try clock.values(from: ["timezone": "Asia/Seoul"], size: size, now: date)
    }
}
