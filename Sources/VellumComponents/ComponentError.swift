/// Why a component or plugin could not be registered, found or built.
public enum ComponentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No component has this name.
    case unknownComponent(name: String, suggestion: String?)
    /// The component has no parameter of this name.
    case unknownParameter(component: String, name: String, suggestion: String?, known: [String])
    /// A value is not of its parameter's kind or out of its range.
    case invalidValue(component: String, parameter: String, ParameterValueError)
    /// A component or plugin with this name is already registered.
    case duplicateName(kind: String, name: String)
    /// A definition breaks a rule (names, defaults, ranges).
    case invalidDefinition(name: String, reason: String)

    public var description: String {
        switch self {
        case .unknownComponent(let name, let suggestion):
            "unknown component '\(name)'" + Self.hint(suggestion) + "; 'vellum list' shows them all"
        case .unknownParameter(let component, let name, let suggestion, let known):
            "component '\(component)' has no parameter '\(name)'" + Self.hint(suggestion)
                + (known.isEmpty ? "; it takes none" : "; its parameters: " + known.joined(separator: ", "))
        case .invalidValue(let component, let parameter, let error):
            "component '\(component)', parameter '\(parameter)': \(error)"
        case .duplicateName(let kind, let name):
            "a \(kind) named '\(name)' is already registered"
        case .invalidDefinition(let name, let reason):
            "invalid definition of '\(name)': \(reason)"
        }
    }

    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
