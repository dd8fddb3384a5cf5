import VellumCore

/// Draws a child scaled about an anchor of its frame, as SwiftUI's `scaleEffect(_:anchor:)`.
/// Layout does not change.
struct ScaleEffect: WrappingModifier {
    let scale: Size
    let anchor: UnitPoint
    let name = "scaleEffect"

    func validate() -> String? {
        Check.first(Check.finite(scale.width, "x scale"), Check.finite(scale.height, "y scale"),
                    Check.finite(anchor.x, "anchor x"), Check.finite(anchor.y, "anchor y"))
    }

    func effect(size: Size) -> RecordingEffect {
        let pivot = anchor.point(in: Rect(size: size))
        return .transform(AffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(AffineTransform(scaleX: scale.width, y: scale.height))
            .concatenating(AffineTransform(translationX: pivot.x, y: pivot.y)))
    }
}

extension Node {
    /// Draws the node scaled by `scale` in both directions about `anchor`, without changing layout.
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> ModifiedNode<Self> {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Draws the node scaled by `x` horizontally and `y` vertically about `anchor`, without
    /// changing layout.
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> ModifiedNode<Self> {
        scaleEffect(Size(width: x, height: y), anchor: anchor)
    }

    /// Draws the node scaled by `scale`'s width and height about `anchor`, without changing layout.
    public func scaleEffect(_ scale: Size, anchor: UnitPoint = .center) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: ScaleEffect(scale: scale, anchor: anchor))
    }
}
