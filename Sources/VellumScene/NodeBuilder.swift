import VellumCore

/// The result builder behind every `{ … }` that lists nodes, as SwiftUI's `ViewBuilder`.
///
/// It accepts nodes, any `Shape` (drawn filled with the foreground colour, black unless
/// `.foregroundColor(_:)` says otherwise), `if`/`else`, `if let`, `switch`, `for` loops and
/// ``ForEach``:
///
///     ZStack {
///         Rectangle().fill(.white)
///         if showsDot { Circle().frame(width: 10, height: 10) }
///         ForEach(0..<3) { i in Capsule().offset(x: Double(i) * 20) }
///     }
@resultBuilder
public enum NodeBuilder {
    /// A node, as written.
    public static func buildExpression<N: Node>(_ node: N) -> N { node }

    /// A shape, drawn filled with the foreground colour.
    public static func buildExpression<S: Shape>(_ shape: S) -> ShapeNode<S> { ShapeNode(shape) }

    /// A shape that is also a node (the built-in shapes are): used as the node it is.
    public static func buildExpression<S: Shape & Node>(_ shape: S) -> S { shape }

    /// An empty block.
    public static func buildBlock() -> EmptyNode { EmptyNode() }

    /// A block of one node.
    public static func buildBlock<Content: Node>(_ content: Content) -> Content { content }

    /// A block of several nodes.
    public static func buildBlock<each Content: Node>(_ content: repeat each Content) -> TupleNode<repeat each Content> {
        TupleNode(repeat each content)
    }

    /// An `if` without `else`.
    public static func buildOptional<Content: Node>(_ content: Content?) -> OptionalNode<Content> {
        OptionalNode(wrapped: content)
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither<T: Node, F: Node>(first: T) -> ConditionalNode<T, F> {
        ConditionalNode(storage: .first(first))
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither<T: Node, F: Node>(second: F) -> ConditionalNode<T, F> {
        ConditionalNode(storage: .second(second))
    }

    /// A `for` loop.
    public static func buildArray<Content: Node>(_ content: [Content]) -> ArrayNode<Content> {
        ArrayNode(elements: content)
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability<Content: Node>(_ content: Content) -> AnyNode {
        AnyNode(content)
    }
}
