import VellumCore

/// Animates the changes to a node's subtree with an animation whenever a value changes, as
/// SwiftUI's `animation(_:value:)`: when a scene update changes `value`, what the subtree draws
/// moves from its old state to its new one with `animation` (`nil`: at once, even inside
/// ``withAnimation(_:_:)``); when `value` is unchanged, the subtree follows the update's own
/// animation. The node lays out and draws as its content.
struct AnimationEffect: WrappingModifier {
    let animation: Animation?
    let value: AnimatedValue
    let name = "animation"

    func validate() -> String? {
        animation?.problem
    }
}

/// The value an ``AnimationEffect`` watches, compared with the value the same modifier held
/// before an update.
struct AnimatedValue {
    let value: any Equatable

    /// Whether `other` holds an equal value of the same type.
    func equals(_ other: AnimatedValue) -> Bool {
        func same<V: Equatable>(_ value: V) -> Bool { (other.value as? V) == value }
        return same(value)
    }
}

extension Node {
    /// Animates changes to this node's subtree with `animation` whenever `value` changes, as
    /// SwiftUI's `animation(_:value:)`:
    ///
    ///     Capsule().frame(height: level * 20).animation(.spring(dampingFraction: 0.6), value: level)
    ///
    /// A scene update (``Scene/update(_:as:_:)``, ``Scene/replace(_:with:)``) that changes `value`
    /// starts the animation; ``Scene/advanceAnimations(by:)`` moves it on.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: AnimationEffect(animation: animation, value: AnimatedValue(value: value)))
    }
}
