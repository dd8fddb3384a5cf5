import VellumCore

/// Renders ``RenderTree``s into ``Pixmap``s with Vellum's own analytic anti-aliased rasterizer.
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
public final class RasterBackend {
    /// How far, in device pixels, flattened curves may stray from the true curves.
    public var tolerance: Double

    private let rasterizer = Rasterizer()
    private let clips = ClipStack()
    private let layers = LayerStack()
    private let gradients = GradientTable()
    /// A row of shaded colours and a row of masked coverage, as wide as the canvas.
    private let colorRow = ScratchBuffer<UInt32>(zero: 0)
    private let coverageRow = ScratchBuffer<UInt8>(zero: 0)
    /// The canvas width during a frame.
    private var width = 0
    /// The symbols of the tree being drawn.
    private var symbols: [Tag: [RenderNode]] = [:]

    /// Creates a backend flattening curves to within `tolerance` device pixels.
    public init(tolerance: Double = Path.defaultTolerance) {
        self.tolerance = tolerance
    }

    /// Draws `tree` onto `pixmap`, over what it already holds.
    public func render(_ tree: RenderTree, into pixmap: inout Pixmap) {
        let (w, h) = (pixmap.width, pixmap.height)
        width = w
        symbols = tree.symbols
        rasterizer.resize(width: w)
        colorRow.reserve(w)
        coverageRow.reserve(w)
        clips.reset(width: w, height: h)
        pixmap.withPixels { pixels in
            layers.begin(pixels.baseAddress!, width: w, height: h)
            draw(tree.nodes, base: .identity)
            layers.end()
        }
        clips.reset(width: w, height: h)
        symbols = [:]
    }

    /// Draws a display list onto `pixmap`, over what it already holds.
    ///
    /// The list is read into a tree first: non-finite geometry, paints or stroke styles, negative
    /// line widths and unbalanced or interleaved clips and layers throw ``RenderError`` and leave
    /// the pixmap untouched. Clips and layers still open at the end of the list are closed.
    public func render(_ list: DisplayList, into pixmap: inout Pixmap) throws(RenderError) {
        render(try RenderTree(list), into: &pixmap)
    }

    /// Draws `nodes`, whose space `base` maps to the device.
    private func draw(_ nodes: [RenderNode], base: AffineTransform) {
        for node in nodes {
            switch node {
            case .draw(let drawing):
                let transform = drawing.transform.concatenating(base)
                switch drawing.kind {
                case .fill(let rule):
                    fill(drawing.path, paint: drawing.paint, rule: rule, transform: transform, tolerance: tolerance,
                         bboxOf: drawing.path)
                case .stroke(let style):
                    stroke(drawing.path, paint: drawing.paint, style: style, transform: transform)
                }
            case .symbol(let use):
                // The tree's checks ruled out missing symbols and cycles.
                draw(symbols[use.tag] ?? [], base: use.transform.concatenating(base))
            case .group(let group):
                draw(group, base: base)
            }
        }
    }

    /// A group: its clip, then its layer (which starts a clip chain of its own: the clips around
    /// it apply when it is composited), then its children.
    private func draw(_ group: RenderGroup, base: AffineTransform) {
        let inner = group.transform.concatenating(base)
        if let clip = group.clip {
            clips.push(clip.path, rule: clip.rule, transform: clip.transform.concatenating(inner), tolerance: tolerance,
                       rasterizer: rasterizer)
        }
        if group.isLayer {
            layers.push(opacity: group.opacity, shadow: group.shadow?.applying(base), mask: clips.current?.values)
            clips.beginChain()
        }
        draw(group.children, base: inner)
        if group.isLayer {
            clips.endChain()
            layers.pop(row: coverageRow.pointer)
        }
        if group.clip != nil { clips.pop() }
    }

    /// Strokes are filled outlines: the stroke is computed in user space (so widths and dashes
    /// scale with the transform), then filled with the non-zero rule. Gradients use the bounds of
    /// the path itself, not of its stroke outline, as SVG's objectBoundingBox does.
    private func stroke(_ path: Path, paint: Paint, style: StrokeStyle, transform: AffineTransform) {
        let scale = transform.maxScale
        guard style.lineWidth > 0, scale > 0 else { return }
        let outline = path.strokedPath(style, tolerance: tolerance / scale)
        fill(outline, paint: paint, rule: .nonZero, transform: transform, tolerance: tolerance, bboxOf: path)
    }

    /// Fills `path`; gradients in bounding-box units are resolved against `bboxOf`'s bounds.
    private func fill(_ path: Path, paint: Paint, rule: FillRule, transform: AffineTransform, tolerance: Double,
                      bboxOf geometry: Path) {
        guard let box = rasterizer.prepare(path, transform: transform, tolerance: tolerance, clip: clips.bounds)
        else { return }
        switch paint {
        case .color(let color):
            let shader = SolidShader(color)
            guard shader.isVisible else { return }
            draw(shader, rule: rule)
        case .linearGradient(let gradient):
            guard let shader = LinearGradientShader(gradient, bbox: geometry.boundingRect, transform: transform,
                                                    table: gradients)
            else { return }
            draw(shader, rule: rule)
        case .radialGradient(let gradient):
            guard let shader = RadialGradientShader(gradient, bbox: geometry.boundingRect, transform: transform,
                                                    table: gradients)
            else { return }
            draw(shader, rule: rule)
        }
        layers.markDrawn(box)
    }

    private func draw<S: Shader>(_ shader: S, rule: FillRule) {
        var blitter = SpanBlitter(pixels: layers.pixels, width: width, mask: clips.current?.values, shader: shader,
                                  colors: colorRow.pointer, maskedCoverage: coverageRow.pointer)
        rasterizer.sweep(rule: rule, into: &blitter)
    }
}

extension RasterBackend: RenderBackend {
    /// Renders `tree` onto a new transparent pixmap of `size`, each side rounded up to whole
    /// pixels.
    ///
    /// - Throws: ``CanvasError`` for a size ``CanvasSize`` rejects.
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
    /// Draws on the pixmap with a ``GraphicsContext``: `body` records the drawing, which is then
    /// rendered over the current contents by a ``RasterBackend``.
    ///
    /// Rethrows what `body` throws, and throws ``RenderError`` for invalid drawing (such as
    /// non-finite coordinates), in which case nothing is drawn.
    public mutating func draw(_ body: (GraphicsContext) throws -> Void) throws {
        let context = GraphicsContext()
        try body(context)
        RasterBackend().render(try context.renderTree(), into: &self)
    }
}
