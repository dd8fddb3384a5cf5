import Foundation
import VellumCore

/// The type of a component parameter, with its allowed range or cases.
public enum ParameterKind: Hashable, Sendable {
    /// A finite real number within a closed range.
    case number(ClosedRange<Double>)
    /// A whole number within a closed range.
    case integer(ClosedRange<Int>)
    /// `true` or `false`.
    case boolean
    /// A colour: `#rgb`, `#rrggbb`, `#rrggbbaa` or a CSS name.
    case color
    /// One of a fixed list of names.
    case choice([String])
    /// Free text, up to a maximum length.
    case string(maxLength: Int)
    /// An angle in degrees within a range.
    case angle(ClosedRange<Double>)
    /// A moment in time written in ISO 8601 (`2026-11-22T10:09:30Z`, `…+09:00`).
    case instant
    /// An IANA time zone name (`Asia/Seoul`, `UTC`).
    case timeZone

    /// The kind's name as listings show it.
    public var typeName: String {
        switch self {
        case .number: "number"
        case .integer: "integer"
        case .boolean: "boolean"
        case .color: "color"
        case .choice: "enum"
        case .string: "string"
        case .angle: "angle"
        case .instant: "instant"
        case .timeZone: "timezone"
        }
    }

    /// What values are allowed, in words, for listings and error messages.
    public var allowedDescription: String {
        switch self {
        case .number(let r): "a number from \(Self.format(r.lowerBound)) to \(Self.format(r.upperBound))"
        case .integer(let r): "a whole number from \(r.lowerBound) to \(r.upperBound)"
        case .boolean: "true or false"
        case .color: "#rgb, #rrggbb, #rrggbbaa or a CSS colour name"
        case .choice(let cases): "one of: " + cases.joined(separator: ", ")
        case .string(let max): "text of at most \(max) characters"
        case .angle(let r): "an angle in degrees from \(Self.format(r.lowerBound)) to \(Self.format(r.upperBound))"
        case .instant: "an ISO 8601 instant such as 2026-11-22T10:09:30Z"
        case .timeZone: "an IANA time zone such as Asia/Seoul or UTC"
        }
    }

    static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
