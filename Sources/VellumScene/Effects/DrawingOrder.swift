import VellumCore

/// Draws a child above or below its siblings, as SwiftUI's `zIndex(_:)`; layout is unchanged.
struct ZIndexModifier: WrappingModifier {
    let value: Double
    let name = "zIndex"

    func validate() -> String? {
        Check.finite(value, "zIndex")
    }
}

/// Draws nothing of a child and lets nothing of it be hit, while it keeps its place in layout,
/// as SwiftUI's `hidden()`.
struct HiddenEffect: WrappingModifier {
    let name = "hidden"

    func effect(size: Size) -> RecordingEffect { .hidden }

    var hitArea: HitArea { .none }
}

extension Node {
    /// Draws the node above siblings of lower z-index and below those of higher, as SwiftUI's
    /// `zIndex(_:)` (0 by default; equal values keep the order the nodes are listed in). Hit
    /// testing follows the same order; layout does not change.
    public func zIndex(_ value: Double) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: ZIndexModifier(value: value))
    }

    /// Draws nothing of the node, and leaves nothing of it to hit, while it keeps its place and
    /// size in layout, as SwiftUI's `hidden()`.
    public func hidden() -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: HiddenEffect())
    }
}

extension SceneNode {
    /// The node's z-index (``Node/zIndex(_:)``, 0 by default).
    var zIndex: Double { modifierBehavior(ZIndexModifier.self)?.value ?? 0 }

    /// The indices of the children drawn, in the order they are drawn — by z-index, and in list
    /// order among equal ones — or `nil` when that is all of them in list order.
    var drawingOrder: [Int]? {
        let shown = behavior.shownChildren(of: self)
        guard shown != nil || children.contains(where: { $0.zIndex != 0 }) else { return nil }
        return (shown ?? Array(children.indices)).sorted { (children[$0].zIndex, $0) < (children[$1].zIndex, $1) }
    }
}
