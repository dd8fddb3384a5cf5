import Foundation
import VellumCore

/// One documented, typed parameter of a component.
public struct Parameter: Hashable, Sendable {
    /// The default a parameter takes when none is given.
    public enum Default: Hashable, Sendable {
        /// A fixed value.
        case value(ParameterValue)
        /// The moment of rendering (for instants such as a clock's time).
        case now

        /// The value for a render happening at `now`.
        func resolve(now: Date) -> ParameterValue {
            switch self {
            case .value(let v): v
            case .now: .instant(now)
            }
        }
    }

    /// The kebab-case name used on the command line (`--param name=value`).
    public var name: String
    /// The type and the allowed values.
    public var kind: ParameterKind
    /// The value used when the parameter is not given.
    public var defaultValue: Default
    /// One line saying what the parameter changes.
    public var summary: String

    /// Creates a parameter with a fixed default.
    public init(_ name: String, _ kind: ParameterKind, default value: ParameterValue, _ summary: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = .value(value)
        self.summary = summary
    }

    /// Creates a parameter with any default.
    public init(_ name: String, _ kind: ParameterKind, default value: Default, _ summary: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = value
        self.summary = summary
    }
}

// MARK: - Shorthands for declaring parameters

extension Parameter {
    /// A real number within `range`.
    public static func number(_ name: String, _ range: ClosedRange<Double>, default value: Double,
                              _ summary: String) -> Parameter {
        Parameter(name, .number(range), default: .number(value), summary)
    }

    /// A whole number within `range`.
    public static func integer(_ name: String, _ range: ClosedRange<Int>, default value: Int,
                               _ summary: String) -> Parameter {
        Parameter(name, .integer(range), default: .integer(value), summary)
    }

    /// A boolean.
    public static func boolean(_ name: String, default value: Bool, _ summary: String) -> Parameter {
        Parameter(name, .boolean, default: .boolean(value), summary)
    }

    /// A colour.
    public static func color(_ name: String, default value: Color, _ summary: String) -> Parameter {
        Parameter(name, .color, default: .color(value), summary)
    }

    /// One of `cases`.
    public static func choice(_ name: String, _ cases: [String], default value: String,
                              _ summary: String) -> Parameter {
        Parameter(name, .choice(cases), default: .choice(value), summary)
    }

    /// Free text.
    public static func string(_ name: String, maxLength: Int = 200, default value: String,
                              _ summary: String) -> Parameter {
        Parameter(name, .string(maxLength: maxLength), default: .string(value), summary)
    }

    /// An angle in degrees.
    public static func angle(_ name: String, _ range: ClosedRange<Double>, default value: Angle,
                             _ summary: String) -> Parameter {
        Parameter(name, .angle(range), default: .angle(value), summary)
    }

    /// An ISO 8601 instant; by default the moment of rendering.
    public static func instant(_ name: String, _ summary: String) -> Parameter {
        Parameter(name, .instant, default: .now, summary)
    }

    /// An IANA time zone.
    public static func timeZone(_ name: String, default identifier: String, _ summary: String) -> Parameter {
        Parameter(name, .timeZone, default: .value(.timeZone(TimeZone(identifier: identifier) ?? .gmt)), summary)
    }
}
