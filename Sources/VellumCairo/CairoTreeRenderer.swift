import CCairo
import VellumBlur
import VellumCore

/// Draws a ``RenderTree`` on a Cairo context whose user space is the canvas (device pixels, or
/// points on a PDF or PostScript page): the walk every Cairo surface shares.
///
/// Groups map onto Cairo directly: a clip onto `cairo_clip` inside `cairo_save`/`cairo_restore`,
/// a layer onto `cairo_push_group` and `cairo_paint_with_alpha` (or `cairo_mask_surface` through
/// a mask's coverage). Cairo cannot blur, so a layer's
/// shadow is drawn from the layer's alpha, rendered on an image surface, blurred by the shared
/// ``VellumBlur/SeparableBlur`` and painted through as an image mask.
struct CairoTreeRenderer {
    let symbols: [Tag: [RenderNode]]
    /// The canvas in whole pixels: the plane shadows are computed on.
    let canvas: CanvasSize
    /// How many mask pixels a canvas pixel has on each axis: more than 1 on PDF and PostScript
    /// pages, which viewers scale, so a mask's edges stay as smooth as the paths it masks.
    var maskResolution = 1

    /// Draws `nodes`, whose space `base` maps to the canvas.
    func draw(_ nodes: [RenderNode], base: AffineTransform, on cr: OpaquePointer) throws(CairoError) {
        for node in nodes {
            switch node {
            case .draw(let drawing):
                draw(drawing, transform: drawing.transform.concatenating(base), on: cr)
            case .symbol(let use):
                // Drawn once per use: the tree's checks ruled out missing symbols and cycles.
                try draw(symbols[use.tag] ?? [], base: use.transform.concatenating(base), on: cr)
            case .group(let group):
                try draw(group, base: base, on: cr)
            }
        }
    }

    /// A group's effects in the order every backend follows: the children into a layer, the
    /// layer's shadow under them, both clipped, masked and composited with the opacity.
    private func draw(_ group: RenderGroup, base: AffineTransform, on cr: OpaquePointer) throws(CairoError) {
        let inner = group.transform.concatenating(base)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if let clip = group.clip {
            let transform = clip.transform.concatenating(inner)
            // A collapsed clip leaves nothing visible.
            guard transform.isCairoInvertible else { return }
            var matrix = transform.cairoMatrix
            cairo_set_matrix(cr, &matrix)
            clip.path.append(to: cr)
            cairo_set_fill_rule(cr, clip.rule.cairoFillRule)
            cairo_clip(cr)
            cairo_identity_matrix(cr)
        }
        guard group.isLayer else {
            return try draw(group.children, base: inner, on: cr)
        }
        cairo_push_group(cr)
        // The group would inherit the clips around it, and its content would meet their
        // anti-aliased edges twice (once drawn, once composited): a layer starts unclipped, as
        // in every backend, and is clipped once, when it is painted.
        cairo_reset_clip(cr)
        if let shadow = group.shadow?.applying(base) {
            try drawShadow(shadow, of: group.children, base: inner, on: cr)
        }
        try draw(group.children, base: inner, on: cr)
        cairo_pop_group_to_source(cr)
        let opacity = min(max(group.opacity, 0), 1)
        guard let mask = group.mask else {
            cairo_paint_with_alpha(cr, opacity)
            return
        }
        let coverage = try maskCoverage(mask, base: inner, opacity: opacity)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_mask_surface(cr, coverage.surface, 0, 0)
        cairo_restore(cr)
    }

    /// A mask as Cairo takes one: its content drawn on a canvas-sized image (unclipped, as it
    /// is a layer) of ``maskResolution`` pixels a canvas pixel, turned into coverage by the mode
    /// every backend shares, times `opacity`, on an A8 surface. Cairo has no luminance mask, so
    /// on PDF and PostScript pages too a mask is an image.
    private func maskCoverage(_ mask: RenderMask, base: AffineTransform,
                              opacity: Double) throws(CairoError) -> CairoImageSurface {
        let scale = maskResolution
        let (w, h) = (canvas.width * scale, canvas.height * scale)
        let content = try CairoImageSurface(width: w, height: h, format: CAIRO_FORMAT_ARGB32)
        let contentContext = cairo_create(content.surface)!
        defer { cairo_destroy(contentContext) }
        let fine = AffineTransform(scaleX: Double(scale), y: Double(scale))
        try draw(mask.content, base: base.concatenating(fine), on: contentContext)
        try CairoError.check(cairo_status(contentContext), "draw a mask's content")
        let alpha = UInt32((opacity * 255).rounded())
        let plane = content.coveragePlane { p in
            let c = UInt32(mask.mode.coverage(red: p >> 16 & 0xFF, green: p >> 8 & 0xFF, blue: p & 0xFF, alpha: p >> 24))
            return UInt8((c * alpha + 127) / 255)
        }
        let coverage = try CairoImageSurface(alpha: plane, width: w, height: h)
        cairo_surface_set_device_scale(coverage.surface, Double(scale), Double(scale))
        return coverage
    }

    /// Paints the shadow `nodes` cast: their alpha on a canvas-sized image (unclipped, as a layer
    /// starts a clip chain of its own), blurred and moved, as a mask for the shadow's colour.
    private func drawShadow(_ shadow: Shadow, of nodes: [RenderNode], base: AffineTransform,
                            on cr: OpaquePointer) throws(CairoError) {
        guard shadow.color.alpha > 0 else { return }
        let (w, h) = (canvas.width, canvas.height)
        let layer = try CairoImageSurface(width: w, height: h, format: CAIRO_FORMAT_ARGB32)
        let layerContext = cairo_create(layer.surface)!
        defer { cairo_destroy(layerContext) }
        try draw(nodes, base: base, on: layerContext)
        try CairoError.check(cairo_status(layerContext), "draw a shadow's layer")
        cairo_surface_flush(layer.surface)
        let blurred = SeparableBlur(shadow).blurredPlane(layer.alphaPlane(), width: w, height: h)
        let mask = try CairoImageSurface(alpha: blurred, width: w, height: h)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let c = shadow.color
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        cairo_mask_surface(cr, mask.surface, 0, 0)
        cairo_restore(cr)
    }

    /// A filled or stroked path. Strokes are stroked with the drawing's transform current, so
    /// widths and dashes are in the path's space. Text on a PDF page is shown as text
    /// (``CairoGlyphText``), with the same paint.
    private func draw(_ drawing: RenderDraw, transform: AffineTransform, on cr: OpaquePointer) {
        guard transform.isCairoInvertible else { return }
        if case .stroke(let style) = drawing.kind, !(style.lineWidth > 0) { return }
        guard let pattern = drawing.paint.cairoPattern(bbox: drawing.path.boundingRect) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        var matrix = transform.cairoMatrix
        cairo_set_matrix(cr, &matrix)
        cairo_set_source(cr, pattern)
        if CairoGlyphText.applies(to: drawing, on: cr), CairoGlyphText.show(drawing.glyphRuns, on: cr) { return }
        drawing.path.append(to: cr)
        switch drawing.kind {
        case .fill(let rule):
            cairo_set_fill_rule(cr, rule.cairoFillRule)
            cairo_fill(cr)
        case .stroke(let style):
            style.apply(to: cr)
            cairo_stroke(cr)
        }
    }
}
