import VellumCore

/// An imported document: its intrinsic size, how its viewBox maps, and its content.
struct ImportedDocument: Hashable, Sendable {
    var size: Size
    var viewBox: Rect?
    var aspectRatio: PreserveAspectRatio
    /// The root's content in root user units (viewBox coordinates).
    var items: [ImportedItem]
    var symbols: [ImportedSymbolTag: ImportedSymbol]
}

extension Importer {
    /// Elements that are read (or deliberately skipped) without a warning.
    static let known: Set<String> = Set([
        "svg", "g", "a", "defs", "symbol", "use", "path", "rect", "circle", "ellipse", "line", "polyline",
        "polygon", "linearGradient", "radialGradient", "stop", "clipPath", "title", "desc", "metadata", "style",
        "switch", "marker", "pattern", "text", "tspan", "textPath", "tref", "mask", "image",
    ]).union(Importer.filterElementNames)

    /// The size SVG viewers give a document that states neither a size nor a viewBox.
    static let defaultSize = Size(width: 100, height: 100)

    /// Imports the whole document.
    mutating func run() throws(SVGImportError) -> ImportedDocument {
        try reportUnsupportedElements(under: 0)
        let root = tree.root
        let computed = StyleCascade.compute(root, parent: .initial, rules: sheetRules(root))
        for name in computed.unsupported {
            try unsupported(.unsupportedAttribute, name, element: root, message: "not imported; ignored")
        }
        for problem in computed.problems { try invalid(root, problem, consequence: "ignored") }
        let rootTransform = try transform(of: root)
        let viewBox = try self.viewBox(of: root)
        let aspect = try aspectRatio(of: root)
        let declaredSize = try intrinsicSize(root, viewBox: viewBox)
        var size = declaredSize ?? Self.defaultSize
        rootViewport = viewBox?.size ?? size
        var items: [ImportedItem] = []
        let style = computed.style
        // The root is being built too: a `use` of it is a cycle.
        _ = try enter(0, hop: nil, element: root)
        defer { leave() }
        if style.isDisplayed, viewBox.map({ $0.width > 0 && $0.height > 0 }) ?? true, !rootHasZeroSide(root) {
            let content = try children(of: root, WalkContext(style: style, viewport: rootViewport))
            items = try wrap(content, of: root, style, transform: rootTransform)
            // Sized by the drawing before the background is added across the size found.
            if declaredSize == nil, let drawn = Self.drawingSize(items, symbols: symbols) { size = drawn }
            if let background = try backgroundColor(of: root) {
                let area = Path(viewBox ?? Rect(size: size))
                items.insert(.shape(ImportedShape(path: area, transform: .identity, fill: .color(background),
                                                  fillRule: .nonZero, stroke: nil, strokeStyle: StrokeStyle())), at: 0)
            }
        }
        return ImportedDocument(size: size, viewBox: viewBox, aspectRatio: aspect, items: items, symbols: symbols)
    }

    /// The root's CSS `background-color` (attribute, style sheet or `style`), painted under
    /// the content across the viewport as browsers show a standalone SVG; `nil` when absent,
    /// transparent or invalid (reported).
    private mutating func backgroundColor(of root: SourceElement) throws(SVGImportError) -> Color? {
        var declared: String?
        for (name, value) in StyleCascade.declarations(of: root, rules: sheetRules(root)) where name == "background-color" {
            declared = value
        }
        guard let text = declared else { return nil }
        guard case .color(let color)? = CSSColor(parsing: text) else {
            if CSSColor(parsing: text) == nil {
                try invalid(root, PropertyProblem(property: "background-color", value: text, reason: "not a colour"))
            }
            return nil
        }
        return color.alpha > 0 ? color : nil
    }

    /// The size of a document that states neither a size nor a viewBox: what it draws, from the
    /// origin (where a browser places it, at one pixel per unit) to the far corner of its ink,
    /// as resvg sizes such a document; `nil` when nothing is drawn right of and below the origin.
    private static func drawingSize(_ items: [ImportedItem], symbols: [ImportedSymbolTag: ImportedSymbol]) -> Size? {
        guard let ink = ImportedItem.inkBounds(of: items, symbols: symbols), ink.maxX > 0, ink.maxY > 0,
              ink.maxX < RenderBounds.trustedMagnitude, ink.maxY < RenderBounds.trustedMagnitude else { return nil }
        return Size(width: ink.maxX, height: ink.maxY)
    }

    /// The root's `width` and `height`; a missing (or percentage) dimension follows the viewBox's
    /// aspect ratio, or its size, or is 100. `nil` when the root states neither dimension nor a
    /// viewBox: the size is then that of the drawing (``drawingSize(_:symbols:)``), and
    /// percentages inside resolve against 100 × 100.
    private mutating func intrinsicSize(_ root: SourceElement, viewBox: Rect?) throws(SVGImportError) -> Size? {
        // A zero side draws nothing (see rootHasZeroSide); the size is as if it were absent.
        let width = try rootLength(root, "width").flatMap { $0 > 0 ? $0 : nil }
        let height = try rootLength(root, "height").flatMap { $0 > 0 ? $0 : nil }
        let box = viewBox.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
        switch (width, height) {
        case let (w?, h?):
            return Size(width: w, height: h)
        case let (w?, nil):
            return Size(width: w, height: box.map { w * $0.height / $0.width } ?? Self.defaultSize.height)
        case let (nil, h?):
            return Size(width: box.map { h * $0.width / $0.height } ?? Self.defaultSize.width, height: h)
        case (nil, nil):
            return box?.size
        }
    }

    /// An absolute root dimension, 0 or more; `nil` when absent, a percentage, or unusable
    /// (reported and ignored).
    private mutating func rootLength(_ root: SourceElement, _ name: String) throws(SVGImportError) -> Double? {
        guard let text = root[name] else { return nil }
        guard let length = Length(parsing: text) else {
            try invalid(root, PropertyProblem(property: name, value: text, reason: "not a length"), consequence: "ignored")
            return nil
        }
        guard length.unit != .percent else { return nil }
        let value = length.resolved(.other, in: .zero)
        guard value >= 0 else {
            try invalid(root, PropertyProblem(property: name, value: text, reason: "must not be negative"),
                        consequence: "ignored")
            return nil
        }
        return value
    }

    /// Whether the root's `width` or `height` is zero, which disables its rendering (SVG 1.1,
    /// 7.7): the document then keeps the size it would have without that attribute.
    private func rootHasZeroSide(_ root: SourceElement) -> Bool {
        ["width", "height"].contains { name in
            root[name].flatMap { Length(parsing: $0) }.map { $0.unit != .percent && $0.value == 0 } ?? false
        }
    }

    /// Warns once per kind of SVG element that is not imported (text, filter, image…) found
    /// under element `index`; the content of such elements is not looked into.
    private mutating func reportUnsupportedElements(under index: Int) throws(SVGImportError) {
        for child in tree[index].children where tree[child].isSVG {
            let element = tree[child]
            guard Self.known.contains(element.name) else {
                try unsupported(.unsupportedElement, element.name, element: element, message: "not imported; skipped")
                continue
            }
            try reportUnsupportedElements(under: child)
        }
    }
}
