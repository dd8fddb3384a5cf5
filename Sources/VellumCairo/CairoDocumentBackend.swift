import CCairo
import VellumCore

/// Renders `RenderTree`s with Cairo as vector documents: PDF, PostScript or
/// Encapsulated PostScript, one canvas pixel to one point.
///
/// Paths stay paths and gradients stay shadings; only drop shadows, which Cairo cannot blur,
/// are embedded as images (see `CairoTreeRenderer`). Output is deterministic: the creation
/// date Cairo would take from the clock is fixed, so the same tree gives the same bytes.
public struct CairoDocumentBackend: Sendable {
    /// The document kinds Cairo writes.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Portable Document Format.
        case pdf
        /// PostScript level 3.
        case postScript
        /// Encapsulated PostScript: one page with a bounding box, for embedding.
        case encapsulatedPostScript
    }

    /// The longest page side, in points, that PDF readers accept (Acrobat's limit, 200 inches);
    /// PostScript pages are held to the same.
    public static let maxPageSide = 14_400.0
    /// The resolution, in pixels per inch, of the images Cairo paints where a page cannot be
    /// vector: four pixels per canvas pixel, on the canvas's grid.
    public static let fallbackResolution = 288.0

    /// The creation date written into every document, so that two renders agree byte for byte.
    public static let fixedCreationDate = "2000-01-01T00:00:00Z"

    /// The kind of document written.
    public var kind: Kind

    /// A backend writing `kind` documents.
    public init(_ kind: Kind) {
        self.kind = kind
    }

    /// Height reserved under a page's picture for its caption, in points.
    static let captionHeight = 24.0

    /// The document with one page per entry of `pages`, each page sized to its canvas.
    ///
    /// A caption is drawn in Cairo's own sans-serif face under the picture, as real text.
    ///
    /// - Throws: `CanvasError` for a canvas `CanvasSize` rejects,
    ///   ``CairoError/pageTooLarge(width:height:limit:)`` for a page side beyond
    ///   ``maxPageSide``, and ``CairoError`` when Cairo fails.
    public func documentData(for pages: [DocumentPage]) throws -> [UInt8] {
        var sizes: [(canvas: CanvasSize, page: Size)] = []
        for page in pages {
            let canvas = try CanvasSize(page.size)
            let pageSize = Size(width: Double(canvas.width),
                                height: Double(canvas.height) + (page.caption == nil ? 0 : Self.captionHeight))
            guard pageSize.width <= Self.maxPageSide, pageSize.height <= Self.maxPageSide else {
                throw CairoError.pageTooLarge(width: pageSize.width, height: pageSize.height, limit: Self.maxPageSide)
            }
            sizes.append((canvas, pageSize))
        }
        guard let first = sizes.first else { return [] }
        let sink = CairoByteSink()
        try sink.withWriter { write, closure throws(CairoError) in
            let surface = makeSurface(write, closure, first.page)
            defer { cairo_surface_destroy(surface) }
            // What a page cannot say in vectors (translucency in PostScript) Cairo paints as a
            // fallback image. At its default 300 ppi the image's pixels straddle the canvas's and
            // shift edges by up to a quarter of a pixel; at 288 ppi (4 × 72) four image pixels
            // fall exactly in each canvas pixel, so edges stay where the tree puts them.
            cairo_surface_set_fallback_resolution(surface, Self.fallbackResolution, Self.fallbackResolution)
            try CairoError.check(cairo_surface_status(surface), "create a \(kind) surface")
            let cr = cairo_create(surface)!
            defer { cairo_destroy(cr) }
            for (page, size) in zip(pages, sizes) {
                setPageSize(surface, size.page)
                var renderer = CairoTreeRenderer(symbols: page.tree.symbols, canvas: size.canvas, layerResolution: 4)
                if kind != .pdf {
                    renderer.postScriptFallbacks = CairoPostScriptFallbacks(page.tree.nodes, symbols: page.tree.symbols,
                                                                            canvas: size.canvas)
                }
                try renderer.drawLayerContent(page.tree.nodes, base: .identity, on: cr)
                if let caption = page.caption { draw(caption, below: size.canvas, on: cr) }
                cairo_show_page(cr)
                try CairoError.check(cairo_status(cr), "draw a \(kind) page")
            }
            cairo_surface_finish(surface)
            try CairoError.check(cairo_surface_status(surface), "finish the \(kind) document")
        }
        return kind == .pdf ? sink.bytes : PostScriptDate.fixed(sink.bytes)
    }

    private func makeSurface(_ write: cairo_write_func_t, _ closure: UnsafeMutableRawPointer,
                             _ size: Size) -> OpaquePointer {
        switch kind {
        case .pdf:
            let surface = cairo_pdf_surface_create_for_stream(write, closure, size.width, size.height)!
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, Self.fixedCreationDate)
            cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Vellum")
            return surface
        case .postScript, .encapsulatedPostScript:
            let surface = cairo_ps_surface_create_for_stream(write, closure, size.width, size.height)!
            cairo_ps_surface_set_eps(surface, kind == .encapsulatedPostScript ? 1 : 0)
            cairo_ps_surface_dsc_comment(surface, "%%Creator: Vellum")
            return surface
        }
    }

    private func setPageSize(_ surface: OpaquePointer, _ size: Size) {
        switch kind {
        case .pdf: cairo_pdf_surface_set_size(surface, size.width, size.height)
        case .postScript, .encapsulatedPostScript: cairo_ps_surface_set_size(surface, size.width, size.height)
        }
    }

    /// A caption in Cairo's own sans-serif face, as text the document keeps as text.
    private func draw(_ caption: String, below canvas: CanvasSize, on cr: OpaquePointer) {
        cairo_save(cr)
        cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, 11)
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_move_to(cr, 4, Double(canvas.height) + Self.captionHeight - 8)
        cairo_show_text(cr, caption)
        cairo_restore(cr)
    }
}

extension CairoDocumentBackend: RenderBackend {
    /// Renders `tree` as a one-page document of `size` points and returns its bytes.
    public func render(_ tree: RenderTree, size: Size) throws -> [UInt8] {
        try documentData(for: [DocumentPage(tree: tree, size: size)])
    }
}

extension CairoDocumentBackend: DocumentRenderBackend {
    /// Renders `tree` as a one-page document.
    public func fileData(for tree: RenderTree, size: Size) throws -> [UInt8] {
        try render(tree, size: size)
    }
}
