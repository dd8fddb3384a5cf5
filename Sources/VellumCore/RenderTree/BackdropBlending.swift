extension RenderNode {
    /// The blend modes by which groups among `nodes` — drawn together into one layer, or onto
    /// the canvas — blend with what that layer holds: the modes of the layers among them, and
    /// of the layers inside groups among them that are not layers, and inside the symbols they
    /// use. A backend that cannot draw some mode asks this of a layer's content, to draw that
    /// content some other way (as an image of it).
    public static func blendModes(into nodes: [RenderNode], symbols: [Tag: [RenderNode]]) -> Set<BlendMode> {
        var modes: Set<BlendMode> = []
        for node in nodes {
            switch node {
            case .draw: continue
            case .symbol(let use): modes.formUnion(blendModes(into: symbols[use.tag] ?? [], symbols: symbols))
            case .group(let group):
                if group.isLayer {
                    modes.insert(group.blendMode)
                } else {
                    modes.formUnion(blendModes(into: group.children, symbols: symbols))
                }
            }
        }
        return modes
    }
}
