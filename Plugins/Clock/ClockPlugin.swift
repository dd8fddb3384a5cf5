import Foundation
import VellumComponents
import VellumCore
import VellumScene

/// The analog clock and the daytime bar from Ray Wenderlich's *Using TimelineView and Canvas in
/// SwiftUI*.
public enum ClockPlugin {
    /// The plugin with the components `clock` and `daytime-bar`.
    public static var plugin: Plugin {
        Plugin(name: "clock", summary: "An analog clock and a day/night bar for any time zone (TimelineView and Canvas tutorial)",
               components: [clock, daytimeBar])
    }

    /// `clock`: the analog clock at an instant in a time zone.
    public static var clock: Component {
        var clock = Component(
            name: "clock", summary: "An analog clock with a day or night face, smooth hands and the day of the month",
            parameters: .time, .timeZone, .numerals, .sunrise, .sunset, .dayColor, .nightColor,
            defaultSize: Size(square: AnalogClock.referenceSide),
            variations: [
                .init("seoul", ["time": "2026-11-22T01:09:30Z", "timezone": "Asia/Seoul"]),
                .init("night-numerals", ["time": "2026-11-22T01:09:30Z", "timezone": "America/New_York",
                                         "numerals": "true"]),
            ]
        ) { values in
            let daylight = try daylight(from: values, component: "clock")
            // Read once, not on every tick: a value is looked up by name and cast.
            let zone = values[.timeZone], dayColor = values[.dayColor], nightColor = values[.nightColor]
            let numerals = values[.numerals]
            // The tutorial's `TimelineView(.periodic(from: .now, by: 1))`, started at `time`.
            return ComponentBody(TimelineView(.periodic(from: values[.time], by: 1)) { context in
                AnalogClock(time: context.date, timeZone: zone, daylight: daylight, dayColor: dayColor,
                            nightColor: nightColor, showsNumerals: numerals)
            })
        }
        clock.liveSVG = { values in
            let still = AnalogClock(time: values[.time], timeZone: values[.timeZone],
                                    daylight: try daylight(from: values, component: "clock"),
                                    dayColor: values[.dayColor], nightColor: values[.nightColor],
                                    showsNumerals: values[.numerals], showsHands: false)
            return LiveSVG(body: ComponentBody(still), parts: still.turningParts(on: values.canvasSize))
        }
        return clock
    }

    /// `daytime-bar`: the day's 24 hours, dark and light.
    public static var daytimeBar: Component {
        var bar = Component(
            name: "daytime-bar", summary: "A day's 24 hours: black before sunrise and after sunset, blue between",
            parameters: .sunrise, .sunset, .showNow, .markedTime, .markedTimeZone,
            defaultSize: Size(width: 320, height: 24),
            variations: [.init("marked", ["sunrise": "7.25", "sunset": "17.5", "show-now": "true",
                                          "time": "2026-11-22T01:09:30Z", "timezone": "Asia/Seoul"])]
        ) { values in
            let daylight = try daylight(from: values, component: "daytime-bar")
            let showsNow = values[.showNow], zone = values[.markedTimeZone]
            return ComponentBody(TimelineView(.periodic(from: values[.markedTime], by: 1)) { context in
                DaytimeBar(daylight: daylight, marked: showsNow ? (context.date, zone) : nil)
            })
        }
        bar.liveSVG = { values in
            let daylight = try daylight(from: values, component: "daytime-bar")
            let marked = values[.showNow] ? (values[.markedTime], values[.markedTimeZone]) : nil
            let marker = DaytimeBar(daylight: daylight, marked: marked).markerPart(on: values.canvasSize)
            return LiveSVG(body: ComponentBody(DaytimeBar(daylight: daylight)), parts: marker.map { [$0] } ?? [])
        }
        return bar
    }

    /// The daylight from validated values; a sunset not after the sunrise is an error of `sunset`.
    static func daylight(from values: ParameterValues, component: String) throws(ComponentError) -> Daylight {
        let sunrise = values[.sunrise], sunset = values[.sunset]
        guard sunset > sunrise else {
            throw .invalidValue(component: component, parameter: ParameterKey.sunset.name,
                                ParameterValueError(value: ParameterValue.number(sunset).description,
                                                    allowed: "a number of hours after sunrise (\(ParameterValue.number(sunrise))) up to 24"))
        }
        return Daylight(sunrise: sunrise, sunset: sunset)
    }
}

// The two components' parameters: sunrise and sunset are shared; `time` and `timezone` mean
// another thing for the bar, so the bar declares its own.
extension ParameterKey where Value == Date {
    static let time = ParameterKey("time", summary: "The instant shown (ISO 8601); now by default.")
    static let markedTime = ParameterKey("time", summary: "The instant marked when show-now is true; now by default.")
}

extension ParameterKey where Value == TimeZone {
    static let timeZone = ParameterKey("timezone", default: utc, summary: "Whose wall clock: an IANA time zone.")
    static let markedTimeZone = ParameterKey("timezone", default: utc,
                                             summary: "The time zone whose time of day is marked.")

    /// UTC, by whichever name the platform's Foundation gives it (Linux's says GMT).
    private static let utc = TimeZone(identifier: "UTC") ?? .gmt
}

extension ParameterKey where Value == Bool {
    static let numerals = ParameterKey(
        "numerals", default: false,
        summary: "Whether the hours are written inside the ticks (the 3 gives way to the day box).")
    static let showNow = ParameterKey("show-now", default: false,
                                      summary: "Whether a red line marks the time of day of 'time'.")
}

extension ParameterKey where Value == Double {
    static let sunrise = ParameterKey("sunrise", default: 6, range: 0...24,
                                      summary: "Sunrise in local hours after midnight (6.5 is 6:30).")
    static let sunset = ParameterKey("sunset", default: 18, range: 0...24,
                                     summary: "Sunset in local hours after midnight; must be after sunrise.")
}

extension ParameterKey where Value == Color {
    static let dayColor = ParameterKey("day-color", default: AnalogClock.defaultDayColor,
                                       summary: "The face's colour by day.")
    static let nightColor = ParameterKey("night-color", default: AnalogClock.defaultNightColor,
                                         summary: "The face's colour by night.")
}
