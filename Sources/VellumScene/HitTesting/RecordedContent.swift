import VellumCore

/// What each scene node drew in the last recording, read back from the render tree by identity:
/// a render node's ``VellumCore/RenderNodeID/scope`` is the structural identity of the scene node
/// that recorded it (``Scene/renderScope(of:)``), so the tree itself says which drawing is whose —
/// with the exact paths, transforms and clips the backends draw.
///
/// Each drawing (a fill, a stroke, a symbol use, or a group a canvas opened) is kept with the
/// transform, clips and masks around it, so it can be tested alone.
struct RecordedContent {
    /// A drawing of a scene node with what encloses it in the tree.
    private struct Piece {
        /// The drawing.
        var node: RenderNode
        /// Maps the space the drawing sits in to the device.
        var base: AffineTransform
        /// The clips and masks of the groups around it.
        var gates: [Gate]
    }

    /// A clip or a mask around a drawing, with its group's transform to the device.
    private enum Gate {
        case clip(RenderClip, AffineTransform)
        case mask(RenderMask, AffineTransform)
    }

    private var pieces: [UInt64: [Piece]] = [:]
    private let coverage: RenderCoverage

    /// The drawings of `tree`'s content, by the scope that recorded them.
    init(_ tree: RenderTree) {
        coverage = RenderCoverage(symbols: tree.symbols)
        collect(tree.nodes, base: .identity, gates: [])
    }

    /// Files each node under its scope. A group holding drawings of other scopes (a scene
    /// node's clip, mask or layer around its subtree) is walked into, its clip and mask kept for
    /// the drawings inside; a group whose every node is of its own scope (a canvas's clip or
    /// layer) is one drawing of that scope. Invisible layers hold nothing that can be hit, and a
    /// mask's content is never hit itself.
    private mutating func collect(_ nodes: [RenderNode], base: AffineTransform, gates: [Gate]) {
        for node in nodes {
            if case .group(let group) = node, !Self.isDrawnBy(group.id.scope, group.children) {
                guard group.opacity > 0 else { continue }
                let inner = group.transform.concatenating(base)
                var inside = gates
                if let clip = group.clip { inside.append(.clip(clip, inner)) }
                if let mask = group.mask { inside.append(.mask(mask, inner)) }
                collect(group.children, base: inner, gates: inside)
            } else {
                pieces[node.id.scope, default: []].append(Piece(node: node, base: base, gates: gates))
            }
        }
    }

    /// Whether every node in `children` (at any depth) belongs to `scope`.
    private static func isDrawnBy(_ scope: UInt64, _ children: [RenderNode]) -> Bool {
        children.allSatisfy { child in
            guard child.id.scope == scope else { return false }
            if case .group(let group) = child { return isDrawnBy(scope, group.children) }
            return true
        }
    }

    /// Whether what the scene node of `scope` drew itself (not its children) covers the device
    /// point `point`, inside every clip around it and where every mask around it lets it through.
    func covers(scope: UInt64, at point: Point) -> Bool {
        pieces[scope, default: []].contains { piece in
            // Bounds are in device space for the tree's content: a cheap way to rule most out.
            guard piece.node.bounds?.contains(point) == true else { return false }
            return piece.gates.allSatisfy { gate in
                switch gate {
                case .clip(let clip, let transform): RenderCoverage.clip(clip, through: transform, contains: point)
                case .mask(let mask, let transform): coverage.mask(mask, through: transform, letsThrough: point)
                }
            } && coverage.covers(piece.node, base: piece.base, at: point)
        }
    }
}
