import VellumCore

/// Walks a render tree and writes it as an SVG 1.1 document.
///
/// Drawings become `<path>` and symbol uses `<use>` elements; a run of consecutive ones with the
/// same transform shares one `<g transform>`. Groups become `<g>` elements carrying the clip,
/// opacity and shadow filter (a group's own transform goes on an inner `<g>`, because its shadow
/// is cast in the space around it), and gradients, clip paths, masks, shadow filters and symbols
/// go into `<defs>` in order of first use. SVG applies an element's filter, then its clip, its
/// mask, then its opacity — the order a render-tree group defines.
struct SVGWriter {
    /// `<svg>` › `<defs>` › definition.
    private static let definitionDepth = 2

    /// The tree being written (a flipbook's frames in turn).
    private var tree: RenderTree
    private let format: SVGNumberFormat
    /// Draws layers SVG cannot say as images (``SVGPixelFallback``), if given.
    private let pixels: SVGPixelFallback?
    /// The canvas, whose pixel grid such images are drawn on.
    private var canvas = Size.zero
    private var definitions = SVGDefinitions()
    private var symbolIDs = SVGSymbolIDs()
    /// How many `<mask>`s have been written (each mask's content is written once per use).
    private var masks = 0

    /// Creates a writer for `tree`, drawing layers SVG cannot say by `pixels`.
    init(tree: RenderTree, format: SVGNumberFormat, pixels: SVGPixelFallback?) {
        self.tree = tree
        self.format = format
        self.pixels = pixels
    }

    /// The whole document for a canvas of `size`, with an optional `<title>`, and `extra`
    /// elements drawn over the tree.
    mutating func document(size: Size, title: String?, after extra: [SVGNode]) -> [UInt8] {
        canvas = size
        var body = layerContent(tree.nodes, base: .identity, depth: 1)
        for element in extra { element.write(into: &body, depth: 1) }
        return assemble(body, size: size, title: title)
    }

    /// A flipbook for a canvas of `size`: each of `frames` drawn in a group of its own, shown by
    /// SMIL `set`s from its start (seconds from the document's) until the next frame's, the last
    /// one from its start on; consecutive frames that write the same are one group. The groups
    /// share the definitions (an identical gradient is written once). Without SMIL a viewer shows
    /// the first frame.
    mutating func flipbook(_ frames: [(tree: RenderTree, seconds: Double)], size: Size, title: String?) -> [UInt8] {
        canvas = size
        var groups: [(content: SVGMarkup, start: Double)] = []
        for frame in frames {
            // Symbols of the same tag but other content get ids of their own.
            if frame.tree.symbols != tree.symbols { symbolIDs.forgetTags() }
            tree = frame.tree
            let content = layerContent(frame.tree.nodes, base: .identity, depth: 2)
            if groups.last?.content != content { groups.append((content, frame.seconds)) }
        }
        var body = SVGMarkup()
        let starts = groups.map(\.start)
        for (index, group) in groups.enumerated() {
            let visibility = flipbookVisibility(index: index, starts: starts)
            body.open(visibility.group, depth: 1)
            visibility.set?.write(into: &body, depth: 2)
            body.append(group.content)
            body.close(visibility.group, depth: 1)
        }
        return assemble(body, size: size, title: title)
    }

    /// The group of flipbook frame `index` of frames starting at `starts`, and the `set` that
    /// shows it in its time (the first frame is shown until the second starts, so it is what a
    /// viewer without SMIL shows).
    private func flipbookVisibility(index: Int, starts: [Double]) -> (group: SVGNode, set: SVGNode?) {
        let next = index + 1 < starts.count ? starts[index + 1] : nil
        if index == 0 {
            let hide = next.map { SVGNode("set", [("attributeName", "visibility"), ("to", "hidden"),
                                                  ("begin", format($0) + "s"), ("fill", "freeze")]) }
            return (SVGNode("g", []), hide)
        }
        var show: [(String, String?)] = [("attributeName", "visibility"), ("to", "visible"),
                                         ("begin", format(starts[index]) + "s")]
        show.append(next.map { ("dur", format($0 - starts[index]) + "s") } ?? ("fill", "freeze"))
        return (SVGNode("g", [("visibility", "hidden")]), SVGNode("set", show))
    }

    /// The document around `body`: the root element, the title and the definitions.
    private func assemble(_ body: SVGMarkup, size: Size, title: String?) -> [UInt8] {
        let width = format(size.width), height = format(size.height)
        let root = SVGNode("svg", [
            ("xmlns", "http://www.w3.org/2000/svg"),
            ("xmlns:xlink", "http://www.w3.org/1999/xlink"),
            ("version", "1.1"),
            ("width", width), ("height", height),
            ("viewBox", "0 0 \(width) \(height)"),
        ])
        var markup = SVGMarkup()
        markup.line(#"<?xml version="1.0" encoding="UTF-8"?>"#, depth: 0)
        markup.open(root, depth: 0)
        if let title {
            markup.line("<title>" + XMLEscaping.text(title) + "</title>", depth: 1)
        }
        if !definitions.isEmpty {
            markup.line("<defs>", depth: 1)
            markup.append(definitions.markup)
            markup.line("</defs>", depth: 1)
        }
        markup.append(body)
        markup.close(root, depth: 0)
        return markup.bytes
    }

    /// The elements for `nodes`, indented by `depth`; `base` maps their space to the tree's root
    /// space (where node bounds are given).
    private mutating func write(_ nodes: [RenderNode], base: AffineTransform, depth: Int) -> SVGMarkup {
        var markup = SVGMarkup()
        let nodes = nodes.filter { !Self.drawsNothing($0) }
        var index = 0
        while index < nodes.count {
            guard let transform = Self.drawingTransform(of: nodes[index]) else {
                if case .group(let group) = nodes[index] { write(group, base: base, depth: depth, into: &markup) }
                index += 1
                continue
            }
            // Transforms are compared as printed: two that print alike give identical output
            // whether they are grouped or not.
            let printed = format.transform(transform)
            var end = index + 1
            while end < nodes.count, let next = Self.drawingTransform(of: nodes[end]), format.transform(next) == printed {
                end += 1
            }
            writeRun(nodes[index..<end], transform: printed, depth: depth, into: &markup)
            index = end
        }
        return markup
    }

    /// Drawings sharing one printed transform: in a `<g transform>` when there are several, with
    /// the transform on the element itself when there is one.
    private mutating func writeRun(_ run: ArraySlice<RenderNode>, transform: String?, depth: Int,
                                   into markup: inout SVGMarkup) {
        guard run.count > 1, let transform else {
            for node in run { element(for: node, transform: transform).write(into: &markup, depth: depth) }
            return
        }
        let group = SVGNode("g", [("transform", transform)])
        markup.open(group, depth: depth)
        for node in run { element(for: node, transform: nil).write(into: &markup, depth: depth + 1) }
        markup.close(group, depth: depth)
    }

    /// A group: `<g clip-path mask opacity filter style>` around an inner `<g transform>` when it
    /// has one. Each compositing step is an attribute of the outer element, where SVG applies
    /// them in the same order; the blend mode and isolation are CSS properties in `style`.
    private mutating func write(_ group: RenderGroup, base: AffineTransform, depth: Int, into markup: inout SVGMarkup) {
        let inner = group.transform.concatenating(base)
        var (clip, mask, opacity, filter, style): (String?, String?, String?, String?, [String]) = (nil, nil, nil, nil, [])
        var chain: String?
        for step in group.compositingSteps {
            switch step {
            case .filter(let filters):
                chain = filterChainID(filters, content: group.children, base: base).map { "url(#\($0))" }
            case .shadow(let shadow):
                filter = shadowFilterID(shadow, content: group.children, base: base).map { "url(#\($0))" }
            case .clip(let c): clip = "url(#\(clipID(c, groupTransform: group.transform)))"
            case .mask(let m): mask = "url(#\(maskID(m, group: group, base: base)))"
            case .opacity(let value): opacity = SVGPaintDefs.opacity(value, format)
            case .blend(let mode):
                // CSS has no Porter–Duff blend modes: without a pixel fallback (``layerContent``)
                // those groups are written source-over.
                if let name = mode.cssName { style.append("mix-blend-mode:\(name)") }
            }
        }
        if group.isolated { style.append("isolation:isolate") }
        let outer = SVGNode("g", [
            ("clip-path", clip), ("mask", mask), ("opacity", opacity), ("filter", filter),
            ("style", style.isEmpty ? nil : style.joined(separator: ";")),
        ])
        let transform = format.transform(group.transform)
        let wrapsTransform = transform != nil
        let opensOuter = !outer.attributes.isEmpty || !wrapsTransform
        if opensOuter { markup.open(outer, depth: depth) }
        // The filter chain comes before every other step (the shadow too): on a `<g>` of its own
        // inside the outer one.
        if let chain { markup.open(SVGNode("g", [("filter", chain)]), depth: depth + (opensOuter ? 1 : 0)) }
        let contentDepth = depth + (opensOuter ? 1 : 0) + (chain == nil ? 0 : 1)
        if let transform { markup.open(SVGNode("g", [("transform", transform)]), depth: contentDepth) }
        let childDepth = contentDepth + (wrapsTransform ? 1 : 0)
        markup.append(group.isLayer ? layerContent(group.children, base: inner, depth: childDepth)
                                    : write(group.children, base: inner, depth: childDepth))
        if wrapsTransform { markup.line("</g>", depth: contentDepth) }
        if chain != nil { markup.line("</g>", depth: contentDepth - 1) }
        if opensOuter { markup.close(outer, depth: depth) }
    }

    /// The elements for `nodes`, the content of one layer (or of the canvas), whose space `base`
    /// maps to the root's: written as they are or, when a group among them blends into the
    /// layer by a mode SVG cannot say (``BlendMode/needsPixelsInSVG``) and there is a pixel
    /// fallback, as one `<image>` of the content drawn by it on the canvas's pixel grid.
    private mutating func layerContent(_ nodes: [RenderNode], base: AffineTransform, depth: Int) -> SVGMarkup {
        guard let pixels, RenderNode.blendModes(into: nodes, symbols: tree.symbols).contains(where: \.needsPixelsInSVG),
              let image = image(of: nodes, base: base, by: pixels) else {
            return write(nodes, base: base, depth: depth)
        }
        var markup = SVGMarkup()
        image.write(into: &markup, depth: depth)
        return markup
    }

    /// An `<image>` of `nodes` (in the space `base` maps to the root's) drawn by `pixels` over
    /// the whole canvas pixels their bounds reach, placed in their space; `nil` when they draw
    /// nothing on the canvas or cannot be drawn.
    private func image(of nodes: [RenderNode], base: AffineTransform, by pixels: SVGPixelFallback) -> SVGNode? {
        guard let bounds = nodes.reduce(nil, { RenderBounds.union($0, $1.bounds) }), let back = base.inverted()
        else { return nil }
        let box = RenderBounds.wholePixels(bounds).intersection(Rect(origin: .zero, size: canvas))
        guard let box, box.width >= 1, box.height >= 1 else { return nil }
        let toImage = base.concatenating(AffineTransform(translationX: -box.minX, y: -box.minY))
        let group = RenderGroup(id: Self.pixelGroupID, transform: toImage, children: nodes)
        guard let content = try? RenderTree(nodes: [.group(group)], symbols: tree.symbols),
              let image = try? pixels.draw(content, box.size) else { return nil }
        return SVGNode("image", [
            ("x", format(box.minX)), ("y", format(box.minY)), ("width", format(box.width)),
            ("height", format(box.height)), ("preserveAspectRatio", "none"), ("transform", format.transform(back)),
            ("href", SVGPaintDefs.dataURI(image)),
        ])
    }

    /// The identity of the group an image of a layer's content is drawn through, apart from
    /// every identity a recording gives.
    private static let pixelGroupID = RenderNodeID(scope: .max, index: .max)

    /// The element drawing `node`, with `transform` as its transform attribute.
    private mutating func element(for node: RenderNode, transform: String?) -> SVGNode {
        switch node {
        case .draw(let drawing):
            let d = drawing.path.svgPathData(precision: format.decimals)
            let paint = paintAttributes(drawing.paint, path: drawing.path, kind: drawing.kind)
            switch drawing.kind {
            case .fill(let rule):
                return SVGNode("path", [
                    ("d", d),
                    ("fill", paint.value == "#000000" ? nil : paint.value),
                    ("fill-opacity", paint.opacity),
                    ("fill-rule", rule == .evenOdd ? "evenodd" : nil),
                    ("mask", paint.mask),
                    ("transform", transform),
                ])
            case .stroke(let style):
                return SVGNode("path", [("d", d), ("fill", "none"), ("stroke", paint.value)]
                                       + strokeAttributes(style)
                                       + [("stroke-opacity", paint.opacity), ("mask", paint.mask),
                                          ("transform", transform)])
            }
        case .symbol(let use):
            let id = symbolID(use.tag)
            return SVGNode("use", [("xlink:href", "#" + id), ("href", "#" + id), ("transform", transform)])
        case .group:
            preconditionFailure("groups are written by write(_:base:depth:into:)")
        }
    }

    /// Stroke geometry, leaving out SVG's defaults (width 1, butt caps, miter joins, miter
    /// limit 4, no dashes, phase 0).
    private func strokeAttributes(_ style: StrokeStyle) -> [(String, String?)] {
        let width = format(max(style.lineWidth, 0))
        // SVG requires a miter limit ≥ 1; below 1 every join is bevelled, exactly as at 1, since
        // a miter is never shorter than the line width.
        let miterLimit = format(max(style.miterLimit, 1))
        // A pattern with a negative length is an error in SVG, and one of nothing but zeros draws
        // a solid line: both are written as solid.
        let dashed = !style.dash.isEmpty && style.dash.allSatisfy { $0 >= 0 } && style.dash.contains { $0 > 0 }
        let phase = format(style.dashPhase)
        return [
            ("stroke-width", width == "1" ? nil : width),
            ("stroke-linecap", style.lineCap == .butt ? nil : style.lineCap.rawValue),
            ("stroke-linejoin", style.lineJoin == .miter ? nil : style.lineJoin.rawValue),
            ("stroke-miterlimit", style.lineJoin != .miter || miterLimit == "4" ? nil : miterLimit),
            ("stroke-dasharray", dashed ? format.list(style.dash) : nil),
            ("stroke-dashoffset", dashed && phase != "0" ? phase : nil),
        ]
    }

    /// The paint's attribute values, defining its gradient if it has one; `kind` says what the
    /// drawing paints (a conic gradient's pattern covers that area).
    private mutating func paintAttributes(_ paint: Paint, path: Path, kind: RenderDraw.Kind) -> SVGPaint {
        let node: SVGNode
        switch paint {
        case .color(let color):
            return SVGPaint(value: color.opaqueHexString, opacity: SVGPaintDefs.opacity(color.alpha, format))
        case .linearGradient(let gradient):
            node = SVGPaintDefs.linear(gradient, bbox: { path.boundingRect }, format)
        case .radialGradient(let gradient):
            node = SVGPaintDefs.radial(gradient, bbox: { path.boundingRect }, format)
        case .angularGradient(let gradient):
            let bbox = path.boundingRect
            let area = RenderBounds.draw(path, kind: kind, transform: .identity) ?? bbox
            guard let defs = SVGConicGradient.definitions(gradient, bbox: bbox, area: area, format) else {
                return SVGPaint(value: "none", opacity: nil)
            }
            let pattern = definitions.id(of: defs.pattern, prefix: "a", depth: Self.definitionDepth)
            let mask = defs.mask.map { definitions.id(of: $0, prefix: "am", depth: Self.definitionDepth) }
            return SVGPaint(value: "url(#\(pattern))", opacity: nil, mask: mask.map { "url(#\($0))" })
        case .image(let image):
            let id = definitions.id(of: SVGPaintDefs.image(image, format), prefix: "i", depth: Self.definitionDepth)
            return SVGPaint(value: "url(#\(id))", opacity: nil)
        }
        let id = definitions.id(of: node, prefix: "g", depth: Self.definitionDepth)
        return SVGPaint(value: "url(#\(id))", opacity: nil)
    }

    /// The id of a `<clipPath>` holding `clip`, in the space around its group (the clip is given in
    /// the group's content space, which `groupTransform` maps there).
    private mutating func clipID(_ clip: RenderClip, groupTransform: AffineTransform) -> String {
        let node = SVGNode("clipPath", [("clipPathUnits", "userSpaceOnUse")], children: [
            SVGNode("path", [
                ("d", clip.path.svgPathData(precision: format.decimals)),
                ("clip-rule", clip.rule == .evenOdd ? "evenodd" : nil),
                ("transform", format.transform(clip.transform.concatenating(groupTransform))),
            ]),
        ])
        return definitions.id(of: node, prefix: "c", depth: Self.definitionDepth)
    }

    /// The id of a new `<mask>` holding `mask`'s content in the space around `group` (`base`
    /// maps that space to the root space, where the content's bounds are given). Its region is
    /// the content's bounds: outside them the mask lets nothing through anyway.
    private mutating func maskID(_ mask: RenderMask, group: RenderGroup, base: AffineTransform) -> String {
        masks += 1
        let id = "m\(masks)"
        var region = Rect.zero
        if let bounds = mask.content.reduce(nil, { RenderBounds.union($0, $1.bounds) }) {
            region = base.inverted().map { bounds.applying($0) } ?? RenderBounds.unbounded
        }
        let node = SVGNode("mask", [
            ("id", id), ("mask-type", mask.mode == .alpha ? "alpha" : nil), ("maskUnits", "userSpaceOnUse"),
            ("x", format(region.minX)), ("y", format(region.minY)),
            ("width", format(region.width)), ("height", format(region.height)),
        ])
        let transform = format.transform(group.transform)
        let contentDepth = Self.definitionDepth + (transform == nil ? 1 : 2)
        // A mask's content is a layer of its own: what blends into it by a mode SVG cannot say
        // is drawn as pixels, as in any layer.
        let content = layerContent(mask.content, base: group.transform.concatenating(base), depth: contentDepth)
        var definition = SVGMarkup()
        definition.open(node, depth: Self.definitionDepth)
        if let transform { definition.open(SVGNode("g", [("transform", transform)]), depth: contentDepth - 1) }
        definition.append(content)
        if transform != nil { definition.line("</g>", depth: contentDepth - 1) }
        definition.close(node, depth: Self.definitionDepth)
        definitions.append(definition)
        return id
    }

    /// The id of the filter casting `shadow` under `content`, or `nil` when the content paints
    /// nothing (and so casts no shadow). The filter region is in the group's user space: the
    /// content's bounds (given in the root space) mapped back through `base`.
    private mutating func shadowFilterID(_ shadow: Shadow, content: [RenderNode], base: AffineTransform) -> String? {
        guard var bounds = content.reduce(nil, { RenderBounds.union($0, $1.bounds) }) else { return nil }
        if base != .identity, let back = base.inverted() { bounds = bounds.applying(back) }
        let filter = SVGFilters.shadow(shadow, region: SVGFilters.region(of: bounds, shadow: shadow), format)
        return definitions.id(of: filter, prefix: "f", depth: Self.definitionDepth)
    }

    /// The id of the `<filter>` applying `filters` to the layer of `content` (in the space
    /// around the group), written on first use; `nil` when the content draws nothing.
    private mutating func filterChainID(_ filters: [Filter], content: [RenderNode], base: AffineTransform) -> String? {
        guard var bounds = content.reduce(nil, { RenderBounds.union($0, $1.bounds) }) else { return nil }
        if base != .identity, let back = base.inverted() { bounds = bounds.applying(back) }
        let region = Filter.extent(of: bounds, by: filters).insetBy(dx: -1, dy: -1)
        let filter = SVGFilters.chain(filters, region: region, format)
        return definitions.id(of: filter, prefix: "f", depth: Self.definitionDepth)
    }

    /// The id of the symbol `tag`, writing its `<symbol>` on first use. The symbol keeps its own
    /// user space (no viewBox) and is not clipped to a viewport (`overflow="visible"`).
    private mutating func symbolID(_ tag: Tag) -> String {
        let (id, isNew) = symbolIDs.id(for: tag)
        guard isNew, let symbol = tree.symbols[tag] else { return id }
        let content = write(symbol, base: .identity, depth: Self.definitionDepth + 1)
        let node = SVGNode("symbol", [("id", id), ("overflow", "visible")])
        var definition = SVGMarkup()
        definition.open(node, depth: Self.definitionDepth)
        definition.append(content)
        definition.close(node, depth: Self.definitionDepth)
        definitions.append(definition)
        return id
    }

    /// The transform of a drawing or a symbol use, `nil` for groups.
    private static func drawingTransform(of node: RenderNode) -> AffineTransform? {
        switch node {
        case .draw(let drawing): drawing.transform
        case .symbol(let use): use.transform
        case .group: nil
        }
    }

    /// Whether the node paints nothing at all and can be left out.
    private static func drawsNothing(_ node: RenderNode) -> Bool {
        if case .draw(let drawing) = node { return drawing.path.isEmpty }
        return false
    }
}
