import VellumCore

/// Clips a child to a shape fitted into the child's frame, as SwiftUI's `clipShape(_:style:)`.
struct ClipEffect: WrappingModifier {
    let shape: AnyShape
    let style: FillStyle
    let name = "clipShape"

    func effect(size: Size) -> RecordingEffect {
        .clip(shape.path(in: Rect(size: size)), style.rule)
    }
}

extension Node {
    /// Clips the node to `shape` fitted into its frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: ClipEffect(shape: AnyShape(shape), style: style))
    }

    /// Clips the node to its frame, as SwiftUI's `clipped()`.
    public func clipped() -> ModifiedNode<Self> {
        clipShape(Rectangle())
    }
}
