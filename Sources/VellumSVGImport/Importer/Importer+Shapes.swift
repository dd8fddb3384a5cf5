import VellumCore

extension Importer {
    /// A basic shape or path: its outline, paints and stroke, under its transform, clip and
    /// opacity.
    mutating func shape(_ element: SourceElement, _ style: Style,
                        _ context: WalkContext) throws(SVGImportError) -> [ImportedItem] {
        let transform = try transform(of: element)
        guard let outline = try self.outline(of: element, viewport: context.viewport, fontSize: style.fontSize)
        else { return [] }
        // Hidden shapes draw nothing (and have no children that could be visible), but still
        // count in their ancestors' bounding boxes, as SVG says.
        guard style.isVisible else { return [.geometry(outline.path.applying(transform))] }
        let bounds = outline.path.boundingRect
        let strokeStyle = Self.strokeStyle(style, viewport: context.viewport)
        // A line encloses no area: its fill would draw nothing.
        let fillTarget = element.name == "line" ? nil : try patternTarget(style.fill, box: bounds)
        let fill = element.name == "line" || fillTarget != nil ? nil
            : try paint(style.fill, "fill", opacity: style.fillOpacity, style: style, bounds: bounds,
                        viewport: context.viewport, element: element)
        var fillItems: [ImportedItem] = []
        if let fillTarget {
            fillItems = try patternItems(fillTarget, area: outline.path, rule: style.fillRule, bounds: bounds, box: bounds,
                                         opacity: style.fillOpacity, element: element, property: "fill",
                                         viewport: context.viewport, context: style.frame(for: "fill"))
        }
        let strokeTarget = strokeStyle.lineWidth > 0 ? try patternTarget(style.stroke, box: bounds) : nil
        let stroke = strokeStyle.lineWidth > 0 && strokeTarget == nil
            ? try paint(style.stroke, "stroke", opacity: style.strokeOpacity, style: style, bounds: bounds,
                        viewport: context.viewport, element: element)
            : nil
        var strokeItems: [ImportedItem] = []
        if let strokeTarget {
            let area = outline.path.strokedPath(strokeStyle, tolerance: 0.02)
            strokeItems = try patternItems(strokeTarget, area: area, rule: .nonZero, bounds: area.boundingRect,
                                           box: bounds, opacity: style.strokeOpacity, element: element,
                                           property: "stroke", viewport: context.viewport, context: style.frame(for: "stroke"))
        }
        func plain(fill: Paint?, stroke: Paint?) -> [ImportedItem] {
            fill == nil && stroke == nil ? [] : [.shape(ImportedShape(path: outline.path, transform: .identity,
                                                                      fill: fill, fillRule: style.fillRule,
                                                                      stroke: stroke, strokeStyle: strokeStyle))]
        }
        let markerItems = try markers(on: outline, of: element, style, strokeWidth: strokeStyle.lineWidth)
        var items: [ImportedItem]
        if style.paintOrder == PaintPart.allCases {
            // The normal order: one shape paints fill and stroke (pattern fills before it,
            // pattern strokes after it), then the markers.
            items = fillItems + plain(fill: fill, stroke: stroke) + strokeItems + markerItems
        } else {
            // `paint-order`: each part on its own, in the order given.
            let parts: [PaintPart: [ImportedItem]] = [.fill: fillItems + plain(fill: fill, stroke: nil),
                                                      .stroke: plain(fill: nil, stroke: stroke) + strokeItems,
                                                      .markers: markerItems]
            items = style.paintOrder.flatMap { parts[$0] ?? [] }
        }
        // Unpainted geometry still counts in a group's bounding box (objectBoundingBox clips).
        if items.isEmpty { return [.geometry(outline.path.applying(transform))] }
        // Pattern tiles are paint, left out of bounding boxes: the outline counts instead.
        if !fillItems.isEmpty || !strokeItems.isEmpty { items.append(.geometry(outline.path)) }
        return try wrap(items, of: element, style, transform: transform)
    }

    /// The outline of shape `element`, its unusable values reported and ignored; a path broken
    /// off by an error is drawn up to it.
    mutating func outline(of element: SourceElement, viewport: Size,
                          fontSize: Double = 16) throws(SVGImportError) -> ShapeOutline? {
        var problems: [PropertyProblem] = []
        let outline = ShapeGeometry.outline(of: element, viewport: viewport, fontSize: fontSize, problems: &problems)
        for problem in problems {
            try invalid(element, problem, consequence: problem.property == "geometry" ? "not drawn" : "ignored")
        }
        if let problem = outline?.problem { try invalid(element, problem, consequence: "drawn up to the error") }
        return outline
    }

    /// The stroke geometry of `style` in user units. A dash array whose sum is zero is solid and
    /// an odd one is repeated, as SVG specifies.
    static func strokeStyle(_ style: Style, viewport: Size) -> StrokeStyle {
        var dashes = style.dashArray.map { $0.resolved(.other, in: viewport, fontSize: style.fontSize) }
        if dashes.reduce(0, +) <= 0 || !dashes.allSatisfy({ $0.isFinite && $0 >= 0 }) { dashes = [] }
        if dashes.count % 2 == 1 { dashes += dashes }
        return StrokeStyle(lineWidth: style.strokeWidth.resolved(.other, in: viewport, fontSize: style.fontSize),
                           lineCap: style.lineCap, lineJoin: style.lineJoin, miterLimit: style.miterLimit,
                           dash: dashes,
                           dashPhase: style.dashOffset.resolved(.other, in: viewport, fontSize: style.fontSize))
    }
}
