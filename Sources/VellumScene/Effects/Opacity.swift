import VellumCore

/// Composites a child with an opacity, as SwiftUI's `opacity(_:)`: the child is drawn into a
/// layer first, so its overlapping parts do not show through each other. Full opacity records no
/// layer; zero opacity records nothing.
struct OpacityEffect: WrappingModifier {
    let opacity: Double
    let name = "opacity"

    func validate() -> String? {
        Check.finite(opacity, "opacity")
    }

    func effect(size: Size) -> RecordingEffect {
        if opacity >= 1 { return .none }
        if opacity <= 0 { return .hidden }
        return .layer(opacity: opacity, shadow: nil)
    }
}

extension Node {
    /// Draws the node with `opacity` (clamped to 0…1) as a whole.
    public func opacity(_ opacity: Double) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: OpacityEffect(opacity: opacity))
    }
}
