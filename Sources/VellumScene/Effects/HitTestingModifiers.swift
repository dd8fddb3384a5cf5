import VellumCore

/// Turns hit testing off for a child and its subtree, as SwiftUI's `allowsHitTesting(_:)`.
struct AllowsHitTestingEffect: WrappingModifier {
    let enabled: Bool
    let name = "allowsHitTesting"

    var hitArea: HitArea { enabled ? .content : .none }
}

/// Makes a shape fitted into a child's frame its hit area, as SwiftUI's `contentShape(_:eoFill:)`.
struct ContentShapeEffect: WrappingModifier {
    let shape: AnyShape
    let rule: FillRule
    let name = "contentShape"

    var hitArea: HitArea { .shape(shape, rule) }
}

extension Node {
    /// Whether ``Scene/hitTest(at:)`` can find the node and its subtree, as SwiftUI's
    /// `allowsHitTesting(_:)`. With `false` the point passes through to whatever is drawn beneath
    /// (earlier siblings, the parent's own content); drawing does not change.
    ///
    ///     ZStack {
    ///         Rectangle().fill(.blue).tag("button")
    ///         Text("Play").allowsHitTesting(false)    // a touch on the label hits the button
    ///     }
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: AllowsHitTestingEffect(enabled: enabled))
    }

    /// Makes `shape`, fitted into the node's frame and filled by the non-zero rule (or the
    /// even-odd rule when `eoFill`), the node's hit area for ``Scene/hitTest(at:)``, as SwiftUI's
    /// `contentShape(_:eoFill:)`; drawing does not change.
    ///
    /// A point inside the shape hits the topmost node of the subtree drawn there, or this node
    /// where the subtree draws nothing (a transparent gap, a stroke's inside); a point outside
    /// it hits nothing of the subtree, even where the subtree draws.
    ///
    ///     Circle().stroke(.black, lineWidth: 1).contentShape(Circle()).tag("ring")   // hit inside too
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: ContentShapeEffect(shape: AnyShape(shape),
                                                                rule: eoFill ? .evenOdd : .nonZero))
    }
}
