import VellumCore

/// How descriptions of one type are built and refreshed, found once per type: a cast to a
/// protocol (`as? any PrimitiveNode`, `as? any Equatable`, `is any Shape`) looks the conformance
/// up on every call, which had been 46 k instructions — a fifteenth — of serving a tier badge's
/// SVG, and 9 k of a clock's tick. The calls kept here cast to the description's own type.
struct DescriptionKind {
    /// Makes a primitive's nodes; `nil` for a component, which is built through its body.
    let make: ((any Node, BuildContext) throws(SceneError) -> [SceneNode])?
    /// Brings the nodes a primitive made up to date in place; `nil` when it cannot.
    let refresh: ((any Node, [SceneNode], inout Int, BuildContext, RefreshJournal) throws(SceneError) -> Bool)?
    /// A component as `any Equatable`, when it is equatable (its nodes can then be kept).
    let equatable: ((any Node) -> any Equatable)?
    /// Whether a component is a shape (its body is named after it already).
    let isShape: Bool

    /// The kind of `node`'s type, found on this thread before or now.
    static func of(_ node: any Node) -> DescriptionKind {
        known.current.answer(for: type(of: node)) { DescriptionKind(node) }
    }

    /// The kinds each thread has found.
    private static let known = PerThread { TypeMemo<DescriptionKind>() }

    private init(_ node: any Node) {
        make = (node as? any PrimitiveNode).map { Self.maker($0) }
        refresh = (node as? any RefreshableNode).map { Self.refresher($0) }
        equatable = make == nil ? (node as? any Equatable).map { Self.equatableCast($0) } : nil
        isShape = make == nil && node is any Shape
    }

    private static func maker<T: PrimitiveNode>(_: T) -> (any Node, BuildContext) throws(SceneError) -> [SceneNode] {
        { node, context throws(SceneError) in try (node as! T).makeNodes(in: context) }
    }

    private static func refresher<T: RefreshableNode>(_: T)
        -> (any Node, [SceneNode], inout Int, BuildContext, RefreshJournal) throws(SceneError) -> Bool {
        { node, nodes, index, context, journal throws(SceneError) in
            try (node as! T).refresh(nodes, at: &index, in: context, journal: journal)
        }
    }

    private static func equatableCast<T: Equatable>(_: T) -> (any Node) -> any Equatable {
        { node in node as! T }
    }
}
