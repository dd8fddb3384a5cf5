import VellumCore

/// The vector backend: renders a display list as a standalone SVG 1.1 document.
///
///     let document = try SVGBackend().render(context.displayList, size: Size(width: 200, height: 100))
///     try document.write(to: "drawing.svg")
///
/// Strokes stay strokes (their width in the element's user space, under its transform), gradients
/// stay gradients, symbols become one `<symbol>` with a `<use>` per use, clips become
/// `<clipPath>`s and shadows filters. See Docs/SVGBackend.md for what each operation becomes.
///
/// Output is deterministic: the same list and options give identical bytes.
public struct SVGBackend: RenderBackend, Hashable, Sendable {
    /// Decimals for coordinates, lengths and opacities (0…12). The linear part of transform
    /// matrices gets three more, because its error grows with the coordinates it maps.
    public var precision: Int
    /// Text for the document's `<title>` element, or `nil` for none.
    public var title: String?

    /// Creates a backend; the default precision, three decimals, is a thousandth of a pixel.
    public init(precision: Int = 3, title: String? = nil) {
        self.precision = precision
        self.title = title
    }

    /// Renders `list` on a canvas of `size`: the document's `width`, `height` and `viewBox`, so
    /// one user unit is one device pixel.
    ///
    /// - Throws: the ``RenderError`` from `list.validate()` (a non-finite number, unbalanced clips
    ///   or layers, a missing or cyclic symbol), or ``RenderError/invalidValue(operation:what:)``
    ///   for a canvas size that is negative or not finite.
    public func render(_ list: DisplayList, size: Size) throws(RenderError) -> SVGDocument {
        try list.validate()
        guard size.isFinite, size.width >= 0, size.height >= 0 else {
            throw .invalidValue(operation: 0, what: "canvas size \(size) (must be finite and ≥ 0)")
        }
        var writer = SVGWriter(list: list, format: SVGNumberFormat(decimals: precision))
        return SVGDocument(text: writer.document(size: size, title: title))
    }
}

extension RenderBackend where Self == SVGBackend {
    /// The SVG backend with default options, so call sites read `backend: .svg`.
    public static var svg: SVGBackend { SVGBackend() }

    /// The SVG backend writing numbers with `precision` decimals.
    public static func svg(precision: Int) -> SVGBackend { SVGBackend(precision: precision) }
}
