import Foundation

/// When the sun is up, in local hours of the day: the tutorial's `isDaytime(at:)` with the hours
/// given rather than computed from a location.
public struct Daylight: Hashable, Sendable {
    /// Sunrise in decimal hours after local midnight (6.5 is 6:30).
    public var sunrise: Double
    /// Sunset in decimal hours after local midnight.
    public var sunset: Double

    /// Sunrise and sunset in local decimal hours; it is never daytime if `sunset` is not after
    /// `sunrise`.
    public init(sunrise: Double = 6, sunset: Double = 18) {
        self.sunrise = sunrise
        self.sunset = sunset
    }

    /// Whether the sun is up at `date` on the wall clocks of `zone`: from sunrise (included) to
    /// sunset (excluded).
    public func isDaytime(at date: Date, in zone: TimeZone) -> Bool {
        let hour = ClockGeometry.decimalHour(at: date, in: zone)
        return hour >= sunrise && hour < sunset
    }
}
