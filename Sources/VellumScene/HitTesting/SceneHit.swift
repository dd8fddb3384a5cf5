import VellumCore

/// The topmost node under a point of a scene, as ``Scene/hitTest(at:)`` finds it.
///
///     if let hit = try scene.hitTest(at: Point(x: 120, y: 40)), hit.tags.contains("play") {
///         print("pressed \(hit.path) at \(hit.location)")
///     }
public struct SceneHit {
    /// The node hit: the node whose drawing (or content shape) is topmost under the point.
    public let node: SceneNode
    /// The tags of the node and its ancestors, from the root down.
    public let tags: [Tag]
    /// The point in the node's local space: its frame's top-left corner at the origin, before
    /// every transform the recording composed for it (frame origins, offsets, rotations, scales).
    public let location: Point

    /// Where the node is, from the root down (see ``SceneNode/path``).
    public var path: String { node.path }

    /// The hit on `node` at the device point `point`, or `nil` when the node's transform cannot
    /// be undone (it collapses the node to a line, so nothing of it can be under a point).
    init?(node: SceneNode, devicePoint point: Point) {
        guard let inverse = node.deviceTransform?.inverted() else { return nil }
        var tags: [Tag] = []
        var current: SceneNode? = node
        while let member = current {
            if let tag = member.tag { tags.append(tag) }
            current = member.parent
        }
        self.node = node
        self.tags = tags.reversed()
        self.location = point.applying(inverse)
    }
}
