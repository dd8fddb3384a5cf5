import VellumCore

extension GraphicsContext {
    /// Draws a text layout as filled glyph outlines, one `.fill` operation per visible glyph in
    /// its run's colour, so that every backend draws exactly the same glyphs, then its colour
    /// glyphs (``drawColorGlyphs(of:offset:)``), then its underlines and lines-through.
    ///
    /// - Parameters:
    ///   - layout: The laid-out text.
    ///   - point: Where the layout goes, in user space.
    ///   - anchor: Which point of the layout's typographic bounds lands on `point`:
    ///     `.topLeading` puts the top-left corner there, `.center` the centre.
    public func draw(_ layout: TextLayout, at point: Point, anchor: UnitPoint = .topLeading) {
        let offset = point - anchor.point(in: layout.typographicBounds)
        for glyph in layout.glyphs where !glyph.path.isEmpty {
            fill(glyph.path.offsetBy(dx: offset.x, dy: offset.y), with: .color(glyph.color), rule: .nonZero)
        }
        drawColorGlyphs(of: layout, offset: offset)
        for decoration in layout.decorations {
            let color = decoration.color ?? layout.glyphs.first { $0.run == decoration.run }?.color ?? .black
            fill(decoration.path.offsetBy(dx: offset.x, dy: offset.y), with: .color(color), rule: .nonZero)
        }
    }
}
