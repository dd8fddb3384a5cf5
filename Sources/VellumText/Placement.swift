import VellumCore

/// Places shaped glyphs: each line in page order, positions along it, alignment, baselines,
/// outlines moved into place, and the resulting bounds — all at one scale.
struct Placement {
    private(set) var glyphs: [PositionedGlyph] = []
    private(set) var lines: [TextLine] = []
    let width: Double
    let height: Double
    private(set) var inkBounds = Rect.zero
    /// The underlines and lines-through, line by line, left to right.
    private(set) var decorations: [PlacedTextDecoration] = []

    init(shaped: ShapedText, lines boxes: [LineBox], scale: Double, paragraph: ParagraphStyle) {
        let stack = Stack(boxes, paragraph: paragraph, emptyLine: shaped.emptyLine)
        width = stack.width * scale
        height = stack.height * scale
        var ink: Rect?
        for (index, box) in boxes.enumerated() {
            let x0 = (stack.width - box.width) * paragraph.alignment.offsetFactor * scale
            let baseline = (stack.tops[index] + box.ascent) * scale
            var pen = 0.0
            let visibleEnd = Self.visibleEnd(of: box.glyphs, in: shaped)
            var underlines = DecorationSpan(kind: .underline), strikes = DecorationSpan(kind: .strikethrough)
            for i in Self.pageOrder(of: box.glyphs, visibleEnd: visibleEnd, in: shaped) {
                let penBefore = pen
                let glyph = box.isHyphenated && i == box.glyphs.upperBound - 1 ? shaped.glyphs[i].endingLine : shaped.glyphs[i]
                // The spacing before a glyph in reading order lies to its right in right-to-left text.
                let spacing = i == box.glyphs.lowerBound ? 0 : glyph.spacing
                let isRightToLeft = glyph.level % 2 == 1
                if !isRightToLeft { pen += spacing }
                let origin = Point(x: x0 + (pen + glyph.offsetX) * scale, y: baseline + glyph.offsetY * scale)
                let placed = Self.place(glyph, style: shaped.runs[glyph.run].style, textRun: shaped.runs[glyph.run].textRun,
                                        scale: scale,
                                        origin: origin, line: index, readsRightToLeft: isRightToLeft && i < visibleEnd)
                if let bounds = placed.inkBounds { ink = ink.map { $0.union(bounds) } ?? bounds }
                glyphs.append(placed)
                pen += glyph.advance
                if isRightToLeft { pen += spacing }
                if i < visibleEnd {
                    let run = shaped.runs[glyph.run]
                    let from = x0 + penBefore * scale, to = x0 + pen * scale
                    underlines.extend(from: from, to: to, baseline: baseline, run: run, scale: scale, into: &decorations)
                    strikes.extend(from: from, to: to, baseline: baseline, run: run, scale: scale, into: &decorations)
                }
            }
            underlines.close(into: &decorations)
            strikes.close(into: &decorations)
            lines.append(TextLine(glyphRange: box.glyphs, baseline: baseline,
                                  bounds: Rect(x: x0, y: baseline - box.ascent * scale,
                                               width: box.width * scale,
                                               height: (box.ascent + box.descent) * scale)))
        }
        inkBounds = ink ?? .zero
    }

    /// The glyphs of a line in page order, left to right: the visible ones reordered by their
    /// bidi levels, then the trailing white space, which has no ink and no width in the line's
    /// box (rule L1 gives it the paragraph's level; putting it last keeps every line starting at
    /// its box's left edge whatever its direction).
    private static func pageOrder(of range: Range<Int>, visibleEnd: Int, in shaped: ShapedText) -> [Int] {
        let levels = shaped.glyphs[range.lowerBound..<visibleEnd].map(\.level)
        return visualOrder(levels: levels).map { range.lowerBound + $0 } + Array(visibleEnd..<range.upperBound)
    }

    /// Where a line's trailing white space starts.
    private static func visibleEnd(of range: Range<Int>, in shaped: ShapedText) -> Int {
        var visibleEnd = range.upperBound
        while visibleEnd > range.lowerBound && shaped.glyphs[visibleEnd - 1].isSpace { visibleEnd -= 1 }
        return visibleEnd
    }

    private static func place(_ glyph: ShapedGlyph, style: TextStyle, textRun: Int, scale: Double, origin: Point,
                              line: Int, readsRightToLeft: Bool) -> PositionedGlyph {
        let size = style.size * scale
        let k = size / glyph.face.unitsPerEm
        let colorGlyph = glyph.face.colorGlyph(of: glyph.glyph, pixelsPerEm: size, foreground: style.color)
        let outline = colorGlyph == nil ? glyph.face.outline(of: glyph.glyph).path : Path()
        let path = outline.applying(AffineTransform(a: k, b: 0, c: 0, d: k, tx: origin.x, ty: origin.y))
        return PositionedGlyph(face: glyph.face, glyph: glyph.glyph, origin: origin, size: size,
                               color: style.color, path: path, colorGlyph: colorGlyph, line: line, run: textRun,
                               characters: glyph.characters, isRightToLeft: readsRightToLeft,
                               characterIndex: glyph.source)
    }
}

/// The decoration line of one kind being drawn along a line, glyph by glyph in page order: it
/// grows while the glyphs ask for the same decoration at the same height and thickness.
private struct DecorationSpan {
    let kind: PlacedTextDecoration.Kind
    private var open: (decoration: TextDecoration, top: Double, thickness: Double, from: Double, to: Double, run: Int)?

    init(kind: PlacedTextDecoration.Kind) {
        self.kind = kind
    }

    /// Adds a glyph reaching from `from` to `to` in run `run`'s style.
    mutating func extend(from: Double, to: Double, baseline: Double, run: ShapedRun, scale: Double,
                         into decorations: inout [PlacedTextDecoration]) {
        let requested = kind == .underline ? run.style.underline : run.style.strikethrough
        guard let decoration = requested else { return close(into: &decorations) }
        let metrics = run.metrics
        let thickness = (kind == .underline ? metrics.underlineThickness : metrics.strikeoutThickness) * scale
        // The underline position is the stroke's centre below the baseline; the strikeout
        // position the stroke's top above it.
        let top = kind == .underline ? baseline + metrics.underlinePosition * scale - thickness / 2
            : baseline - metrics.strikeoutPosition * scale
        if let current = open, current.decoration == decoration, current.top == top, current.thickness == thickness {
            open?.from = min(current.from, from)
            open?.to = max(current.to, to)
            return
        }
        close(into: &decorations)
        open = (decoration, top, thickness, from, to, run.textRun)
    }

    /// Ends the line being drawn, if any.
    mutating func close(into decorations: inout [PlacedTextDecoration]) {
        guard let current = open else { return }
        open = nil
        let bounds = Rect(x: current.from, y: current.top, width: current.to - current.from, height: current.thickness)
        decorations.append(PlacedTextDecoration(kind: kind, bounds: bounds, decoration: current.decoration, run: current.run))
    }
}
