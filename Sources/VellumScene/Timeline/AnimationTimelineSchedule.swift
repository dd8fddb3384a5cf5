import Foundation

/// Updates as often as an animation would, as SwiftUI's `AnimationTimelineSchedule`: every
/// `minimumInterval` seconds from the start (every 1/60 s when none is given, a display's usual
/// refresh), once a second at most in `.lowFrequency` mode, and only at the start when paused.
///
/// An interval that is not a positive finite number of seconds gives the start only.
public struct AnimationTimelineSchedule: TimelineSchedule {
    /// The interval used when none is given: one frame of a 60 Hz display.
    public static let defaultInterval: TimeInterval = 1.0 / 60
    /// The shortest time between updates, or `nil` for ``defaultInterval``.
    public var minimumInterval: TimeInterval?
    /// Whether the animation stands still.
    public var paused: Bool

    /// An animation schedule updating at most every `minimumInterval` seconds.
    public init(minimumInterval: TimeInterval? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The start, then one instant every interval.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> TimelineEntries {
        var interval = minimumInterval ?? Self.defaultInterval
        if mode == .lowFrequency { interval = max(interval, 1) }
        guard !paused, interval.isFinite, interval > 0 else {
            return TimelineEntries { $0 == 0 ? startDate : nil }
        }
        return TimelineEntries { k in startDate.addingTimeInterval(Double(k) * interval) }
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Updates every 1/60 s.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Updates every `minimumInterval` seconds (every 1/60 s when `nil`), or not at all when paused.
    public static func animation(minimumInterval: TimeInterval? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
