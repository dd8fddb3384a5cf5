import VellumCore

extension Importer {
    /// A `use`: the referenced element instantiated as a child of the `use`, inheriting the
    /// `use`'s style, moved by `x`/`y`, under the `use`'s transform, clip and opacity.
    mutating func use(_ element: SourceElement, _ style: Style,
                      _ context: WalkContext) throws(SVGImportError) -> [ImportedItem] {
        let transform = try transform(of: element)
        let offset = try point(element, "x", "y", viewport: context.viewport)
        guard let id = element.hrefID, let target = tree.element(id: id) else {
            let href = element["href"] ?? element["xlink:href"] ?? ""
            try brokenReference(element, "href", href, href.isEmpty ? "missing; nothing drawn" : "names no element; nothing drawn")
            return []
        }
        let place = AffineTransform(translationX: offset.x, y: offset.y)
        var frame = style.paintsWithServer ? ContextFrame(box: nil, toContext: place) : nil
        let before = tally
        var items = try build(target, WalkContext(style: style.asContext(frame), viewport: context.viewport, inUse: true),
                              hop: id, use: element)
        // Context paint servers are laid out on the use's bounding box, known once its content
        // is built: the content is built again with it, the first build only measured.
        if frame != nil, let box = ImportedItem.bounds(of: items, place, symbols: symbols) {
            frame?.box = box
            tally = before
            items = try build(target, WalkContext(style: style.asContext(frame), viewport: context.viewport, inUse: true),
                              hop: id, use: element)
        }
        if offset != .zero {
            items = [.group(ImportedGroup(transform: place, children: items))]
        }
        return try wrap(items, of: element, style, transform: transform)
    }

    /// A `symbol` instantiated by `use`: a viewport of the `use`'s width and height (100 % when
    /// absent) into which the symbol's `viewBox` is fitted, clipped unless `overflow` is visible.
    /// The content is built once per inherited style and shared as a scene symbol.
    mutating func symbolInstance(_ index: Int, _ style: Style, _ context: WalkContext,
                                 use: SourceElement) throws(SVGImportError) -> [ImportedItem] {
        let symbol = tree[index]
        guard let size = try viewportSize(use, context.viewport),
              let fit = try viewBoxTransform(symbol, size: size) else { return [] }
        let key = SymbolKey(element: index, style: style.inherited, viewport: fit.viewport)
        guard let tag = try symbolTag(for: key, symbol, WalkContext(style: style, viewport: fit.viewport, inUse: true))
        else { return [] }
        let clips = style.overflowVisible == true ? [] : [ImportedClip(path: Path(Rect(size: size)), rule: .nonZero)]
        return try wrap([.symbol(ImportedSymbolUse(tag: tag, transform: fit.transform))], of: symbol, style,
                        transform: .identity, clips: clips)
    }

    /// The shared symbol for `key`, built the first time; `nil` when it draws nothing.
    private mutating func symbolTag(for key: SymbolKey, _ symbol: SourceElement,
                                    _ context: WalkContext) throws(SVGImportError) -> ImportedSymbolTag? {
        if let known = symbolTags[key] { return known }
        let items = try children(of: symbol, context)
        guard !items.isEmpty else {
            symbolTags[key] = .some(nil)
            return nil
        }
        let id = symbol["id"] ?? "symbol"
        let variant = symbolVariants[id, default: 0]
        symbolVariants[id] = variant + 1
        let tag = ImportedSymbolTag(document: digest, id: id, variant: variant)
        symbols[tag] = ImportedSymbol(items: items, size: key.viewport)
        symbolTags[key] = tag
        return tag
    }

    /// A nested `svg`: a new viewport at `x`/`y` of `width` × `height` (100 % when absent, or the
    /// size of the `use` that instantiates it), its `viewBox` fitted in, clipped unless
    /// `overflow` is visible.
    mutating func nestedViewport(_ element: SourceElement, _ style: Style, _ context: WalkContext,
                                 sizedBy use: SourceElement?) throws(SVGImportError) -> [ImportedItem] {
        // SVG 2: a nested svg's transform applies on top of its x/y placement, its clip and its
        // opacity (the viewport is established in the transformed space).
        let transform = try transform(of: element)
        let origin = try point(element, "x", "y", viewport: context.viewport)
        guard let size = try viewportSize(use ?? element, context.viewport, fallback: element),
              let fit = try viewBoxTransform(element, size: size) else { return [] }
        let items = try children(of: element, WalkContext(style: style, viewport: fit.viewport, inUse: context.inUse))
        guard !items.isEmpty else { return [] }
        let place = AffineTransform(translationX: origin.x, y: origin.y)
        let content = ImportedItem.group(ImportedGroup(transform: fit.transform.concatenating(place), children: items))
        let clips = style.overflowVisible == true
            ? [] : [ImportedClip(path: Path(Rect(origin: origin, size: size)), rule: .nonZero)]
        return try wrap([content], of: element, style, transform: transform, clips: clips)
    }

    // MARK: - Viewports

    /// `width` × `height` of `element` (of `fallback` for a dimension `element` leaves out),
    /// 100 % of `viewport` when absent or unusable (reported); `nil` when a dimension is zero
    /// (nothing is drawn).
    mutating func viewportSize(_ element: SourceElement, _ viewport: Size,
                               fallback: SourceElement? = nil) throws(SVGImportError) -> Size? {
        let sources = [element, fallback].compactMap { $0 }
        let size = Size(width: try dimension("width", .horizontal, of: sources, viewport),
                        height: try dimension("height", .vertical, of: sources, viewport))
        return size.width > 0 && size.height > 0 ? size : nil
    }

    /// The first of `sources` to give a usable length `name`, or 100 % of the viewport.
    private mutating func dimension(_ name: String, _ axis: Length.Axis, of sources: [SourceElement],
                                    _ viewport: Size) throws(SVGImportError) -> Double {
        for source in sources {
            var reader = LengthReader(element: source, viewport: viewport)
            let value = reader.optionalNonNegative(name, axis)
            for problem in reader.problems { try invalid(source, problem) }
            if let value { return value }
        }
        return Length(100, .percent).resolved(axis, in: viewport)
    }

    /// How `element`'s `viewBox` and `preserveAspectRatio` map into a viewport of `size`, and
    /// the viewport its content's percentages refer to; `nil` when the viewBox is empty, which
    /// draws nothing. An unusable viewBox is reported and ignored.
    mutating func viewBoxTransform(_ element: SourceElement,
                                   size: Size) throws(SVGImportError) -> (transform: AffineTransform, viewport: Size)? {
        guard let box = try viewBox(of: element) else { return (.identity, size) }
        guard box.width > 0, box.height > 0 else { return nil }
        return (try aspectRatio(of: element).transform(mapping: box, into: size), box.size)
    }

    /// The element's `viewBox`, if it has a usable one.
    mutating func viewBox(of element: SourceElement) throws(SVGImportError) -> Rect? {
        guard let text = element["viewBox"] else { return nil }
        guard let box = parseViewBox(text) else {
            try invalid(element, PropertyProblem(property: "viewBox", value: text,
                                                 reason: "expected four numbers, the last two not negative"),
                        consequence: "ignored")
            return nil
        }
        return box
    }

    /// The element's `preserveAspectRatio`, `xMidYMid meet` when absent or unusable (reported).
    mutating func aspectRatio(of element: SourceElement) throws(SVGImportError) -> PreserveAspectRatio {
        guard let text = element["preserveAspectRatio"] else { return .default }
        guard let aspect = PreserveAspectRatio(parsing: text) else {
            try invalid(element, PropertyProblem(property: "preserveAspectRatio", value: text,
                                                 reason: "expected [defer] <align> [meet|slice]"),
                        consequence: "ignored")
            return .default
        }
        return aspect
    }

    /// The point given by two length attributes, each 0 when absent or unusable (reported).
    mutating func point(_ element: SourceElement, _ x: String, _ y: String,
                        viewport: Size) throws(SVGImportError) -> Point {
        var reader = LengthReader(element: element, viewport: viewport)
        let p = Point(x: reader.length(x, .horizontal), y: reader.length(y, .vertical))
        for problem in reader.problems { try invalid(element, problem) }
        return p
    }
}
