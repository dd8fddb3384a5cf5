import VellumCore

/// Drop shadows and filter chains as SVG filters.
///
/// The filter draws, beneath the layer's content (`SourceGraphic`), its alpha (`SourceAlpha`)
/// blurred with a standard deviation of half the radius, offset, and tinted by a flood of the
/// shadow colour. Filters run in sRGB (`color-interpolation-filters="sRGB"`) because the display
/// list composites in sRGB; SVG's default, linearRGB, would blend the shadow's soft edge with
/// the content differently.
///
/// The filter sits on the group's outer `<g>`, whose user space is the space around the group:
/// the one the shadow's radius and offset are given in.
enum SVGFilters {
    /// The `<filter>` for `shadow`, covering `region` in user space.
    static func shadow(_ shadow: Shadow, region: Rect, _ format: SVGNumberFormat) -> SVGNode {
        let offsetX = format(shadow.offset.x), offsetY = format(shadow.offset.y)
        return SVGNode("filter", [
            ("filterUnits", "userSpaceOnUse"),
            ("x", format(region.minX)), ("y", format(region.minY)),
            ("width", format(region.width)), ("height", format(region.height)),
            ("color-interpolation-filters", "sRGB"),
        ], children: [
            SVGNode("feGaussianBlur", [("in", "SourceAlpha"), ("stdDeviation", format(deviation(shadow)))]),
            SVGNode("feOffset", [("dx", offsetX == "0" ? nil : offsetX), ("dy", offsetY == "0" ? nil : offsetY),
                                 ("result", "shadowAlpha")]),
            SVGNode("feFlood", [("flood-color", shadow.color.opaqueHexString),
                                ("flood-opacity", SVGPaintDefs.opacity(shadow.color.alpha, format))]),
            SVGNode("feComposite", [("in2", "shadowAlpha"), ("operator", "in")]),
            SVGNode("feMerge", children: [
                SVGNode("feMergeNode"),
                SVGNode("feMergeNode", [("in", "SourceGraphic")]),
            ]),
        ])
    }

    /// Everything a layer whose content covers `content` paints once `shadow` is added: the
    /// content and its shadow (``VellumCore/Shadow/extent(of:)``, the reach every backend blurs
    /// to), one more unit on every side keeping the anti-aliased fringe of the content inside.
    static func region(of content: Rect, shadow: Shadow) -> Rect {
        shadow.extent(of: content).insetBy(dx: -1, dy: -1)
    }

    /// The blur's standard deviation: half the radius, as CSS and `feDropShadow`.
    private static func deviation(_ shadow: Shadow) -> Double {
        shadow.sigma
    }

    /// The `<filter>` applying `filters` in order, covering `region` in user space: a blur as
    /// `feGaussianBlur` (standard deviation the radius), each colour filter as `feColorMatrix`
    /// (`saturate`, `hueRotate` and `luminanceToAlpha` by their types, the others as their
    /// ``VellumCore/Filter/matrix``), in sRGB as every backend applies them; a graph
    /// (``VellumCore/FilterGraph``) as its primitives (``SVGFilterGraph``), reading the chain's
    /// result so far as their `SourceGraphic`.
    static func chain(_ filters: [Filter], region: Rect, _ format: SVGNumberFormat) -> SVGNode {
        var nodes: [SVGNode] = []
        var previous: String?
        for (i, filter) in filters.enumerated() {
            let name = "c\(i)"
            if case .graph(let graph) = filter {
                nodes += SVGFilterGraph(graph: graph, format: format, prefix: name).primitives(source: previous)
            } else {
                nodes.append(primitive(filter, input: previous, format))
            }
            nodes[nodes.count - 1].attributes.removeAll { $0.name == "result" }
            nodes[nodes.count - 1].attributes.append(SVGNode.Attribute(name: "result", value: name))
            previous = name
        }
        return SVGNode("filter", [
            ("filterUnits", "userSpaceOnUse"), ("primitiveUnits", "userSpaceOnUse"),
            ("x", format(region.minX)), ("y", format(region.minY)),
            ("width", format(region.width)), ("height", format(region.height)),
            ("color-interpolation-filters", "sRGB"),
        ], children: nodes)
    }

    private static func primitive(_ filter: Filter, input: String?, _ format: SVGNumberFormat) -> SVGNode {
        var node: SVGNode
        switch filter {
        case .blur:
            node = SVGNode("feGaussianBlur", [("stdDeviation", format(filter.sigma))])
        case .saturation(let amount):
            node = SVGNode("feColorMatrix", [("type", "saturate"), ("values", format(amount))])
        case .hueRotation(let angle):
            node = SVGNode("feColorMatrix", [("type", "hueRotate"), ("values", format(angle.degrees))])
        case .luminanceToAlpha:
            node = SVGNode("feColorMatrix", [("type", "luminanceToAlpha")])
        default:
            let values = (filter.matrix ?? .identity).values.map { format($0) }.joined(separator: " ")
            node = SVGNode("feColorMatrix", [("type", "matrix"), ("values", values)])
        }
        if let input { node.attributes.insert(SVGNode.Attribute(name: "in", value: input), at: 0) }
        return node
    }
}
