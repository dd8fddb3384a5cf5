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
/// ``VellumBlur/SeparableBlur`` and painted through as an image mask; likewise a group's filter
/// chain runs on an image of its children through the shared ``VellumBlur/FilterPixels``.
struct CairoTreeRenderer {
    let symbols: [Tag: [RenderNode]]
    /// The canvas in whole pixels: the plane shadows are computed on.
    var canvas: CanvasSize
    /// How many pixels of an offscreen image — a mask's coverage, the layer a shadow is cast
    /// from, a filtered layer — a canvas pixel has on each axis: more than 1 on PDF and
    /// PostScript pages, which viewers scale, so those images' edges stay as smooth as the paths
    /// around them.
    var layerResolution = 1
    /// On a PostScript page, where Cairo will paint fallback images: text clear of them is
    /// shown as text (``CairoGlyphText``). `nil` on other surfaces.
    var postScriptFallbacks: CairoPostScriptFallbacks?
    /// Maps the space node bounds are given in (the tree's root, or a symbol's own space while
    /// its content is drawn) to the canvas.
    var boundsSpace = AffineTransform.identity

    /// Draws `nodes`, whose space `base` maps to the canvas.
    func draw(_ nodes: [RenderNode], base: AffineTransform, on cr: OpaquePointer) throws(CairoError) {
        for node in nodes {
            switch node {
            case .draw(let drawing):
                draw(drawing, transform: drawing.transform.concatenating(base), on: cr)
            case .symbol(let use):
                // Drawn once per use: the tree's checks ruled out missing symbols and cycles.
                var symbol = self
                symbol.boundsSpace = use.transform.concatenating(base)
                try symbol.draw(symbols[use.tag] ?? [], base: symbol.boundsSpace, on: cr)
            case .group(let group):
                try draw(group, base: base, on: cr)
            }
        }
    }

    /// A group's compositing steps (``RenderGroup/compositingSteps``) by Cairo's primitives: the
    /// clip as `cairo_clip` around the layer (Cairo applies it when the layer is painted), the
    /// layer as `cairo_push_group`, the shadow drawn into it beneath the children, the mask as
    /// `cairo_mask_surface`, the opacity as the paint's alpha (or in the mask), the blend mode as
    /// the operator the layer is painted with.
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
        if !group.filters.isEmpty {
            // The filter chain comes first: the children drawn on an image, filtered by the
            // pixel code every backend shares, the image then standing for them.
            let filtered = try filteredImage(group.filters, of: group.children, base: inner, space: base)
            if let shadow = group.shadow?.applying(base) {
                try drawShadow(shadow, of: filtered, on: cr)
            }
            paint(filtered, on: cr)
        } else {
            if let shadow = group.shadow?.applying(base) {
                try drawShadow(shadow, of: group.children, base: inner, on: cr)
            }
            try drawLayerContent(group.children, base: inner, on: cr)
        }
        let opacity = min(max(group.opacity, 0), 1)
        var coverage: CairoImageSurface?
        if let mask = group.mask { coverage = try maskCoverage(mask, base: inner, opacity: opacity) }
        guard group.blendMode == .normal else {
            fade(opacity: opacity, coverage: coverage, on: cr)
            cairo_pop_group_to_source(cr)
            guard let op = group.blendMode.cairoOperator else {
                return try paintByFormula(group.blendMode, bounds: group.bounds, on: cr)
            }
            setOperator(op, of: group.blendMode, bounds: group.bounds, on: cr)
            cairo_paint(cr)
            return
        }
        cairo_pop_group_to_source(cr)
        guard let coverage else {
            cairo_paint_with_alpha(cr, opacity)
            return
        }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_mask_surface(cr, coverage.surface, 0, 0)
        cairo_restore(cr)
    }

    /// Draws `nodes`, whose space `base` maps to the canvas, as the content of one layer (or of
    /// the page). When a group among them blends with that content by a mode Cairo has no
    /// operator for (``blendsByFormula(_:symbols:)``) and `cr`'s pixels cannot be read — a PDF or
    /// PostScript page — the content is drawn on a ``canvasImage``, whose pixels the formula
    /// reads, and painted as an image: exact, at ``layerResolution``.
    func drawLayerContent(_ nodes: [RenderNode], base: AffineTransform, on cr: OpaquePointer) throws(CairoError) {
        guard !Self.hasReadablePixels(cr), Self.blendsByFormula(nodes, symbols: symbols) else {
            return try draw(nodes, base: base, on: cr)
        }
        paint(try canvasImage(of: nodes, base: base, drawing: "a layer blended by plusDarker"), on: cr)
    }

    /// Whether a group among `nodes` blends into the layer they are drawn in by a mode without
    /// a Cairo operator (``VellumCore/RenderNode/blendModes(into:symbols:)``).
    static func blendsByFormula(_ nodes: [RenderNode], symbols: [Tag: [RenderNode]]) -> Bool {
        RenderNode.blendModes(into: nodes, symbols: symbols).contains { $0.cairoOperator == nil }
    }

    /// Whether the surface `cr` draws into (its current group's) is an ARGB32 image, whose
    /// pixels can be read.
    static func hasReadablePixels(_ cr: OpaquePointer) -> Bool {
        guard let target = cairo_get_group_target(cr) else { return false }
        return cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
            && cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
    }

    /// Paints `image` (a ``canvasImage``, whose device scale sizes it to the canvas) over `cr`.
    private func paint(_ image: CairoImageSurface, on cr: OpaquePointer) {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, image.surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Fades the group being drawn on `cr` by the mask's `coverage` (which holds the opacity),
    /// or by `opacity`: the layer a blend mode composites is the faded one, as CSS has opacity
    /// and masks belong to the element. (Cairo's alpha and mask act as coverage for some
    /// operators — `CAIRO_OPERATOR_SOURCE` with an alpha keeps part of the backdrop — so they are
    /// applied here, where every operator sees the same layer.)
    private func fade(opacity: Double, coverage: CairoImageSurface?, on cr: OpaquePointer) {
        guard coverage != nil || opacity < 1 else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
        if let coverage {
            cairo_set_source_surface(cr, coverage.surface, 0, 0)
        } else {
            cairo_set_source_rgba(cr, 0, 0, 0, opacity)
        }
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Paints with `op`, `mode`'s operator. A mode that changes the backdrop where the layer is
    /// transparent acts, in Cairo, on everything the clip lets through: the clip is cut to the
    /// whole pixels of the group's `bounds` (``RenderBounds/wholePixels(_:)``), where every
    /// backend confines it.
    private func setOperator(_ op: cairo_operator_t, of mode: BlendMode, bounds: Rect?, on cr: OpaquePointer) {
        if mode.affectsBackdropOutsideSource, let bounds {
            let box = RenderBounds.wholePixels(bounds.applying(boundsSpace))
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_rectangle(cr, box.minX, box.minY, box.width, box.height)
            cairo_restore(cr)
            cairo_clip(cr)
        }
        cairo_set_operator(cr, op)
    }

    /// A mask as Cairo takes one: its content drawn on a canvas-sized image (``canvasImage``),
    /// turned into coverage by the mode every backend shares, times `opacity`, on an A8 surface.
    /// Cairo has no luminance mask, so on PDF and PostScript pages too a mask is an image.
    private func maskCoverage(_ mask: RenderMask, base: AffineTransform,
                              opacity: Double) throws(CairoError) -> CairoImageSurface {
        let content = try canvasImage(of: mask.content, base: base, drawing: "a mask's content")
        let alpha = UInt32((opacity * 255).rounded())
        let plane = content.coveragePlane { p in
            let c = UInt32(mask.mode.coverage(red: p >> 16 & 0xFF, green: p >> 8 & 0xFF, blue: p & 0xFF, alpha: p >> 24))
            return UInt8((c * alpha + 127) / 255)
        }
        let coverage = try CairoImageSurface(alpha: plane, width: content.width, height: content.height)
        coverage.setScale(of: content)
        return coverage
    }

    /// Paints the shadow `nodes` cast: their alpha on a canvas-sized image (unclipped, as a layer
    /// starts a clip chain of its own), blurred and moved, as a mask for the shadow's colour.
    private func drawShadow(_ shadow: Shadow, of nodes: [RenderNode], base: AffineTransform,
                            on cr: OpaquePointer) throws(CairoError) {
        guard shadow.color.alpha > 0 else { return }
        try drawShadow(shadow, of: canvasImage(of: nodes, base: base, drawing: "a shadow's layer"), on: cr)
    }

    /// The number of image pixels per canvas pixel on each axis that offscreen images are drawn
    /// at: ``layerResolution``, or less where the canvas that many times over would pass
    /// ``VellumCore/CanvasSize``'s limits.
    private var imageScale: Int {
        var scale = max(layerResolution, 1)
        while scale > 1, (try? CanvasSize(width: canvas.width * scale, height: canvas.height * scale)) == nil {
            scale -= 1
        }
        return scale
    }

    /// `nodes`, whose space `base` maps to the canvas, drawn unclipped (as a layer starts a clip
    /// chain of its own) on an ARGB32 image of ``imageScale`` pixels a canvas pixel, which is set
    /// as the surface's device scale so that the image paints at the canvas's size: what masks,
    /// shadows and filters work on.
    private func canvasImage(of nodes: [RenderNode], base: AffineTransform,
                             drawing what: String) throws(CairoError) -> CairoImageSurface {
        let scale = imageScale
        let image = try CairoImageSurface(width: canvas.width * scale, height: canvas.height * scale,
                                          format: CAIRO_FORMAT_ARGB32)
        let context = cairo_create(image.surface)!
        defer { cairo_destroy(context) }
        // Inside, the image is the canvas: layers nested in these nodes are drawn 1:1 on it.
        var fine = self
        if scale > 1, let size = try? CanvasSize(width: image.width, height: image.height) {
            let scaling = AffineTransform(scaleX: Double(scale), y: Double(scale))
            (fine.canvas, fine.layerResolution) = (size, 1)
            fine.boundsSpace = boundsSpace.concatenating(scaling)
            try fine.draw(nodes, base: base.concatenating(scaling), on: context)
        } else {
            try draw(nodes, base: base, on: context)
        }
        try CairoError.check(cairo_status(context), "draw " + what)
        cairo_surface_flush(image.surface)
        cairo_surface_set_device_scale(image.surface, Double(scale), Double(scale))
        return image
    }

    /// Draws `shadow` cast by the alpha of `layer` (a ``canvasImage``) on `cr`.
    private func drawShadow(_ shadow: Shadow, of layer: CairoImageSurface, on cr: OpaquePointer) throws(CairoError) {
        guard shadow.color.alpha > 0 else { return }
        let (w, h) = (layer.width, layer.height)
        let scale = Double(w) / Double(canvas.width)
        let blurred = SeparableBlur(shadow.applying(AffineTransform(scaleX: scale, y: scale)))
            .blurredPlane(layer.alphaPlane(), width: w, height: h)
        let mask = try CairoImageSurface(alpha: blurred, width: w, height: h)
        mask.setScale(of: layer)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let c = shadow.color
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        cairo_mask_surface(cr, mask.surface, 0, 0)
        cairo_restore(cr)
    }

    /// `nodes` drawn on a ``canvasImage`` and run through `filters` — given in the space `space`
    /// maps to the canvas, applied in the image's pixels — by ``VellumBlur/FilterPixels``, the
    /// raster backend's pixel code.
    private func filteredImage(_ filters: [Filter], of nodes: [RenderNode], base: AffineTransform,
                               space: AffineTransform) throws(CairoError) -> CairoImageSurface {
        let image = try canvasImage(of: nodes, base: base, drawing: "a filtered layer")
        let (w, h) = (image.width, image.height)
        let scale = Double(w) / Double(canvas.width)
        let toPixels = space.concatenating(AffineTransform(scaleX: scale, y: scale))
        let stride = Int(cairo_image_surface_get_stride(image.surface)) / 4
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(image.surface)!)
            .bindMemory(to: UInt32.self, capacity: stride * h)
        _ = FilterPixels(base: data, stride: stride, columns: 0..<w, rows: 0..<h, layout: .argb)
            .apply(filters.map { $0.applying(toPixels) }, drawn: (0..<w, 0..<h))
        cairo_surface_mark_dirty(image.surface)
        return image
    }

    /// A filled or stroked path. Strokes are stroked with the drawing's transform current, so
    /// widths and dashes are in the path's space. Text on a PDF page, and on a PostScript page
    /// where it can be, is shown as text (``CairoGlyphText``), with the same paint.
    private func draw(_ drawing: RenderDraw, transform: AffineTransform, on cr: OpaquePointer) {
        guard transform.isCairoInvertible else { return }
        if case .stroke(let style) = drawing.kind, !(style.lineWidth > 0) { return }
        let bbox = drawing.path.boundingRect
        let area = RenderBounds.draw(drawing.path, kind: drawing.kind, transform: .identity) ?? bbox
        guard let pattern = drawing.paint.cairoPattern(bbox: bbox, area: area) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        var matrix = transform.cairoMatrix
        cairo_set_matrix(cr, &matrix)
        cairo_set_source(cr, pattern)
        if CairoGlyphText.applies(to: drawing, on: cr, fallbacks: postScriptFallbacks, space: boundsSpace),
           CairoGlyphText.show(drawing.glyphRuns, on: cr) { return }
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

extension BlendMode {
    /// Cairo's operator for the mode, or `nil` for `plusDarker`, which Cairo lacks.
    var cairoOperator: cairo_operator_t? {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        case .plusDarker: nil
        }
    }
}
