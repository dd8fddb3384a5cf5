import VellumCore

/// Renders `RenderTree`s into ``Pixmap``s with Vellum's own analytic anti-aliased rasterizer.
///
///     let backend = RasterBackend()
///     var pixmap = try Pixmap(width: 640, height: 480)
///     try backend.render(context.renderTree(), into: &pixmap)
///
/// Coverage is the exact area of each pixel inside the shape (no supersampling), compositing is
/// source-over in premultiplied RGBA8 with exact rounding, and rendering is single-threaded and
/// deterministic: the same tree on the same canvas always gives the same bytes.
///
/// A backend keeps its working buffers (accumulation cells, clip masks, layers, scratch rows)
/// between calls, so rendering frame after frame at one size allocates almost nothing. Use one
/// backend per thread.
///
/// With `threads` above 1 a frame large enough to pay for it is cut into horizontal bands drawn
/// at once, each by a backend of its own (see ``threads``); the bytes are the same as with one.
public final class RasterBackend {
    /// How far, in device pixels, flattened curves may stray from the true curves.
    @exclusivity(unchecked) public var tolerance: Double
    /// How many bands of a frame are drawn at once, each on its own thread. A frame is cut into
    /// up to as many bands as threads, each with its own cells, masks, layers and prepared
    /// geometry. 1 (the default) draws on the calling thread alone.
    public let threads: Int
    /// The backends drawing the bands after the first, kept between frames with their caches.
    lazy var bandWorkers: [RasterBackend] = (1..<threads).map { _ in
        RasterBackend(tolerance: tolerance)
    }
    /// The edges the bands of a frame make once for one another.
    lazy var bandEdges = SharedEdges()
    /// Where the bands of the frames before ran slower or faster than estimated.
    var bandBalance = BandBalance()

    private let rasterizer = Rasterizer()
    private let clips = ClipStack()
    private let layers = LayerStack()
    private let gradients = GradientTable()
    let prepared = PreparedGeometry()
    /// What region frames start from when the same node keeps changing.
    let backdrop = Backdrop()
    /// Whether frames of damage regions may start from the pixels kept beneath the node that
    /// keeps changing frame after frame (a clock's hands): those are drawn once and copied into
    /// every damaged rectangle, and only what lies above is drawn. It costs one more canvas of
    /// pixels, made once the same node has changed two frames running. Off, every rectangle is
    /// cleared and drawn whole, and the kept pixels are let go. The bytes are the same either way.
    public var keepsBackdrop = true {
        didSet { if !keepsBackdrop { backdrop.forget() } }
    }
    /// A row of shaded colours and a row of masked coverage, as wide as the canvas.
    private let colorRow = ScratchBuffer<UInt32>(zero: 0)
    private let coverageRow = ScratchBuffer<UInt8>(zero: 0)
    /// The canvas size during a frame.
    // Read for every drawing; a backend draws on one thread at a time (see ``PreparedGeometry``).
    @exclusivity(unchecked) private var width = 0, height = 0
    /// The symbols of the tree being drawn.
    @exclusivity(unchecked) private var symbols: [Tag: [RenderNode]] = [:]
    /// The pixels being drawn: the canvas, or the damaged region of an incremental frame, grown
    /// inside shadowed layers by what their shadow reaches from outside.
    @exclusivity(unchecked) private var area = PixelBox.empty
    /// During a frame drawn in bands: this backend's band, and the edges the bands make for one
    /// another (``SharedEdges``). `nil` on a frame drawn whole.
    @exclusivity(unchecked) var band: (rows: PixelBox, edges: SharedEdges)?

    /// Creates a backend flattening curves to within `tolerance` device pixels, drawing a frame
    /// in up to `threads` bands at once (clamped to 1…64).
    public init(tolerance: Double = Path.defaultTolerance, threads: Int = 1) {
        self.tolerance = tolerance
        self.threads = min(max(threads, 1), 64)
    }

    /// Draws `tree` onto `pixmap`, over what it already holds.
    public func render(_ tree: RenderTree, into pixmap: inout Pixmap) {
        backdrop.wholeFrame(tree)
        render(tree, into: &pixmap, within: PixelBox(width: pixmap.width, height: pixmap.height))
    }

    /// Brings `pixmap`, which shows the frame before, up to date with `tree`: the pixels `damage`
    /// names are cleared and drawn again, the others kept. The result is byte for byte what
    /// drawing `tree` on a transparent pixmap gives, for damage found by
    /// `RenderTree.damage(since:canvas:)`.
    public func render(_ tree: RenderTree, into pixmap: inout Pixmap, damage: Damage) {
        let canvas = PixelBox(width: pixmap.width, height: pixmap.height)
        let rects = damage.rects(in: Size(width: Double(canvas.width), height: Double(canvas.height)))
        guard !rects.isEmpty else { return }
        // The rectangles are one frame to the prepare cache: a drawing made for the first is
        // not taken for one drawn again unchanged by the second.
        var continuingFrame = false
        // What lies beneath the first node that changed, when it is kept (see `Backdrop`).
        let start = !keepsBackdrop ? nil : backdrop.start(for: tree, width: canvas.width, height: canvas.height,
                                                           tolerance: tolerance) { pixels, boundary in
            draw(tree, onto: pixels, width: canvas.width, height: canvas.height, within: canvas, whole: false,
                 part: .before(boundary))
            continuingFrame = true
        }
        // Each rectangle is cleared (or given the kept pixels) and drawn on its own, the nodes
        // outside it culled: pixels in it come out as a whole frame has them, whatever the
        // other rectangles hold.
        for rect in rects {
            let box = PixelBox(enclosing: rect).intersection(canvas)
            guard !box.isEmpty else { continue }
            pixmap.withPixels { pixels in
                if start != nil {
                    backdrop.copy(box, onto: pixels.baseAddress!)
                    return
                }
                for y in box.minY..<box.maxY {
                    (pixels.baseAddress! + y * canvas.width + box.minX).update(repeating: 0, count: box.width)
                }
            }
            render(tree, into: &pixmap, within: box, continuingFrame: continuingFrame, part: start.map { .from($0) } ?? .all)
            continuingFrame = true
        }
    }

    /// Draws `tree` onto `pixmap` inside `box` only: in bands at once when ``threads`` and the
    /// frame allow it, else here.
    private func render(_ tree: RenderTree, into pixmap: inout Pixmap, within box: PixelBox,
                        continuingFrame: Bool = false, part: DrawingPart = .all) {
        let (w, h) = (pixmap.width, pixmap.height)
        let whole = box == PixelBox(width: w, height: h)
        let bands = bands(of: box, for: tree)
        pixmap.withPixels { pixels in
            let canvas = pixels.baseAddress!
            if let bands, bands.count > 1 {
                drawBands(bands, of: tree, within: box, onto: canvas, width: w, height: h, whole: whole, part: part)
            } else {
                draw(tree, onto: canvas, width: w, height: h, within: box, whole: whole, continuingFrame: continuingFrame,
                     part: part)
            }
        }
    }

    /// Draws `part` of `tree` onto the `width` × `height` pixels at `canvas` inside `box` only;
    /// `whole` says whether `box` is the canvas, the frame that lets the prepare cache forget,
    /// and `continuingFrame` whether `box` is another part of the frame drawn before.
    func draw(_ tree: RenderTree, onto canvas: UnsafeMutablePointer<UInt32>, width w: Int, height h: Int,
              within box: PixelBox, whole: Bool, continuingFrame: Bool = false, part: DrawingPart = .all) {
        (width, height) = (w, h)
        symbols = tree.symbols
        area = box
        rasterizer.resize(width: w)
        rasterizer.area = box
        colorRow.reserve(w)
        coverageRow.reserve(w + CoverageSweep.scratchSlack)
        clips.reset(width: w, height: h)
        prepared.beginFrame(whole: whole, continuing: continuingFrame)
        layers.begin(canvas, width: w, height: h)
        switch part {
        case .all: draw(tree.nodes, base: .identity, uses: 0, symbolSpace: nil)
        case .before(let position): draw(tree.nodes, before: position.path[...], base: .identity)
        case .from(let position): draw(tree.nodes, from: position.path[...], base: .identity)
        }
        layers.end()
        clips.reset(width: w, height: h)
        symbols = [:]
        // A region leaves out the nodes outside it, which are still alive.
        if whole { prepared.endWholeFrame() } else { prepared.endRegionFrame() }
    }

    /// Forgets what the prepare phase kept (stroke outlines, edges): the next frame prepares
    /// every node again, as the first frame does. For measuring cold frames.
    public func forgetPreparedGeometry() {
        prepared.forgetAll()
        if threads > 1 { bandWorkers.forEach { $0.forgetPreparedGeometry() } }
    }

    /// The rows of the bands the next frame of `tree` on a `size` canvas is drawn in (one band,
    /// the whole height, unless ``threads`` is above 1 and the frame is large enough to pay for
    /// it). Where the cuts fall follows the estimated work, corrected by the times of the frames
    /// of the same size drawn before; the bytes drawn do not depend on it.
    public func bandRows(for tree: RenderTree, size: Size) throws(CanvasError) -> [Range<Int>] {
        let canvas = try CanvasSize(size)
        let box = PixelBox(width: canvas.width, height: canvas.height)
        let bands = bands(of: box, for: tree)?.map(\.rows) ?? [box]
        return bands.map { $0.minY..<$0.maxY }
    }

    /// Draws a display list onto `pixmap`, over what it already holds.
    ///
    /// The list is read into a tree first: non-finite geometry, paints or stroke styles, negative
    /// line widths and unbalanced or interleaved clips and layers throw `RenderError` and leave
    /// the pixmap untouched. Clips and layers still open at the end of the list are closed.
    public func render(_ list: DisplayList, into pixmap: inout Pixmap) throws(RenderError) {
        render(try RenderTree(list), into: &pixmap)
    }

    /// Draws `nodes`, whose space `base` maps to the device. Their bounds are in device space,
    /// and nodes outside the area are skipped, unless they are in a symbol: then `symbolSpace`
    /// maps the symbol's space, which their bounds are in, to the device.
    private func draw(_ nodes: [RenderNode], base: AffineTransform, uses: UInt64, symbolSpace: AffineTransform?) {
        draw(nodes, in: nodes.indices, base: base, uses: uses, symbolSpace: symbolSpace)
    }

    /// The top-level `nodes` drawn before `position` (a ``DrawingPosition``'s path), through
    /// groups that only transform.
    private func draw(_ nodes: [RenderNode], before position: ArraySlice<Int>, base: AffineTransform) {
        let index = min(position.first!, nodes.count)
        draw(nodes, in: 0..<index, base: base, uses: 0, symbolSpace: nil)
        guard position.count > 1, index < nodes.count, case .group(let group) = nodes[index] else { return }
        draw(group.children, before: position.dropFirst(), base: group.transform.concatenating(base))
    }

    /// The top-level `nodes` drawn from `position` on, through groups that only transform.
    private func draw(_ nodes: [RenderNode], from position: ArraySlice<Int>, base: AffineTransform) {
        let index = position.first!
        guard index < nodes.count else { return }
        if position.count > 1, case .group(let group) = nodes[index] {
            draw(group.children, from: position.dropFirst(), base: group.transform.concatenating(base))
        } else {
            draw(nodes, in: index..<index + 1, base: base, uses: 0, symbolSpace: nil)
        }
        draw(nodes, in: index + 1..<nodes.count, base: base, uses: 0, symbolSpace: nil)
    }

    /// The nodes of `range`, as ``draw(_:base:uses:symbolSpace:)`` draws them all.
    private func draw(_ nodes: [RenderNode], in range: Range<Int>, base: AffineTransform, uses: UInt64,
                      symbolSpace: AffineTransform?) {
        for index in range {
            // Culled in place: a node is copied out of the array only to be drawn.
            if symbolSpace == nil {
                guard let bounds = nodes[index].bounds, !PixelBox(enclosing: bounds).intersection(area).isEmpty else { continue }
            }
            switch nodes[index] {
            case .draw(let drawing):
                draw(drawing, key: .init(node: drawing.id, uses: uses), transform: drawing.transform.concatenating(base),
                     shared: sharedEdges(for: drawing.bounds, symbolSpace: symbolSpace))
            case .symbol(let use):
                // The tree's checks ruled out missing symbols and cycles.
                let space = use.transform.concatenating(base)
                draw(symbols[use.tag] ?? [], base: space, uses: PreparedGeometry.uses(uses, then: use.id),
                     symbolSpace: space)
            case .group(let group):
                draw(group, base: base, uses: uses, symbolSpace: symbolSpace)
            }
        }
    }

    /// A group, its compositing steps (``RenderGroup/compositingSteps``, in their order) each
    /// taken by the raster primitive that applies it: the clip is a coverage mask pushed before
    /// the children (the layer's pixels are composited through it), the shadow, opacity and
    /// blend mode are how the layer is composited, the mask's content is drawn after the
    /// children into a coverage of its own. A layer starts a clip chain of its own: the clips
    /// around it apply when it is composited. The filter chain runs over the layer's pixels
    /// first (``VellumBlur/FilterPixels``).
    private func draw(_ group: RenderGroup, base: AffineTransform, uses: UInt64, symbolSpace: AffineTransform?) {
        let inner = group.transform.concatenating(base)
        var composite = LayerComposite()
        for step in group.compositingSteps {
            switch step {
            case .filter(let filters): composite.filters = filters.map { $0.applying(base) }
            case .shadow(let shadow): composite.shadow = shadow.applying(base)
            case .clip(let clip):
                push(clip, of: group, inner: inner, uses: uses, shared: sharedEdges(for: group.bounds, symbolSpace: symbolSpace))
            case .mask(let mask): composite.mask = mask
            case .opacity(let opacity): composite.opacity = opacity
            case .blend(let mode): composite.blendMode = mode
            }
        }
        let outerArea = area
        if group.isLayer { beginLayer(composite, bounds: group.bounds, symbolSpace: symbolSpace) }
        draw(group.children, base: inner, uses: uses, symbolSpace: symbolSpace)
        if let mask = composite.mask {
            // The mask's content, drawn over the same pixels into a layer of its own, becomes
            // the coverage the group's layer is composited through.
            layers.push(box: area, opacity: 1, shadow: nil, mask: nil)
            draw(mask.content, base: inner, uses: uses, symbolSpace: symbolSpace)
            layers.popMask(mask.mode)
        }
        if group.isLayer {
            setArea(outerArea)
            clips.endChain()
            layers.pop(row: coverageRow.pointer, within: area)
        }
        if group.clip != nil { clips.pop() }
    }

    /// How a group's layer is composited, gathered from its compositing steps.
    private struct LayerComposite {
        var filters: [Filter] = []
        var shadow: Shadow?
        var mask: RenderMask?
        var opacity = 1.0
        var blendMode = BlendMode.normal
    }

    /// Pushes a group's clip (in the group's children's space, which `inner` maps to the device).
    private func push(_ clip: RenderClip, of group: RenderGroup, inner: AffineTransform, uses: UInt64,
                      shared: SharedEdges?) {
        let box = prepared.prepare(.init(node: group.id, uses: uses), path: clip.path, style: nil,
                                   transform: clip.transform.concatenating(inner), tolerance: tolerance,
                                   clip: clips.bounds, rasterizer: rasterizer, shared: shared)
        clips.push(rule: clip.rule, rasterizer: rasterizer, prepared: box != nil)
    }

    /// Opens a group's layer and makes its box the drawing area. The shadow of a pixel in the
    /// area comes from layer pixels up to the offset and the blur's reach away: those are drawn
    /// too. The layer holds no more than that, inside what the group can draw (its shadow
    /// included, for the shadow cast under it) and the clip's reach.
    private func beginLayer(_ composite: LayerComposite, bounds: Rect?, symbolSpace: AffineTransform?) {
        var reach = area
        if let shadow = composite.shadow {
            reach = area.grown(by: shadow).intersection(PixelBox(width: width, height: height))
        }
        // A filter carries pixels up to its reach: those beyond the area and the clips are
        // drawn too, as they blur into what is seen.
        let filterReach = Filter.reach(of: composite.filters)
        let canvas = PixelBox(width: width, height: height)
        reach = reach.grown(by: filterReach).intersection(canvas)
        // A filter graph's result depends on its whole region: all of it on the canvas is drawn.
        let box = Filter.needsWholeRegion(composite.filters) ? deviceBox(bounds, symbolSpace: symbolSpace)
            : deviceBox(bounds, symbolSpace: symbolSpace).intersection(reach)
                .intersection(clips.bounds.grown(by: filterReach).intersection(canvas))
        var extent = box
        if composite.blendMode.affectsBackdropOutsideSource, let bounds {
            let device = symbolSpace.map { bounds.applying($0) } ?? bounds
            if device.isFinite { extent = box.intersection(PixelBox(wholePixels: RenderBounds.wholePixels(device))) }
        }
        layers.push(box: box, opacity: composite.opacity, shadow: composite.shadow, blendMode: composite.blendMode,
                    extent: extent, mask: clips.current?.window, filters: composite.filters)
        clips.beginChain()
        setArea(box)
    }

    /// The device pixels of `bounds`, given in the space `symbolSpace` maps to the device (the
    /// device itself when `nil`); the whole canvas when they do not map to finite numbers.
    private func deviceBox(_ bounds: Rect?, symbolSpace: AffineTransform?) -> PixelBox {
        guard let bounds else { return .empty }
        let device = symbolSpace.map { bounds.applying($0) } ?? bounds
        let canvas = PixelBox(width: width, height: height)
        return device.isFinite ? PixelBox(enclosing: device).intersection(canvas) : canvas
    }

    /// The frame's shared edges, for a node whose `bounds` (in the space `symbolSpace` maps to
    /// the device, or the device's) reach rows outside this backend's band: the other bands there
    /// need its edges too. `nil` for a node inside the band, and on a frame drawn whole.
    private func sharedEdges(for bounds: Rect?, symbolSpace: AffineTransform?) -> SharedEdges? {
        guard let band else { return nil }
        let box = deviceBox(bounds, symbolSpace: symbolSpace)
        return !box.isEmpty && (box.minY < band.rows.minY || box.maxY > band.rows.maxY) ? band.edges : nil
    }

    private func setArea(_ box: PixelBox) {
        area = box
        rasterizer.area = box
    }

    /// A drawing, prepared (or taken from the cache) and swept. Strokes are filled outlines: the
    /// stroke is computed in the path's space (so widths and dashes scale with the transform),
    /// then filled with the non-zero rule. Gradients use the bounds of the path itself, not of its
    /// stroke outline, as SVG's objectBoundingBox does.
    private func draw(_ drawing: RenderDraw, key: PreparedGeometry.Key, transform: AffineTransform,
                      shared: SharedEdges?) {
        let style: StrokeStyle?, rule: FillRule
        switch drawing.kind {
        case .fill(let fillRule): (style, rule) = (nil, fillRule)
        case .stroke(let strokeStyle):
            guard strokeStyle.lineWidth > 0, transform.maxScale > 0 else { return }
            (style, rule) = (strokeStyle, .nonZero)
        }
        guard let coverage = prepared.prepareCoverage(key, path: drawing.path, style: style, rule: rule,
                                                      transform: transform, tolerance: tolerance, clip: clips.bounds,
                                                      rasterizer: rasterizer, shared: shared)
        else { return }
        let sweep: CoverageSource
        switch coverage {
        case .spans(let spans, let box):
            guard !box.intersection(area).isEmpty else { return }
            sweep = .spans(spans, box)
        case .edges(let box, let keepSpans):
            guard !box.intersection(area).isEmpty else {
                rasterizer.discardPrepared()
                return
            }
            sweep = .edges(box, keepingSpansFor: keepSpans ? key : nil)
        }
        fill(sweep, paint: drawing.paint, rule: rule, transform: transform, bboxOf: drawing.path)
    }

    /// Where a drawing's coverage comes from.
    private enum CoverageSource {
        /// The edges prepared in the rasterizer, covering the box; the spans of their sweep are
        /// kept for the key when there is one.
        case edges(PixelBox, keepingSpansFor: PreparedGeometry.Key?)
        /// Spans kept from an earlier frame, covering the box.
        case spans(CoverageSpans, PixelBox)

        var box: PixelBox {
            switch self {
            case .edges(let box, _), .spans(_, let box): box
            }
        }
    }

    /// Composites the coverage `source` gives with `paint`; gradients in bounding-box units are
    /// resolved against `bboxOf`'s bounds.
    private func fill(_ source: CoverageSource, paint: Paint, rule: FillRule, transform: AffineTransform,
                      bboxOf geometry: Path) {
        switch paint {
        case .color(let color):
            let shader = SolidShader(color)
            guard shader.isVisible else { return discard(source) }
            draw(source, with: shader, rule: rule)
        case .linearGradient(let gradient):
            guard let shader = LinearGradientShader(gradient, bbox: geometry.boundingRect, transform: transform,
                                                    table: gradients)
            else { return discard(source) }
            draw(source, with: shader, rule: rule)
        case .radialGradient(let gradient):
            guard let shader = RadialGradientShader(gradient, bbox: geometry.boundingRect, transform: transform,
                                                    table: gradients)
            else { return discard(source) }
            draw(source, with: shader, rule: rule)
        case .angularGradient(let gradient):
            guard let shader = AngularGradientShader(gradient, bbox: geometry.boundingRect, transform: transform,
                                                     table: gradients)
            else { return discard(source) }
            draw(source, with: shader, rule: rule)
        case .image(let image):
            let drawn = image.image.pixels.withUnsafeBytes { bytes in
                // Premultiplied RGBA bytes are the canvas's pixels in memory order.
                guard let shader = ImageShader(image, pixels: bytes.assumingMemoryBound(to: UInt32.self).baseAddress!,
                                               transform: transform) else { return false }
                draw(source, with: shader, rule: rule)
                return true
            }
            guard drawn else { return discard(source) }
        }
        layers.markDrawn(source.box.intersection(area))
    }

    private func discard(_ source: CoverageSource) {
        if case .edges = source { rasterizer.discardPrepared() }
    }

    private func draw<S: Shader>(_ source: CoverageSource, with shader: S, rule: FillRule) {
        var blitter = SpanBlitter(pixels: layers.pixels, mask: clips.current?.window, shader: shader,
                                  colors: colorRow.pointer, maskedCoverage: coverageRow.pointer)
        switch source {
        case .spans(let spans, _):
            spans.replay(into: &blitter, area: area, scratch: rasterizer.coverageScratch)
        case .edges(let box, let key?) where box.intersection(area) == box:
            var recorder = SpanRecorder(inner: blitter, spans: CoverageSpans(rule: rule))
            rasterizer.sweep(rule: rule, into: &recorder)
            prepared.keep(recorder.spans, for: key)
        case .edges(let box, let key?):
            // Kept spans serve any later area, so the drawing is swept whole — once — and only
            // what lies in this frame's area is drawn.
            var recorder = SpanRecorder(inner: AreaTrimmedSink(inner: blitter, area: area),
                                        spans: CoverageSpans(rule: rule))
            rasterizer.area = box
            rasterizer.sweep(rule: rule, into: &recorder)
            rasterizer.area = area
            prepared.keep(recorder.spans, for: key)
        case .edges(_, nil):
            rasterizer.sweep(rule: rule, into: &blitter)
        }
    }
}

extension RasterBackend: RenderBackend {
    /// Renders `tree` onto a new transparent pixmap of `size`, each side rounded up to whole
    /// pixels.
    ///
    /// - Throws: `CanvasError` for a size `CanvasSize` rejects.
    public func render(_ tree: RenderTree, size: Size) throws(CanvasError) -> Pixmap {
        let canvas = try CanvasSize(size)
        var pixmap = try Pixmap(width: canvas.width, height: canvas.height)
        render(tree, into: &pixmap)
        return pixmap
    }
}

extension RenderBackend where Self == RasterBackend {
    /// Vellum's own anti-aliased rasterizer, producing a ``Pixmap``.
    public static var raster: RasterBackend { RasterBackend() }
}

extension Pixmap {
    /// Draws on the pixmap with a `GraphicsContext`: `body` records the drawing, which is then
    /// rendered over the current contents by a ``RasterBackend``.
    ///
    /// Rethrows what `body` throws, and throws `RenderError` for invalid drawing (such as
    /// non-finite coordinates), in which case nothing is drawn.
    public mutating func draw(_ body: (GraphicsContext) throws -> Void) throws {
        let context = GraphicsContext()
        try body(context)
        RasterBackend().render(try context.renderTree(), into: &self)
    }
}

extension RasterBackend: FileRenderBackend {
    /// Renders `tree` and encodes it as PNG.
    public func fileData(for tree: RenderTree, size: Size) throws -> [UInt8] {
        try render(tree, size: size).pngData()
    }
}

extension OutputFormat {
    /// PNG, written by the raster backend.
    public static let png = OutputFormat(name: "png", fileExtensions: ["png"]) { RasterBackend() }
}
