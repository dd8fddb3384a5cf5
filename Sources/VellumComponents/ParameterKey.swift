import Foundation
import VellumCore

/// A component parameter, declared once with the Swift type of its values, and the key that
/// reads its value: `values[.rotationCount]` is an `Int`, `values[.tier]` a `Tier`.
///
/// Declare a key as a static member of a constrained extension, so that it is found with a
/// leading dot wherever a key of that type is expected:
///
///     extension ParameterKey where Value == Int {
///         static let rotationCount = ParameterKey("rotation-count", default: 8, range: 1...24,
///                                                 summary: "How many mountains are spread around the centre.")
///     }
///
///     Component(name: "badge", summary: "…", parameters: .rotationCount, .symbolColor) { values in
///         ComponentBody(Badge(rotationCount: values[.rotationCount], color: values[.symbolColor]))
///     }
///
/// A misspelt key (`values[.rotatonCount]`) or a read into the wrong type does not compile.
/// Keys share one namespace per value type, as SwiftUI's environment keys do: keep a plugin's keys
/// `internal` unless code outside the plugin reads them, so that two plugins' keys never collide.
public struct ParameterKey<Value: ParameterType>: Sendable {
    /// The parameter as listings, the command line and the server see it.
    public let parameter: Parameter

    /// The kebab-case name used on the command line (`--param name=value`).
    public var name: String { parameter.name }

    /// A key for a parameter of `kind`, whose default is `value`; the initialisers below and
    /// `@Inspectable` properties, whose kind follows from their type, make keys with it.
    package init(_ name: String, _ kind: ParameterKind, default value: Value, summary: String) {
        parameter = Parameter(name, kind, default: .value(value.parameterValue), summary)
    }

    /// A key whose default may be the moment of rendering, which no value of `Value` stands for.
    private init(_ name: String, _ kind: ParameterKind, default value: Parameter.Default, summary: String) {
        parameter = Parameter(name, kind, default: value, summary)
    }
}

extension ParameterKey where Value == Double {
    /// A real number within `range`.
    public init(_ name: String, default value: Double, range: ClosedRange<Double>, summary: String) {
        self.init(name, .number(range), default: value, summary: summary)
    }
}

extension ParameterKey where Value == Int {
    /// A whole number within `range`.
    public init(_ name: String, default value: Int, range: ClosedRange<Int>, summary: String) {
        self.init(name, .integer(range), default: value, summary: summary)
    }
}

extension ParameterKey where Value == Angle {
    /// An angle given in degrees within `range`.
    public init(_ name: String, default value: Angle, range: ClosedRange<Double>, summary: String) {
        self.init(name, .angle(range), default: value, summary: summary)
    }
}

extension ParameterKey where Value == String {
    /// Free text of at most `maxLength` characters.
    public init(_ name: String, default value: String, maxLength: Int = 200, summary: String) {
        self.init(name, .string(maxLength: maxLength), default: value, summary: summary)
    }
}

extension ParameterKey where Value == Bool {
    /// `true` or `false`.
    public init(_ name: String, default value: Bool, summary: String) {
        self.init(name, .boolean, default: value, summary: summary)
    }
}

extension ParameterKey where Value == Color {
    /// A colour.
    public init(_ name: String, default value: Color, summary: String) {
        self.init(name, .color, default: value, summary: summary)
    }
}

extension ParameterKey where Value == TimeZone {
    /// An IANA time zone.
    public init(_ name: String, default value: TimeZone, summary: String) {
        self.init(name, .timeZone, default: value, summary: summary)
    }
}

extension ParameterKey where Value == Date {
    /// An ISO 8601 instant; when it is not given, the moment of rendering.
    public init(_ name: String, summary: String) {
        self.init(name, .instant, default: Parameter.Default.now, summary: summary)
    }
}

extension ParameterKey where Value: ParameterChoice {
    /// One of the cases of `Value`, written as their raw values (case-insensitively).
    public init(_ name: String, default value: Value, summary: String) {
        self.init(name, .choice(Value.allCases.map(\.rawValue)), default: value, summary: summary)
    }
}
