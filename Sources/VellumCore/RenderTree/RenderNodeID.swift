/// The identity of a node of a ``RenderTree``, stable for as long as whatever recorded the node
/// keeps recording it: a scene node keeps its identity across updates that do not rebuild it, and
/// an immediate-mode drawing numbers its nodes in drawing order, so the same drawing made again
/// frame after frame has the same identities.
///
/// Backends key what they prepare for a node (flattened outlines, stroke outlines, gradient
/// tables) by its identity, and the damage between two trees is found by matching identities.
public struct RenderNodeID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Who recorded the node: a scene node, or an immediate-mode drawing (scope 0 unless given).
    public var scope: UInt64
    /// The node's number within its scope.
    public var index: UInt32

    /// Creates an identity.
    public init(scope: UInt64, index: UInt32) {
        self.scope = scope
        self.index = index
    }

    public static func < (a: RenderNodeID, b: RenderNodeID) -> Bool {
        (a.scope, a.index) < (b.scope, b.index)
    }

    /// One word hashed rather than two: identities key the tables that damage and a backend's
    /// caches consult for every node, and the index is small (a collision only costs a comparison).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(word)
    }

    /// The scope and index folded into one word (equal identities, equal words).
    var word: UInt64 { scope ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15) }

    public var description: String { "#\(scope).\(index)" }
}
