import Foundation
import VellumCore

/// A parameter as listings, the command line, the server and the preview page see it: its name,
/// kind, default and summary, without the Swift type of its values.
///
/// Plugins do not make these: each is derived from the ``ParameterKey`` that declares the
/// parameter, so a parameter is declared once and read back typed.
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
    public let name: String
    /// The type and the allowed values.
    public let kind: ParameterKind
    /// The value used when the parameter is not given.
    public let defaultValue: Default
    /// One line saying what the parameter changes.
    public let summary: String

    /// The description of a parameter; ``ParameterKey``'s initialisers are the only callers.
    init(_ name: String, _ kind: ParameterKind, default value: Default, _ summary: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = value
        self.summary = summary
    }
}
