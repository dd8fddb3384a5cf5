import Foundation
import VellumCore

/// A validated parameter value.
public enum ParameterValue: Hashable, Sendable, CustomStringConvertible {
    case number(Double)
    case integer(Int)
    case boolean(Bool)
    case color(Color)
    case choice(String)
    case string(String)
    case angle(Angle)
    case instant(Date)
    case timeZone(TimeZone)

    /// The value written as the command line accepts it.
    public var description: String {
        switch self {
        case .number(let v): ParameterKind.format(v)
        case .integer(let v): String(v)
        case .boolean(let v): String(v)
        case .color(let c): c.hexString
        case .choice(let s), .string(let s): s
        case .angle(let a): ParameterKind.format(a.degrees)
        case .instant(let d): Self.iso8601().string(from: d)
        case .timeZone(let z): z.identifier
        }
    }

    /// The value inside, whatever its kind: what ``ParameterType``'s conformances unwrap.
    var payload: any Sendable {
        switch self {
        case .number(let v): v
        case .integer(let v): v
        case .boolean(let v): v
        case .color(let v): v
        case .choice(let v), .string(let v): v
        case .angle(let v): v
        case .instant(let v): v
        case .timeZone(let v): v
        }
    }

    /// A fresh formatter per use: formatters are not documented as thread-safe on every platform.
    static func iso8601() -> ISO8601DateFormatter {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withInternetDateTime]
        return f
    }
}

extension ParameterKind {
    /// Parses and checks `text` as a value of this kind, throwing a message that says what is
    /// allowed.
    public func parse(_ text: String) throws(ParameterValueError) -> ParameterValue {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch self {
        case .number(let range):
            guard let v = Double(trimmed), v.isFinite, range.contains(v) else { throw reject(text) }
            return .number(v)
        case .integer(let range):
            guard let v = Int(trimmed), range.contains(v) else { throw reject(text) }
            return .integer(v)
        case .boolean:
            switch trimmed.lowercased() {
            case "true", "yes", "1", "on": return .boolean(true)
            case "false", "no", "0", "off": return .boolean(false)
            default: throw reject(text)
            }
        case .color:
            guard let c = try? Color(parsing: trimmed) else { throw reject(text) }
            return .color(c)
        case .choice(let cases):
            guard let match = cases.first(where: { $0.lowercased() == trimmed.lowercased() }) else {
                throw reject(text)
            }
            return .choice(match)
        case .string(let max):
            guard text.count <= max else { throw reject(text) }
            return .string(text)
        case .angle(let range):
            guard let v = Double(trimmed), v.isFinite, range.contains(v) else { throw reject(text) }
            return .angle(.degrees(v))
        case .instant:
            guard let date = Self.parseInstant(trimmed) else { throw reject(text) }
            return .instant(date)
        case .timeZone:
            guard !trimmed.isEmpty, let zone = TimeZone(identifier: trimmed) else { throw reject(text) }
            return .timeZone(zone)
        }
    }

    /// Whether `value` is of this kind and within its range.
    public func accepts(_ value: ParameterValue) -> Bool {
        switch (self, value) {
        case (.number(let r), .number(let v)): v.isFinite && r.contains(v)
        case (.integer(let r), .integer(let v)): r.contains(v)
        case (.boolean, .boolean), (.instant, .instant), (.timeZone, .timeZone): true
        case (.color, .color(let c)): c.isFinite
        case (.choice(let cases), .choice(let v)): cases.contains(v)
        case (.string(let max), .string(let v)): v.count <= max
        case (.angle(let r), .angle(let a)): a.degrees.isFinite && r.contains(a.degrees)
        default: false
        }
    }

    /// ISO 8601 with or without fractional seconds; a time without zone designator is rejected
    /// because it names no single instant.
    private static func parseInstant(_ text: String) -> Date? {
        if let d = ParameterValue.iso8601().date(from: text) { return d }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return fractional.date(from: text)
    }

    private func reject(_ text: String) -> ParameterValueError {
        ParameterValueError(value: text, allowed: allowedDescription)
    }
}

/// A value that is not of a parameter's kind or outside its range.
public struct ParameterValueError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text given.
    public var value: String
    /// What the parameter allows, in words.
    public var allowed: String

    /// An error for `value`, which is not `allowed` (in words); plugins use it for checks that one
    /// parameter's kind cannot express, such as a bound set by another parameter.
    public init(value: String, allowed: String) {
        self.value = value
        self.allowed = allowed
    }

    public var description: String { "'\(value)' is not allowed: expected \(allowed)" }
}
