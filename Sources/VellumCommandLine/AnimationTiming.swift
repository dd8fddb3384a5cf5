import Foundation
import Vellum

/// The `--schedule` of `vellum animate`: which instants become frames, as the Timeline
/// schedules yield them.
enum AnimationSchedule: Equatable {
    /// A frame at the start, then at the start of every second.
    case everySecond
    /// A frame at the start, then at the start of every minute.
    case everyMinute
    /// `rate` frames a second from the start (the `.animation(minimumInterval: 1 / rate)` schedule).
    case framesPerSecond(Double)

    /// The highest frame rate `fps:N` accepts.
    static let maximumRate = 240.0
    /// The most frames one run may write: an hour at one a second, or two minutes at 30 fps.
    static let maximumFrames = 3600

    /// What `--schedule` accepts, for messages.
    static let allowed = "everySecond, everyMinute or fps:N with N a number of frames a second above 0 and at most 240"

    /// Parses `everySecond`, `everyMinute` or `fps:N`.
    static func parse(_ text: String) throws -> AnimationSchedule {
        switch text.lowercased() {
        case "everysecond": return .everySecond
        case "everyminute": return .everyMinute
        default:
            guard text.lowercased().hasPrefix("fps:"), let rate = Double(text.dropFirst(4)), rate.isFinite,
                  rate > 0, rate <= maximumRate else {
                throw CLIError("'\(text)' is not a schedule: expected \(allowed)")
            }
            return .framesPerSecond(rate)
        }
    }

    /// The Timeline schedule that yields the frames.
    var schedule: any TimelineSchedule {
        switch self {
        case .everySecond: .everySecond
        case .everyMinute: .everyMinute
        case .framesPerSecond(let rate): .animation(minimumInterval: 1 / rate)
        }
    }

    /// The frames of `duration` seconds from `start`: each entry of the schedule before the end,
    /// with how long it shows (until the next frame, the last until the end).
    func frames(from start: Date, duration: TimeInterval) throws -> [(instant: Date, seconds: TimeInterval)] {
        let end = start.addingTimeInterval(duration)
        var instants: [Date] = []
        for date in schedule.entries(from: start, mode: .normal) {
            guard date < end else { break }
            guard instants.count < Self.maximumFrames else {
                throw CLIError("--duration \(AnimationDuration.format(duration))s with --schedule \(self) makes more than "
                               + "\(Self.maximumFrames) frames, the most one run writes: shorten the duration or "
                               + "choose a slower schedule")
            }
            instants.append(date)
        }
        return instants.indices.map { i in
            (instants[i], (i + 1 < instants.count ? instants[i + 1] : end).timeIntervalSince(instants[i]))
        }
    }
}

extension AnimationSchedule: CustomStringConvertible {
    var description: String {
        switch self {
        case .everySecond: "everySecond"
        case .everyMinute: "everyMinute"
        case .framesPerSecond(let rate): "fps:\(AnimationDuration.format(rate))"
        }
    }
}

/// The `--duration` of `vellum animate`: a positive, finite time such as `60s`, `1.5m`, `500ms` or
/// `1h`; a bare number is seconds.
enum AnimationDuration {
    static let allowed = "a positive duration such as 60s, 1.5m, 500ms or 1h (a bare number is seconds)"

    /// Seconds in `text`.
    static func parse(_ text: String) throws -> TimeInterval {
        let units: [(suffix: String, seconds: Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600)]
        let lower = text.lowercased().trimmingCharacters(in: .whitespaces)
        let unit = units.first { lower.hasSuffix($0.suffix) } ?? ("", 1)
        guard let number = Double(lower.dropLast(unit.suffix.count)), number.isFinite, number > 0,
              (number * unit.seconds).isFinite else {
            throw CLIError("'\(text)' is not a duration: expected \(allowed)")
        }
        return number * unit.seconds
    }

    /// A number without a trailing `.0`.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
