import Foundation
import VellumCore

/// The validated values of a component's parameters, every one present (defaults filled in),
/// read and written through the keys that declare them:
///
///     let count: Int = values[.rotationCount]
///     let tier: Tier = values[.tier]
///
/// A key the component did not declare is a programming error in the plugin: reading it traps
/// with a message saying so, as does writing a value its declaration does not allow.
public struct ParameterValues: Hashable, Sendable {
    private var values: [String: ParameterValue]
    /// The size of the canvas the component is drawn on.
    public var canvasSize: Size

    /// Values by parameter name; ``Component/values(from:size:now:)`` makes them.
    init(_ values: [String: ParameterValue], canvasSize: Size) {
        self.values = values
        self.canvasSize = canvasSize
    }

    /// The value of the parameter `key` declares.
    public subscript<Value>(key: ParameterKey<Value>) -> Value {
        get {
            guard let value = values[key.name] else {
                preconditionFailure("the component reads parameter '\(key.name)', which it does not declare")
            }
            guard let typed = Value(parameterValue: value) else {
                preconditionFailure("parameter '\(key.name)' holds \(value), not a \(Value.self)")
            }
            return typed
        }
        set {
            let value = newValue.parameterValue
            precondition(values[key.name] != nil, "the component sets parameter '\(key.name)', which it does not declare")
            precondition(key.parameter.kind.accepts(value),
                         "parameter '\(key.name)' cannot be \(value): it takes \(key.parameter.kind.allowedDescription)")
            values[key.name] = value
        }
    }

    /// The value of the parameter named `name`, for the code that handles every component alike
    /// (the server's canonical request, the command line's animation); components read theirs
    /// through their keys.
    package subscript(name: String) -> ParameterValue? {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// The values that differ from `original`'s, written as the command line gives them.
    func arguments(changedFrom original: ParameterValues) -> [String: String] {
        values.filter { original.values[$0.key] != $0.value }.mapValues(\.description)
    }
}
