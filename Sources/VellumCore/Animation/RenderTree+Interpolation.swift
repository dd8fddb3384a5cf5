/// How the nodes of two render trees blend: how far each node has come, and the outline of a
/// node drawn from a shape at a point of its animation.
package struct RenderInterpolation {
    /// The fraction of the change node `id` shows, or `nil` when it is not animated (it shows the
    /// new state).
    package var amount: (RenderNodeID) -> Double?
    /// The outline of drawing `id` `amount` of the way between its two states, when it is drawn
    /// from an animatable shape, or `nil` (its paths are then blended point by point).
    package var outline: (_ id: RenderNodeID, _ amount: Double) -> Path?

    /// A blend taking `amount` and `outline` as above.
    package init(amount: @escaping (RenderNodeID) -> Double?,
                 outline: @escaping (_ id: RenderNodeID, _ amount: Double) -> Path? = { _, _ in nil }) {
        self.amount = amount
        self.outline = outline
    }
}

extension RenderTree {
    /// The tree part of the way from `old` to this one: each node both trees hold (matched by
    /// identity) blended by `interpolation` — transforms, paths, paints, stroke widths,
    /// opacities, clips, shadows; nodes only this tree holds appear at once and nodes only `old`
    /// held are gone, as SwiftUI inserts and removes views without a transition. Symbols are
    /// this tree's.
    package func interpolated(from old: RenderTree, by interpolation: RenderInterpolation) throws(RenderError) -> RenderTree {
        var previous: [RenderNodeID: RenderNode] = [:]
        Self.index(old.nodes, into: &previous)
        let blend = NodeBlend(previous: previous, interpolation: interpolation)
        return try RenderTree(nodes: nodes.map(blend.blended), symbols: symbols)
    }

    /// Every node of `nodes`, nested ones and masks' content included, by identity.
    private static func index(_ nodes: [RenderNode], into table: inout [RenderNodeID: RenderNode]) {
        for node in nodes {
            table[node.id] = node
            guard case .group(let group) = node else { continue }
            index(group.children, into: &table)
            index(group.mask?.content ?? [], into: &table)
        }
    }
}

/// Blends nodes of a new tree with their namesakes in an old one.
private struct NodeBlend {
    let previous: [RenderNodeID: RenderNode]
    let interpolation: RenderInterpolation

    func blended(_ node: RenderNode) -> RenderNode {
        let old = previous[node.id]
        let amount = interpolation.amount(node.id)
        switch node {
        case .group(let group):
            guard let amount, case .group(let before)? = old else { return .group(withBlendedChildren(group)) }
            return .group(blend(group, from: before, amount: amount))
        case .draw(let draw):
            guard let amount, case .draw(let before)? = old else { return node }
            return .draw(blend(draw, from: before, amount: amount))
        case .symbol(let use):
            guard let amount, case .symbol(let before)? = old else { return node }
            return .symbol(RenderSymbolUse(id: use.id, tag: use.tag,
                                           transform: use.transform.interpolated(from: before.transform, amount: amount,
                                                                                 pivot: .zero)))
        }
    }

    /// `group` with its own effects as they are and its content blended.
    private func withBlendedChildren(_ group: RenderGroup) -> RenderGroup {
        group.with(children: group.children.map(blended),
                   mask: group.mask.map { RenderMask($0.mode, content: $0.content.map(blended)) })
    }

    private func blend(_ group: RenderGroup, from old: RenderGroup, amount: Double) -> RenderGroup {
        var clip = group.clip
        if let after = group.clip, let before = old.clip, let path = after.path.interpolated(from: before.path, amount: amount) {
            clip = RenderClip(path, rule: after.rule,
                              transform: after.transform.interpolated(from: before.transform, amount: amount, pivot: .zero))
        }
        var shadow = group.shadow
        if let after = group.shadow, let before = old.shadow { shadow = after.interpolated(from: before, amount: amount) }
        return RenderGroup(id: group.id,
                           transform: group.transform.interpolated(from: old.transform, amount: amount, pivot: .zero),
                           clip: clip, mask: group.mask.map { RenderMask($0.mode, content: $0.content.map(blended)) },
                           opacity: min(max(group.opacity.interpolated(from: old.opacity, amount: amount), 0), 1),
                           shadow: shadow, blendMode: group.blendMode, isolated: group.isolated,
                           filters: group.filters, children: group.children.map(blended))
    }

    private func blend(_ draw: RenderDraw, from old: RenderDraw, amount: Double) -> RenderDraw {
        // Text changes at once, as SwiftUI's does without a content transition: its glyphs are
        // not morphed into one another; it still moves, turns and changes colour.
        let path = draw.glyphRuns.isEmpty
            ? interpolation.outline(draw.id, amount) ?? draw.path.interpolated(from: old.path, amount: amount) ?? draw.path
            : draw.path
        var kind = draw.kind
        if case .stroke(let after) = draw.kind, case .stroke(let before) = old.kind {
            kind = .stroke(after.interpolated(from: before, amount: amount))
        }
        let pivot = draw.path.isEmpty ? Point.zero : draw.path.boundingRect.center
        return RenderDraw(id: draw.id, path: path, paint: draw.paint.interpolated(from: old.paint, amount: amount) ?? draw.paint,
                          kind: kind, transform: draw.transform.interpolated(from: old.transform, amount: amount, pivot: pivot),
                          glyphRuns: path == draw.path ? draw.glyphRuns : [])
    }
}
