import VellumCore
import VellumImageIO
import VellumRaster
import VellumScene

/// Vector content an `feImage` shows (an element of the document, an SVG picture), rendered by
/// the raster backend into the raster picture the filter primitive samples — as browsers
/// rasterise it — at ``pixelsPerUnit`` pixels per user unit.
enum FilterPictureRendering {
    /// Picture pixels per user unit: twice the user space's resolution, so that a document
    /// drawn up to twice its size samples the picture no coarser than its own pixels.
    static let pixelsPerUnit = 2.0

    /// `items` (their user space mapped into the filtered element's by `placed`) as a picture
    /// primitive showing what falls inside `clip`; `nil` when nothing does or the picture would
    /// exceed ``FilterGraph/maxBufferPixels``.
    static func kind(_ items: [ImportedItem], placed: AffineTransform, symbols: [ImportedSymbolTag: ImportedSymbol],
                     clip: Rect, interpolation: ImagePaint.Interpolation) -> FilterPrimitiveKind? {
        let scale = pixelsPerUnit
        let width = (clip.width * scale).rounded(.up), height = (clip.height * scale).rounded(.up)
        guard !items.isEmpty, width >= 1, height >= 1, width * height <= Double(FilterGraph.maxBufferPixels) else { return nil }
        let toPicture = placed.concatenating(AffineTransform(translationX: -clip.minX, y: -clip.minY))
            .concatenating(AffineTransform(scaleX: scale, y: scale))
        let node = ImportedItem.stack(items).transformEffect(toPicture)
            .frame(width: width, height: height, alignment: .topLeading)
        let scene = Scene(symbols: ImportedSymbol.nodes(symbols)) { node }
        guard let pixmap = try? scene.render(size: Size(width: width, height: height), backend: .raster),
              let png = try? pixmap.pngData(),
              let image = try? RasterImage(width: pixmap.width, height: pixmap.height, pixels: pixmap.bytes,
                                           encoded: .init(mediaType: "image/png", bytes: png)) else { return nil }
        let fromPicture = AffineTransform(scaleX: 1 / scale, y: 1 / scale)
            .concatenating(AffineTransform(translationX: clip.minX, y: clip.minY))
        return .image(ImagePaint(image, transform: fromPicture, interpolation: interpolation), clip: clip)
    }
}

extension Importer {
    /// `feImage` of an element: the element drawn as a `use` of it would draw it, in the
    /// filtered element's user space moved to the subregion's corner (where resvg and Chromium
    /// place it), shown inside the subregion. A reference to no element, or to one that cannot
    /// draw, leaves the primitive transparent (reported); so does a reference back to an element
    /// being drawn (a cycle, reported).
    mutating func elementPicture(_ id: String, of element: SourceElement,
                                 subregion: Rect) throws(SVGImportError) -> FilterPrimitiveKind? {
        guard let target = tree.element(id: id), tree[target].isSVG, Self.drawable.contains(tree[target].name) else {
            try brokenReference(element, "href", "#\(id)", "names no element that draws; transparent")
            return nil
        }
        let style = tree[target].parent.map { documentStyle(of: $0) } ?? .initial
        let items = try build(target, WalkContext(style: style, viewport: rootViewport), hop: id)
        return FilterPictureRendering.kind(items, placed: AffineTransform(translationX: subregion.minX, y: subregion.minY),
                                           symbols: symbols, clip: subregion, interpolation: .smooth)
    }
}
