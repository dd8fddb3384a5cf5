import Vellum

/// The `--animation` of `vellum animate`: one of SwiftUI's animations by name, with its
/// parameters and modifiers as `NAME:KEY=VALUE,…` — `spring`, `spring:response=0.4,damping=0.6`,
/// `easeInOut:duration=0.8`, `interpolatingSpring:stiffness=170,damping=15`, `bouncy:speed=2`.
enum AnimationSpec {
    /// What `--animation` accepts, for messages.
    static let allowed = "default, linear, easeIn, easeOut, easeInOut, spring, interpolatingSpring, bouncy, smooth or "
        + "snappy, optionally followed by :KEY=VALUE,… with duration, response, damping, bounce, stiffness, mass, "
        + "velocity, speed, delay or repeat (e.g. spring:response=0.4,damping=0.6)"

    /// Parses `text`; the animation must have no ``Animation/problem``.
    static func parse(_ text: String) throws -> Animation {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard let name = parts.first else { throw CLIError("'\(text)' is not an animation: expected \(allowed)") }
        let values = try settings(parts.count > 1 ? parts[1] : "", in: text)
        func value(_ key: String, _ fallback: Double) -> Double { values[key] ?? fallback }
        var animation: Animation
        switch name.lowercased() {
        case "default": animation = .default
        case "linear": animation = .linear(duration: value("duration", 0.35))
        case "easein": animation = .easeIn(duration: value("duration", 0.35))
        case "easeout": animation = .easeOut(duration: value("duration", 0.35))
        case "easeinout": animation = .easeInOut(duration: value("duration", 0.35))
        case "spring" where values["duration"] != nil || values["bounce"] != nil:
            animation = .spring(duration: value("duration", 0.5), bounce: value("bounce", 0))
        case "spring": animation = .spring(response: value("response", 0.5), dampingFraction: value("damping", 0.825))
        case "interpolatingspring":
            animation = .interpolatingSpring(mass: value("mass", 1), stiffness: value("stiffness", 170),
                                             damping: value("damping", 15), initialVelocity: value("velocity", 0))
        case "bouncy": animation = .bouncy(duration: value("duration", 0.5), extraBounce: value("bounce", 0))
        case "smooth": animation = .smooth(duration: value("duration", 0.5), extraBounce: value("bounce", 0))
        case "snappy": animation = .snappy(duration: value("duration", 0.5), extraBounce: value("bounce", 0))
        default: throw CLIError("'\(text)' is not an animation: expected \(allowed)")
        }
        if let delay = values["delay"] { animation = animation.delay(delay) }
        if let speed = values["speed"] { animation = animation.speed(speed) }
        if let count = values["repeat"] {
            guard count == count.rounded(), abs(count) < 1e6 else {
                throw CLIError("--animation '\(text)': repeat=\(count) is not a whole number")
            }
            animation = animation.repeatCount(Int(count))
        }
        if let problem = animation.problem { throw CLIError("--animation '\(text)': \(problem)") }
        return animation
    }

    private static let keys: Set = ["duration", "response", "damping", "bounce", "stiffness", "mass", "velocity",
                                    "speed", "delay", "repeat"]

    /// The `KEY=VALUE` settings of `list`, each a number.
    private static func settings(_ list: String, in text: String) throws -> [String: Double] {
        var result: [String: Double] = [:]
        for item in list.split(separator: ",") {
            let pair = item.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, keys.contains(pair[0]), let number = Double(pair[1]) else {
                throw CLIError("--animation '\(text)': '\(item)' is not a setting: expected \(allowed)")
            }
            result[pair[0]] = number
        }
        return result
    }
}
