import VellumCore

/// Where a description is turned into retained nodes: the scene being built, the inherited
/// environment, and path labels waiting for the next node made.
struct BuildContext {
    /// How deeply descriptions may nest (``Scene/maxNestingDepth``).
    static let maximumDepth = Scene.maxNestingDepth

    unowned let graph: SceneGraph
    /// The environment the description inherits.
    var environment: NodeEnvironment {
        _read { yield environmentBox.value }
        _modify {
            if !isKnownUniquelyReferenced(&environmentBox) { environmentBox = EnvironmentBox(environmentBox.value) }
            yield &environmentBox.value
        }
    }
    /// The environment, boxed and copied on write: a context is copied for every description
    /// built (46 times for a tier badge), and the box is one reference to count where the
    /// environment holds several — the current locale, time zone and calendar, the label
    /// colours — that every thread building a scene shares, so that each count moved its cache
    /// line between the cores.
    private var environmentBox = EnvironmentBox(NodeEnvironment())
    /// Names of descriptions that made no node of their own (a component, a `ForEach` item), to
    /// prefix the path of the next node made.
    var labels: [PathLabel] = []
    /// How many descriptions enclose the one being built.
    var depth = 0
    /// Whether tags name nodes of the scene (false for a canvas's symbols, whose tags name
    /// symbols only and may repeat from canvas to canvas).
    var registersTags = true

    init(graph: SceneGraph, labels: [PathLabel] = []) {
        self.graph = graph
        self.labels = labels
    }

    /// The retained nodes for `node`.
    func build(_ node: any Node) throws(SceneError) -> [SceneNode] {
        var inner = self
        inner.depth += 1
        guard inner.depth <= Self.maximumDepth else {
            throw .invalidStructure(
                path: labels.joinedPath(),
                message: "nodes nest more than \(Self.maximumDepth) deep (does a body contain its own component?)")
        }
        let kind = DescriptionKind.of(node)
        if let make = kind.make { return try make(node, inner) }
        let reusable = kind.equatable?(node)
        if reusable != nil, let kept = graph.reusableNodes?.take(node, in: self) { return [kept] }
        let nodes = try inner.forBody(of: node, isShape: kind.isShape).build(body(of: node))
        if let origin = origin(of: reusable, making: nodes) { nodes[0].origin = origin }
        return nodes
    }

    /// The context a component's body is built in: a shape's body is the filled shape, named
    /// after the shape already; any other component names the nodes of its body.
    func forBody(of component: any Node, isShape: Bool) -> BuildContext {
        var context = self
        if !isShape { context.labels.append(.component(type(of: component))) }
        return context
    }

    /// The body of `component`, evaluated with the environment in effect, for `@Environment` to
    /// read. No other body is being evaluated meanwhile (each returns before its children are
    /// built), so with the default values in effect there is nothing to bind.
    func body(of component: any Node) -> any Node {
        environment.valuesAreDefault ? component.body
            : EnvironmentValues.$current.withValue(environment.values) { component.body }
    }

    /// What an update needs to take back the nodes an equatable component made here: only a
    /// component that made one node and no tags in it is kept (see ``ReusableNodes``).
    func origin(of reusable: (any Equatable)?, making nodes: [SceneNode]) -> ReusableNodes.Origin? {
        guard let reusable, nodes.count == 1, nodes[0].subtreeSatisfies({ $0.tag == nil }) else { return nil }
        return ReusableNodes.Origin(description: reusable, environment: environment, labels: labels,
                                    registersTags: registersTags)
    }

    /// The context for the children of a node made here: the labels belong to that node.
    var forChildren: BuildContext {
        var context = self
        context.labels = []
        return context
    }

    /// The context for the children of a stack along `axis` (`nil`: a container that is no
    /// stack, such as a `ZStack`): spacers and dividers below take their direction from it.
    func forChildren(inStackAlong axis: Axis?) -> BuildContext {
        var context = forChildren
        context.environment.stackAxis = axis
        return context
    }

    /// A node made here, carrying the pending labels.
    func makeNode(_ behavior: any Behavior, children: [SceneNode] = []) -> SceneNode {
        SceneNode(behavior: behavior, children: children, labels: labels)
    }
}

/// A ``NodeEnvironment`` behind one reference (``BuildContext/environment``).
private final class EnvironmentBox {
    // Read and changed only by the context that holds the box alone, on the scene's thread.
    @exclusivity(unchecked) var value: NodeEnvironment

    init(_ value: NodeEnvironment) {
        self.value = value
    }
}

/// A description of a change to the nodes it wraps, used by ``ModifiedNode``.
protocol NodeModifier {
    /// The retained nodes for `content` modified.
    func makeNodes(content: any Node, in context: BuildContext) throws(SceneError) -> [SceneNode]

    /// Brings `nodes[index...]` up to date with `content` modified, in place, as
    /// ``RefreshableNode/refresh(_:at:in:journal:)`` does; false when they do not match.
    func refresh(_ nodes: [SceneNode], at index: inout Int, content: any Node, in context: BuildContext,
                 journal: RefreshJournal) throws(SceneError) -> Bool
}

/// A modifier that wraps each node of its content in a node of its own, which behaves as the
/// modifier says (padding, frames, effects…). On a `ForEach` or `Group` it wraps every element,
/// as SwiftUI does.
protocol WrappingModifier: NodeModifier, Behavior {}

extension WrappingModifier {
    var isWrapper: Bool { true }

    func makeNodes(content: any Node, in context: BuildContext) throws(SceneError) -> [SceneNode] {
        try context.forChildren.build(content).map { context.makeNode(self, children: [$0]) }
    }
}

/// A node with a modifier applied, made by methods such as `padding(_:)` and `opacity(_:)`.
public struct ModifiedNode<Content: Node>: Node, PrimitiveNode {
    /// The node modified.
    public let content: Content
    let modifier: any NodeModifier

    init(content: Content, modifier: any NodeModifier) {
        self.content = content
        self.modifier = modifier
    }

    /// The node itself: it is primitive.
    public var body: ModifiedNode { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        try modifier.makeNodes(content: content, in: context)
    }
}
