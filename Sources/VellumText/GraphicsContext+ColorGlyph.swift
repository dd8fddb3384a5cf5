import VellumCore

extension GraphicsContext {
    /// Draws the colour glyphs of `layout` (emoji) moved by `offset`: a bitmap glyph as a
    /// rectangle filled with its image, a `COLR` glyph as its outlines filled with their colours
    /// and gradients, composites as layers with their blend modes. Ordinary glyphs are left to
    /// the outline fill.
    public func drawColorGlyphs(of layout: TextLayout, offset: Point = .zero) {
        let move = AffineTransform(translationX: offset.x, y: offset.y)
        for glyph in layout.glyphs {
            guard let colorGlyph = glyph.colorGlyph else { continue }
            draw(colorGlyph, transform: glyph.outlineTransform.concatenating(move))
        }
    }

    /// Draws one colour glyph through `transform`, which maps its font units (y down, the pen
    /// at the origin) to the context's user space: what ``drawColorGlyphs(of:offset:)`` does
    /// for each of a layout's colour glyphs, for glyphs placed by other layouts (SVG text).
    public func draw(_ colorGlyph: ColorGlyph, transform: AffineTransform) {
        withSavedGState {
            concatenate(transform)
            switch colorGlyph {
            case .bitmap(let bitmap): draw(bitmap)
            case .layers(let layers): draw(layers)
            }
        }
    }

    /// A bitmap glyph, its image reduced to about the device pixels it covers.
    private func draw(_ bitmap: ColorBitmap) {
        let pixelWidth = bitmap.rect.width * (ctm.a * ctm.a + ctm.b * ctm.b).squareRoot()
        let image = bitmap.image(forPixelWidth: pixelWidth)
        let placement = AffineTransform(scaleX: bitmap.rect.width / Double(image.width),
                                        y: bitmap.rect.height / Double(image.height))
            .concatenating(AffineTransform(translationX: bitmap.rect.minX, y: bitmap.rect.minY))
        fill(Path(bitmap.rect), with: .image(ImagePaint(image, transform: placement)), rule: .nonZero)
    }

    /// `COLR` layers in order; a composite draws its backdrop, then its source blended onto it,
    /// inside a layer of their own.
    private func draw(_ layers: [ColorGlyphLayer]) {
        for layer in layers {
            switch layer {
            case .fill(let path, let paint):
                fill(path, with: paint, rule: .nonZero)
            case .composite(let source, let mode, let backdrop):
                drawLayer { context in
                    context.draw(backdrop)
                    context.setBlendMode(mode)
                    context.drawLayer { $0.draw(source) }
                }
            }
        }
    }
}
