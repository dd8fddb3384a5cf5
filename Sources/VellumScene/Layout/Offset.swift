import VellumCore

/// Draws a child moved, as SwiftUI's `offset(x:y:)`: layout does not change, so neighbours stay
/// where they are.
struct OffsetEffect: WrappingModifier {
    let offset: Point
    let name = "offset"

    func validate() -> String? {
        Check.first(Check.finite(offset.x, "x offset"), Check.finite(offset.y, "y offset"))
    }

    func effect(size: Size) -> RecordingEffect {
        .transform(AffineTransform(translationX: offset.x, y: offset.y))
    }
}

extension Node {
    /// Draws the node moved by (`x`, `y`) without changing layout.
    public func offset(x: Double = 0, y: Double = 0) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: OffsetEffect(offset: Point(x: x, y: y)))
    }

    /// Draws the node moved by `offset` without changing layout.
    public func offset(_ offset: Size) -> ModifiedNode<Self> {
        self.offset(x: offset.width, y: offset.height)
    }
}
