import VellumCore

/// Walks a validated display list and writes it as an SVG 1.1 document.
///
/// Drawing operations become `<path>` and `<use>` elements; a run of consecutive ones with the
/// same transform shares one `<g transform>`. Clips and layers become `<g>` groups in the list's
/// own coordinates (they never sit inside a transformed group), and gradients, clip paths,
/// shadow filters and symbols go into `<defs>` in order of first use.
struct SVGWriter {
    /// `<svg>` › `<defs>` › definition.
    private static let definitionDepth = 2

    private let list: DisplayList
    private let format: SVGNumberFormat
    private var definitions = SVGDefinitions()
    private var symbolIDs = SVGSymbolIDs()
    private var bounds: SVGBounds

    /// Creates a writer for `list`, which must have passed `validate()`.
    init(list: DisplayList, format: SVGNumberFormat) {
        self.list = list
        self.format = format
        self.bounds = SVGBounds(symbols: list.symbols)
    }

    /// The whole document for a canvas of `size`, with an optional `<title>`.
    mutating func document(size: Size, title: String?) -> String {
        let body = write(list.operations, depth: 1)
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
        markup.line(root.startTag(), depth: 0)
        if let title {
            markup.line("<title>" + XMLEscaping.text(title) + "</title>", depth: 1)
        }
        if !definitions.isEmpty {
            markup.line("<defs>", depth: 1)
            markup.append(definitions.markup)
            markup.line("</defs>", depth: 1)
        }
        markup.append(body)
        markup.line(root.endTag, depth: 0)
        return markup.text
    }

    /// The elements for `operations`, indented by `depth`.
    private mutating func write(_ operations: [DrawOperation], depth: Int) -> SVGMarkup {
        var markup = SVGMarkup()
        var groups = SVGGroupStack(baseDepth: depth)
        let operations = operations.filter { !Self.drawsNothing($0) }
        var index = 0
        while index < operations.count {
            guard let transform = Self.drawingTransform(of: operations[index]) else {
                writeStructure(operations, at: index, groups: &groups, into: &markup)
                index += 1
                continue
            }
            // Transforms are compared as printed: two that print alike give identical output
            // whether they are grouped or not.
            let printed = format.transform(transform)
            var end = index + 1
            while end < operations.count, let next = Self.drawingTransform(of: operations[end]),
                  format.transform(next) == printed {
                end += 1
            }
            writeRun(operations[index..<end], transform: printed, depth: groups.depth, into: &markup)
            index = end
        }
        return markup
    }

    /// Drawing operations sharing one printed transform: in a `<g transform>` when there are
    /// several, with the transform on the element itself when there is one.
    private mutating func writeRun(_ run: ArraySlice<DrawOperation>, transform: String?, depth: Int,
                                   into markup: inout SVGMarkup) {
        guard run.count > 1, let transform else {
            for operation in run { element(for: operation, transform: transform).write(into: &markup, depth: depth) }
            return
        }
        let group = SVGNode("g", [("transform", transform)])
        markup.line(group.startTag(), depth: depth)
        for operation in run { element(for: operation, transform: nil).write(into: &markup, depth: depth + 1) }
        markup.line(group.endTag, depth: depth)
    }

    /// Clips and layers: groups opened and closed.
    private mutating func writeStructure(_ operations: [DrawOperation], at index: Int,
                                         groups: inout SVGGroupStack, into markup: inout SVGMarkup) {
        switch operations[index] {
        case .pushClip(let path, let rule, let transform):
            let id = clipID(path, rule: rule, transform: transform)
            groups.open(SVGNode("g", [("clip-path", "url(#\(id))")]), isClip: true, into: &markup)
        case .popClip:
            groups.close(isClip: true, into: &markup)
        case .beginLayer(let opacity, let shadow):
            let end = SVGBounds.matchingEnd(ofLayerAt: index, in: operations[...])
            let filter = shadow.flatMap { shadowFilterID($0, content: operations[(index + 1)..<end]) }
            let layer = SVGNode("g", [
                ("opacity", SVGPaintDefs.opacity(opacity, format)),
                ("filter", filter.map { "url(#\($0))" }),
            ])
            groups.open(layer, isClip: false, into: &markup)
        case .endLayer:
            groups.close(isClip: false, into: &markup)
        case .fill, .stroke, .useSymbol:
            break  // Written by writeRun.
        }
    }

    /// The element drawing `operation`, with `transform` as its transform attribute.
    private mutating func element(for operation: DrawOperation, transform: String?) -> SVGNode {
        switch operation {
        case .fill(let path, let paint, let rule, _):
            let fill = paintAttributes(paint, path: path)
            return SVGNode("path", [
                ("d", path.svgPathData(precision: format.decimals)),
                ("fill", fill.value == "#000000" ? nil : fill.value),
                ("fill-opacity", fill.opacity),
                ("fill-rule", rule == .evenOdd ? "evenodd" : nil),
                ("transform", transform),
            ])
        case .stroke(let path, let paint, let style, _):
            let stroke = paintAttributes(paint, path: path)
            return SVGNode("path", [("d", path.svgPathData(precision: format.decimals)), ("fill", "none"),
                                    ("stroke", stroke.value)]
                                   + strokeAttributes(style)
                                   + [("stroke-opacity", stroke.opacity), ("transform", transform)])
        case .useSymbol(let tag, _):
            let id = symbolID(tag)
            return SVGNode("use", [("xlink:href", "#" + id), ("href", "#" + id), ("transform", transform)])
        case .pushClip, .popClip, .beginLayer, .endLayer:
            preconditionFailure("structural operations are written by writeStructure")
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

    /// The paint's attribute values, defining its gradient if it has one.
    private mutating func paintAttributes(_ paint: Paint, path: Path) -> SVGPaint {
        let node: SVGNode
        switch paint {
        case .color(let color):
            return SVGPaint(value: SVGPaintDefs.hex(color), opacity: SVGPaintDefs.opacity(color.alpha, format))
        case .linearGradient(let gradient):
            node = SVGPaintDefs.linear(gradient, bbox: { path.boundingRect }, format)
        case .radialGradient(let gradient):
            node = SVGPaintDefs.radial(gradient, bbox: { path.boundingRect }, format)
        }
        let id = definitions.id(of: node, prefix: "g", depth: Self.definitionDepth)
        return SVGPaint(value: "url(#\(id))", opacity: nil)
    }

    /// The id of a `<clipPath>` holding `path`; the clip path's user space is the list's own,
    /// since clip groups are never inside a transformed group.
    private mutating func clipID(_ path: Path, rule: FillRule, transform: AffineTransform) -> String {
        let clip = SVGNode("clipPath", [("clipPathUnits", "userSpaceOnUse")], children: [
            SVGNode("path", [
                ("d", path.svgPathData(precision: format.decimals)),
                ("clip-rule", rule == .evenOdd ? "evenodd" : nil),
                ("transform", format.transform(transform)),
            ]),
        ])
        return definitions.id(of: clip, prefix: "c", depth: Self.definitionDepth)
    }

    /// The id of the filter casting `shadow` under `content`, or `nil` when the content paints
    /// nothing (and so casts no shadow).
    private mutating func shadowFilterID(_ shadow: Shadow, content: ArraySlice<DrawOperation>) -> String? {
        guard let contentBounds = bounds.bounds(of: content) else { return nil }
        let filter = SVGFilters.shadow(shadow, region: SVGFilters.region(of: contentBounds, shadow: shadow), format)
        return definitions.id(of: filter, prefix: "f", depth: Self.definitionDepth)
    }

    /// The id of the symbol `tag`, writing its `<symbol>` on first use. The symbol keeps its own
    /// user space (no viewBox) and is not clipped to a viewport (`overflow="visible"`).
    private mutating func symbolID(_ tag: Tag) -> String {
        let (id, isNew) = symbolIDs.id(for: tag)
        guard isNew, let symbol = list.symbols[tag] else { return id }
        let content = write(symbol.operations, depth: Self.definitionDepth + 1)
        let node = SVGNode("symbol", [("id", id), ("overflow", "visible")])
        var definition = SVGMarkup()
        definition.line(node.startTag(), depth: Self.definitionDepth)
        definition.append(content)
        definition.line(node.endTag, depth: Self.definitionDepth)
        definitions.append(definition)
        return id
    }

    /// The transform of a drawing operation, `nil` for clips and layers.
    private static func drawingTransform(of operation: DrawOperation) -> AffineTransform? {
        switch operation {
        case .fill(_, _, _, let t), .stroke(_, _, _, let t), .useSymbol(_, let t): t
        case .pushClip, .popClip, .beginLayer, .endLayer: nil
        }
    }

    /// Whether the operation paints nothing at all and can be left out.
    private static func drawsNothing(_ operation: DrawOperation) -> Bool {
        switch operation {
        case .fill(let path, _, _, _), .stroke(let path, _, _, _): path.isEmpty
        default: false
        }
    }
}
