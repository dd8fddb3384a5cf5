import VellumCore

/// One child of a `clipPath`: its outline in the clip path's coordinates, its `clip-rule`, and
/// what its own `clip-path` leaves of it.
struct ClipPiece: Hashable, Sendable {
    var path: Path
    var rule: FillRule
    var region: ClipRegion
}

/// A `clipPath`'s content, resolved once: the union of its children's outlines in its own
/// coordinates, and how those map onto the user space of the element it clips.
///
/// When every child is non-zero (or there is one child) and none but an only child has a `clip-path`, the
/// union is one path (`path`, `rule`, with the only child's clips in `childClips`), which clips
/// as a path does. Otherwise no single path with one rule is the union: the children are kept
/// as `pieces`, and the clip becomes an alpha mask of them, each filled opaque by its own rule
/// and cut by its own clip — exactly the union, anti-aliased edges included.
struct ClipContent: Hashable, Sendable {
    var path: Path
    var rule: FillRule
    /// The children, when their union is drawn as a mask.
    var pieces: [ClipPiece]?
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
enum ClipRegion: Hashable, Sendable {
    /// The element is clipped by every clip at once, and masked by every mask (alpha masks that
    /// stand for clip paths whose union is not one path).
    case clips([ImportedClip], masks: [ImportedMask] = [])
    /// Nothing of the element shows: an empty clip path, or a bounding box of no area.
    case nothing

    /// The region with its clips and masks mapped by `transform`.
    func applying(_ transform: AffineTransform) -> ClipRegion {
        guard case .clips(let clips, let masks) = self else { return self }
        return .clips(clips.map { ImportedClip(path: $0.path.applying(transform), rule: $0.rule) },
                      masks: masks.map { ImportedMask(mode: $0.mode, items: [.group(ImportedGroup(transform: transform,
                                                                                                 children: $0.items))]) })
    }

    /// Both regions at once.
    func intersecting(_ other: ClipRegion) -> ClipRegion {
        guard case .clips(let a, let m) = self, case .clips(let b, let n) = other else { return .nothing }
        return .clips(a + b, masks: m + n)
    }
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
        let content = try clipContent(index, visiting: visiting + [id])
        var map = content.transform
        if content.boundingBoxUnits {
            guard let box = bounds(), box.width > 0, box.height > 0 else { return .nothing }
            map = AffineTransform(a: box.width, b: 0, c: 0, d: box.height, tx: box.minX, ty: box.minY)
                .concatenating(content.transform)
        }
        var region: ClipRegion
        if let pieces = content.pieces {
            region = ClipRegion.clips([], masks: [Self.unionMask(pieces)]).applying(map)
        } else {
            guard !content.path.isEmpty else { return .nothing }
            region = ClipRegion.clips([ImportedClip(path: content.path, rule: content.rule)] + content.childClips)
                .applying(map)
        }
        if let inner = content.clipPath,
           let more = try clipRegion(inner, for: tree[index], bounds: bounds, visiting: visiting + [id]) {
            region = region.intersecting(more)
        }
        return region
    }

    /// The union of `pieces` as an alpha mask: each filled opaque white by its own rule, inside
    /// its own clips and masks.
    private static func unionMask(_ pieces: [ClipPiece]) -> ImportedMask {
        var items: [ImportedItem] = []
        for piece in pieces {
            guard case .clips(let clips, let masks) = piece.region else { continue }
            var item = ImportedItem.shape(ImportedShape(path: piece.path, transform: .identity, fill: .color(.white),
                                                        fillRule: piece.rule, stroke: nil, strokeStyle: StrokeStyle()))
            if !clips.isEmpty { item = .group(ImportedGroup(clips: clips, children: [item])) }
            for mask in masks { item = .group(ImportedGroup(mask: mask, children: [item])) }
            items.append(item)
        }
        return ImportedMask(mode: .alpha, items: items)
    }

    /// The content of `clipPath` element `index`, resolved once; unusable values are reported
    /// and ignored.
    private mutating func clipContent(_ index: Int, visiting: [String]) throws(SVGImportError) -> ClipContent {
        if let cached = clipContents[index] { return cached }
        let content = try makeClipContent(index, visiting: visiting)
        clipContents[index] = content
        return content
    }

    private mutating func makeClipContent(_ index: Int, visiting: [String]) throws(SVGImportError) -> ClipContent {
        let element = tree[index]
        let boxUnits = try unitsAreBoundingBox(element["clipPathUnits"], of: element, "clipPathUnits", default: false)
        let transform = try transform(of: element)
        var pieces: [ClipPiece] = []
        for child in element.children where tree[child].isSVG {
            // The clip paths being resolved go along, so a child's clip-path that leads back to
            // one of them closes a cycle (clip1 → child → clip2 → child → clip1).
            guard let piece = try clipOutline(child, visiting: visiting) else { continue }
            pieces.append(piece)
        }
        var content = ClipContent(path: Path(), rule: pieces.first?.rule ?? .nonZero, boundingBoxUnits: boxUnits,
                                  transform: transform, clipPath: documentStyle(of: index).clipPath)
        // One path serves when the rules agree and only an only child has clips of its own
        // (they then clip the whole clip path); otherwise the union takes a mask.
        // Even-odd children joined in one path would cut holes where they overlap: only non-zero
        // ones (outlines winding alike, as shapes and glyphs do) may share a path.
        let oneRule = Set(pieces.map(\.rule)).isSubset(of: [.nonZero])
        if pieces.count == 1, case .clips(let clips, let masks) = pieces[0].region, masks.isEmpty {
            (content.path, content.childClips) = (pieces[0].path, clips)
        } else if oneRule, pieces.allSatisfy({ $0.region == .clips([]) }) {
            for piece in pieces { content.path.addPath(piece.path) }
        } else {
            content.pieces = pieces
        }
        return content
    }

    /// One child of a `clipPath` — a shape, a `text`, or a `use` of a shape — as an outline in the clip
    /// path's coordinates with its `clip-rule`; `nil` when it adds nothing. Percentages refer to
    /// the document's viewport (the content is resolved once for every element it clips).
    private mutating func clipOutline(_ index: Int, visiting: [String]) throws(SVGImportError) -> ClipPiece? {
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
        guard style.isDisplayed, style.isVisible else { return nil }
        let path: Path
        if element.name == "text" {
            // Glyphs clip by their outlines (visible runs only), whatever their paint.
            path = try layOut(element, style, viewport: rootViewport).runs
                .reduce(into: Path()) { if $1.style.isVisible { $0.addPath($1.path) } }
            guard !path.isEmpty else { return nil }
        } else {
            guard ShapeGeometry.elementNames.contains(element.name),
                  let outline = try self.outline(of: element, viewport: rootViewport, fontSize: style.fontSize)
            else { return nil }
            path = outline.path
        }
        let own = try self.transform(of: element)
        let place = own.concatenating(transform)
        var region = ClipRegion.clips([])
        if let reference = style.clipPath {
            let box = path.boundingRect
            switch try clipRegion(reference, for: element, bounds: { box }, visiting: visiting) {
            case .nothing: return nil
            case let inner?: region = inner.applying(place)
            case nil: break
            }
        }
        return ClipPiece(path: path.applying(place), rule: style.clipRule, region: region)
    }
}
