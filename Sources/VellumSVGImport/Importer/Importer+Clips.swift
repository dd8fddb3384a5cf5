import VellumCore

/// A `clipPath`'s content, resolved once: the union of its children's outlines in its own
/// coordinates, and how those map onto the user space of the element it clips.
struct ClipContent: Hashable, Sendable {
    var path: Path
    var rule: FillRule
    /// `clipPathUnits="objectBoundingBox"`: the coordinates are fractions of the clipped
    /// element's bounding box.
    var boundingBoxUnits: Bool
    /// The `clipPath`'s own `transform`, applied after the bounding-box mapping.
    var transform: AffineTransform
    /// The `clipPath`'s own `clip-path`, which clips the clip.
    var clipPath: ClipReference?
    /// The clip regions of its only child's own `clip-path`, in the clip path's coordinates.
    var childClips: [ImportedClip] = []
}

/// What a `clip-path` reference leaves of an element.
enum ClipRegion {
    /// The element is clipped by every clip at once.
    case clips([ImportedClip])
    /// Nothing of the element shows: an empty clip path, or a bounding box of no area.
    case nothing
}

extension Importer {
    /// The clip region `reference` gives `element`, whose content has `bounds` in its user
    /// space (`strokeWidth` widens them into the stroke box); `nil` (reported) when the
    /// reference names no usable `clipPath`, which then clips nothing.
    mutating func clipRegion(_ reference: ClipReference, for element: SourceElement, bounds: () -> Rect?,
                             strokeWidth: Double = 0, visiting: [String] = []) throws(SVGImportError) -> ClipRegion? {
        let id: String
        switch reference {
        case .shape(let shape):
            let box: Rect?
            switch shape.box {
            case .fillBox: box = bounds()
            case .strokeBox: box = bounds().map { $0.insetBy(dx: -strokeWidth / 2, dy: -strokeWidth / 2) }
            case .viewBox: box = Rect(size: rootViewport)
            }
            guard let box else { return .nothing }
            return .clips([ImportedClip(path: shape.path(in: box), rule: shape.rule)])
        case .element(let target):
            id = target
        }
        guard let index = tree.element(id: id), tree[index].isSVG, tree[index].name == "clipPath" else {
            try brokenReference(element, "clip-path", "url(#\(id))", "names no clipPath; not clipped")
            return nil
        }
        if visiting.contains(id) {
            try cycle(visiting + [id], at: element, attribute: "clip-path")
            return nil
        }
        let content = try clipContent(index)
        var map = content.transform
        if content.boundingBoxUnits {
            guard let box = bounds(), box.width > 0, box.height > 0 else { return .nothing }
            map = AffineTransform(a: box.width, b: 0, c: 0, d: box.height, tx: box.minX, ty: box.minY)
                .concatenating(content.transform)
        }
        guard !content.path.isEmpty else { return .nothing }
        var clips = [ImportedClip(path: content.path.applying(map), rule: content.rule)]
        clips += content.childClips.map { ImportedClip(path: $0.path.applying(map), rule: $0.rule) }
        if let inner = content.clipPath {
            switch try clipRegion(inner, for: tree[index], bounds: bounds, visiting: visiting + [id]) {
            case .clips(let more): clips += more
            case .nothing: return .nothing
            case nil: break
            }
        }
        return .clips(clips)
    }

    /// The content of `clipPath` element `index`, resolved once; unusable values are reported
    /// and ignored.
    private mutating func clipContent(_ index: Int) throws(SVGImportError) -> ClipContent {
        if let cached = clipContents[index] { return cached }
        let content = try makeClipContent(index)
        clipContents[index] = content
        return content
    }

    private mutating func makeClipContent(_ index: Int) throws(SVGImportError) -> ClipContent {
        let element = tree[index]
        var boxUnits = false
        if let units = element["clipPathUnits"] {
            switch units.trimmingSpaces {
            case "userSpaceOnUse": boxUnits = false
            case "objectBoundingBox": boxUnits = true
            default:
                try invalid(element, PropertyProblem(property: "clipPathUnits", value: units,
                                                     reason: "expected userSpaceOnUse or objectBoundingBox"))
            }
        }
        let transform = try transform(of: element)
        var path = Path()
        var rules: Set<FillRule> = []
        var childClips: [[ImportedClip]] = []
        for child in element.children where tree[child].isSVG {
            guard let (outline, rule, clips) = try clipOutline(child, visiting: [element["id"] ?? ""]) else { continue }
            path.addPath(outline)
            rules.insert(rule)
            childClips.append(clips)
        }
        // A child's own clip-path intersects that child only: expressible as clips of the whole
        // clip path when it is the only child (the core clips by intersection, it has no union).
        var ownClips: [ImportedClip] = []
        if childClips.count == 1 {
            ownClips = childClips[0]
        } else if childClips.contains(where: { !$0.isEmpty }) {
            try unsupported(.unsupportedAttribute, "clip-path", element: element,
                            message: "clip-path on a child of a clipPath with several children is not imported; ignored")
        }
        if rules.count > 1 {
            try unsupported(.unsupportedAttribute, "clip-rule", element: element,
                            message: "a clipPath whose children differ in clip-rule is clipped with nonzero")
        }
        return ClipContent(path: path, rule: rules.count == 1 ? rules.first! : .nonZero, boundingBoxUnits: boxUnits,
                           transform: transform, clipPath: documentStyle(of: index).clipPath, childClips: ownClips)
    }

    /// One child of a `clipPath` — a shape, or a `use` of a shape — as an outline in the clip
    /// path's coordinates with its `clip-rule`; `nil` when it adds nothing. Percentages refer to
    /// the document's viewport (the content is resolved once for every element it clips).
    private mutating func clipOutline(_ index: Int,
                                      visiting: [String]) throws(SVGImportError) -> (Path, FillRule, [ImportedClip])? {
        var element = tree[index]
        var style = documentStyle(of: index)
        var transform = AffineTransform.identity
        if element.name == "use" {
            guard style.isDisplayed else { return nil }
            let useTransform = try self.transform(of: element)
            let offset = try point(element, "x", "y", viewport: rootViewport)
            guard let id = element.hrefID, let target = tree.element(id: id),
                  ShapeGeometry.elementNames.contains(tree[target].name) else {
                try brokenReference(element, "href", element.hrefID.map { "#\($0)" } ?? "",
                                    "a use in a clipPath must name a shape; ignored")
                return nil
            }
            transform = AffineTransform(translationX: offset.x, y: offset.y).concatenating(useTransform)
            let shapeStyle = try computedStyle(tree[target], parent: style)
            (element, style) = (tree[target], shapeStyle)
        }
        guard ShapeGeometry.elementNames.contains(element.name), style.isDisplayed, style.isVisible else { return nil }
        let own = try self.transform(of: element)
        guard let outline = try self.outline(of: element, viewport: rootViewport, fontSize: style.fontSize)
        else { return nil }
        let place = own.concatenating(transform)
        var clips: [ImportedClip] = []
        if let reference = style.clipPath {
            let box = outline.path.boundingRect
            switch try clipRegion(reference, for: element, bounds: { box }, visiting: visiting) {
            case .clips(let region): clips = region.map { ImportedClip(path: $0.path.applying(place), rule: $0.rule) }
            case .nothing: return nil
            case nil: break
            }
        }
        return (outline.path.applying(place), style.clipRule, clips)
    }
}
