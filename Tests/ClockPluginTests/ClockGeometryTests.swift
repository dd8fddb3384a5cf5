import VellumTestSupport
import Foundation
import Testing
import Vellum
import VellumClockPlugin

/// Instants written as the command line takes them.
func instant(_ text: String) -> Date {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = text.contains(".") ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
    return formatter.date(from: text)!
}

func zone(_ identifier: String) -> TimeZone { TimeZone(identifier: identifier)! }

@Suite("clock geometry")
struct ClockGeometryTests {
    @Test func handAnglesAtTenPastTenInSeoul() {
        // 01:09:30 UTC is 10:09:30 in Seoul (UTC+9, no daylight saving time).
        let angles = ClockGeometry.handAngles(for: instant("2026-11-22T01:09:30Z"), in: zone("Asia/Seoul"))
        #expect(abs(angles.hour - (10 + 9.5 / 60) / 12 * 2 * .pi) < 1e-12)
        #expect(abs(angles.minute - (9 + 30.0 / 60) / 60 * 2 * .pi) < 1e-12)
        #expect(abs(angles.second - 30.0 / 60 * 2 * .pi) < 1e-12)
    }

    @Test func hourHandWrapsEveryTwelveHoursAndSecondsKeepTheirFraction() {
        let angles = ClockGeometry.handAngles(for: instant("2026-11-22T13:00:15.25Z"), in: .gmt)
        #expect(abs(angles.hour - (1 + 0.25 / 60 + 0.25 / 3600) / 12 * 2 * .pi) < 1e-9)
        #expect(abs(angles.second - 15.25 / 60 * 2 * .pi) < 1e-6)
    }

    @Test func localTimeFollowsDaylightSavingTime() {
        // New York is UTC−4 in July and UTC−5 in November.
        #expect(ClockGeometry.decimalHour(at: instant("2026-07-01T12:00:00Z"), in: zone("America/New_York")) == 8)
        #expect(ClockGeometry.decimalHour(at: instant("2026-11-22T12:00:00Z"), in: zone("America/New_York")) == 7)
        // Before 1970 the remainder is negative and must wrap into the day.
        #expect(ClockGeometry.decimalHour(at: instant("1969-12-31T23:30:00Z"), in: .gmt) == 23.5)
    }

    @Test func dayOfMonthIsTheZonesDate() {
        let date = instant("2026-11-21T20:00:00Z")
        #expect(ClockGeometry.dayOfMonth(at: date, in: .gmt) == 21)
        #expect(ClockGeometry.dayOfMonth(at: date, in: zone("Asia/Seoul")) == 22)
    }

    @Test func dayAndNightChangeAtSunriseAndSunsetLocalTime() {
        let seoul = zone("Asia/Seoul"), daylight = Daylight(sunrise: 6, sunset: 18)
        #expect(!daylight.isDaytime(at: instant("2026-11-21T20:59:59Z"), in: seoul))   // 05:59:59
        #expect(daylight.isDaytime(at: instant("2026-11-21T21:00:00Z"), in: seoul))    // 06:00:00
        #expect(daylight.isDaytime(at: instant("2026-11-22T08:59:59Z"), in: seoul))    // 17:59:59
        #expect(!daylight.isDaytime(at: instant("2026-11-22T09:00:00Z"), in: seoul))   // 18:00:00
        // The same instant is day in Seoul and night in New York (20:09:30 the evening before).
        let t = instant("2026-11-22T01:09:30Z")
        #expect(daylight.isDaytime(at: t, in: seoul))
        #expect(!daylight.isDaytime(at: t, in: zone("America/New_York")))
        #expect(!Daylight(sunrise: 12, sunset: 12).isDaytime(at: instant("2026-11-22T12:00:00Z"), in: .gmt))
    }

    @Test func tickMarksRunFromTheRimToNineTenths() {
        let ticks = ClockGeometry.tickMarks(size: 200, offset: 10)
        #expect(ticks.count == 12)
        // Mark 0 at three o'clock, mark 3 at six o'clock (angles grow clockwise, y down).
        #expect(ticks[0] == ClockGeometry.Segment(start: Point(x: 210, y: 110), end: Point(x: 200, y: 110)))
        #expect((ticks[3].start - Point(x: 110, y: 210)).length < 1e-12)
        #expect((ticks[3].end - Point(x: 110, y: 200)).length < 1e-12)
        let center = Point(x: 110, y: 110)
        #expect(ticks.allSatisfy { abs(($0.start - center).length - 100) < 1e-9 && abs(($0.end - center).length - 90) < 1e-9 })
    }

    @Test func handIsAKitePointingUp() {
        #expect(ClockGeometry.handOutline(width: 5, length: 100) == [
            Point(x: 0, y: 0), Point(x: -5, y: -67), Point(x: 0, y: -100), Point(x: 5, y: -67),
        ])
    }

    @Test func numeralsStartAtTwelveOClock() {
        let center = Point(x: 100, y: 100)
        let twelve = ClockGeometry.numeralCenter(hour: 12, center: center, radius: 80)
        let three = ClockGeometry.numeralCenter(hour: 3, center: center, radius: 80)
        #expect((twelve - Point(x: 100, y: 40)).length < 1e-12)
        #expect((three - Point(x: 160, y: 100)).length < 1e-12)
    }

    @Test func dayViewSitsAtOnePointSixTimesTheCentre() {
        #expect(ClockGeometry.dayViewCenter(clockCenter: 128) == Point(x: 204.8, y: 128))
    }

    @Test func daytimeBarRectangles() {
        let geometry = DaytimeBarGeometry(size: Size(width: 480, height: 20), daylight: Daylight(sunrise: 6.5, sunset: 18))
        #expect(geometry.sunrisePosition == 130)
        #expect(geometry.sunsetPosition == 360)
        #expect(geometry.preDawnRect == Rect(x: 0, y: 0, width: 130, height: 20))
        #expect(geometry.dayRect == Rect(x: 130, y: 0, width: 230, height: 20))
        #expect(geometry.eveningRect == Rect(x: 360, y: 0, width: 120, height: 20))
        #expect(geometry.position(ofHour: 12) == 240)
        let inverted = DaytimeBarGeometry(size: Size(width: 480, height: 20), daylight: Daylight(sunrise: 18, sunset: 6))
        #expect(inverted.dayRect.width == 0)
    }
}
