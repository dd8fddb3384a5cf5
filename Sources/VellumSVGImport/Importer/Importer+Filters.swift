import VellumCore

/// What a `filter` property leaves of an element.
enum FilterOutcome {
    /// The element is drawn through these filters (none: drawn as it is).
    case filters([Filter])
    /// Nothing of the element is drawn: a reference to no filter, a filter region without area,
    /// a bounding-box filter on an element without area, or a filter without primitives.
    case nothing
}

/// A `<filter>` element's region and units, read through its `href` chain.
struct FilterFrame {
    /// The filter region in user space.
    var region: Rect
    /// `primitiveUnits="objectBoundingBox"`: primitive lengths are fractions of `box`.
    var boxUnits: Bool
    /// The element's bounding box, when it has one.
    var box: Rect?
}

extension Importer {
    /// The SVG elements of filters: `<filter>`, its primitives and what they hold.
    static let filterElementNames: Set<String> = filterPrimitiveNames.union([
        "filter", "feMergeNode", "feFuncR", "feFuncG", "feFuncB", "feFuncA", "feDistantLight", "fePointLight",
        "feSpotLight",
    ])

    /// The filters `list` (the `filter` property) gives `element`, whose content is `items` in
    /// its user space. A reference to no filter makes the element not drawn when it is the whole
    /// list, and is skipped in a list with filter functions (as browsers do); each is reported.
    mutating func filterChain(_ list: [FilterItem], for element: SourceElement, style: Style,
                              items: [ImportedItem]) throws(SVGImportError) -> FilterOutcome {
        // Each item is a graph the layer runs through: a list is bounded as a graph's primitives are.
        var list = list
        if list.count > FilterGraph.maxPrimitives {
            try report(SVGImportWarning(kind: .limitExceeded, element: element.name, attribute: "filter", message:
                "a list of \(list.count) filters; the first \(FilterGraph.maxPrimitives) are applied",
                line: element.line, column: element.column))
            list = Array(list.prefix(FilterGraph.maxPrimitives))
        }
        let box = ImportedItem.bounds(of: items, symbols: symbols)
        let ink = ImportedItem.inkBounds(of: items, symbols: symbols)
        let functions = list.compactMap { if case .function(let f) = $0 { f } else { nil } }
        let functionRegion = ink.map { FilterFunctionGraph.region(around: $0, for: functions, style: style) }
        var filters: [Filter] = []
        for item in list {
            switch item {
            case .url(let id):
                guard let index = tree.element(id: id), tree[index].isSVG, tree[index].name == "filter" else {
                    let alone = functions.isEmpty
                    try brokenReference(element, "filter", "url(#\(id))",
                                        alone ? "names no filter; the element is not drawn" : "names no filter; skipped")
                    if alone { return .nothing }
                    continue
                }
                let chain = try hrefChain(from: index, kinds: ["filter"], what: "filter")
                if try drawsItself(chain, element) { continue }
                guard let graph = try filterGraph(chain, box: box) else { return .nothing }
                filters.append(.graph(graph))
            case .function(let function):
                // A function after a `<filter>` also covers what that filter's region holds.
                guard var region = functionRegion else { continue }
                for case .graph(let graph) in filters { region = region.union(graph.region) }
                filters.append(.graph(FilterFunctionGraph.graph(function, region: region, style: style,
                                                                viewport: rootViewport)))
            }
        }
        return .filters(filters)
    }

    /// Whether the `<filter>` of `chain` (its `href` chain) shows, by an `feImage`, `element`
    /// itself or an element holding it: a filter that would draw itself without end, which is
    /// ignored (reported), as resvg ignores it — the element is drawn without it, and an
    /// `feImage` of it elsewhere shows it once.
    private mutating func drawsItself(_ chain: [Int], _ element: SourceElement) throws(SVGImportError) -> Bool {
        guard let holder = primitiveHolder(chain) else { return false }
        for child in tree[holder].children where tree[child].isSVG && tree[child].name == "feImage" {
            guard let id = tree[child].hrefID, let target = tree.element(id: id) else { continue }
            var shown: Int? = element.index
            while let s = shown, s != target { shown = tree[s].parent }
            guard shown != nil else { continue }
            try cycle([id, tree[chain[0]]["id"] ?? "?", id], at: element, attribute: "filter")
            return true
        }
        return false
    }

    /// The filter of an `href` chain whose primitives the chain uses: the first that has any.
    private func primitiveHolder(_ chain: [Int]) -> Int? {
        chain.first { tree[$0].children.contains { Self.filterPrimitiveNames.contains(tree[$0].name) } }
    }

    /// The filter region of an element without content whose `filter` is one reference to a
    /// `<filter>` in user-space units; `nil` otherwise (nothing is drawn).
    mutating func emptyContentFilterRegion(_ list: [FilterItem], for element: SourceElement) throws(SVGImportError) -> Rect? {
        guard list.count == 1, case .url(let id) = list[0], let index = tree.element(id: id), tree[index].isSVG,
              tree[index].name == "filter" else { return nil }
        let chain = try hrefChain(from: index, kinds: ["filter"], what: "filter")
        return try filterFrame(chain, box: nil)?.region
    }

    /// The graph of the `<filter>` element whose `href` chain is `chain` for an element with
    /// bounding box `box`; `nil` when the element is not to be drawn.
    private mutating func filterGraph(_ chain: [Int], box: Rect?) throws(SVGImportError) -> FilterGraph? {
        guard let frame = try filterFrame(chain, box: box), let holder = primitiveHolder(chain) else { return nil }
        var primitives: [FilterPrimitive] = []
        var results: [String: Int] = [:]
        for child in tree[holder].children where tree[child].isSVG && Self.filterPrimitiveNames.contains(tree[child].name) {
            guard primitives.count < FilterGraph.maxPrimitives else {
                try report(SVGImportWarning(kind: .limitExceeded, element: "filter", message:
                    "more than \(FilterGraph.maxPrimitives) primitives; the rest are ignored",
                    line: tree[holder].line, column: tree[holder].column))
                break
            }
            let primitive = try filterPrimitive(child, frame: frame, results: results, previous: primitives)
            if let name = tree[child]["result"]?.trimmedValue, !name.isEmpty { results[name] = primitives.count }
            primitives.append(primitive)
        }
        return FilterGraph(region: frame.region, primitives: primitives)
    }

    /// The filter region: `x`, `y`, `width`, `height` (−10 %, −10 %, 120 %, 120 % by default)
    /// in `filterUnits` (`objectBoundingBox` by default), each from the first filter of the
    /// chain that gives it. `nil` (the element not drawn) for a region without area, or for
    /// bounding-box units on an element without area.
    private mutating func filterFrame(_ chain: [Int], box: Rect?) throws(SVGImportError) -> FilterFrame? {
        func attribute(_ name: String) -> (SourceElement, String)? {
            for i in chain { if let v = tree[i][name] { return (tree[i], v) } }
            return nil
        }
        let units = attribute("filterUnits")
        let boxUnits = try unitsAreBoundingBox(units?.1, of: units?.0 ?? tree[chain[0]], "filterUnits", default: true)
        let primitiveUnits = attribute("primitiveUnits")
        let primitiveBox = try unitsAreBoundingBox(primitiveUnits?.1, of: primitiveUnits?.0 ?? tree[chain[0]],
                                                   "primitiveUnits", default: false)
        let hasArea = box.map { $0.width > 0 && $0.height > 0 } ?? false
        if (boxUnits || primitiveBox) && !hasArea { return nil }
        var values: [Double] = []
        for (name, axis, fallback) in [("x", Length.Axis.horizontal, -0.1), ("y", .vertical, -0.1),
                                       ("width", .horizontal, 1.2), ("height", .vertical, 1.2)] {
            var length = Length(fallback * 100, .percent)
            if let (element, text) = attribute(name) {
                if let parsed = Length(parsing: text) { length = parsed } else {
                    try invalid(element, PropertyProblem(property: name, value: text, reason: "not a length"))
                }
            }
            values.append(resolve(length, axis, name: name, boxUnits: boxUnits, box: box))
        }
        let region = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
        guard region.width > 0, region.height > 0, region.isFinite else {
            try invalid(tree[chain[0]], PropertyProblem(property: "width", value: "\(region.width) × \(region.height)",
                                                        reason: "filter region without area"),
                        consequence: "the filtered element is not drawn")
            return nil
        }
        return FilterFrame(region: region, boxUnits: primitiveBox, box: box)
    }

    /// A coordinate or size `name` in user space: in bounding-box units a fraction of `box`
    /// (plus its origin for x and y), otherwise a length against the root viewport.
    func resolve(_ length: Length, _ axis: Length.Axis, name: String, boxUnits: Bool, box: Rect?) -> Double {
        guard boxUnits, let box else { return length.resolved(axis, in: rootViewport) }
        let origin = name == "x" ? box.minX : name == "y" ? box.minY : 0
        return origin + length.fraction * (axis == .horizontal ? box.width : box.height)
    }
}
