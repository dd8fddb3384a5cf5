import VellumCore

/// Where a node and its subtree can be hit, as the hit-testing modifiers set it.
enum HitArea {
    /// Wherever the node and its subtree visibly draw: the default.
    case content
    /// Nowhere: the node and its subtree are skipped, so what lies beneath can be hit
    /// (`allowsHitTesting(false)`).
    case none
    /// Inside the shape fitted into the node's frame, filled by the rule, whatever is drawn
    /// there; the subtree is hit only inside it (`contentShape(_:eoFill:)`).
    case shape(AnyShape, FillRule)
}

extension Behavior {
    var hitArea: HitArea { .content }
}
