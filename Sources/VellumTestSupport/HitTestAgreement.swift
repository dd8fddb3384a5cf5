import Vellum

/// Checks ``VellumScene/Scene/hitTest(at:)`` against exact coverage (``CoverageMasks``) at random
/// points, and counts what it found.
public struct HitTestAgreement: CustomStringConvertible {
    /// Points where the node hit covers the point and nothing drawn above it does.
    public private(set) var hits = 0
    /// Points where nothing covers the point and nothing was hit.
    public private(set) var misses = 0
    /// Points within a pixel of an edge that decides the answer: not checked.
    public private(set) var edges = 0
    /// What disagreed, one message per point.
    public private(set) var disagreements: [String] = []

    public init() {}

    /// The points checked and agreed.
    public var agreed: Int { hits + misses }

    /// The counts of both checks together.
    public func adding(_ other: HitTestAgreement) -> HitTestAgreement {
        var sum = self
        sum.hits += other.hits
        sum.misses += other.misses
        sum.edges += other.edges
        sum.disagreements += other.disagreements
        return sum
    }

    public var description: String {
        "\(agreed) agreed (\(hits) hits, \(misses) misses), \(edges) on edges, \(disagreements.count) disagreed"
    }

    /// Hit-tests `scene`, recorded on a `size` canvas, at `count` random points (every other one
    /// within the bounds of one drawing), checking each
    /// against the coverage of every node not `excluded` (nodes hit testing must skip).
    public mutating func check(_ scene: Scene, size: Size, points count: Int, excluding excluded: Set<UInt64> = [],
                               using rng: inout SplitMix64, label: String) throws {
        let tree = try scene.renderTree(size: size)
        let masks = try CoverageMasks(tree: tree, size: size, excluding: excluded)
        // Half the points anywhere on the canvas, half in the bounds of one drawing picked at
        // random, so that sparse scenes are checked for hits too.
        let canvas = Rect(size: size)
        let drawings = Self.leafBounds(tree.nodes).compactMap { $0.intersection(canvas) }.filter { !$0.isEmpty }
        for index in 0..<count {
            let area = index.isMultiple(of: 2) ? canvas : drawings.randomElement(using: &rng) ?? canvas
            let point = Point(x: .random(in: area.minX..<area.maxX, using: &rng),
                              y: .random(in: area.minY..<area.maxY, using: &rng))
            let hit = try scene.hitTest(at: point)
            switch masks.check(hitScopes: hit.map { scene.renderScopes(of: $0.node) }, at: point) {
            case .agreedHit: hits += 1
            case .agreedMiss: misses += 1
            case .edge: edges += 1
            case .disagreed(let why): disagreements.append("\(label): \(why) (hit \(hit?.path ?? "nothing"))")
            }
        }
    }
}

extension HitTestAgreement {
    /// The bounds of every drawing and symbol use in `nodes`.
    private static func leafBounds(_ nodes: [RenderNode]) -> [Rect] {
        nodes.flatMap { node -> [Rect] in
            if case .group(let group) = node { return leafBounds(group.children) }
            return node.bounds.map { [$0] } ?? []
        }
    }
}

extension Scene {
    /// The render scopes of the nodes tagged `tag` and their subtrees, or none if no node is.
    public func renderScopes(under tag: some Hashable & Sendable) -> Set<UInt64> {
        guard let node = try? node(tagged: tag) else { return [] }
        var scopes = Set<UInt64>()
        var pending = [node]
        while let next = pending.popLast() {
            if let scope = renderScope(of: next) { scopes.insert(scope) }
            pending += next.children
        }
        return scopes
    }
}
