import VellumCore

/// A key for a value a view hands to the custom ``Layout`` that contains it, as SwiftUI's
/// `LayoutValueKey`:
///
///     private struct Rank: LayoutValueKey { static let defaultValue = 0 }
///     Text("Gold").layoutValue(key: Rank.self, value: 1)
///     // in the layout: subview[Rank.self]
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

extension Node {
    /// Hands `value` under `key` to the custom ``Layout`` containing this node, which reads it
    /// as `subview[key]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: LayoutValueModifier(key: ObjectIdentifier(key), value: value))
    }
}

/// Carries one layout value; it changes neither size nor drawing.
struct LayoutValueModifier: WrappingModifier {
    let key: ObjectIdentifier
    let value: Any
    var name: String { "layoutValue" }
}

extension LayoutSubview {
    /// The value the subview set under `key` (``Node/layoutValue(key:value:)``), or the key's
    /// default. The outermost value set wins, as in SwiftUI.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        var current: SceneNode? = node
        while let visited = current {
            if let carried = visited.behavior(as: LayoutValueModifier.self), carried.key == ObjectIdentifier(key),
               let value = carried.value as? K.Value {
                return value
            }
            current = visited.children.count == 1 && visited.behavior.isWrapper ? visited.children[0] : nil
        }
        return K.defaultValue
    }
}
