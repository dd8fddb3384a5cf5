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

/// A type an ``Inspectable`` property can have: a ``ParameterType`` whose every value is allowed,
/// since a property declares no range.
public protocol InspectableValue: ParameterType {
    /// The parameter kind taking any value of this type.
    static var parameterKind: ParameterKind { get }
}

extension Bool: InspectableValue {
    public static var parameterKind: ParameterKind { .boolean }
}

extension Int: InspectableValue {
    public static var parameterKind: ParameterKind { .integer(Int.min...Int.max) }
}

extension Double: InspectableValue {
    public static var parameterKind: ParameterKind { .number(-Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude) }
}

extension String: InspectableValue {
    public static var parameterKind: ParameterKind { .string(maxLength: 200) }
}

extension Color: InspectableValue {
    public static var parameterKind: ParameterKind { .color }
}

// UIKit's spellings of Double and Color: parameters of the same kinds.
extension CGFloat: InspectableValue {
    public static var parameterKind: ParameterKind { Double.parameterKind }
    public var parameterValue: ParameterValue { Double(self).parameterValue }
    public init?(parameterValue: ParameterValue) {
        guard let value = Double(parameterValue: parameterValue) else { return nil }
        self.init(value)
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
    /// Sets the property to the value of the parameter named `name`.
    func apply(_ values: ParameterValues, named name: String)
}

extension Inspectable: InspectableProperty {
    func parameter(named name: String) -> Parameter {
        key(named: name).parameter
    }

    func apply(_ values: ParameterValues, named name: String) {
        wrappedValue = values[key(named: name)]
    }

    /// The property's key: its type and declared value make the parameter, as a plugin's
    /// declaration does.
    private func key(named name: String) -> ParameterKey<Value> {
        ParameterKey(name, Value.parameterKind, default: declaredValue, summary: "The view's inspectable property.")
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
