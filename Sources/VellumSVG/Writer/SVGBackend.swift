import VellumCore

/// The vector backend: renders a render tree as a standalone SVG 1.1 document.
///
///     let document = try SVGBackend().render(context.renderTree(), size: Size(width: 200, height: 100))
///     try document.write(to: "drawing.svg")
///
/// Strokes stay strokes (their width in the element's user space, under its transform), gradients
/// stay gradients, symbols become one `<symbol>` with a `<use>` per use, clips become
/// `<clipPath>`s and shadows filters. See Docs/SVGBackend.md for what each operation becomes.
///
/// Output is deterministic: the same tree and options give identical bytes.
public struct SVGBackend: RenderBackend, Hashable, Sendable {
    /// Decimals for coordinates, lengths and opacities (0…12). The linear part of transform
    /// matrices gets three more, because its error grows with the coordinates it maps.
    public var precision: Int
    /// Text for the document's `<title>` element, or `nil` for none.
    public var title: String?
    /// What draws the content of a layer SVG cannot say (one a Porter–Duff operator or
    /// `plusDarker` blends into) as an image; `nil` writes such groups source-over.
    public var pixelFallback: SVGPixelFallback?

    /// Creates a backend; the default precision, three decimals, is a thousandth of a pixel.
    public init(precision: Int = 3, title: String? = nil, pixelFallback: SVGPixelFallback? = nil) {
        self.precision = precision
        self.title = title
        self.pixelFallback = pixelFallback
    }

    /// Renders `tree` on a canvas of `size`: the document's `width`, `height` and `viewBox`, so
    /// one user unit is one device pixel.
    ///
    /// - Throws: `CanvasError` for a size `CanvasSize` rejects — the
    ///   rule every backend shares.
    public func render(_ tree: RenderTree, size: Size) throws(CanvasError) -> SVGDocument {
        try render(tree, size: size, moving: [])
    }

    /// A live SVG: `tree` on a canvas of `size` with `parts` drawn over it, each kept moving for
    /// ever from where it is by an SMIL `animateTransform` — turned about its pivot or slid across
    /// the canvas — so the document keeps time in a browser (`vellum animate … -o live.svg`).
    ///
    ///     let live = try clock.liveSVG!(values)   // a component's still body and moving parts
    ///     let tree = try live.body.scene().renderTree(size: size)
    ///     try SVGBackend().render(tree, size: size, moving: live.parts).write(to: "clock.svg")
    ///
    /// - Throws: `CanvasError` for a size `CanvasSize` rejects.
    public func render(_ tree: RenderTree, size: Size, moving parts: [LivePart]) throws(CanvasError) -> SVGDocument {
        _ = try CanvasSize(size)
        let format = SVGNumberFormat(decimals: precision)
        var writer = SVGWriter(tree: tree, format: format, pixels: pixelFallback)
        return SVGDocument(utf8: writer.document(size: size, title: title,
                                                 after: parts.map { SVGLiveParts.element($0, format) }))
    }
}

extension SVGBackend {
    /// An animated SVG of `frames` on a canvas of `size`: each frame's tree shown from its start
    /// (seconds from the document's start) until the next frame's, the last one from its start
    /// on, by SMIL `set`s of `visibility` — a flipbook of vector frames that plays in a browser
    /// (`vellum animate … --param-to … -o change.svg`). Consecutive frames that write the same
    /// are one group; the frames share their definitions. Without SMIL the first frame shows.
    ///
    /// - Throws: `CanvasError` for a size `CanvasSize` rejects.
    public func render(frames: [(tree: RenderTree, seconds: Double)], size: Size) throws(CanvasError) -> SVGDocument {
        _ = try CanvasSize(size)
        guard let first = frames.first else { return try render(RenderTree.empty, size: size) }
        var writer = SVGWriter(tree: first.tree, format: SVGNumberFormat(decimals: precision), pixels: pixelFallback)
        return SVGDocument(utf8: writer.flipbook(frames, size: size, title: title))
    }
}

extension RenderBackend where Self == SVGBackend {
    /// The SVG backend with default options, so call sites read `backend: .svg`.
    public static var svg: SVGBackend { SVGBackend() }

    /// The SVG backend writing numbers with `precision` decimals.
    public static func svg(precision: Int) -> SVGBackend { SVGBackend(precision: precision) }
}

extension SVGBackend: FileRenderBackend {
    /// Renders `tree` as an SVG document's UTF-8 bytes.
    public func fileData(for tree: RenderTree, size: Size) throws -> [UInt8] {
        try render(tree, size: size).data
    }
}

extension OutputFormat {
    /// SVG, written by the SVG backend.
    public static let svg = svg(pixelFallback: nil)

    /// SVG, written by the SVG backend with `pixelFallback` for the layers SVG cannot say.
    public static func svg(pixelFallback: SVGPixelFallback?) -> OutputFormat {
        OutputFormat(name: "svg", fileExtensions: ["svg"]) { SVGBackend(pixelFallback: pixelFallback) }
    }
}
