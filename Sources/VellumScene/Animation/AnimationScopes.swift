import VellumCore

/// Which ``Node/animation(_:value:)`` modifier each recorded scene node lies under, found by
/// walking the retained tree with the structural identities the recorder gives.
struct AnimationScopes {
    /// For each scene node's identity (a render node's `scope`), the identity of the innermost
    /// animation modifier above it (or itself).
    private(set) var modifierOfScope: [UInt64: UInt64] = [:]
    /// Each animation modifier by its identity.
    private(set) var modifiers: [UInt64: AnimationEffect] = [:]

    /// The scopes of the content's tree under `root`.
    init(root: SceneNode?) {
        guard let root else { return }
        visit(root, key: StructuralIdentity.root, modifier: nil)
    }

    private mutating func visit(_ node: SceneNode, key: UInt64, modifier: UInt64?) {
        var modifier = modifier
        if let effect = node.behavior(as: AnimationEffect.self) {
            modifiers[key] = effect
            modifier = key
        }
        if let modifier { modifierOfScope[key] = modifier }
        guard node.behavior.recordsChildren else { return }
        for (index, child) in node.children.enumerated() {
            visit(child, key: StructuralIdentity.child(of: key, at: index, node: child), modifier: modifier)
        }
    }

    /// The animation each scope's change uses after an update from `old` to these scopes inside
    /// a transaction animating with `transaction`: a modifier whose value changed gives its own
    /// (which may be none), any other scope the transaction's. Only the scopes under such a
    /// modifier are listed (`nil`: it stops the transaction's); `fallback` is for the others.
    func animations(since old: AnimationScopes, transaction: Animation?) -> (byScope: [UInt64: Animation?], fallback: Animation?) {
        var changed: [UInt64: Animation?] = [:]
        for (key, effect) in modifiers {
            guard let before = old.modifiers[key], !before.value.equals(effect.value) else { continue }
            changed[key] = .some(effect.animation)
        }
        var byScope: [UInt64: Animation?] = [:]
        for (scope, modifier) in modifierOfScope {
            if let animation = changed[modifier] { byScope[scope] = .some(animation) }
        }
        return (byScope, transaction)
    }
}
