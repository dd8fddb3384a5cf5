import Foundation
import VellumCore

/// Runs a user's ``Layout`` as a node's behaviour. A class: it keeps the layout's cache for the
/// node's life.
final class CustomLayoutBehavior<L: Layout>: Behavior {
    let layout: L
    private var cache: L.Cache?
    /// The subviews the cache was made or last updated for.
    private var cachedSubviews: [ObjectIdentifier] = []
    let name: String

    init(layout: L) {
        self.layout = layout
        name = TypeNames.of(L.self)
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: SceneNode, in graph: SceneGraph) throws(SceneError) -> Size {
        let session = CustomLayoutSession(graph: graph, path: node.path)
        let size = withCache(node: node, session: session) { subviews, cache in
            Size(layout.sizeThatFits(proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache))
        }
        try session.check()
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            throw .invalidValue(path: node.path, message: "sizeThatFits gave \(size) for \(proposal); a size must be finite and not negative")
        }
        return size
    }

    func placements(of node: SceneNode, size: Size, proposal: ProposedSize,
                    in graph: SceneGraph) throws(SceneError) -> [ChildPlacement] {
        let session = CustomLayoutSession(graph: graph, path: node.path)
        // The bounds are the node's own frame at the origin: placements come back in its space.
        let bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        withCache(node: node, session: session) { subviews, cache in
            layout.placeSubviews(in: bounds, proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache)
        }
        try session.check()
        return try node.children.map { (child) throws(SceneError) in
            if let placed = session.placements[ObjectIdentifier(child)] { return placed }
            // An unplaced subview sits at the centre of the bounds, as in SwiftUI.
            let childSize = try child.size(for: .unspecified, in: graph)
            return ChildPlacement(proposal: .unspecified,
                                  origin: Point(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2))
        }
    }

    func explicitGuide(_ key: AlignmentKey, of node: SceneNode, size: Size, proposal: ProposedSize,
                       in graph: SceneGraph) throws(SceneError) -> Double? {
        let session = CustomLayoutSession(graph: graph, path: node.path)
        let bounds = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        let value = withCache(node: node, session: session) { subviews, cache in
            switch key.axis {
            case .horizontal:
                layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: ProposedViewSize(proposal),
                                         subviews: subviews, cache: &cache)
            case .vertical:
                layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: ProposedViewSize(proposal),
                                         subviews: subviews, cache: &cache)
            }
        }
        try session.check()
        guard let value else { return nil }
        guard value.isFinite else {
            throw .invalidValue(path: node.path, message: "explicitAlignment gave \(value); a guide must be finite")
        }
        return Double(value)
    }

    /// Calls `body` with the subviews and the cache: made on first use, updated when the
    /// subviews changed since (an update replaced one).
    private func withCache<Result>(node: SceneNode, session: CustomLayoutSession,
                                   _ body: (LayoutSubviews, inout L.Cache) -> Result) -> Result {
        let subviews = LayoutSubviews(nodes: node.children, session: session)
        let identities = node.children.map(ObjectIdentifier.init)
        var current = cache ?? layout.makeCache(subviews: subviews)
        if cache != nil, identities != cachedSubviews { layout.updateCache(&current, subviews: subviews) }
        cachedSubviews = identities
        defer { cache = current }
        return body(subviews, &current)
    }
}

/// What one call into a user's layout asked of its subviews: sizes computed (and the first error
/// met, since the protocol's methods cannot throw) and placements made.
final class CustomLayoutSession {
    let graph: SceneGraph
    let path: String
    private(set) var error: SceneError?
    private(set) var placements: [ObjectIdentifier: ChildPlacement] = [:]

    init(graph: SceneGraph, path: String) {
        self.graph = graph
        self.path = path
    }

    /// The size of `node` for `proposal`, or zero once something failed.
    func size(of node: SceneNode, for proposal: ProposedSize) -> Size {
        guard error == nil else { return .zero }
        if let problem = Self.problem(with: proposal) {
            error = .invalidValue(path: path, message: "a subview was proposed \(proposal): \(problem)")
            return .zero
        }
        return attempt { () throws(SceneError) in try node.size(for: proposal, in: graph) } ?? .zero
    }

    /// The dimensions of `node` for `proposal`, or a zero size once something failed.
    func dimensions(of node: SceneNode, for proposal: ProposedSize) -> ViewDimensions {
        let size = self.size(of: node, for: proposal)
        return attempt { () throws(SceneError) in try node.dimensions(size: size, proposal: proposal, in: graph) }
            ?? ViewDimensions(size: size)
    }

    /// Records where `node` goes: its `anchor` at `position`.
    func place(_ node: SceneNode, at position: Point, anchor: UnitPoint, proposal: ProposedSize) {
        guard error == nil else { return }
        guard position.isFinite else {
            error = .invalidValue(path: path, message: "a subview was placed at \(position); positions must be finite")
            return
        }
        let size = self.size(of: node, for: proposal)
        let origin = Point(x: position.x - size.width * anchor.x, y: position.y - size.height * anchor.y)
        placements[ObjectIdentifier(node)] = ChildPlacement(proposal: proposal, origin: origin)
    }

    /// The result of `body`, or `nil` once something failed (the error is kept).
    func attempt<T>(_ body: () throws(SceneError) -> T) -> T? {
        guard error == nil else { return nil }
        do throws(SceneError) {
            return try body()
        } catch {
            self.error = error
            return nil
        }
    }

    /// Throws the first error met.
    func check() throws(SceneError) {
        if let error { throw error }
    }

    /// What is wrong with a proposal a layout made, or `nil`.
    private static func problem(with proposal: ProposedSize) -> String? {
        for length in [proposal.width, proposal.height].compactMap({ $0 }) where length.isNaN || length < 0 {
            return "a proposed length must be a number and not negative"
        }
        return nil
    }
}
