import VellumCore

/// Text set in columns (``WritingMode/verticalRightToLeft`` and ``WritingMode/verticalLeftToRight``):
/// each paragraph (text between explicit line breaks) is one column running down, columns side
/// by side. Characters that stand upright in vertical text (``VerticalOrientation``: Han, kana,
/// Hangul, full-width forms and the punctuation fonts give vertical forms) are shaped by
/// HarfBuzz top to bottom — the font's `vert`/`vrt2` forms, vertical advances and origins from
/// `vmtx`/`VORG` or HarfBuzz's synthesized ones — and centred on the column; other text (Latin,
/// digits) is shaped left to right and turned a quarter clockwise, its central baseline on the
/// column's centre, as browsers set `text-orientation: mixed`.
struct VerticalPlacement {
    private(set) var glyphs: [PositionedGlyph] = []
    private(set) var lines: [TextLine] = []
    private(set) var width = 0.0
    private(set) var height = 0.0
    private(set) var inkBounds = Rect.zero
    private(set) var warnings: [TextWarning] = []

    /// A stretch of a column in one run, face and orientation, shaped as one.
    private struct Segment {
        var run: Int
        var face: FontFace
        var upright: Bool
        var scalars: [Unicode.Scalar] = []
        /// The index of each scalar's grapheme cluster in the whole text.
        var sources: [Int] = []
    }

    /// A column: its segments and its breadth (the largest line height of its runs).
    private struct Column {
        var segments: [Segment] = []
        var breadth = 0.0
    }

    init(runs: [TextRun], paragraph: ParagraphStyle, library: FontLibrary) throws(TextError) {
        try ShapedText.checkLength(of: runs)
        let columns = try columns(of: runs, paragraph: paragraph, library: library)
        let placed = columns.map { place($0, runs: runs) }
        width = columns.reduce(0) { $0 + $1.breadth }
        height = placed.map(\.length).max() ?? 0
        var x = paragraph.writingMode == .verticalRightToLeft ? width : 0
        var ink: Rect?
        for (index, column) in columns.enumerated() {
            if paragraph.writingMode == .verticalRightToLeft { x -= column.breadth }
            let top = (height - placed[index].length) * paragraph.alignment.offsetFactor
            let start = glyphs.count
            for glyph in placed[index].glyphs {
                let moved = glyph.moved(by: Point(x: x + column.breadth / 2, y: top), line: index)
                if let bounds = moved.inkBounds { ink = ink.map { $0.union(bounds) } ?? bounds }
                glyphs.append(moved)
            }
            lines.append(TextLine(glyphRange: start..<glyphs.count, baseline: x + column.breadth / 2,
                                  bounds: Rect(x: x, y: top, width: column.breadth, height: placed[index].length)))
            if paragraph.writingMode == .verticalLeftToRight { x += column.breadth }
        }
        inkBounds = ink ?? .zero
    }

    /// Splits the text into columns at explicit line breaks and each column into segments,
    /// resolving fonts (with fallback per grapheme cluster) on the way.
    private mutating func columns(of runs: [TextRun], paragraph: ParagraphStyle,
                                  library: FontLibrary) throws(TextError) -> [Column] {
        var columns: [Column] = []
        var column = Column()
        var source = 0
        for (index, run) in runs.enumerated() {
            let (resolved, warnings) = try run.resolvedFont(library: library)
            for warning in warnings { warn(warning) }
            guard let font = resolved else {
                source += run.text.count
                continue
            }
            let metrics = font.metrics(size: run.style.size)
            let breadth = metrics.lineHeight * paragraph.effectiveLineHeightMultiple + paragraph.effectiveLineSpacing
            for character in run.text {
                defer { source += 1 }
                guard let first = character.unicodeScalars.first else { continue }
                column.breadth = max(column.breadth, breadth)
                // "\r\n" is one Character, so one break.
                if ShapedText.isLineBreak(first) {
                    columns.append(column)
                    column = Column()
                    continue
                }
                let face = library.face(for: first, in: font) ?? font.face
                if face.glyph(for: first) == nil { warn(.missingGlyph(character: first, family: font.face.familyName)) }
                let upright = VerticalOrientation.isUprightWhenShapedVertically(first)
                let last = column.segments.last
                if last?.run != index || last?.face != face || last?.upright != upright {
                    column.segments.append(Segment(run: index, face: face, upright: upright))
                }
                column.segments[column.segments.count - 1].scalars += character.unicodeScalars
                column.segments[column.segments.count - 1].sources += character.unicodeScalars.map { _ in source }
            }
        }
        if !column.segments.isEmpty || !columns.isEmpty { columns.append(column) }
        return columns
    }

    /// A column's glyphs placed about its centre line (x = 0) from its top (y = 0), and its length.
    private func place(_ column: Column, runs: [TextRun]) -> (glyphs: [PositionedGlyph], length: Double) {
        var glyphs: [PositionedGlyph] = []
        var pen = 0.0
        for segment in column.segments {
            let style = runs[segment.run].style
            let k = style.size / segment.face.unitsPerEm
            let shaped = segment.upright
                ? segment.face.shapedColumn(segment.scalars, features: style.shapingFeatures)
                : segment.face.shapedRun(segment.scalars, rightToLeft: false, features: style.shapingFeatures)
            // A turned run's central baseline (halfway between ascent and descent) lies on the centre line.
            let metrics = segment.face.metrics(size: style.size)
            let baseline = -(metrics.ascent - metrics.descent) / 2
            var clusters = Set<Int>()
            for glyph in shaped {
                let characters = clusters.insert(glyph.cluster).inserted
                    ? Self.characters(of: segment, cluster: glyph.cluster, in: shaped) : ""
                let origin = segment.upright
                    ? Point(x: glyph.offsetX * k, y: pen + glyph.offsetY * k)
                    : Point(x: baseline - glyph.offsetY * k, y: pen + glyph.offsetX * k)
                let colorGlyph = segment.face.colorGlyph(of: glyph.glyph, pixelsPerEm: style.size, foreground: style.color)
                glyphs.append(PositionedGlyph(face: segment.face, glyph: glyph.glyph, origin: origin, size: style.size,
                                              color: style.color, path: Path(), colorGlyph: colorGlyph, line: 0, run: segment.run,
                                              characters: characters, isRightToLeft: false,
                                              characterIndex: segment.sources[glyph.cluster],
                                              isSideways: !segment.upright))
                pen += glyph.advance * k
            }
        }
        return (glyphs, pen)
    }

    /// The scalars of the cluster that starts at `cluster` in a segment's shaped glyphs.
    private static func characters(of segment: Segment, cluster: Int, in shaped: [RunGlyph]) -> String {
        let end = shaped.map(\.cluster).filter { $0 > cluster }.min() ?? segment.scalars.count
        return String(String.UnicodeScalarView(segment.scalars[cluster..<end]))
    }

    private mutating func warn(_ warning: TextWarning) {
        if !warnings.contains(warning) { warnings.append(warning) }
    }
}

extension PositionedGlyph {
    /// The glyph moved by `offset` onto line `line`, its outline placed there (turned a quarter
    /// clockwise when it lies on its side).
    func moved(by offset: Point, line: Int) -> PositionedGlyph {
        var moved = PositionedGlyph(face: face, glyph: glyph, origin: Point(x: origin.x + offset.x, y: origin.y + offset.y),
                                    size: size, color: color, path: Path(), colorGlyph: colorGlyph, line: line, run: run,
                                    characters: characters, isRightToLeft: isRightToLeft,
                                    characterIndex: characterIndex, isSideways: isSideways)
        if colorGlyph == nil { moved.path = face.outline(of: glyph).path.applying(moved.outlineTransform) }
        return moved
    }
}
