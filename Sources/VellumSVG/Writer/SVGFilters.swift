import VellumCore

/// Drop shadows as SVG filters.
///
/// The filter draws, beneath the layer's content (`SourceGraphic`), its alpha (`SourceAlpha`)
/// blurred with a standard deviation of half the radius, offset, and tinted by a flood of the
/// shadow colour. Filters run in sRGB (`color-interpolation-filters="sRGB"`) because the display
/// list composites in sRGB; SVG's default, linearRGB, would blend the shadow's soft edge with
/// the content differently.
///
/// Layers are never inside a transformed group (each operation carries its own transform), so
/// the filter's user units are the list's own units: device pixels, as the shadow's radius and
/// offset are given.
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
    /// content itself and the shadow, which reaches three standard deviations (where the
    /// Gaussian has fallen below 0.3 %) beyond the offset content. One more unit on every side
    /// keeps the anti-aliased fringe of the content inside the filter region.
    static func region(of content: Rect, shadow: Shadow) -> Rect {
        let reach = 3 * deviation(shadow)
        let shadowed = content.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y).insetBy(dx: -reach, dy: -reach)
        return SVGBounds.union(content, shadowed).insetBy(dx: -1, dy: -1)
    }

    /// The blur's standard deviation: half the radius, as CSS and `feDropShadow`; a negative
    /// radius is treated as 0 (no blur).
    private static func deviation(_ shadow: Shadow) -> Double {
        max(shadow.radius, 0) / 2
    }
}
