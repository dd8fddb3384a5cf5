import VellumCore
import VellumText

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
    /// Colour glyphs (emoji) of a text, drawn in their own colours.
    case colorGlyphs([PlacedColorGlyph])
}

/// A colour glyph and the transform from its font units (y down, the pen at the origin) to
/// the user space of the text it belongs to.
struct PlacedColorGlyph: Hashable, Sendable {
    var glyph: ColorGlyph
    var transform: AffineTransform

    /// What the glyph paints, in the text's user space.
    var bounds: Rect? { glyph.bounds?.applying(transform) }
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
    var blendMode = BlendMode.normal
    var isolated = false
    /// The filters, in the group's user space, applied in order before clips and mask.
    var filters: [Filter] = []
    var clips: [ImportedClip] = []
    var mask: ImportedMask?
    var children: [ImportedItem]
    /// Whether the group is paint rather than geometry: a pattern's tiles over the area they
    /// fill. Bounding boxes leave it out; the painted shape counts through its own geometry.
    var isPaint = false
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
    /// The bounds of the item's geometry (strokes not included) mapped by `transform` from the
    /// item's parent's space: SVG's bounding box, which `objectBoundingBox` units map their unit
    /// square onto. As in Chromium and resvg, each level maps the box of the level below (a
    /// rotated child counts by its rotated box, not its rotated outline).
    func geometryBounds(_ transform: AffineTransform, symbols: [ImportedSymbolTag: ImportedSymbol]) -> Rect? {
        let local: Rect?
        switch self {
        case .shape(let shape):
            local = shape.path.isEmpty ? nil : shape.path.boundingRect.applying(shape.transform)
        case .group(let group):
            local = group.isPaint ? nil : Self.bounds(of: group.children, group.transform, symbols: symbols)
        case .symbol(let use):
            local = symbols[use.tag].flatMap { Self.bounds(of: $0.items, use.transform, symbols: symbols) }
        case .geometry(let path):
            local = path.isEmpty ? nil : path.boundingRect
        case .colorGlyphs:
            // A text's box is its glyph cells, counted by the geometry item beside its glyphs.
            local = nil
        }
        return local?.applying(transform)
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
    /// The bounds of what the items draw, strokes included, mapped by `transform`: tight, from
    /// each stroke's outline, as SVG's stroke bounding box is (an outline too large to build
    /// falls back to the render tree's conservative ``RenderBounds/stroke(_:style:transform:)``).
    static func inkBounds(of items: [ImportedItem], _ transform: AffineTransform = .identity,
                          symbols: [ImportedSymbolTag: ImportedSymbol]) -> Rect? {
        var union: Rect?
        for item in items {
            let b: Rect?
            switch item {
            case .shape(let shape):
                let toParent = shape.transform.concatenating(transform)
                let filled = shape.fill == nil ? nil : RenderBounds.fill(shape.path, transform: toParent)
                let stroked = shape.stroke == nil ? nil : strokeBounds(shape, toParent)
                b = [filled, stroked].compactMap { $0 }.reduce(nil) { $0?.union($1) ?? $1 }
            case .group(let group):
                b = inkBounds(of: group.children, group.transform.concatenating(transform), symbols: symbols)
            case .symbol(let use):
                b = symbols[use.tag].flatMap { inkBounds(of: $0.items, use.transform.concatenating(transform), symbols: symbols) }
            case .geometry:
                continue
            case .colorGlyphs(let glyphs):
                b = glyphs.compactMap(\.bounds).reduce(nil) { $0?.union($1) ?? $1 }?.applying(transform)
            }
            guard let b else { continue }
            union = union.map { $0.union(b) } ?? b
        }
        return union
    }

    /// The largest stroke outline ``inkBounds(of:_:symbols:)`` builds to measure.
    private static let maxMeasuredOutline = 100_000

    private static func strokeBounds(_ shape: ImportedShape, _ transform: AffineTransform) -> Rect? {
        guard let outline = shape.path.strokedPath(shape.strokeStyle, maxElements: maxMeasuredOutline) else {
            return RenderBounds.stroke(shape.path, style: shape.strokeStyle, transform: transform)
        }
        return RenderBounds.fill(outline, transform: transform)
    }
}
