import VellumCore

/// Draws a child rotated about an anchor of its frame, as SwiftUI's `rotationEffect(_:anchor:)`.
/// Layout does not change. Positive angles turn clockwise on screen.
struct RotationEffect: WrappingModifier {
    let angle: Angle
    let anchor: UnitPoint
    let name = "rotationEffect"

    func validate() -> String? {
        Check.first(Check.finite(angle.radians, "angle"),
                    Check.finite(anchor.x, "anchor x"), Check.finite(anchor.y, "anchor y"))
    }

    func effect(size: Size) -> RecordingEffect {
        .transform(AffineTransform(rotationAngle: angle, anchor: anchor.point(in: Rect(size: size))))
    }
}

extension Node {
    /// Draws the node rotated by `angle` (clockwise on screen) about `anchor`, a unit point of its
    /// frame, without changing layout.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: RotationEffect(angle: angle, anchor: anchor))
    }
}
