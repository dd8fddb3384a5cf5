import VellumCore

/// What a `mask` reference leaves of an element.
enum MaskRegion {
    /// The element is masked by this content.
    case mask(ImportedMask)
    /// Nothing of the element shows: a bounding-box mask on an element without area, or a
    /// mask region without area.
    case nothing
}

extension Importer {
    /// The mask `id` gives `element`, whose content has `bounds` in its user space; `nil`
    /// (reported) when `id` names no `mask`, or closes a reference cycle, which then masks
    /// nothing.
    ///
    /// The mask's region (`x`, `y`, `width`, `height`, by default −10 %, −10 %, 120 %, 120 % of
    /// the bounding box in `maskUnits="objectBoundingBox"`, the default) clips its content;
    /// `maskContentUnits="objectBoundingBox"` maps the content's unit square onto the bounding
    /// box. The content inherits from the mask's own ancestors, and is read by its `mask-type`;
    /// the mask element's own `mask` masks the content.
    mutating func maskRegion(_ id: String, for element: SourceElement,
                             bounds: () -> Rect?) throws(SVGImportError) -> MaskRegion? {
        guard let index = tree.element(id: id), tree[index].isSVG, tree[index].name == "mask" else {
            try brokenReference(element, "mask", "url(#\(id))", "names no mask; not masked")
            return nil
        }
        let maskElement = tree[index]
        let boxUnits = try unitsAreBoundingBox(maskElement["maskUnits"], of: maskElement, "maskUnits", default: true)
        let contentBoxUnits = try unitsAreBoundingBox(maskElement["maskContentUnits"], of: maskElement,
                                                      "maskContentUnits", default: false)
        let box = bounds()
        if boxUnits || contentBoxUnits {
            guard let box, box.width > 0, box.height > 0 else { return .nothing }
        }
        // Each of x, y, width, height: a fraction of the box, or a length in user space (where
        // the defaults are fractions of the viewport); absent or unusable (reported), the default.
        var problems: [PropertyProblem] = []
        func coordinate(_ name: String, _ axis: Length.Axis, default fraction: Double) -> Double {
            var length = Length(fraction * 100, .percent)
            if let text = maskElement[name] {
                if let parsed = Length(parsing: text) {
                    length = parsed
                } else {
                    problems.append(PropertyProblem(property: name, value: text, reason: "not a length"))
                }
            }
            guard boxUnits, let box else { return length.resolved(axis, in: rootViewport) }
            let origin = name == "x" ? box.minX : name == "y" ? box.minY : 0
            return origin + length.fraction * (axis == .horizontal ? box.width : box.height)
        }
        let region = Rect(x: coordinate("x", .horizontal, default: -0.1), y: coordinate("y", .vertical, default: -0.1),
                          width: coordinate("width", .horizontal, default: 1.2),
                          height: coordinate("height", .vertical, default: 1.2))
        for problem in problems { try invalid(maskElement, problem) }
        guard region.width > 0, region.height > 0 else { return .nothing }
        if let loop = cycleBreaks(.mask)[ReferenceSite(element: element.index, property: "mask")] {
            try cycle(loop, at: element, attribute: "mask")
            return nil
        }
        guard try enter(index, hop: id, element: element, attribute: "mask") else { return nil }
        defer { leave() }
        let style = documentStyle(of: index)
        let context = WalkContext(style: style, viewport: rootViewport)
        var items = try children(of: maskElement, context)
        if contentBoxUnits, let box {
            items = [.group(ImportedGroup(transform: AffineTransform(a: box.width, b: 0, c: 0, d: box.height,
                                                                    tx: box.minX, ty: box.minY), children: items))]
        }
        var clipped = ImportedGroup(clips: [ImportedClip(path: Path(region), rule: .nonZero)], children: items)
        // A mask's own `mask` masks its content (as resvg and browsers do), measured against the
        // same element; a mask reached again on the way is a cycle, cut by `enter`.
        if let outer = style.mask {
            switch try maskRegion(outer, for: maskElement, bounds: bounds) {
            case .mask(let mask)?: clipped.mask = mask
            case .nothing?: return .nothing
            case nil: break
            }
        }
        return .mask(ImportedMask(mode: style.maskType, items: [.group(clipped)]))
    }
}
