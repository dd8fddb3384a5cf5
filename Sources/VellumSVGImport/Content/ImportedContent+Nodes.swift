import VellumCore
import VellumScene
import VellumText

// Imported items as scene nodes. SVG draws in absolute user coordinates and lays nothing out,
// so every container is a top-leading ZStack (all children at its origin, whatever their size),
// paths are `Path` shapes (which ignore the frame they are given) and transforms are
// `transformEffect`s, which apply to local coordinates without an anchor.

extension ImportedItem {
    /// The item as a scene node.
    var node: AnyNode {
        switch self {
        case .shape(let shape): shape.node
        case .group(let group): group.node
        case .symbol(let use): AnyNode(SymbolReference(use.tag).transformEffect(use.transform))
        case .geometry: AnyNode(EmptyNode())
        // Drawn as `Text` draws its colour glyphs, by the one drawing of them in VellumText.
        case .colorGlyphs(let glyphs):
            AnyNode(Canvas { context, _ in
                for placed in glyphs { context.draw(placed.glyph, transform: placed.transform) }
            })
        }
    }
}

extension ImportedShape {
    /// A shape node filling and/or stroking the path, through the shape's transform.
    var node: AnyNode {
        // SVG measures objectBoundingBox gradients against the path's bounds, not a frame.
        var node = ShapeNode(path).gradientReferenceBox(.pathBounds)
        if let fill { node = node.fill(fill, style: FillStyle(eoFill: fillRule == .evenOdd)) }
        if let stroke { node = node.stroke(stroke, style: strokeStyle) }
        return transform.isIdentity ? AnyNode(node) : AnyNode(node.transformEffect(transform))
    }
}

extension ImportedGroup {
    /// The children overlaid in order (composited together first when isolated), filtered,
    /// clipped, masked, composited with the opacity and blend mode, through the transform: clips, mask,
    /// opacity and blending apply in the group's own user space, as SVG's do.
    var node: AnyNode {
        var node = ImportedItem.stack(children)
        if isolated { node = AnyNode(node.compositingGroup()) }
        // One group for the whole chain: a group per filter would nest as deep as the list is long.
        if !filters.isEmpty { node = AnyNode(node.filtered(by: filters)) }
        for clip in clips {
            node = AnyNode(node.clipShape(clip.path, style: FillStyle(eoFill: clip.rule == .evenOdd)))
        }
        if let mask {
            node = AnyNode(node.mask(alignment: .topLeading, mode: mask.mode) { ImportedItem.stack(mask.items) })
        }
        if opacity < 1 { node = AnyNode(node.opacity(opacity)) }
        if blendMode != .normal { node = AnyNode(node.blendMode(blendMode)) }
        if !transform.isIdentity { node = AnyNode(node.transformEffect(transform)) }
        return node
    }
}

extension ImportedItem {
    /// The items overlaid at a common origin, later ones on top.
    static func stack(_ items: [ImportedItem]) -> AnyNode {
        AnyNode(ZStack(alignment: .topLeading) {
            ForEach(items) { item in item.node }
        })
    }
}

extension ImportedSymbol {
    /// Shared symbols as the scene symbols their uses reference, by tag.
    static func nodes(_ symbols: [ImportedSymbolTag: ImportedSymbol]) -> [Tag: any Node] {
        var nodes: [Tag: any Node] = [:]
        for (tag, symbol) in symbols {
            nodes[Tag(tag)] = ImportedItem.stack(symbol.items)
                .frame(width: symbol.size.width, height: symbol.size.height, alignment: .topLeading)
        }
        return nodes
    }
}
