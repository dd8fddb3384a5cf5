import VellumCore

/// Where Cairo's PostScript surface will paint a page as a fallback image instead of in vectors,
/// found from the render tree before anything is drawn, so that text can be shown as text
/// wherever it is not.
///
/// PostScript has no transparency. Cairo's PS surface analyses each operation of a page
/// (`_cairo_ps_surface_analyze_operation`): it draws natively an operation with the `OVER` or
/// `SOURCE` operator whose source is a solid colour, a gradient or an image and whose mask, if
/// any, is an image of opaque or bilevel alpha; a translucent source is drawn natively only when
/// nothing native lies under it (its alpha blended into the white page). Everything else — other
/// operators, a solid alpha, a soft mask — makes the region of the operation's extents, rounded out
/// to whole points, a fallback image, painted over the native operations with everything drawn
/// there, text included. In the tree that means (``outcome(of:)``): a drawing Cairo cannot draw
/// in vectors, or a translucent one over anything drawn before it, falls back over its bounds;
/// a group composited as a layer with an opacity, a shadow, a mask, a blend mode or filters
/// falls back over the extents of the layer Cairo pushes — the clips around it, the whole page
/// when there are none, whatever the layer draws — as every such layer is painted through one
/// of those; and a layer painted as it is (an isolated group) falls back over the same extents
/// when anything in it does.
///
/// Where Cairo finds something under a translucent drawing it asks only about operations drawn
/// natively before it; every earlier drawing counts here, which can only find more fallbacks.
struct CairoPostScriptFallbacks {
    /// The regions, in canvas units (points on the page), that may be fallback images.
    private var areas: [Rect] = []

    /// The extents of everything drawn so far, in canvas units: where a translucent drawing
    /// meets something under it.
    private var drawn: [Rect] = []

    /// How far bounds are grown before they are tested against others: Cairo rounds an
    /// operation's extents out to whole points, and measures glyphs by their own boxes.
    static let margin = 2.0

    /// The fallback areas of a page of `canvas` drawing `nodes`, whose symbols are `symbols`.
    init(_ nodes: [RenderNode], symbols: [Tag: [RenderNode]], canvas: CanvasSize) {
        collect(nodes, symbols: symbols, base: .identity, space: .identity,
                clip: Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height)))
    }

    /// Whether text whose bounds map to the canvas by `space` (``CairoTreeRenderer/boundsSpace``)
    /// lies clear of every fallback area, so that Cairo keeps it vector.
    func leavesVector(_ drawing: RenderDraw, space: AffineTransform) -> Bool {
        guard Self.outcome(of: .draw(drawing)) == .vector, let bounds = drawing.bounds?.applying(space) else { return false }
        let reach = bounds.insetBy(dx: -Self.margin, dy: -Self.margin)
        return !areas.contains { $0.intersects(reach) }
    }

    /// How Cairo's PostScript surface draws an operation.
    enum Outcome: Equatable {
        /// In vectors.
        case vector
        /// In vectors, its translucency blended into the white page, when no operation drawn
        /// before it lies under it; else in the fallback image.
        case vectorOverBlankPage
        /// In the fallback image.
        case fallbackImage
    }

    /// How Cairo's PostScript surface draws `node`'s own operation — whatever the node contains is
    /// judged on its own. A drawing: with an opaque colour, gradient or image (an image at full
    /// opacity whose pixels are all opaque or transparent, which PostScript 3 draws through an
    /// image mask), in vectors; with a translucent colour, an image with partial alpha, or a
    /// gradient whose stops are all equally translucent, in vectors over a blank page; with a
    /// gradient whose stops' alphas differ, in the image. A group that only clips, or a layer
    /// composited as it is (`OVER`, no alpha, no mask), in vectors; a layer painted with an
    /// opacity, a mask or another operator, in the image. A symbol's use is its content.
    static func outcome(of node: RenderNode) -> Outcome {
        switch node {
        case .draw(let drawing):
            switch drawing.paint {
            case .color(let color): color.alpha >= 1 ? .vector : .vectorOverBlankPage
            case .linearGradient(let g): outcome(of: g.gradient)
            case .radialGradient(let g): outcome(of: g.gradient)
            case .angularGradient(let g): outcome(of: g.gradient)
            case .image(let image): image.opacity >= 1 && hasBilevelAlpha(image.image) ? .vector : .vectorOverBlankPage
            }
        case .group(let group):
            group.compositingSteps.allSatisfy { if case .clip = $0 { true } else { false } } ? .vector : .fallbackImage
        case .symbol:
            .vector
        }
    }

    /// A gradient's outcome: Cairo flattens an alpha only when it is the same across the gradient.
    private static func outcome(of gradient: Gradient) -> Outcome {
        let alphas = Set(gradient.stops.map(\.color.alpha))
        guard alphas.count <= 1 else { return .fallbackImage }
        return alphas.allSatisfy { $0 >= 1 } ? .vector : .vectorOverBlankPage
    }

    /// Whether every pixel of `image` is opaque or fully transparent.
    private static func hasBilevelAlpha(_ image: RasterImage) -> Bool {
        stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 0 || image.pixels[$0] == 255 }
    }

    /// How many earlier drawings a translucent one is tested against: past that many, every
    /// translucent drawing counts as meeting one, so a page of many stays linear to analyse.
    static let maxTestedDrawings = 4096

    /// Whether an operation drawn before, grown by ``margin`` for Cairo's rounding, meets `extents`.
    private func meetsDrawing(_ extents: Rect) -> Bool {
        guard drawn.count <= Self.maxTestedDrawings else { return true }
        let reach = extents.insetBy(dx: -Self.margin, dy: -Self.margin)
        return drawn.contains { $0.intersects(reach) }
    }

    /// Adds the fallback areas of `nodes`, whose space `base` maps to the canvas and whose bounds
    /// `space` does, drawn inside `clip` (canvas units).
    private mutating func collect(_ nodes: [RenderNode], symbols: [Tag: [RenderNode]], base: AffineTransform,
                                  space: AffineTransform, clip: Rect) {
        for node in nodes {
            switch node {
            case .draw(let drawing):
                guard let extents = drawing.bounds?.applying(space).intersection(clip) else { continue }
                let outcome = Self.outcome(of: node)
                if outcome == .fallbackImage || outcome == .vectorOverBlankPage && meetsDrawing(extents) {
                    areas.append(extents)
                }
                drawn.append(extents)
            case .symbol(let use):
                let inner = use.transform.concatenating(base)
                collect(symbols[use.tag] ?? [], symbols: symbols, base: inner, space: inner, clip: clip)
            case .group(let group):
                collect(group, symbols: symbols, base: base, space: space, clip: clip)
            }
        }
    }

    /// Adds the fallback areas of `group`, sitting in the space `base` maps to the canvas, its
    /// bounds mapped by `space`, drawn inside `clip`.
    private mutating func collect(_ group: RenderGroup, symbols: [Tag: [RenderNode]], base: AffineTransform,
                                  space: AffineTransform, clip: Rect) {
        let inner = group.transform.concatenating(base)
        var clip = clip
        if let own = group.clip {
            guard let inside = RenderBounds.clip(own, transform: inner).flatMap(clip.intersection) else { return }
            clip = inside
        }
        // A layer holding a blend Cairo has no operator for is painted as an image of its
        // content (``CairoTreeRenderer/drawLayerContent(_:base:on:)``).
        let paintedAsImage = group.isLayer && CairoTreeRenderer.blendsByFormula(group.children, symbols: symbols)
        // Cairo gives a layer the extents of the clips around it, whatever it draws.
        guard Self.outcome(of: .group(group)) == .vector, !paintedAsImage else {
            areas.append(clip)
            drawn.append(clip)
            return
        }
        let before = areas.count
        collect(group.children, symbols: symbols, base: inner, space: space, clip: clip)
        // Cairo analyses a layer's content apart, and paints the whole layer as an image when
        // any of it falls back.
        if group.isLayer, areas.count > before { areas.append(clip) }
    }
}
