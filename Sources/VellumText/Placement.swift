import VellumCore

/// Places shaped glyphs: positions along each line, alignment, baselines, outlines moved into
/// place, and the resulting bounds — all at one scale.
struct Placement {
    private(set) var glyphs: [PositionedGlyph] = []
    private(set) var lines: [TextLine] = []
    let width: Double
    let height: Double
    private(set) var inkBounds = Rect.zero

    init(shaped: ShapedText, lines boxes: [LineBox], scale: Double, paragraph: ParagraphStyle) {
        let stack = Stack(boxes, paragraph: paragraph)
        width = stack.width * scale
        height = stack.height * scale
        var ink: Rect?
        for (index, box) in boxes.enumerated() {
            let x0 = (stack.width - box.width) * paragraph.alignment.offsetFactor * scale
            let baseline = (stack.tops[index] + box.ascent) * scale
            var pen = 0.0
            for i in box.glyphs {
                let glyph = shaped.glyphs[i]
                if i != box.glyphs.lowerBound { pen += glyph.kerning }
                let placed = Self.place(glyph, style: shaped.runs[glyph.run].style, scale: scale,
                                        origin: Point(x: x0 + pen * scale, y: baseline), line: index)
                if let bounds = placed.inkBounds { ink = ink.map { $0.union(bounds) } ?? bounds }
                glyphs.append(placed)
                pen += glyph.advance
            }
            lines.append(TextLine(glyphRange: box.glyphs, baseline: baseline,
                                  bounds: Rect(x: x0, y: baseline - box.ascent * scale,
                                               width: box.width * scale,
                                               height: (box.ascent + box.descent) * scale)))
        }
        inkBounds = ink ?? .zero
    }

    private static func place(_ glyph: ShapedGlyph, style: TextStyle, scale: Double, origin: Point,
                              line: Int) -> PositionedGlyph {
        let size = style.size * scale
        let k = size / glyph.face.unitsPerEm
        let outline = glyph.face.outline(of: glyph.glyph).path
        let path = outline.applying(AffineTransform(a: k, b: 0, c: 0, d: k, tx: origin.x, ty: origin.y))
        return PositionedGlyph(face: glyph.face, glyph: glyph.glyph, origin: origin, size: size,
                               color: style.color, path: path, line: line, run: glyph.run)
    }
}
