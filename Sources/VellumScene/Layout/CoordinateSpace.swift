import VellumCore

/// A space a ``GeometryProxy`` measures frames in, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
    /// The scene's: the canvas's top-left corner is the origin.
    case global
    /// The reader's own: its top-left corner is the origin.
    case local
    /// The space of the ancestor given this name by ``Node/coordinateSpace(name:)``.
    case named(AnyHashable)
}

extension Node {
    /// Names this node's space, so that a ``GeometryReader`` inside it can measure frames from
    /// its top-left corner: `proxy.frame(in: .named(name))`.
    public func coordinateSpace<Name: Hashable>(name: Name) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: CoordinateSpaceName(spaceName: AnyHashable(name)))
    }
}

/// Names its child's space; it changes neither size nor drawing.
struct CoordinateSpaceName: WrappingModifier {
    let spaceName: AnyHashable
    var name: String { "coordinateSpace" }
}

/// Where a node's top-left corner is in the global space and in each named space around it,
/// from the frames layout gave it and its ancestors. Offsets (translations drawn around a node)
/// count, as SwiftUI's geometry reports them; rotations and scales do not.
struct NodePosition: Equatable {
    var global: Point
    /// The node's top-left corner in each named space around it, innermost first.
    var named: [(name: AnyHashable, origin: Point)]

    init(of node: SceneNode) {
        var origin = Point.zero
        var named: [(AnyHashable, Point)] = []
        var current: SceneNode? = node
        while let visited = current {
            if let space = visited.behavior(as: CoordinateSpaceName.self) { named.append((space.spaceName, origin)) }
            if case .transform(let transform) = visited.behavior.effect(size: visited.frame.size),
               transform.a == 1, transform.b == 0, transform.c == 0, transform.d == 1 {
                origin = origin + Point(x: transform.tx, y: transform.ty)
            }
            origin = origin + visited.frame.origin
            current = visited.parent
        }
        global = origin
        self.named = named
    }

    static func == (a: NodePosition, b: NodePosition) -> Bool {
        a.global == b.global && a.named.elementsEqual(b.named) { $0.name == $1.name && $0.origin == $1.origin }
    }
}
