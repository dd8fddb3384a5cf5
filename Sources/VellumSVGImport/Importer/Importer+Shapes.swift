import VellumCore

extension Importer {
    /// A basic shape or path: its outline, paints and stroke, under its transform, clip and
    /// opacity.
    mutating func shape(_ element: SourceElement, _ style: Style,
                        _ context: WalkContext) throws(SVGImportError) -> [ImportedItem] {
        guard let transform = try transform(of: element) else { return [] }
        let outline: ShapeOutline
        do throws(PropertyProblem) {
            guard let found = try ShapeGeometry.outline(of: element, viewport: context.viewport) else { return [] }
            outline = found
        } catch {
            try invalid(element, error)
            return []
        }
        if let problem = outline.problem { try invalid(element, problem, consequence: "drawn up to the error") }
        // Hidden shapes draw nothing, but their children could not be visible anyway.
        guard style.isVisible else { return [] }
        let bounds = outline.path.boundingRect
        let strokeStyle = Self.strokeStyle(style, viewport: context.viewport)
        // A line encloses no area: its fill would draw nothing.
        let fill = element.name == "line" ? nil
            : try paint(style.fill, "fill", opacity: style.fillOpacity, style: style, bounds: bounds,
                        viewport: context.viewport, element: element)
        let stroke = strokeStyle.lineWidth > 0
            ? try paint(style.stroke, "stroke", opacity: style.strokeOpacity, style: style, bounds: bounds,
                        viewport: context.viewport, element: element)
            : nil
        guard fill != nil || stroke != nil else { return [] }
        let shape = ImportedShape(path: outline.path, transform: .identity, fill: fill, fillRule: style.fillRule,
                                  stroke: stroke, strokeStyle: strokeStyle)
        return try wrap([.shape(shape)], of: element, style, transform: transform)
    }

    /// The stroke geometry of `style` in user units. A dash array of zeros is solid and an odd
    /// one is repeated, as SVG specifies.
    static func strokeStyle(_ style: Style, viewport: Size) -> StrokeStyle {
        var dashes = style.dashArray.map { $0.resolved(.other, in: viewport) }
        if dashes.allSatisfy({ $0 == 0 }) { dashes = [] }
        if dashes.count % 2 == 1 { dashes += dashes }
        return StrokeStyle(lineWidth: style.strokeWidth.resolved(.other, in: viewport), lineCap: style.lineCap,
                           lineJoin: style.lineJoin, miterLimit: style.miterLimit, dash: dashes,
                           dashPhase: style.dashOffset.resolved(.other, in: viewport))
    }
}
