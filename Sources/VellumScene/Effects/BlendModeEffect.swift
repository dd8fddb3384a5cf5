import VellumCore

/// Composites a child onto what is drawn beneath it by a blend mode, as SwiftUI's
/// `blendMode(_:)`: the child is drawn into a layer first, and the layer is blended as a whole.
/// `normal` records no layer.
struct BlendModeEffect: WrappingModifier {
    let mode: BlendMode
    let name = "blendMode"

    func effect(size: Size) -> RecordingEffect {
        mode == .normal ? .none : .layer(opacity: 1, shadow: nil, blendMode: mode)
    }
}

extension Node {
    /// Blends the node, as a whole, with what lies beneath it by `mode` (SwiftUI's
    /// `blendMode(_:)`): up to the nearest enclosing ``compositingGroup()``, or layer of another
    /// effect (opacity, shadow, mask), or the canvas.
    public func blendMode(_ mode: BlendMode) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: BlendModeEffect(mode: mode))
    }
}
