import Foundation
import VellumCore

/// The validated values of a component's parameters, every one present (defaults filled in).
///
/// Factories read them with typed accessors; asking for a name the component did not declare, or
/// with the wrong type, is a programming error in the plugin and traps with a message saying so.
public struct ParameterValues: Hashable, Sendable {
    private var values: [String: ParameterValue]
    /// The size of the canvas the component is drawn on.
    public var canvasSize: Size

    /// Values by parameter name; callers normally get these from ``Component/values(from:size:now:)``.
    public init(_ values: [String: ParameterValue], canvasSize: Size) {
        self.values = values
        self.canvasSize = canvasSize
    }

    /// The raw value of `name`, if declared.
    public subscript(name: String) -> ParameterValue? { values[name] }

    public func number(_ name: String) -> Double {
        switch require(name) {
        case .number(let v): v
        case .integer(let v): Double(v)
        case .angle(let a): a.degrees
        case let other: mismatch(name, other, "number")
        }
    }

    public func integer(_ name: String) -> Int {
        guard case .integer(let v) = require(name) else { mismatch(name, require(name), "integer") }
        return v
    }

    public func boolean(_ name: String) -> Bool {
        guard case .boolean(let v) = require(name) else { mismatch(name, require(name), "boolean") }
        return v
    }

    public func color(_ name: String) -> Color {
        guard case .color(let v) = require(name) else { mismatch(name, require(name), "color") }
        return v
    }

    public func choice(_ name: String) -> String {
        switch require(name) {
        case .choice(let v), .string(let v): v
        case let other: mismatch(name, other, "enum")
        }
    }

    public func string(_ name: String) -> String { choice(name) }

    public func angle(_ name: String) -> Angle {
        guard case .angle(let v) = require(name) else { mismatch(name, require(name), "angle") }
        return v
    }

    public func instant(_ name: String) -> Date {
        guard case .instant(let v) = require(name) else { mismatch(name, require(name), "instant") }
        return v
    }

    public func timeZone(_ name: String) -> TimeZone {
        guard case .timeZone(let v) = require(name) else { mismatch(name, require(name), "timezone") }
        return v
    }

    private func require(_ name: String) -> ParameterValue {
        guard let v = values[name] else {
            preconditionFailure("component asked for undeclared parameter '\(name)'")
        }
        return v
    }

    private func mismatch(_ name: String, _ value: ParameterValue, _ type: String) -> Never {
        preconditionFailure("parameter '\(name)' holds \(value), not a \(type)")
    }
}
