import VellumCore

extension Importer {
    /// The `pattern` element a paint names, if it names one (through `url(#id)`) — unless the
    /// pattern is laid out in bounding-box units and `box` has no width or height, where the
    /// paint's fallback colour paints instead (as for gradients).
    mutating func patternTarget(_ spec: PaintSpec, box: Rect? = nil) throws(SVGImportError) -> Int? {
        guard case .reference(let id, let fallback) = spec, let index = tree.element(id: id), tree[index].isSVG,
              tree[index].name == "pattern" else { return nil }
        if fallback != nil, let box, box.width <= 0 || box.height <= 0 {
            let chain = try hrefChain(from: index, kinds: ["pattern"], what: "pattern")
            let units = chain.compactMap { tree[$0]["patternUnits"] }.first
            if units?.trimmingSpaces != "userSpaceOnUse" { return nil }
        }
        return index
    }

    /// A pattern painted over `area` (filled with `rule`): the core has no pattern paint, so the
    /// pattern is expanded at import time into its tiles — copies of its content, each clipped
    /// to its tile — laid out across `bounds` (the area's bounds, in the element's user space)
    /// and clipped to the area. `box` is the element's bounding box, which
    /// `objectBoundingBox` units refer to. At most ``SVGImportOptions/maxPatternTiles`` tiles
    /// are drawn; a pattern needing more is reported and not drawn. A pattern that paints as the
    /// context element's paint is laid out in `context`, on the context element's box.
    mutating func patternItems(_ index: Int, area: Path, rule: FillRule, bounds: Rect, box: Rect, opacity: Double,
                               element: SourceElement, property: String, viewport: Size,
                               context: ContextFrame? = nil) throws(SVGImportError) -> [ImportedItem] {
        guard opacity > 0, !area.isEmpty else { return [] }
        if let context, let contextBox = context.box, let back = context.toContext.inverted() {
            let moved = area.applying(context.toContext)
            let items = try patternItems(index, area: moved, rule: rule, bounds: moved.boundingRect, box: contextBox,
                                         opacity: opacity, element: element, property: property, viewport: viewport)
            return items.isEmpty ? [] : [.group(ImportedGroup(transform: back, children: items))]
        }
        let chain = try hrefChain(from: index, kinds: ["pattern"], what: "pattern")
        func attribute(_ name: String) -> (String, SourceElement)? {
            for i in chain { if let v = tree[i][name] { return (v, tree[i]) } }
            return nil
        }
        func units(_ name: String, default boxUnits: Bool) throws(SVGImportError) -> Bool {
            guard let (text, owner) = attribute(name) else { return boxUnits }
            return try unitsAreBoundingBox(text, of: owner, name, default: boxUnits)
        }
        let boxUnits = try units("patternUnits", default: true)
        let contentBoxUnits = try units("patternContentUnits", default: false)
        func length(_ name: String, _ axis: Length.Axis) throws(SVGImportError) -> Double {
            var l = Length.zero
            if let (text, owner) = attribute(name) {
                if let parsed = Length(parsing: text) {
                    l = parsed
                } else {
                    try invalid(owner, PropertyProblem(property: name, value: text, reason: "not a length"))
                }
            }
            guard boxUnits else { return l.resolved(axis, in: viewport) }
            return l.fraction * (axis == .horizontal ? box.width : box.height)
                + (name == "x" ? box.minX : name == "y" ? box.minY : 0)
        }
        let tile = Rect(x: try length("x", .horizontal), y: try length("y", .vertical),
                        width: try length("width", .horizontal), height: try length("height", .vertical))
        guard tile.width > 0, tile.height > 0 else { return [] }
        var patternTransform = AffineTransform.identity
        if let (_, owner) = attribute("patternTransform") {
            patternTransform = try transform(of: owner, "patternTransform")
        }
        guard let inverse = patternTransform.inverted() else { return [] }

        // The content: the first pattern of the chain with children.
        guard let owner = chain.first(where: { i in tree[i].children.contains { tree[$0].isSVG } }) else { return [] }
        let contentTransform: AffineTransform
        let contentViewport: Size
        let viewBoxOwner = chain.first { tree[$0]["viewBox"] != nil }
        if let viewBoxOwner {
            guard let fit = try viewBoxTransform(tree[viewBoxOwner], size: tile.size) else { return [] }
            contentTransform = fit.transform
            contentViewport = fit.viewport
        } else if contentBoxUnits {
            guard box.width > 0, box.height > 0 else { return [] }
            contentTransform = AffineTransform(a: box.width, b: 0, c: 0, d: box.height, tx: 0, ty: 0)
            contentViewport = viewport
        } else {
            contentTransform = .identity
            contentViewport = viewport
        }
        if let loop = cycleBreaks(.pattern)[ReferenceSite(element: element.index, property: property)] {
            try cycle(loop, at: element, attribute: property)
            return []
        }
        guard try enter(owner, hop: tree[index]["id"], element: element, attribute: property) else { return [] }
        defer { leave() }
        let parentStyle = tree[owner].parent.map { documentStyle(of: $0) } ?? .initial
        let patternStyle = try computedStyle(tree[owner], parent: parentStyle)
        let content = try children(of: tree[owner], WalkContext(style: patternStyle, viewport: contentViewport,
                                                                inUse: true))
        guard !content.isEmpty else { return [] }

        // The tiles covering the area's bounds, in pattern space.
        let corners = [Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
                       Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY)]
            .map { $0.applying(inverse) }
        let minX = corners.map(\.x).min()!, maxX = corners.map(\.x).max()!
        let minY = corners.map(\.y).min()!, maxY = corners.map(\.y).max()!
        let firstColumn = ((minX - tile.minX) / tile.width).rounded(.down)
        let lastColumn = ((maxX - tile.minX) / tile.width).rounded(.up)
        let firstRow = ((minY - tile.minY) / tile.height).rounded(.down)
        let lastRow = ((maxY - tile.minY) / tile.height).rounded(.up)
        let count = (lastColumn - firstColumn) * (lastRow - firstRow)
        guard count.isFinite, count <= Double(options.maxPatternTiles) else {
            try report(SVGImportWarning(kind: .limitExceeded, element: element.name, attribute: property,
                                        value: "url(#\(tree[index]["id"] ?? ""))",
                                        message: "the pattern needs \(abs(count) < 1e15 ? String(Int(count)) : "too many") tiles, "
                                            + "more than the limit of \(options.maxPatternTiles); not painted",
                                        line: element.line, column: element.column))
            return []
        }
        let cell = ImportedItem.group(ImportedGroup(transform: contentTransform, children: content))
        // Tiles are clipped unless overflow is visible. Content that stays inside its tile needs
        // no clip, and leaving it out avoids faint seams where anti-aliased clip edges of
        // neighbouring tiles meet.
        let tileRect = Rect(size: tile.size)
        let ink = ImportedItem.inkBounds(of: [cell], symbols: symbols)
        let needsClip = patternStyle.overflowVisible != true && !(ink.map { tileRect.contains($0) } ?? true)
        let tileClip = [ImportedClip(path: Path(tileRect), rule: .nonZero)]
        var origins: [AffineTransform] = []
        var row = firstRow
        while row < lastRow {
            var column = firstColumn
            while column < lastColumn {
                origins.append(AffineTransform(translationX: tile.minX + column * tile.width,
                                               y: tile.minY + row * tile.height))
                column += 1
            }
            row += 1
        }
        let tiles: [ImportedItem]
        if !needsClip, let shapes = Self.solidShapes([cell], .identity) {
            // Plain solid shapes: each becomes one path holding every tile's copy, so copies that
            // touch share exact edges instead of meeting as two anti-aliased ones.
            tiles = shapes.map { shape in
                var merged = shape
                merged.path = Path()
                for origin in origins { merged.path.addPath(shape.path, transform: shape.transform.concatenating(origin)) }
                merged.transform = .identity
                return .shape(merged)
            }
        } else {
            tiles = origins.map { .group(ImportedGroup(transform: $0, clips: needsClip ? tileClip : [], children: [cell])) }
        }
        let laidOut = ImportedItem.group(ImportedGroup(transform: patternTransform, children: tiles))
        return [.group(ImportedGroup(opacity: opacity, clips: [ImportedClip(path: area, rule: rule)],
                                     children: [laidOut], isPaint: true))]
    }

    /// The shapes of `items` with their transforms folded in, when the items are nothing but
    /// solid-colour shapes under plain transforms (no clips, opacity or symbols); else `nil`.
    static func solidShapes(_ items: [ImportedItem], _ transform: AffineTransform) -> [ImportedShape]? {
        var out: [ImportedShape] = []
        for item in items {
            switch item {
            case .shape(var shape):
                for paint in [shape.fill, shape.stroke] {
                    if let paint, case .color = paint {} else if paint != nil { return nil }
                }
                // A stroke is drawn around each copy: the merged path keeps copies apart only
                // when strokes are absent.
                guard shape.stroke == nil else { return nil }
                shape.transform = shape.transform.concatenating(transform)
                out.append(shape)
            case .group(let group):
                guard group.clips.isEmpty, group.opacity >= 1,
                      let inner = solidShapes(group.children, group.transform.concatenating(transform)) else { return nil }
                out += inner
            case .symbol, .colorGlyphs:
                return nil
            case .geometry:
                continue
            }
        }
        return out
    }
}
