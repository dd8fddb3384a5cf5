import VellumCore

/// A piece of a scene: the scene graph's counterpart of SwiftUI's `View`.
///
/// Define a reusable component the way a SwiftUI view is defined — a value type whose `body`
/// composes other nodes with the ``NodeBuilder`` DSL:
///
///     struct Dot: Node {
///         var color: Color
///         var body: some Node {
///             Circle().fill(color).frame(width: 10, height: 10)
///         }
///     }
///
/// A component is a description. ``Scene`` turns the description into a retained tree of
/// ``SceneNode``s once, lays it out and records it; changing a tagged component later
/// (``Scene/update(_:as:_:)``) rebuilds only that part of the tree.
///
/// Built-in nodes (stacks, shapes, modifiers…) are *primitive*: the scene knows how to lay them out
/// and draw them, and their `body` is the node itself.
public protocol Node {
    /// The type of node this one is made of.
    associatedtype Body: Node

    /// The nodes this one is made of.
    @NodeBuilder var body: Body { get }
}

/// A built-in node: it turns itself into retained scene nodes instead of into a `body`.
///
/// It yields a *list* because some nodes stand for several siblings (a `ForEach`, a builder
/// block), as in SwiftUI, where a modifier on a `ForEach` applies to every element.
protocol PrimitiveNode {
    /// The retained nodes standing for this description, built in `context`.
    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode]
}

/// A node that draws nothing and takes no space; an empty builder block.
public struct EmptyNode: Node, PrimitiveNode {
    /// Creates an empty node.
    public init() {}

    /// The node itself: it is primitive.
    public var body: EmptyNode { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] { [] }
}

/// A type-erased node, as SwiftUI's `AnyView`: lets nodes of different types share a variable,
/// an array or a dictionary.
public struct AnyNode: Node, PrimitiveNode {
    /// The wrapped node.
    let base: any Node

    /// Wraps `node`; wrapping an `AnyNode` again does not nest.
    public init<N: Node>(_ node: N) {
        base = (node as? AnyNode)?.base ?? node
    }

    /// Wraps an existential node.
    public init(erasing node: any Node) {
        base = (node as? AnyNode)?.base ?? node
    }

    /// The wrapped node if it has type `N`.
    public func `as`<N: Node>(_: N.Type) -> N? { base as? N }

    /// The name of the wrapped node's type, as error messages give it.
    public var typeName: String { String(describing: type(of: base)) }

    /// The node itself: it is primitive.
    public var body: AnyNode { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        try context.build(base)
    }
}

/// Several sibling nodes listed one after the other, made by a builder block.
public struct TupleNode<each Content: Node>: Node, PrimitiveNode {
    let content: (repeat each Content)

    /// Lists the nodes in order.
    public init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    /// The node itself: it is primitive.
    public var body: TupleNode<repeat each Content> { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        var nodes: [SceneNode] = []
        for node in repeat each content {
            nodes += try context.build(node)
        }
        return nodes
    }
}

/// One of two nodes, chosen by an `if`/`else` or `switch` in a builder.
public struct ConditionalNode<TrueContent: Node, FalseContent: Node>: Node, PrimitiveNode {
    enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }

    let storage: Storage

    /// The node itself: it is primitive.
    public var body: ConditionalNode { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        switch storage {
        case .first(let node): try context.build(node)
        case .second(let node): try context.build(node)
        }
    }
}

/// A node that may be absent, made by an `if` without `else` in a builder.
public struct OptionalNode<Wrapped: Node>: Node, PrimitiveNode {
    let wrapped: Wrapped?

    /// The node itself: it is primitive.
    public var body: OptionalNode { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        guard let wrapped else { return [] }
        return try context.build(wrapped)
    }
}

/// The nodes made by a `for` loop in a builder.
public struct ArrayNode<Element: Node>: Node, PrimitiveNode {
    let elements: [Element]

    /// The node itself: it is primitive.
    public var body: ArrayNode { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        var nodes: [SceneNode] = []
        for element in elements { nodes += try context.build(element) }
        return nodes
    }
}

/// Groups nodes without laying them out together, as SwiftUI's `Group`: a modifier on a group
/// applies to each of its nodes.
public struct Group<Content: Node>: Node, PrimitiveNode {
    let content: Content

    /// Groups the nodes `content` builds.
    public init(@NodeBuilder content: () -> Content) {
        self.content = content()
    }

    /// The node itself: it is primitive.
    public var body: Group { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        try context.build(content)
    }
}
