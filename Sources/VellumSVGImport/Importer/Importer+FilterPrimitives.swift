import Foundation
import VellumCore

/// A primitive element's attributes read in the filter's frame: numbers, lengths in
/// `primitiveUnits`, its inputs and its own non-inherited properties.
struct PrimitiveReader {
    let element: SourceElement
    let frame: FilterFrame
    /// The primitive's style where it stands (for `color-interpolation-filters` and `color`).
    let style: Style
    /// Its declarations, attributes and `style` (for `flood-color` and friends).
    let declarations: [(String, String)]
    /// Its parent (the `<filter>`) and the parent's declarations, which `inherit` reads.
    var parent: (element: SourceElement, declarations: [(String, String)])?
    /// Its SVG child elements (transfer functions, light sources).
    var childElements: [SourceElement] = []

    /// The numbers of attribute `name` (separated by spaces or commas); `nil` when absent or
    /// unusable.
    func numbers(_ name: String) -> [Double]? {
        guard let text = element[name] else { return nil }
        var scanner = ValueScanner(text)
        var values: [Double] = []
        scanner.skipSpaces()
        while !scanner.isAtEnd {
            guard let n = scanner.number(), n.isFinite else { return nil }
            values.append(n)
            scanner.skipSpaces()
            if scanner.consume(UInt8(ascii: ",")) { scanner.skipSpaces() }
        }
        return values.isEmpty ? nil : values
    }

    /// The first number of attribute `name`, or `fallback`.
    func number(_ name: String, _ fallback: Double) -> Double { numbers(name)?.first ?? fallback }

    /// A pair (`stdDeviation`, `radius`, `baseFrequency`): one number for both or two; `nil`
    /// when unusable.
    func pair(_ name: String, _ fallback: Double) -> (Double, Double)? {
        guard element[name] != nil else { return (fallback, fallback) }
        guard let v = numbers(name), v.count <= 2 else { return nil }
        return (v[0], v.count > 1 ? v[1] : v[0])
    }

    /// A length along x (`horizontal`) or y in user space: scaled by the bounding box in
    /// bounding-box primitive units.
    func length(_ value: Double, horizontal: Bool) -> Double {
        guard frame.boxUnits, let box = frame.box else { return value }
        return value * (horizontal ? box.width : box.height)
    }

    /// Property `name` as declared (in a style sheet or `style`) or as its attribute; `inherit`
    /// takes the parent's declaration (a property filters do not inherit otherwise).
    func declared(_ name: String) -> String? {
        let value = (declarations.last { $0.0 == name }?.1 ?? element[name])?.trimmedValue
        guard value == "inherit", let parent else { return value }
        return (parent.declarations.last { $0.0 == name }?.1 ?? parent.element[name])?.trimmedValue
    }

    /// A colour property (`flood-color`, `lighting-color`) with its opacity property, if any.
    func color(_ name: String, opacity: String?, fallback: Color) -> Color {
        var color = fallback
        if let text = declared(name) {
            color = CSSColor(parsing: text)?.resolved(current: style.color) ?? fallback
        }
        if let opacity, let text = declared(opacity), let a = Style.opacity(text) {
            color.alpha *= a
        }
        return color
    }
}

extension Importer {
    /// The filter primitive elements.
    static let filterPrimitiveNames: Set<String> = [
        "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feConvolveMatrix", "feDiffuseLighting",
        "feDisplacementMap", "feDropShadow", "feFlood", "feGaussianBlur", "feImage", "feMerge", "feMorphology",
        "feOffset", "feSpecularLighting", "feTile", "feTurbulence",
    ]

    /// The primitive `index` of a filter in `frame`: its subregion (the filter region where
    /// `x`, `y`, `width`, `height` are absent), inputs (`results` names earlier ones; an
    /// unknown or absent `in` reads the previous result, or the source for the first) and kind.
    mutating func filterPrimitive(_ index: Int, frame: FilterFrame, results: [String: Int],
                                  previous: [FilterPrimitive]) throws(SVGImportError) -> FilterPrimitive {
        let element = tree[index]
        let style = documentStyle(of: index)
        let parent = element.parent.map { tree[$0] }.map { ($0, StyleCascade.declarations(of: $0, rules: sheetRules($0))) }
        let reader = PrimitiveReader(element: element, frame: frame, style: style,
                                     declarations: StyleCascade.declarations(of: element, rules: sheetRules(element)),
                                     parent: parent,
                                     childElements: element.children.map { tree[$0] }.filter(\.isSVG))
        func input(_ name: String) -> FilterInput { filterInput(element[name], results: results, previous: previous) }
        var inputs = [input("in")]
        if ["feBlend", "feComposite", "feDisplacementMap"].contains(element.name) { inputs.append(input("in2")) }
        if element.name == "feMerge" {
            inputs = element.children.filter { tree[$0].isSVG && tree[$0].name == "feMergeNode" }.map { node in
                filterInput(tree[node]["in"], results: results, previous: previous)
            }
        }
        let reads = ["feFlood", "feTurbulence", "feImage", "feTile"].contains(element.name) ? [] : inputs
        let subregion = try primitiveSubregion(element, frame: frame, default: defaultSubregion(reads, previous, frame))
        var (kind, problems) = reader.kind(tileSource: tileSource(inputs.first, previous: previous, frame: frame))
        for problem in problems {
            try invalid(element, problem, consequence: kind == nil ? "the primitive is transparent" : "ignored")
        }
        if element.name == "feImage" { kind = try picture(element, style: style, subregion: subregion) }
        return FilterPrimitive(kind ?? .flood(Color(red: 0, green: 0, blue: 0, opacity: 0)), inputs: inputs,
                               subregion: subregion, colorSpace: style.filterColorSpace)
    }

    /// What an `in` value reads: `FillPaint` as the source (as resvg does), a result name the
    /// result; anything else (or nothing) the previous result, or the source first — the
    /// background inputs and `StrokePaint` included, which Chromium and resvg read so.
    private func filterInput(_ value: String?, results: [String: Int], previous: [FilterPrimitive]) -> FilterInput {
        let fallback: FilterInput = previous.isEmpty ? .sourceGraphic : .result(previous.count - 1)
        switch value?.trimmedValue {
        case "SourceGraphic", "FillPaint": return .sourceGraphic
        case "SourceAlpha": return .sourceAlpha
        case let name?: return results[name].map { .result($0) } ?? fallback
        case nil: return fallback
        }
    }

    /// `feImage`: a raster picture (a `data:` URI or a file, read as `<image>` reads them) or an
    /// SVG picture fitted into the subregion by `preserveAspectRatio`, or an element of the
    /// document (``elementPicture(_:of:subregion:)``). A reference that cannot be read leaves the
    /// primitive transparent (reported).
    private mutating func picture(_ element: SourceElement, style: Style,
                                  subregion: Rect) throws(SVGImportError) -> FilterPrimitiveKind? {
        if let id = element.hrefID { return try elementPicture(id, of: element, subregion: subregion) }
        guard let content = try imageContent(element) else { return nil }
        let aspect = try aspectRatio(of: element)
        switch content {
        case .raster(let image):
            let fit = aspect.transform(mapping: Rect(size: content.naturalSize), into: subregion.size)
                .concatenating(AffineTransform(translationX: subregion.minX, y: subregion.minY))
            return .image(ImagePaint(image, transform: fit, interpolation: style.imageInterpolation), clip: subregion)
        case .svg(let document):
            let box = document.viewBox ?? Rect(size: document.size)
            guard box.width > 0, box.height > 0 else { return nil }
            let fit = aspect.transform(mapping: box, into: subregion.size)
                .concatenating(AffineTransform(translationX: subregion.minX, y: subregion.minY))
            return FilterPictureRendering.kind(document.items, placed: fit, symbols: document.symbols,
                                               clip: subregion, interpolation: style.imageInterpolation)
        }
    }

    /// The subregion `feTile` repeats: its input's (the filter region for the source).
    private func tileSource(_ input: FilterInput?, previous: [FilterPrimitive], frame: FilterFrame) -> Rect {
        if case .result(let i)? = input { return previous[i].subregion }
        return frame.region
    }

    /// The subregion a primitive has where it gives none: the union of its inputs' when they
    /// are all results of other primitives, otherwise the filter region.
    private func defaultSubregion(_ inputs: [FilterInput], _ previous: [FilterPrimitive], _ frame: FilterFrame) -> Rect {
        var union: Rect?
        for input in inputs {
            guard case .result(let i) = input else { return frame.region }
            union = union.map { $0.union(previous[i].subregion) } ?? previous[i].subregion
        }
        return union ?? frame.region
    }

    /// `x`, `y`, `width`, `height` of a primitive; `region`'s where absent. A negative width
    /// or height leaves an empty subregion (reported).
    private mutating func primitiveSubregion(_ element: SourceElement, frame: FilterFrame,
                                             default region: Rect) throws(SVGImportError) -> Rect {
        var values = [region.minX, region.minY, region.width, region.height]
        for (i, (name, axis)) in [("x", Length.Axis.horizontal), ("y", .vertical), ("width", .horizontal),
                                  ("height", .vertical)].enumerated() {
            guard let text = element[name] else { continue }
            guard let length = Length(parsing: text) else {
                try invalid(element, PropertyProblem(property: name, value: text, reason: "not a length"))
                continue
            }
            values[i] = resolve(length, axis, name: name, boxUnits: frame.boxUnits, box: frame.box)
        }
        if values[2] < 0 || values[3] < 0 {
            try invalid(element, PropertyProblem(property: values[2] < 0 ? "width" : "height",
                                                 value: element[values[2] < 0 ? "width" : "height"] ?? "",
                                                 reason: "negative size"), consequence: "the primitive is empty")
        }
        return Rect(x: values[0], y: values[1], width: max(values[2], 0), height: max(values[3], 0))
    }
}
