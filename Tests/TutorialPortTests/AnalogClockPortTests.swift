import Foundation
import Testing
import Vellum
import VellumClockPlugin
import VellumTestSupport
import VellumUIKit

/// What the tutorial's starter project has and the tutorial never shows: a place with its time zone
/// and daylight hours, supplied with the clock plugin's rule (day from 6:00 to 18:00 local time).
struct Location {
    var timeZone: TimeZone
    var daylight = Daylight()

    func isDaytime(at time: Date) -> Bool { daylight.isDaytime(at: time, in: timeZone) }
}

/// The starter project's part of `AnalogClock`: its face colours and the local time of its hands
/// (each with its fraction, so the hands move smoothly), supplied with the plugin's values.
extension AnalogClock {
    var dayColor: CGColor { VellumClockPlugin.AnalogClock.defaultDayColor }
    var nightColor: CGColor { VellumClockPlugin.AnalogClock.defaultNightColor }
    var clockDecimalHourInLocalTz: Double {
        ClockGeometry.decimalHour(at: time, in: location.timeZone).truncatingRemainder(dividingBy: 12)
    }
    var clockMinuteInLocalTz: Double {
        (ClockGeometry.secondsIntoDay(at: time, in: location.timeZone) / 60).truncatingRemainder(dividingBy: 60)
    }
    var clockSecondInLocalTz: Double {
        ClockGeometry.secondsIntoDay(at: time, in: location.timeZone).truncatingRemainder(dividingBy: 60)
    }
}

/// The starter project's `ClockDayView`: the day of the month in a box, supplied as the plugin's
/// box for the 256-point clock these tests draw.
struct ClockDayView: View {
    var time: Date
    var location: Location

    var body: some View {
        VellumClockPlugin.ClockDayView(day: ClockGeometry.dayOfMonth(at: time, in: location.timeZone),
                                       size: VellumClockPlugin.ClockDayView.size(forClockSize: 256 * 0.9))
    }
}

/// The tutorial's `Canvas` clock (AnalogClockPort.swift), ported with only its import changed,
/// against the clock plugin's golden images, which draw the same clock through Vellum's own API at
/// the same instant (`renderForTest`'s fixed time).
@Suite struct AnalogClockPortTests {
    static let golden = GoldenImage.directory(for: #filePath)
        .replacingOccurrences(of: "TutorialPortTests", with: "ClockPluginTests")
    static let instant = Date(timeIntervalSince1970: 1_795_309_770)

    @Test(arguments: [("clock-seoul-day-256", "Asia/Seoul"), ("clock-newyork-night-256", "America/New_York")])
    func portedClockMatchesTheGolden(name: String, zone: String) throws {
        let location = Location(timeZone: try #require(TimeZone(identifier: zone)))
        // The tutorial's detail view shows the clock in a `TimelineView(.animation)`; one frame of
        // it at the golden's instant.
        let scene = Scene {
            TimelineView(.animation) { context in
                AnalogClock(time: context.date, location: location)
            }
        }
        try scene.advance(to: Self.instant)
        let port = try scene.render(size: Size(square: 256), backend: .raster)
        let difference = try GoldenImage.compare(port, withGoldenAt: "\(Self.golden)/\(name).png")
        #expect(difference.isWithinTolerance, "\(name): \(difference)")
        #expect(port.straightPixel(x: 128, y: 128).a == 255)   // the centre button
    }

    /// The tutorial's day graph (DaytimeGraphicsView.swift) in the `TimelineView(.everyMinute)` of
    /// its list, against the plugin's `daytime-bar` (day from 6:00 to 18:00, SwiftUI's `.blue`
    /// and `.yellow`).
    @Test func portedDaytimeGraphMatchesTheGolden() throws {
        let scene = Scene {
            TimelineView(.everyMinute) { _ in
                DaytimeGraphicsView(sunrise: 6, sunset: 18)
            }
        }
        try scene.advance(to: Self.instant)
        let port = try scene.render(size: Size(width: 320, height: 24), backend: .raster)
        let difference = try GoldenImage.compare(port, withGoldenAt: "\(Self.golden)/daytime-bar-320x24.png")
        #expect(difference.isWithinTolerance, "daytime-bar-320x24: \(difference)")
        #expect(port.straightPixel(x: 100, y: 12) == RGBA8(r: 0, g: 122, b: 255, a: 255))   // SwiftUI's blue by day
    }
}
