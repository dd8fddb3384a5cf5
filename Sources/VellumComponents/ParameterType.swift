import Foundation
import VellumCore

/// A Swift type that parameter values can have: the `Value` of a ``ParameterKey``.
///
/// Vellum's conformances cover every ``ParameterKind``: `Double`, `Int`, `Angle`, `String`,
/// `Bool`, `Color`, `TimeZone`, `Date` (instants), and enums conforming to ``ParameterChoice``.
public protocol ParameterType: Sendable {
    /// The value as the registry keeps it.
    var parameterValue: ParameterValue { get }
    /// The value `parameterValue` stands for; `nil` when it is of another kind.
    init?(parameterValue: ParameterValue)
}

extension ParameterType {
    /// The value held by `parameterValue`, when it holds one of this type.
    public init?(parameterValue: ParameterValue) {
        guard let value = parameterValue.payload as? Self else { return nil }
        self = value
    }
}

/// An enum whose cases are the choices of a parameter, written as their raw values:
///
///     enum Tier: String, CaseIterable, ParameterChoice { case bronze, silver, gold }
///     extension ParameterKey where Value == Tier {
///         static let tier = ParameterKey("tier", default: .gold, summary: "The tier.")
///     }
public protocol ParameterChoice: ParameterType, CaseIterable, RawRepresentable<String> {}

extension ParameterChoice {
    public var parameterValue: ParameterValue { .choice(rawValue) }

    public init?(parameterValue: ParameterValue) {
        guard case .choice(let name) = parameterValue else { return nil }
        self.init(rawValue: name)
    }
}

extension Double: ParameterType {
    public var parameterValue: ParameterValue { .number(self) }
}

extension Int: ParameterType {
    public var parameterValue: ParameterValue { .integer(self) }
}

extension Angle: ParameterType {
    public var parameterValue: ParameterValue { .angle(self) }
}

extension String: ParameterType {
    public var parameterValue: ParameterValue { .string(self) }
}

extension Bool: ParameterType {
    public var parameterValue: ParameterValue { .boolean(self) }
}

extension Color: ParameterType {
    public var parameterValue: ParameterValue { .color(self) }
}

extension TimeZone: ParameterType {
    public var parameterValue: ParameterValue { .timeZone(self) }
}

extension Date: ParameterType {
    public var parameterValue: ParameterValue { .instant(self) }
}
