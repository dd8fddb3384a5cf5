import VellumCore

/// Renders ``DisplayList``s into ``Pixmap``s with Vellum's own analytic anti-aliased rasterizer.
///
///     let backend = RasterBackend()
///     var pixmap = try Pixmap(width: 640, height: 480)
///     try backend.render(context.displayList, into: &pixmap)
///
/// Coverage is the exact area of each pixel inside the shape (no supersampling), compositing is
/// source-over in premultiplied RGBA8 with exact rounding, and rendering is single-threaded and
/// deterministic: the same list on the same canvas always gives the same bytes.
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

    /// Creates a backend flattening curves to within `tolerance` device pixels.
    public init(tolerance: Double = Path.defaultTolerance) {
        self.tolerance = tolerance
    }

    /// Draws `list` onto `pixmap`, over what it already holds.
    ///
    /// The list is validated first: non-finite geometry, paints or stroke styles, negative line
    /// widths and unbalanced pops throw ``RenderError`` and leave the pixmap untouched. Clips and
    /// layers still open at the end of the list are closed.
    public func render(_ list: DisplayList, into pixmap: inout Pixmap) throws(RenderError) {
        render(try ValidatedDisplayList(list), into: &pixmap)
    }

    /// Draws an already validated list onto `pixmap`, over what it already holds, without
    /// checking it again.
    public func render(_ validated: ValidatedDisplayList, into pixmap: inout Pixmap) {
        let list = validated.list
        let (w, h) = (pixmap.width, pixmap.height)
        width = w
        rasterizer.resize(width: w)
        colorRow.reserve(w)
        coverageRow.reserve(w)
        clips.reset(width: w, height: h)
        pixmap.withPixels { pixels in
            layers.begin(pixels.baseAddress!, width: w, height: h)
            for operation in list.operations { execute(operation, in: list, base: .identity) }
            layers.end()
        }
        clips.reset(width: w, height: h)
    }

    /// Carries out one operation; `base` maps the operation's device space into the canvas when
    /// it belongs to a symbol drawn by `useSymbol` (validation has ruled out symbol cycles).
    private func execute(_ operation: DrawOperation, in list: DisplayList, base: AffineTransform) {
        switch operation {
        case .fill(let path, let paint, let rule, let transform):
            fill(path, paint: paint, rule: rule, transform: transform.concatenating(base), tolerance: tolerance,
                 bboxOf: path)
        case .stroke(let path, let paint, let style, let transform):
            stroke(path, paint: paint, style: style, transform: transform.concatenating(base))
        case .pushClip(let path, let rule, let transform):
            clips.push(path, rule: rule, transform: transform.concatenating(base), tolerance: tolerance,
                       rasterizer: rasterizer)
        case .popClip:
            clips.pop()
        case .beginLayer(let opacity, let shadow):
            layers.push(opacity: opacity, shadow: shadow)
        case .endLayer:
            layers.pop()
        case .useSymbol(let tag, let transform):
            guard let symbol = list.symbols[tag] else { return }
            let symbolBase = transform.concatenating(base)
            for inner in symbol.operations { execute(inner, in: list, base: symbolBase) }
        }
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
    /// Renders `list` onto a new transparent pixmap of `size` (rounded up to whole pixels).
    public func render(_ list: DisplayList, size: Size) throws -> Pixmap {
        // Clamp before converting: Int(_:) traps on values it cannot hold; the pixmap then reports
        // the size as too large or not positive.
        func pixels(_ v: Double) -> Int { v.isNaN ? 0 : Int(min(max(v.rounded(.up), -1), Double(Int32.max))) }
        var pixmap = try Pixmap(width: pixels(size.width), height: pixels(size.height))
        try render(list, into: &pixmap)
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
        try RasterBackend().render(context.displayList, into: &self)
    }
}
