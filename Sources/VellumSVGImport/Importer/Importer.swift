import VellumCore
import VellumText

/// Where an element is built: the style it inherits and the viewport its percentages refer to.
struct WalkContext {
    var style: Style
    var viewport: Size
    /// Inside content instantiated by `use`, where every element counts against
    /// ``SVGImportOptions/maxUseExpansion``.
    var inUse = false
}

/// Builds ``ImportedItem``s from a ``SourceTree``: resolves styles, references, units and
/// viewports, and collects warnings.
struct Importer {
    let tree: SourceTree
    let options: SVGImportOptions
    /// A digest of the document's bytes; see ``ImportedSymbolTag/document``.
    let digest: UInt64
    private(set) var warnings: [SVGImportWarning] = []
    /// The root viewport (its viewBox size, or its size), set by ``run()``.
    var rootViewport = Size(width: 100, height: 100)
    /// Shared symbols built so far.
    var symbols: [ImportedSymbolTag: ImportedSymbol] = [:]
    /// The symbol built for each `<symbol>` element, inherited style and viewport.
    var symbolTags: [SymbolKey: ImportedSymbolTag?] = [:]
    /// How many variants of each symbol id exist.
    var symbolVariants: [String: Int] = [:]
    /// The rules of the document's `<style>` elements.
    let styleSheet: StyleSheet
    /// Gradients and clip paths by element, resolved once.
    var gradients: [Int: GradientDefinition] = [:]
    var clipContents: [Int: ClipContent] = [:]
    /// The references that close cycles of masks and of patterns (see ``cycleBreaks(_:)``),
    /// found on first use.
    var knownCycleBreaks: [LoopingReference: [ReferenceSite: [String]]] = [:]
    /// Fonts resolved for `<text>`, by request (`nil`: none could be loaded).
    var fonts: [FontKey: Font?] = [:]
    /// Styles computed from an element's place in the document (stops, clip path children).
    private var documentStyles: [Int: Style] = [:]
    /// The elements being built, outermost first, each with the id that `use` reached it by.
    private var stack: [(element: Int, hop: String?)] = []
    private var onStack: Set<Int> = []
    private var expansion = 0
    private var reported: Set<String> = []
    private var reportedWarnings: Set<SVGImportWarning> = []

    /// Elements that draw, or contain elements that draw, where they stand in the tree.
    static let drawable: Set<String> = ShapeGeometry.elementNames.union(["g", "a", "svg", "use", "switch", "text", "image"])

    init(tree: SourceTree, options: SVGImportOptions, digest: UInt64) {
        self.tree = tree
        self.options = options
        self.digest = digest
        styleSheet = StyleSheet(tree: tree)
    }

    /// The declarations of the style-sheet rules matching `element`, in cascade order.
    func sheetRules(_ element: SourceElement) -> [(String, String)] {
        styleSheet.declarations(for: element, in: tree)
    }

    // MARK: - Walking

    /// The items element `index` stands for. `hop` is the id a `use` reached it by, and `use`
    /// that element: a `symbol` draws only when reached that way.
    mutating func build(_ index: Int, _ context: WalkContext, hop: String? = nil,
                        use: SourceElement? = nil) throws(SVGImportError) -> [ImportedItem] {
        let element = tree[index]
        guard element.isSVG, Self.drawable.contains(element.name) || (use != nil && element.name == "symbol"),
              Conditions.pass(element) else { return [] }
        guard try enter(index, hop: hop, element: use ?? element) else { return [] }
        defer { leave() }
        if context.inUse || use != nil {
            expansion += 1
            if expansion > options.maxUseExpansion {
                throw .limitExceeded(.useExpansion, limit: options.maxUseExpansion, line: element.line)
            }
        }
        var style = try computedStyle(element, parent: context.style)
        guard style.isDisplayed else { return [] }
        if var frame = style.contextFrame {
            // The element's own transform stands between its user space and its parent's.
            frame.toContext = try transform(of: element).concatenating(frame.toContext)
            style.contextFrame = frame
        }
        switch element.name {
        case "g", "a": return try group(element, style, context)
        case "switch": return try switchChoice(element, style, context)
        case "text": return try text(element, style, context)
        case "svg": return try nestedViewport(element, style, context, sizedBy: use)
        case "symbol": return try symbolInstance(index, style, context, use: use ?? element)
        case "use": return try self.use(element, style, context)
        case "image": return try image(element, style, context)
        default: return try shape(element, style, context)
        }
    }

    /// The items of `element`'s children, in order.
    mutating func children(of element: SourceElement, _ context: WalkContext) throws(SVGImportError) -> [ImportedItem] {
        var items: [ImportedItem] = []
        for child in element.children { items += try build(child, context) }
        return items
    }

    private mutating func group(_ element: SourceElement, _ style: Style,
                                _ context: WalkContext) throws(SVGImportError) -> [ImportedItem] {
        let transform = try transform(of: element)
        var inner = context
        inner.style = style
        return try wrap(try children(of: element, inner), of: element, style, transform: transform)
    }

    /// Puts `items` under `element`'s transform, filters, clip path (and `clips`), mask,
    /// opacity, blend mode and isolation, as one group when any of them changes anything; a single shape that
    /// is not blended or isolated takes the transform and, when it
    /// has a single paint, the opacity itself (the same pixels, without a layer).
    mutating func wrap(_ items: [ImportedItem], of element: SourceElement, _ style: Style,
                       transform: AffineTransform, clips extra: [ImportedClip] = []) throws(SVGImportError) -> [ImportedItem] {
        var items = items
        if items.isEmpty {
            // A filter draws on an element without content (a flood over its region, say).
            guard !style.filter.isEmpty, let region = try emptyContentFilterRegion(style.filter, for: element) else {
                return []
            }
            items = [.shape(ImportedShape(path: Path(region), transform: .identity, fill: .color(.clear),
                                          fillRule: .nonZero, stroke: nil, strokeStyle: StrokeStyle()))]
        }
        // Fully transparent content draws nothing but still counts in bounding boxes.
        guard style.opacity > 0 else {
            guard let box = ImportedItem.bounds(of: items, transform, symbols: symbols) else { return [] }
            return [.geometry(Path(box))]
        }
        var clips = extra
        if let reference = style.clipPath {
            let symbols = self.symbols
            let strokeWidth = style.stroke == .none ? 0 : Self.strokeStyle(style, viewport: rootViewport).lineWidth
            switch try clipRegion(reference, for: element, bounds: { ImportedItem.bounds(of: items, symbols: symbols) },
                                  strokeWidth: strokeWidth) {
            case .clips(let region, let masks)?:
                clips += region
                // A clip path drawn as a mask masks the content inside the element's own mask.
                for mask in masks { items = [.group(ImportedGroup(mask: mask, children: items))] }
            case .nothing?: return []
            case nil: break
            }
        }
        var mask: ImportedMask?
        if let id = style.mask {
            let symbols = self.symbols
            switch try maskRegion(id, for: element, bounds: { ImportedItem.bounds(of: items, symbols: symbols) }) {
            case .mask(let content): mask = content
            case .nothing: return []
            case nil: break
            }
        }
        var filters: [Filter] = []
        if !style.filter.isEmpty {
            switch try filterChain(style.filter, for: element, style: style, items: items) {
            case .filters(let list): filters = list
            case .nothing: return []
            }
        }
        var opacity = style.opacity
        let composites = style.blendMode != .normal || style.isolated || !filters.isEmpty
        if clips.isEmpty, mask == nil, !composites, items.count == 1, case .shape(var shape) = items[0] {
            if opacity < 1, (shape.fill == nil) != (shape.stroke == nil) {
                shape.fill = shape.fill?.opacity(opacity)
                shape.stroke = shape.stroke?.opacity(opacity)
                opacity = 1
            }
            if opacity >= 1 {
                shape.transform = shape.transform.concatenating(transform)
                return [.shape(shape)]
            }
        }
        if clips.isEmpty, mask == nil, opacity >= 1, !composites, transform.isIdentity { return items }
        return [.group(ImportedGroup(transform: transform, opacity: opacity, blendMode: style.blendMode,
                                     isolated: style.isolated, filters: filters, clips: clips, mask: mask,
                                     children: items))]
    }

    /// Marks element `index` as being built. Returns `false` (reported) when `element` — the
    /// `use` (or the element painting with a pattern, or using a marker, by `attribute`) that
    /// reached it — closes a reference cycle: only that element is skipped, as
    /// browsers do. Throws when too deep, or on a cycle in strict mode.
    mutating func enter(_ index: Int, hop: String?, element: SourceElement,
                        attribute: String = "href") throws(SVGImportError) -> Bool {
        if onStack.contains(index) {
            let start = stack.firstIndex { $0.element == index } ?? 0
            let id = hop ?? tree[index]["id"] ?? "?"
            let between = stack[(start + 1)...].compactMap(\.hop)
            try cycle([id] + between + [id], at: element, attribute: attribute)
            return false
        }
        guard stack.count < options.maxDepth else {
            throw .limitExceeded(.nestingDepth, limit: options.maxDepth, line: element.line)
        }
        stack.append((index, hop))
        onStack.insert(index)
        return true
    }

    mutating func leave() {
        onStack.remove(stack.removeLast().element)
    }

    /// What building content adds to: the use expansion count and the shared symbols.
    struct BuildTally {
        fileprivate var expansion: Int
        fileprivate var symbols: [ImportedSymbolTag: ImportedSymbol]
        fileprivate var symbolTags: [SymbolKey: ImportedSymbolTag?]
        fileprivate var symbolVariants: [String: Int]
    }

    /// The tally now, to be restored after content built only to be measured.
    var tally: BuildTally {
        get { BuildTally(expansion: expansion, symbols: symbols, symbolTags: symbolTags, symbolVariants: symbolVariants) }
        set { (expansion, symbols, symbolTags, symbolVariants) = (newValue.expansion, newValue.symbols,
                                                                   newValue.symbolTags, newValue.symbolVariants) }
    }


    // MARK: - Styles and attributes

    /// The element's style. Each unusable value is reported and ignored, as if it were absent:
    /// the property keeps its inherited or initial value (CSS's rule for invalid declarations).
    mutating func computedStyle(_ element: SourceElement, parent: Style) throws(SVGImportError) -> Style {
        let computed = StyleCascade.compute(element, parent: parent, rules: sheetRules(element))
        for name in computed.unsupported {
            try unsupported(.unsupportedAttribute, name, element: element, message: "not imported; ignored")
        }
        for problem in computed.problems { try invalid(element, problem) }
        return computed.style
    }

    /// The style of element `index` where it stands in the document, unusable values left out
    /// (they are reported where the element itself is built).
    mutating func documentStyle(of index: Int) -> Style {
        if let style = documentStyles[index] { return style }
        let parent = tree[index].parent.map { documentStyle(of: $0) } ?? .initial
        let style = StyleCascade.compute(tree[index], parent: parent, rules: sheetRules(tree[index])).style
        documentStyles[index] = style
        return style
    }

    /// The element's `transform` (or another transform attribute): identity when absent, or when
    /// invalid (reported), as if it were absent; about the element's `transform-origin` (in
    /// `style`, a style sheet or an attribute) when it has one, its keywords and percentages
    /// referring to the root viewport.
    /// A CSS `transform` property (from a style sheet or `style`) wins over the attribute.
    mutating func transform(of element: SourceElement, _ name: String = "transform") throws(SVGImportError) -> AffineTransform {
        let transform = try ownTransform(of: element, name)
        let declared = StyleCascade.declarations(of: element, rules: sheetRules(element))
        guard !transform.isIdentity, let (_, text) = (declared.last { $0.0 == "transform-origin" }) else {
            return transform
        }
        guard let origin = TransformOrigin(parsing: text) else {
            try invalid(element, PropertyProblem(property: "transform-origin", value: text,
                                                 reason: "expected one or two positions"))
            return transform
        }
        let p = origin.point(in: rootViewport)
        return AffineTransform(translationX: -p.x, y: -p.y).concatenating(transform)
            .concatenating(AffineTransform(translationX: p.x, y: p.y))
    }

    private mutating func ownTransform(of element: SourceElement, _ name: String) throws(SVGImportError) -> AffineTransform {
        if name == "transform", element["style"] != nil || !styleSheet.isEmpty {
            let css = StyleCascade.declarations(of: element, rules: sheetRules(element)).last { $0.0 == "transform" }
            if let (_, text) = css {
                if text.trimmingSpaces == "none" { return .identity }
                if let transform = TransformList.parseCSS(text) { return transform }
                try invalid(element, PropertyProblem(property: "transform", value: text,
                                                     reason: "not a CSS transform list"))
            }
        }
        guard let text = element[name] else { return .identity }
        guard let transform = TransformList.parse(text) else {
            try invalid(element, PropertyProblem(property: name, value: text, reason: "not a transform list"))
            return .identity
        }
        return transform
    }

    /// Whether `text`, the units attribute `name` of `element` (a `clipPath`, `mask` or
    /// `pattern`), says `objectBoundingBox`; `boxUnits` when absent or unusable (reported).
    mutating func unitsAreBoundingBox(_ text: String?, of element: SourceElement, _ name: String,
                                      default boxUnits: Bool) throws(SVGImportError) -> Bool {
        guard let text else { return boxUnits }
        switch text.trimmingSpaces {
        case "objectBoundingBox": return true
        case "userSpaceOnUse": return false
        default:
            try invalid(element, PropertyProblem(property: name, value: text,
                                                 reason: "expected userSpaceOnUse or objectBoundingBox"))
            return boxUnits
        }
    }

    // MARK: - Warnings

    /// Reports an unusable value: a warning, or in strict mode an error.
    mutating func invalid(_ element: SourceElement, _ problem: PropertyProblem,
                          consequence: String = "ignored") throws(SVGImportError) {
        try report(SVGImportWarning(kind: .invalidValue, element: element.name, attribute: problem.property,
                                    value: problem.value, message: "\(problem.reason); \(consequence)",
                                    line: element.line, column: element.column))
    }

    /// Reports a reference to nothing usable: a warning, or in strict mode an error.
    mutating func brokenReference(_ element: SourceElement, _ attribute: String, _ value: String,
                                  _ message: String) throws(SVGImportError) {
        try report(SVGImportWarning(kind: .brokenReference, element: element.name, attribute: attribute,
                                    value: value, message: message, line: element.line, column: element.column))
    }

    /// Reports a reference cycle closed by `element`, which is skipped: a warning, or in strict
    /// mode the ``SVGImportError/referenceCycle(ids:line:column:)`` error. `ids` lists the loop,
    /// its first id repeated at the end.
    mutating func cycle(_ ids: [String], at element: SourceElement, attribute: String) throws(SVGImportError) {
        if options.strict { throw .referenceCycle(ids: ids, line: element.line, column: element.column) }
        let loop = ids.map { "#\($0)" }.joined(separator: " → ")
        try report(SVGImportWarning(kind: .brokenReference, element: element.name, attribute: attribute,
                                    value: ids.count > 1 ? "#\(ids[ids.count - 1])" : nil,
                                    message: "closes the reference cycle \(loop); this reference is ignored",
                                    line: element.line, column: element.column))
    }

    /// Reports an unsupported element or attribute kind, once per kind (or per `key`, when one
    /// attribute can be unsupported in several ways).
    mutating func unsupported(_ kind: SVGImportWarning.Kind, _ name: String, key: String? = nil, element: SourceElement,
                              message: String) throws(SVGImportError) {
        guard reported.insert("\(kind):\(key ?? name)").inserted else { return }
        let warning = kind == .unsupportedElement
            ? SVGImportWarning(kind: kind, element: name, message: message, line: element.line, column: element.column)
            : SVGImportWarning(kind: kind, element: element.name, attribute: name, message: message,
                               line: element.line, column: element.column)
        try report(warning)
    }

    mutating func report(_ warning: SVGImportWarning) throws(SVGImportError) {
        let fatal = warning.kind == .invalidValue || warning.kind == .brokenReference
        if options.strict, fatal { throw .strict(warning) }
        // Content built more than once (a marker at every vertex, a pattern on every shape, the
        // target of several uses) would repeat its warnings: one per problem is enough.
        guard reportedWarnings.insert(warning).inserted else { return }
        warnings.append(warning)
    }
}

/// Identifies one built variant of a `<symbol>`.
struct SymbolKey: Hashable {
    var element: Int
    var style: Style
    var viewport: Size
}
