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
            SVGNode("feFlood", [("flood-color", SVGPaintDefs.hex(shadow.color)),
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
    /// ``VellumCore/Filter/matrix``), in sRGB as every backend applies them.
    static func chain(_ filters: [Filter], region: Rect, _ format: SVGNumberFormat) -> SVGNode {
        SVGNode("filter", [
            ("filterUnits", "userSpaceOnUse"),
            ("x", format(region.minX)), ("y", format(region.minY)),
            ("width", format(region.width)), ("height", format(region.height)),
            ("color-interpolation-filters", "sRGB"),
        ], children: filters.map { primitive($0, format) })
    }

    private static func primitive(_ filter: Filter, _ format: SVGNumberFormat) -> SVGNode {
        switch filter {
        case .blur:
            return SVGNode("feGaussianBlur", [("stdDeviation", format(filter.sigma))])
        case .saturation(let amount):
            return SVGNode("feColorMatrix", [("type", "saturate"), ("values", format(amount))])
        case .hueRotation(let angle):
            return SVGNode("feColorMatrix", [("type", "hueRotate"), ("values", format(angle.degrees))])
        case .luminanceToAlpha:
            return SVGNode("feColorMatrix", [("type", "luminanceToAlpha")])
        default:
            let values = (filter.matrix ?? .identity).values.map { format($0) }.joined(separator: " ")
            return SVGNode("feColorMatrix", [("type", "matrix"), ("values", values)])
        }
    }
}
