import VellumCore

/// What the importer makes of a document: drawing items in SVG user space, with styles,
/// references and units already resolved. ``SVGImage`` turns them into scene nodes on demand, so
/// the image itself stays a plain, sendable value.
indirect enum ImportedItem: Hashable, Sendable {
    case shape(ImportedShape)
    case group(ImportedGroup)
    /// A use of a shared symbol (an SVG `<symbol>` instantiated by `<use>`).
    case symbol(ImportedSymbolUse)
    /// A shape that paints nothing (no fill, no stroke) but, as SVG says, still counts in its
    /// ancestors' bounding boxes, in its parent's user space.
    case geometry(Path)
}

/// A path filled and/or stroked. At least one of the paints is set.
struct ImportedShape: Hashable, Sendable {
    var path: Path
    /// From the shape's user space to its parent's.
    var transform: AffineTransform
    var fill: Paint?
    var fillRule: FillRule
    var stroke: Paint?
    var strokeStyle: StrokeStyle
}

/// A clip region: the inside of `path` by `rule`, in the group's user space.
struct ImportedClip: Hashable, Sendable {
    var path: Path
    var rule: FillRule
}

/// A mask: its content, in the masked group's user space, read by luminance or alpha.
struct ImportedMask: Hashable, Sendable {
    var mode: RenderMask.Mode
    var items: [ImportedItem]
}

/// Items drawn together: through a transform, clipped (by every clip at once), masked, and
/// composited with an opacity.
struct ImportedGroup: Hashable, Sendable {
    var transform = AffineTransform.identity
    var opacity = 1.0
    var clips: [ImportedClip] = []
    var mask: ImportedMask?
    var children: [ImportedItem]
}

/// A reference to a symbol defined once.
struct ImportedSymbolUse: Hashable, Sendable {
    var tag: ImportedSymbolTag
    /// From the symbol's user space to the parent's.
    var transform: AffineTransform
}

/// The name of a shared symbol in a scene: the document it comes from, the `<symbol>`'s id, and
/// a variant number for uses that inherit different styles into it.
struct ImportedSymbolTag: Hashable, Sendable, CustomStringConvertible {
    /// A digest of the document's bytes, so two documents' symbols never share a tag.
    var document: UInt64
    var id: String
    var variant: Int

    /// `svg-id` (`svg-id-2` for the second variant): readable in SVG written back out.
    var description: String { variant == 0 ? "svg-\(id)" : "svg-\(id)-\(variant + 1)" }
}

/// A symbol's content and the viewport size it is laid out in.
struct ImportedSymbol: Hashable, Sendable {
    var items: [ImportedItem]
    var size: Size
}

// MARK: - Bounding boxes

extension ImportedItem {
    /// The tight bounds of the item's geometry (strokes not included) mapped by `transform` from
    /// the item's parent's space: SVG's bounding box, which `objectBoundingBox` clip paths map
    /// their unit square onto.
    func geometryBounds(_ transform: AffineTransform, symbols: [ImportedSymbolTag: ImportedSymbol]) -> Rect? {
        switch self {
        case .shape(let shape):
            guard !shape.path.isEmpty else { return nil }
            return shape.path.applying(shape.transform.concatenating(transform)).boundingRect
        case .group(let group):
            return Self.bounds(of: group.children, group.transform.concatenating(transform), symbols: symbols)
        case .symbol(let use):
            guard let symbol = symbols[use.tag] else { return nil }
            return Self.bounds(of: symbol.items, use.transform.concatenating(transform), symbols: symbols)
        case .geometry(let path):
            return path.isEmpty ? nil : path.applying(transform).boundingRect
        }
    }

    /// The union of the items' geometry bounds, mapped by `transform`.
    static func bounds(of items: [ImportedItem], _ transform: AffineTransform = .identity,
                       symbols: [ImportedSymbolTag: ImportedSymbol]) -> Rect? {
        var union: Rect?
        for item in items {
            guard let b = item.geometryBounds(transform, symbols: symbols) else { continue }
            union = union.map { $0.union(b) } ?? b
        }
        return union
    }
}

extension ImportedItem {
    /// A conservative bound of what the items draw, strokes included (widened by half the line
    /// width times the miter limit, which covers every join and cap), mapped by `transform`.
    static func inkBounds(of items: [ImportedItem], _ transform: AffineTransform = .identity,
                          symbols: [ImportedSymbolTag: ImportedSymbol]) -> Rect? {
        var union: Rect?
        for item in items {
            let b: Rect?
            switch item {
            case .shape(let shape):
                guard !shape.path.isEmpty else { continue }
                var local = shape.path.boundingRect
                if shape.stroke != nil {
                    let w = shape.strokeStyle.lineWidth / 2 * max(shape.strokeStyle.miterLimit, 1.5)
                    local = local.insetBy(dx: -w, dy: -w)
                }
                b = Path(local).applying(shape.transform.concatenating(transform)).boundingRect
            case .group(let group):
                b = inkBounds(of: group.children, group.transform.concatenating(transform), symbols: symbols)
            case .symbol(let use):
                b = symbols[use.tag].flatMap { inkBounds(of: $0.items, use.transform.concatenating(transform), symbols: symbols) }
            case .geometry:
                continue
            }
            guard let b else { continue }
            union = union.map { $0.union(b) } ?? b
        }
        return union
    }
}
