import Foundation
import VellumText

// `Text(_:format:)` and `Text(_:style:)`: values formatted by Foundation when the scene is built,
// with the environment's locale, time zone and calendar (`.environment(\.locale, …)`).

extension Text {
    /// Text showing `input` formatted by `format`, as SwiftUI's `init(_:format:)`: numbers
    /// (`.number`, `.percent`, `.currency(code:)`), dates (`Date.FormatStyle`, `.dateTime`),
    /// durations, lists — any Foundation `FormatStyle` that makes a string. The style is
    /// formatted in the environment's locale (`FormatStyle.locale(_:)`), and a date style in
    /// the environment's time zone and calendar too.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable,
        F.FormatOutput == String {
        if let dateStyle = format as? Date.FormatStyle, let date = input as? Date {
            self.init(parts: [Part(content: .formatted { values in
                var style = dateStyle.locale(values.locale)
                style.timeZone = values.timeZone
                style.calendar = values.calendar
                return style.format(date)
            })])
        } else {
            self.init(parts: [Part(content: .formatted { values in format.locale(values.locale).format(input) })])
        }
    }

    /// How ``Text/init(_:style:)`` shows a date, as SwiftUI's `Text.DateStyle`.
    public enum DateStyle: Hashable, Sendable {
        /// The time of day, shortened: "3:30 PM".
        case time
        /// The date, long: "June 3, 2019".
        case date
        /// The time from now to the date (or since it), two units at most: "2 hours, 23 minutes".
        case relative
        /// The time from now to the date, signed: "+2 hours", "-3 minutes".
        case offset
        /// A count from or to the date as a clock: "2:23:05", "3:05".
        case timer
    }

    /// Text showing `date` in `style`, as SwiftUI's `init(_:style:)`, in the environment's locale,
    /// time zone and calendar. `.relative`, `.offset` and `.timer` count from the moment the
    /// scene is built; SwiftUI keeps them ticking, Vellum's show that moment (in a
    /// `TimelineView` the body is built again for each date).
    public init(_ date: Date, style: DateStyle) {
        self.init(parts: [Part(content: .formatted { values in
            style.string(for: date, now: Date(), values: values)
        })])
    }
}

extension Text.DateStyle {
    /// `date` shown in this style at the moment `now`.
    func string(for date: Date, now: Date, values: EnvironmentValues) -> String {
        let units: Set<Duration.UnitsFormatStyle.Unit> = [.weeks, .days, .hours, .minutes, .seconds]
        let seconds = date.timeIntervalSince(now).rounded()
        let span = Duration.seconds(abs(seconds))
        switch self {
        case .time, .date:
            let style = Date.FormatStyle(date: self == .date ? .long : .omitted, time: self == .time ? .shortened : .omitted,
                                         locale: values.locale, calendar: values.calendar, timeZone: values.timeZone)
            return style.format(date)
        case .relative:
            return span.formatted(.units(allowed: units, width: .wide, maximumUnitCount: 2).locale(values.locale))
        case .offset:
            let amount = span.formatted(.units(allowed: units, width: .wide, maximumUnitCount: 1).locale(values.locale))
            return (seconds < 0 ? "-" : "+") + amount
        case .timer:
            let pattern: Duration.TimeFormatStyle.Pattern = abs(seconds) >= 3600 ? .hourMinuteSecond : .minuteSecond
            return span.formatted(.time(pattern: pattern).locale(values.locale))
        }
    }
}
