import VellumComponents

/// A view property that becomes a component parameter: Vellum's counterpart of `@IBInspectable`.
///
///     class CounterView: UIView {
///         @Inspectable var counter: Int = 5
///         @Inspectable var outlineColor: UIColor = UIColor.blue
///     }
///
/// Swift on Linux accepts `@IBInspectable` and `@IBDesignable` but gives them no meaning (they only
/// talk to Interface Builder through the Objective-C runtime), and a type cannot take over the
/// built-in attribute's name. So a property that should be a parameter says `@Inspectable`; a
/// `Component` built with `Component(view:name:summary:defaultSize:variations:)`
/// finds it by reflection and sets it from the parameter's value before the view draws. The storage
/// is a reference so that a component can set it on an instance it found through `Mirror`.
@propertyWrapper
public final class Inspectable<Value: InspectableValue> {
    /// The property's value.
    public var wrappedValue: Value
    /// The value the property is declared with: the parameter's default.
    let declaredValue: Value

    /// A property starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
        declaredValue = wrappedValue
    }
}

/// A type an ``Inspectable`` property can have: one that a component parameter can carry.
public protocol InspectableValue {
    /// The parameter kind taking values of this type.
    static var parameterKind: ParameterKind { get }
    /// The value as a parameter value.
    var parameterValue: ParameterValue { get }
    /// The value a parameter value stands for; `nil` when it is of another kind.
    init?(parameterValue: ParameterValue)
}

extension Bool: InspectableValue {
    public static var parameterKind: ParameterKind { .boolean }
    public var parameterValue: ParameterValue { .boolean(self) }
    public init?(parameterValue: ParameterValue) {
        guard case .boolean(let value) = parameterValue else { return nil }
        self = value
    }
}

extension Int: InspectableValue {
    public static var parameterKind: ParameterKind { .integer(Int.min...Int.max) }
    public var parameterValue: ParameterValue { .integer(self) }
    public init?(parameterValue: ParameterValue) {
        guard case .integer(let value) = parameterValue else { return nil }
        self = value
    }
}

extension Double: InspectableValue {
    public static var parameterKind: ParameterKind { .number(-Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude) }
    public var parameterValue: ParameterValue { .number(self) }
    public init?(parameterValue: ParameterValue) {
        guard case .number(let value) = parameterValue else { return nil }
        self = value
    }
}

extension CGFloat: InspectableValue {
    public static var parameterKind: ParameterKind { Double.parameterKind }
    public var parameterValue: ParameterValue { Double(self).parameterValue }
    public init?(parameterValue: ParameterValue) {
        guard let value = Double(parameterValue: parameterValue) else { return nil }
        self.init(value)
    }
}

extension String: InspectableValue {
    public static var parameterKind: ParameterKind { .string(maxLength: 200) }
    public var parameterValue: ParameterValue { .string(self) }
    public init?(parameterValue: ParameterValue) {
        guard case .string(let value) = parameterValue else { return nil }
        self = value
    }
}

extension Color: InspectableValue {
    public static var parameterKind: ParameterKind { .color }
    public var parameterValue: ParameterValue { .color(self) }
    public init?(parameterValue: ParameterValue) {
        guard case .color(let value) = parameterValue else { return nil }
        self = value
    }
}

extension UIColor: InspectableValue {
    public static var parameterKind: ParameterKind { .color }
    public var parameterValue: ParameterValue { cgColor.parameterValue }
    public init?(parameterValue: ParameterValue) {
        guard let color = Color(parameterValue: parameterValue) else { return nil }
        self.init(cgColor: color)
    }
}

/// An ``Inspectable`` property with its value type erased, as reflection finds it.
protocol InspectableProperty: AnyObject {
    /// The parameter named `name` with the declared value as its default.
    func parameter(named name: String) -> Parameter
    /// Sets the property to `value`; a value of another kind leaves it unchanged.
    func apply(_ value: ParameterValue)
}

extension Inspectable: InspectableProperty {
    func parameter(named name: String) -> Parameter {
        Parameter(name, Value.parameterKind, default: declaredValue.parameterValue, "The view's inspectable property.")
    }

    func apply(_ value: ParameterValue) {
        if let value = Value(parameterValue: value) { wrappedValue = value }
    }
}

/// The inspectable properties of a view, found by reflection.
struct InspectableProperties {
    /// Each property's parameter name (the Swift name in kebab case) and storage, subclass first.
    let properties: [(name: String, property: any InspectableProperty)]

    /// The inspectable properties of `view` and of its superclasses.
    init(of view: UIView) {
        var found: [(String, any InspectableProperty)] = []
        var mirror: Mirror? = Mirror(reflecting: view)
        while let current = mirror {
            for child in current.children {
                // A wrapped property `counter` is stored as `_counter`.
                guard let property = child.value as? any InspectableProperty, let label = child.label,
                      label.hasPrefix("_") else { continue }
                found.append((Self.parameterName(String(label.dropFirst())), property))
            }
            mirror = current.superclassMirror
        }
        properties = found
    }

    /// `isAddButton` → `is-add-button`: the command line's kebab case.
    static func parameterName(_ swiftName: String) -> String {
        var name = ""
        for character in swiftName {
            if character.isUppercase {
                if !name.isEmpty { name.append("-") }
                name.append(contentsOf: character.lowercased())
            } else {
                name.append(character)
            }
        }
        return name
    }
}
