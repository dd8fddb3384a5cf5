import VellumCore

/// Draws a child over a blurred, tinted, offset copy of its silhouette, as SwiftUI's
/// `shadow(color:radius:x:y:)`. The radius and offset are in the node's own space, so they
/// scale with the effects around it.
struct ShadowEffect: WrappingModifier {
    let shadow: Shadow
    let name = "shadow"

    func validate() -> String? {
        Check.first(Check.length(shadow.radius, "shadow radius"),
                    Check.finite(shadow.offset.x, "shadow x"), Check.finite(shadow.offset.y, "shadow y"),
                    shadow.color.isFinite ? nil : "shadow colour is not finite")
    }

    func effect(size: Size) -> RecordingEffect {
        .layer(opacity: 1, shadow: shadow)
    }
}

extension Node {
    /// Draws a drop shadow of the node beneath it: `color` (SwiftUI's black at 33 % by default),
    /// blurred by `radius` and moved by (`x`, `y`).
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: Double,
                       x: Double = 0, y: Double = 0) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: ShadowEffect(shadow: Shadow(color: color, radius: radius, x: x, y: y)))
    }
}
