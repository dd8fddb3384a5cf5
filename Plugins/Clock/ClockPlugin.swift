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
            parameters: [
                .instant("time", "The instant shown (ISO 8601); now by default."),
                .timeZone("timezone", default: "UTC", "Whose wall clock: an IANA time zone."),
                .boolean("numerals", default: false, "Whether the hours are written inside the ticks (the 3 gives way to the day box)."),
            ] + daylightParameters + [
                .color("day-color", default: AnalogClock.defaultDayColor, "The face's colour by day."),
                .color("night-color", default: AnalogClock.defaultNightColor, "The face's colour by night."),
            ],
            defaultSize: Size(square: AnalogClock.referenceSide),
            variations: [
                .init("seoul", ["time": "2026-11-22T01:09:30Z", "timezone": "Asia/Seoul"]),
                .init("night-numerals", ["time": "2026-11-22T01:09:30Z", "timezone": "America/New_York",
                                         "numerals": "true"]),
            ]
        ) { values in
            let daylight = try daylight(from: values, component: "clock")
            // The tutorial's `TimelineView(.periodic(from: .now, by: 1))`, started at `time`.
            return ComponentBody(TimelineView(.periodic(from: values.instant("time"), by: 1)) { context in
                AnalogClock(time: context.date, timeZone: values.timeZone("timezone"), daylight: daylight,
                            dayColor: values.color("day-color"), nightColor: values.color("night-color"),
                            showsNumerals: values.boolean("numerals"))
            })
        }
        clock.liveSVG = { values in
            let still = AnalogClock(time: values.instant("time"), timeZone: values.timeZone("timezone"),
                                    daylight: try daylight(from: values, component: "clock"),
                                    dayColor: values.color("day-color"), nightColor: values.color("night-color"),
                                    showsNumerals: values.boolean("numerals"), showsHands: false)
            return LiveSVG(body: ComponentBody(still), parts: still.turningParts(on: values.canvasSize))
        }
        return clock
    }

    /// `daytime-bar`: the day's 24 hours, dark and light.
    public static var daytimeBar: Component {
        var bar = Component(
            name: "daytime-bar", summary: "A day's 24 hours: black before sunrise and after sunset, blue between",
            parameters: daylightParameters + [
                .boolean("show-now", default: false, "Whether a red line marks the time of day of 'time'."),
                .instant("time", "The instant marked when show-now is true; now by default."),
                .timeZone("timezone", default: "UTC", "The time zone whose time of day is marked."),
            ],
            defaultSize: Size(width: 320, height: 24),
            variations: [.init("marked", ["sunrise": "7.25", "sunset": "17.5", "show-now": "true",
                                          "time": "2026-11-22T01:09:30Z", "timezone": "Asia/Seoul"])]
        ) { values in
            let daylight = try daylight(from: values, component: "daytime-bar")
            let showsNow = values.boolean("show-now"), zone = values.timeZone("timezone")
            return ComponentBody(TimelineView(.periodic(from: values.instant("time"), by: 1)) { context in
                DaytimeBar(daylight: daylight, marked: showsNow ? (context.date, zone) : nil)
            })
        }
        bar.liveSVG = { values in
            let daylight = try daylight(from: values, component: "daytime-bar")
            let marked = values.boolean("show-now") ? (values.instant("time"), values.timeZone("timezone")) : nil
            let marker = DaytimeBar(daylight: daylight, marked: marked).markerPart(on: values.canvasSize)
            return LiveSVG(body: ComponentBody(DaytimeBar(daylight: daylight)), parts: marker.map { [$0] } ?? [])
        }
        return bar
    }

    /// Sunrise and sunset, shared by both components.
    static var daylightParameters: [Parameter] {
        [
            .number("sunrise", 0...24, default: 6, "Sunrise in local hours after midnight (6.5 is 6:30)."),
            .number("sunset", 0...24, default: 18, "Sunset in local hours after midnight; must be after sunrise."),
        ]
    }

    /// The daylight from validated values; a sunset not after the sunrise is an error of `sunset`.
    static func daylight(from values: ParameterValues, component: String) throws(ComponentError) -> Daylight {
        let sunrise = values.number("sunrise"), sunset = values.number("sunset")
        guard sunset > sunrise else {
            throw .invalidValue(component: component, parameter: "sunset",
                                ParameterValueError(value: ParameterValue.number(sunset).description,
                                                    allowed: "a number of hours after sunrise (\(ParameterValue.number(sunrise))) up to 24"))
        }
        return Daylight(sunrise: sunrise, sunset: sunset)
    }
}
