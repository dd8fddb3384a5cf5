import VellumCore

/// Draws a child through an affine transform of its local space, as SwiftUI's
/// `transformEffect(_:)`: the transform maps the child's own coordinates (its frame's top-left
/// corner at the origin) into the node's, with no anchor. Layout does not change.
///
/// This is the primitive an imported SVG group needs: `transform="…"` applies to absolute user
/// coordinates, not about a point of a laid-out frame.
struct TransformEffect: WrappingModifier {
    let transform: AffineTransform
    let name = "transformEffect"

    func validate() -> String? {
        transform.isFinite ? nil : "transform is not finite (\(transform))"
    }

    func effect(size: Size) -> RecordingEffect {
        transform.isIdentity ? .none : .transform(transform)
    }
}

extension Node {
    /// Draws the node through `transform`, applied to its local coordinates (its frame's
    /// top-left corner is the origin) before its placement, without changing layout.
    ///
    ///     Rectangle().frame(width: 10, height: 10)
    ///         .transformEffect(AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))   // skewX
    public func transformEffect(_ transform: AffineTransform) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: TransformEffect(transform: transform))
    }
}
