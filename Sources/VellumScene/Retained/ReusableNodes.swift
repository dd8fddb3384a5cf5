import VellumCore

/// Nodes of a part of the tree being rebuilt, kept for the descriptions built again unchanged:
/// a component whose type is `Equatable` and which equals a component built there before (with
/// the same environment) takes that component's nodes back — with their cached sizes, their
/// laid-out text and their children — instead of building, laying out and shaping them again.
/// SwiftUI skips unchanged views the same way.
///
/// A clock rebuilt every second with a new time draws its day-of-month box, equal from one
/// second to the next, from the nodes built when the day began.
///
/// Only a component that made exactly one node and no tags in it is kept (tags name nodes the
/// scene registers; the tag an enclosing `.tag` puts on the node is taken off and put back by
/// that modifier).
final class ReusableNodes {
    /// What a component's node was built from.
    struct Origin {
        let description: any Equatable
        let environment: NodeEnvironment
        let labels: [PathLabel]
        let registersTags: Bool

        /// Whether `node`, built in `context`, would build what this origin did.
        func matches(_ node: any Node, in context: BuildContext) -> Bool {
            ObjectIdentifier(type(of: node)) == ObjectIdentifier(type(of: description))
                && environment == context.environment && labels == context.labels
                && registersTags == context.registersTags && Self.equal(description, node)
        }

        private static func equal<T: Equatable>(_ a: T, _ b: Any) -> Bool {
            (b as? T).map { $0 == a } ?? false
        }
    }

    /// A node taken, and what taking it changed: put back if the rebuild fails.
    private struct Taken {
        let node: SceneNode
        weak var parent: SceneNode?
        let tag: Tag?
        let source: AnyNode?, originalSource: AnyNode?
        let rebuildContext: BuildContext?
    }

    /// The kept nodes, in the order the old tree had them. (A rebuild runs on the scene's one
    /// thread and reads these for every component it builds: no dynamic exclusivity checks.)
    @exclusivity(unchecked) private var nodes: [SceneNode] = []
    @exclusivity(unchecked) private var taken: [Taken] = []

    /// How many nodes were taken so far: a mark to put back to.
    var takenCount: Int { taken.count }

    /// Keeps the nodes of the subtrees of `roots` that carry an origin.
    func offer(_ roots: [SceneNode]) {
        for root in roots {
            root.forEachInSubtree { if $0.origin != nil { nodes.append($0) } }
        }
    }

    /// Puts the nodes taken since `mark` back where they were, as they were: the rebuild that
    /// took them failed, and the old tree stays.
    func putBack(since mark: Int) {
        for entry in taken[mark...].reversed() {
            entry.node.reattach(to: entry.parent)
            entry.node.tag = entry.tag
            (entry.node.source, entry.node.originalSource, entry.node.rebuildContext) =
                (entry.source, entry.originalSource, entry.rebuildContext)
        }
        taken.removeSubrange(mark...)
    }

    /// The node built from a description equal to `node` in the same context, taken out of the
    /// pool with everything above and below it (a node is reused once, whole), and detached
    /// from the tag an enclosing modifier gave it; `nil` when there is none.
    func take(_ node: any Node, in context: BuildContext) -> SceneNode? {
        guard let index = nodes.firstIndex(where: { $0.origin!.matches(node, in: context) }) else { return nil }
        let found = nodes[index]
        // The pool holds a few components, the subtree below one can hold hundreds of nodes: walk
        // up from each pooled node rather than collecting the subtree.
        nodes.removeAll { Self.isOnOnePath($0, found) }
        taken.append(Taken(node: found, parent: found.parent, tag: found.tag, source: found.source,
                           originalSource: found.originalSource, rebuildContext: found.rebuildContext))
        found.tag = nil
        (found.source, found.originalSource, found.rebuildContext) = (nil, nil, nil)
        return found
    }

    /// Whether `a` and `b` lie on one path from the root: one of them is the other or above it.
    private static func isOnOnePath(_ a: SceneNode, _ b: SceneNode) -> Bool {
        isAtOrBelow(a, b) || isAtOrBelow(b, a)
    }

    private static func isAtOrBelow(_ node: SceneNode, _ ancestor: SceneNode) -> Bool {
        var current: SceneNode? = node
        while let step = current {
            if step === ancestor { return true }
            current = step.parent
        }
        return false
    }
}
