import Foundation
import VellumCore

/// The angles of a clock's three hands, in radians clockwise from twelve o'clock.
public struct HandAngles: Hashable, Sendable {
    /// The hour hand: a full turn every twelve hours, moving with the minutes and seconds.
    public var hour: Double
    /// The minute hand: a full turn every hour, moving with the seconds.
    public var minute: Double
    /// The second hand: a full turn every minute, moving with fractions of a second.
    public var second: Double

    /// Angles in radians.
    public init(hour: Double, minute: Double, second: Double) {
        self.hour = hour
        self.minute = minute
        self.second = second
    }
}

/// The analog clock's arithmetic (Ray Wenderlich, *Using TimelineView and Canvas in SwiftUI*) as
/// pure functions, so that each can be checked against the tutorial.
public enum ClockGeometry {
    /// A tick mark.
    public typealias Segment = LineSegment

    /// Tick marks run from the rim in to this share of the radius. (The tutorial's prose says 0.8
    /// but its code multiplies by 0.9; the code is what drew its pictures.)
    public static let tickInnerRadiusFactor = 0.9
    /// Hand lengths as shares of the radius: hour, minute, second.
    public static let handLengthFactors = (hour: 0.65, minute: 0.75, second: 0.85)
    /// Hand half-widths (the kite's half-span) on a 256-point clock: hour, minute, second.
    public static let handWidths = (hour: 7.5, minute: 5.0, second: 2.0)
    /// Numerals sit on a circle of this share of the radius, inside the ticks.
    public static let numeralRadiusFactor = 0.75

    private static let secondsPerDay = 86_400.0

    /// Seconds since midnight on the wall clocks of `zone` at `date`, with the fraction of a
    /// second; daylight saving time is whatever `zone` says for that instant.
    public static func secondsIntoDay(at date: Date, in zone: TimeZone) -> Double {
        let local = date.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: date))
        let seconds = local.truncatingRemainder(dividingBy: secondsPerDay)
        return seconds < 0 ? seconds + secondsPerDay : seconds
    }

    /// The local time of day in decimal hours (`0 ..< 24`): 1:30:00 is 1.5.
    public static func decimalHour(at date: Date, in zone: TimeZone) -> Double {
        secondsIntoDay(at: date, in: zone) / 3600
    }

    /// The hands' angles at `date` on the wall clocks of `zone`. Every hand moves smoothly: the
    /// hour hand by the decimal hour (minutes and seconds included) over twelve, the minute hand
    /// by the minutes and seconds over sixty, the second hand by the seconds and their fraction.
    public static func handAngles(for date: Date, in zone: TimeZone) -> HandAngles {
        let seconds = secondsIntoDay(at: date, in: zone)
        let hours = (seconds / 3600).truncatingRemainder(dividingBy: 12)
        let minutes = (seconds / 60).truncatingRemainder(dividingBy: 60)
        let secondsInMinute = seconds.truncatingRemainder(dividingBy: 60)
        return HandAngles(hour: hours / 12 * 2 * .pi, minute: minutes / 60 * 2 * .pi,
                          second: secondsInMinute / 60 * 2 * .pi)
    }

    /// The day of the month at `date` in `zone` (1…31).
    public static func dayOfMonth(at date: Date, in zone: TimeZone) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.component(.day, from: date)
    }

    /// The tutorial's `drawTickMarks`: twelve lines from the rim of a face `size` across whose
    /// bounding square starts at (`offset`, `offset`) in towards its centre.
    ///
    /// Mark `i` is at `i`/12 of a turn from the +x axis (three o'clock); the tutorial leaves out
    /// the −π/2 that would start at twelve, which makes no difference for twelve identical marks.
    public static func tickMarks(size: Double, offset: Double) -> [Segment] {
        let clockCenter = size / 2.0 + offset
        let clockRadius = size / 2.0
        return (0..<12).map { hourMark in
            let angle = Double(hourMark) / 12.0 * 2.0 * Double.pi
            return Segment(
                start: Point(x: cos(angle) * clockRadius + clockCenter, y: sin(angle) * clockRadius + clockCenter),
                end: Point(x: cos(angle) * clockRadius * tickInnerRadiusFactor + clockCenter,
                           y: sin(angle) * clockRadius * tickInnerRadiusFactor + clockCenter))
        }
    }

    /// The tutorial's `drawClockHand` outline before rotation: a kite pointing up (−y) from the
    /// centre, `width` to each side at two thirds of its `length`.
    public static func handOutline(width: Double, length: Double) -> [Point] {
        [Point(x: 0, y: 0), Point(x: -width, y: -length * 0.67), Point(x: 0, y: -length),
         Point(x: width, y: -length * 0.67)]
    }

    /// Where the numeral for `hour` (1…12) is centred on a face of `radius` around `center`.
    ///
    /// Here the −π/2 the tutorial's note mentions matters: without it twelve would sit at three
    /// o'clock.
    public static func numeralCenter(hour: Int, center: Point, radius: Double) -> Point {
        let angle = Double(hour) / 12 * 2 * .pi - .pi / 2
        let r = radius * numeralRadiusFactor
        return Point(x: center.x + cos(angle) * r, y: center.y + sin(angle) * r)
    }

    /// Where the day-of-month view is centred: `clockCenter` × 1.6 across, `clockCenter` down.
    public static func dayViewCenter(clockCenter: Double) -> Point {
        Point(x: clockCenter * 1.6, y: clockCenter)
    }
}
