import CCairo
import CFontconfig
import CFreeType
import VellumCore

/// Text shown as text on PDF pages: a drawing's ``RenderDraw/glyphRuns`` through
/// Cairo's FreeType font faces, with the glyph ids and positions the shaper gave and the
/// characters mapped to them by clusters (`cairo_show_text_glyphs`), so the document embeds
/// subsets of the fonts and its text can be searched and extracted in reading order.
///
/// PDF pages get text, and PostScript pages where Cairo keeps the page vector: on an image
/// surface (Cairo's PNG, a shadow's or a mask's layer) the outlines are filled as the raster
/// backend fills them, and there is no text to extract.
enum CairoGlyphText {
    /// Whether `drawing` is shown as text on `cr`: it carries glyph runs, fills them by the
    /// non-zero rule with a colour or a gradient (the glyphs' own rule; an image paint, another
    /// rule or a stroke draws the outlines), and `cr` draws on a PDF page, or on a PostScript page
    /// where the drawing, its bounds mapped to the canvas by `space`, lies clear of the
    /// `fallbacks`.
    ///
    /// PostScript has no transparency, so Cairo paints whatever region translucent content
    /// touches as a fallback image, text shown there included, and on an image Cairo places
    /// glyphs at whole image pixels: a quarter of a canvas pixel off, where outlines keep their
    /// places. So text that may fall in such a region keeps its outlines.
    static func applies(to drawing: RenderDraw, on cr: OpaquePointer, fallbacks: CairoPostScriptFallbacks?,
                        space: AffineTransform) -> Bool {
        guard !drawing.glyphRuns.isEmpty, case .fill(.nonZero) = drawing.kind else { return false }
        if case .image = drawing.paint { return false }
        switch cairo_surface_get_type(cairo_get_target(cr)) {
        case CAIRO_SURFACE_TYPE_PDF: return true
        case CAIRO_SURFACE_TYPE_PS: return fallbacks?.leavesVector(drawing, space: space) ?? false
        default: return false
        }
    }

    /// Shows `runs` with the context's source, in the space of its current matrix. Shows
    /// nothing and returns `false` when a run's font cannot be opened or lacks one of its glyphs
    /// (a missing or damaged font file), so the caller fills the outlines instead: the picture
    /// stays whole, with that text as paths.
    static func show(_ runs: [RenderGlyphRun], on cr: OpaquePointer) -> Bool {
        var fonts: [(OpaquePointer, OpaquePointer)] = []
        defer { fonts.forEach { cairo_scaled_font_destroy($0.0); cairo_scaled_font_destroy($0.1) } }
        for run in runs {
            guard let font = scaledFont(for: run, size: run.size, on: cr) else { return false }
            guard let twin = scaledFont(for: run, size: run.size.nextUp, on: cr) else {
                cairo_scaled_font_destroy(font)
                return false
            }
            fonts.append((font, twin))
        }
        for (run, font) in zip(runs, fonts) {
            show(run, fonts: font, on: cr)
        }
        return true
    }

    /// Shows a run cluster by cluster, each placed by a text matrix of its own.
    ///
    /// Cairo's PDF writer places the glyphs of one string by the advance widths it writes for the
    /// font, truncated to thousandths of an em, while it reckons positions with the exact
    /// advances, so along a line the glyphs drift from where the shaper put them (a quarter of
    /// a pixel over a 28-pixel word). A text matrix (`Tm`) places a glyph exactly; Cairo writes
    /// one whenever the font's scale changes, so consecutive clusters alternate between two
    /// scaled fonts one ulp apart in size — identical on the page, a new `Tm` for each cluster.
    private static func show(_ run: RenderGlyphRun, fonts: (OpaquePointer, OpaquePointer), on cr: OpaquePointer) {
        let glyphs = cairoGlyphs(run)
        let utf8 = Array(run.text.utf8)
        var (byte, glyph) = (0, 0)
        for (index, cluster) in run.clusters.enumerated() {
            cairo_set_scaled_font(cr, index % 2 == 0 ? fonts.0 : fonts.1)
            // A right-to-left run's clusters take the glyphs from the last one back.
            let first = run.isRightToLeft ? glyphs.count - glyph - cluster.glyphCount : glyph
            var part = cairo_text_cluster_t(num_bytes: Int32(cluster.byteCount), num_glyphs: Int32(cluster.glyphCount))
            glyphs[first..<first + cluster.glyphCount].withUnsafeBufferPointer { clusterGlyphs in
                utf8[byte..<byte + cluster.byteCount].withUnsafeBufferPointer { text in
                    text.withMemoryRebound(to: CChar.self) { text in
                        cairo_show_text_glyphs(cr, text.baseAddress, Int32(text.count), clusterGlyphs.baseAddress,
                                               Int32(clusterGlyphs.count), &part, 1,
                                               run.isRightToLeft ? CAIRO_TEXT_CLUSTER_FLAG_BACKWARD
                                                   : cairo_text_cluster_flags_t(rawValue: 0))
                    }
                }
            }
            byte += cluster.byteCount
            glyph += cluster.glyphCount
        }
    }

    private static func cairoGlyphs(_ run: RenderGlyphRun) -> [cairo_glyph_t] {
        run.glyphs.map { cairo_glyph_t(index: UInt($0.id), x: $0.position.x, y: $0.position.y) }
    }

    /// The run's face at `size` under the context's matrix, unhinted (the outlines are); `nil`
    /// when Cairo cannot open the font or the face has fewer glyphs than the run's ids need.
    /// The caller destroys the font.
    private static func scaledFont(for run: RenderGlyphRun, size: Double, on cr: OpaquePointer) -> OpaquePointer? {
        guard let face = fontFace(file: run.fontFile, index: run.faceIndex) else { return nil }
        defer { cairo_font_face_destroy(face) }
        var fontMatrix = cairo_matrix_t()
        cairo_matrix_init_scale(&fontMatrix, size, size)
        var ctm = cairo_matrix_t()
        cairo_get_matrix(cr, &ctm)
        let options = cairo_font_options_create()
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        guard let font = cairo_scaled_font_create(face, &fontMatrix, &ctm, options) else { return nil }
        guard cairo_scaled_font_status(font) == CAIRO_STATUS_SUCCESS, hasGlyphs(of: run, font) else {
            cairo_scaled_font_destroy(font)
            return nil
        }
        return font
    }

    /// Whether the face behind `font` has every glyph id of `run`: Cairo draws nothing, and
    /// reports nothing, for an id past the face's last glyph.
    private static func hasGlyphs(of run: RenderGlyphRun, _ font: OpaquePointer) -> Bool {
        guard let locked = cairo_ft_scaled_font_lock_face(font) else { return false }
        defer { cairo_ft_scaled_font_unlock_face(font) }
        let glyphCount = UnsafeMutablePointer<FT_FaceRec_>(locked).pointee.num_glyphs
        return run.glyphs.allSatisfy { Int($0.id) < glyphCount }
    }

    /// A FreeType font face for face `index` of the font file at `file`, through a fontconfig
    /// pattern that names the file (Cairo opens and caches the face itself, and keeps it as long
    /// as a document needs it). The caller destroys the face.
    private static func fontFace(file: String, index: Int) -> OpaquePointer? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        let path = Array(file.utf8) + [0]
        guard FcPatternAddString(pattern, FC_FILE, path) != 0,
              FcPatternAddInteger(pattern, FC_INDEX, Int32(clamping: index)) != 0,
              let face = cairo_ft_font_face_create_for_pattern(pattern)
        else { return nil }
        guard cairo_font_face_status(face) == CAIRO_STATUS_SUCCESS else {
            cairo_font_face_destroy(face)
            return nil
        }
        return face
    }
}
