import Vellum

/// Each scene node's own drawing rendered alone, in opaque black, by the raster backend: the
/// exact coverage a hit test is checked against.
///
/// A node's mask keeps the clips and transforms around its drawing and drops everything that does
/// not change *where* it draws: paints become opaque, layers lose their opacity and shadows.
/// Drawing that cannot show (a fully transparent paint, a layer of opacity 0) is left out.
///
/// A point's coverage is read from the 3 × 3 pixels around it: inside when all nine are fully
/// covered, outside when none is touched, on an edge otherwise. Every point within a pixel of an
/// edge is thus on an edge, and anti-aliasing never decides a verdict.
public struct CoverageMasks {
    /// Where a point lies relative to a node's drawing.
    public enum Coverage: Sendable { case inside, outside, edge }

    /// What checking one hit test found.
    public enum Verdict: Sendable, Equatable {
        /// The hit node covers the point and no node drawn above it does.
        case agreedHit
        /// Nothing covers the point, and nothing was hit.
        case agreedMiss
        /// The point is within a pixel of an edge that matters: no verdict.
        case edge
        /// The hit test and the coverage disagree, with why.
        case disagreed(String)
    }

    /// The scopes of the nodes that draw, in drawing order.
    public let drawingOrder: [UInt64]
    private let masks: [UInt64: Pixmap]

    /// The masks of every scope drawing in `tree` on a `size` canvas, except those `excluded`
    /// (nodes hit testing must skip).
    public init(tree: RenderTree, size: Size, excluding excluded: Set<UInt64> = []) throws {
        var order: [UInt64] = []
        Self.collectScopes(tree.nodes, into: &order)
        drawingOrder = order.filter { !excluded.contains($0) }
        let symbols = tree.symbols.mapValues { Self.opaque($0, scope: nil) }
        let backend = RasterBackend()
        var masks: [UInt64: Pixmap] = [:]
        for scope in drawingOrder {
            let alone = try RenderTree(nodes: Self.opaque(tree.nodes, scope: scope), symbols: symbols)
            masks[scope] = try backend.render(alone, size: size)
        }
        self.masks = masks
    }

    /// Where `point` lies relative to the drawing of the node of `scope`.
    public func coverage(of scope: UInt64, at point: Point) -> Coverage {
        guard let mask = masks[scope] else { return .outside }
        let (px, py) = (Int(point.x.rounded(.down)), Int(point.y.rounded(.down)))
        var (full, empty) = (true, true)
        for y in max(py - 1, 0)...min(py + 1, mask.height - 1) {
            for x in max(px - 1, 0)...min(px + 1, mask.width - 1) {
                let alpha = mask.pixel(x: x, y: y).a
                full = full && alpha == 255
                empty = empty && alpha == 0
            }
        }
        return full ? .inside : empty ? .outside : .edge
    }

    /// Checks that a hit test's answer at `point` — the scope of the node hit, or `nil` for a
    /// miss — is the topmost node covering the point.
    public func check(hitScope: UInt64?, at point: Point) -> Verdict {
        check(hitScopes: hitScope.map { [$0] }, at: point)
    }

    /// Checks that a hit test's answer at `point` — the scopes the hit node's drawings are
    /// recorded in (`Scene.renderScopes(of:)`), or `nil` for a miss — is the topmost node
    /// covering the point.
    public func check(hitScopes: [UInt64]?, at point: Point) -> Verdict {
        guard let hitScopes else {
            if let covering = drawingOrder.first(where: { coverage(of: $0, at: point) == .inside }) {
                return .disagreed("missed at \(point), but node #\(covering) covers it")
            }
            return drawingOrder.allSatisfy { coverage(of: $0, at: point) == .outside } ? .agreedMiss : .edge
        }
        let name = hitScopes.first.map { "#\($0)" } ?? "#?"
        guard let position = drawingOrder.lastIndex(where: hitScopes.contains) else {
            return .disagreed("hit node \(name) at \(point), which draws nothing that can be hit")
        }
        if let above = drawingOrder[(position + 1)...].first(where: {
            !hitScopes.contains($0) && coverage(of: $0, at: point) == .inside
        }) {
            return .disagreed("hit node \(name) at \(point), but node #\(above), drawn above it, covers it")
        }
        let coverages = hitScopes.map { coverage(of: $0, at: point) }
        if coverages.contains(.inside) { return .agreedHit }
        if coverages.contains(.edge) { return .edge }
        return .disagreed("hit node \(name) at \(point), which its drawing does not cover")
    }

    /// The scopes of the drawings in `nodes`, in order of first appearance.
    private static func collectScopes(_ nodes: [RenderNode], into order: inout [UInt64]) {
        for node in nodes {
            switch node {
            case .group(let group): collectScopes(group.children, into: &order)
            case .draw, .symbol:
                if !order.contains(node.id.scope) { order.append(node.id.scope) }
            }
        }
    }

    /// `nodes` with only the drawings of `scope` (all when `nil`), painted opaque, in groups
    /// that keep their transforms and clips but no opacity or shadow.
    private static func opaque(_ nodes: [RenderNode], scope: UInt64?) -> [RenderNode] {
        nodes.compactMap { node -> RenderNode? in
            switch node {
            case .draw(let draw):
                guard scope == nil || draw.id.scope == scope, paints(draw.paint) else { return nil }
                return .draw(RenderDraw(id: draw.id, path: draw.path, paint: .color(.black), kind: draw.kind,
                                        transform: draw.transform))
            case .symbol(let use):
                return scope == nil || use.id.scope == scope ? node : nil
            case .group(let group):
                guard group.opacity > 0 else { return nil }
                return .group(RenderGroup(id: group.id, transform: group.transform, clip: group.clip,
                                          children: opaque(group.children, scope: scope)))
            }
        }
    }

    /// Whether a paint can show: some colour with an alpha that is not 0 in 8 bits.
    private static func paints(_ paint: Paint) -> Bool {
        let colors: [Color] = switch paint {
        case .color(let color): [color]
        case .linearGradient(let gradient): gradient.gradient.stops.map(\.color)
        case .radialGradient(let gradient): gradient.gradient.stops.map(\.color)
        case .angularGradient(let gradient): gradient.gradient.stops.map(\.color)
        case .image(let image): [Color(white: 1, opacity: image.opacity)]
        }
        return colors.contains { $0.rgba8.a != 0 }
    }
}
