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
    /// Whether the text had more columns than ``ParagraphStyle/lineLimit`` and was cut.
    private(set) var isTruncated = false
    /// Underlines (on the column's right side, as CSS sets them in vertical text) and lines
    /// through (on its centre line), column by column.
    private(set) var decorations: [PlacedTextDecoration] = []

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

    /// A glyph of a paragraph's column as ``place(_:runs:)`` sets it: where along the column its
    /// advance starts and ends, whether a column may start at it (a break opportunity of
    /// UAX #14 before its cluster), whether it starts a cluster, and whether it is white space,
    /// which may hang past a column's end.
    private struct ColumnGlyph {
        var glyph: PositionedGlyph
        var start: Double
        var end: Double
        var breakBefore: Bool
        var startsCluster: Bool
        var isSpace: Bool

        /// The glyph moved `distance` down its column.
        func moved(down distance: Double) -> ColumnGlyph {
            var moved = self
            moved.glyph = glyph.moved(by: Point(x: 0, y: distance), line: 0)
            (moved.start, moved.end) = (start + distance, end + distance)
            return moved
        }
    }

    /// A column as wrapped: its glyphs, its length (white space hanging at a wrapped end left
    /// out) and its breadth.
    private struct PlacedColumn {
        var glyphs: ArraySlice<ColumnGlyph>
        var length: Double
        var breadth: Double
    }

    /// Lays out `runs` in columns, a paragraph's column wrapped into several no longer than
    /// `maxHeight` (when given and ``ParagraphStyle/wrapsLines``); columns past
    /// ``ParagraphStyle/lineLimit`` are cut, the last kept ending in an upright ellipsis.
    init(runs: [TextRun], paragraph: ParagraphStyle, maxHeight: Double?, library: FontLibrary) throws(TextError) {
        try ShapedText.checkLength(of: runs)
        let limit = paragraph.wrapsLines ? maxHeight.flatMap { $0.isFinite ? max($0, 0) : nil } : nil
        var columns: [PlacedColumn] = []
        for paragraphColumn in try self.columns(of: runs, paragraph: paragraph, library: library) {
            let placed = place(paragraphColumn, runs: runs)
            for range in Self.wrap(placed, limit: limit) {
                let glyphs = placed[range]
                let top = glyphs.first?.start ?? 0
                // White space hangs past a wrapped column's end; the paragraph's last column keeps it.
                let kept = range.upperBound == placed.count ? glyphs.last : glyphs.last { !$0.isSpace }
                columns.append(PlacedColumn(glyphs: glyphs, length: (kept?.end ?? top) - top,
                                            breadth: paragraphColumn.breadth))
            }
        }
        if let lineLimit = paragraph.effectiveLineLimit, columns.count > lineLimit {
            columns.removeLast(columns.count - lineLimit)
            columns[lineLimit - 1] = ellipsized(columns[lineLimit - 1], limit: limit, runs: runs)
            isTruncated = true
        }
        width = columns.reduce(0) { $0 + $1.breadth }
        height = columns.map(\.length).max() ?? 0
        var x = paragraph.writingMode == .verticalRightToLeft ? width : 0
        var ink: Rect?
        for (index, column) in columns.enumerated() {
            if paragraph.writingMode == .verticalRightToLeft { x -= column.breadth }
            let top = (height - column.length) * paragraph.alignment.offsetFactor - (column.glyphs.first?.start ?? 0)
            let start = glyphs.count
            for placed in column.glyphs {
                let moved = placed.glyph.moved(by: Point(x: x + column.breadth / 2, y: top), line: index)
                if let bounds = moved.inkBounds { ink = ink.map { $0.union(bounds) } ?? bounds }
                glyphs.append(moved)
            }
            decorate(column, centre: x + column.breadth / 2, top: top, runs: runs)
            lines.append(TextLine(glyphRange: start..<glyphs.count, baseline: x + column.breadth / 2,
                                  bounds: Rect(x: x, y: top + (column.glyphs.first?.start ?? 0),
                                               width: column.breadth, height: column.length)))
            if paragraph.writingMode == .verticalLeftToRight { x += column.breadth }
        }
        inkBounds = ink ?? .zero
    }

    /// The decoration lines of one column: one per stretch of glyphs of a run that asks for
    /// them, down from its first glyph's start to its last's end (white space at the column's
    /// end left out), as thick as the run's font says. An underline lies along the right edge
    /// of the glyphs' em box, a line through on the centre line.
    private mutating func decorate(_ column: PlacedColumn, centre: Double, top: Double, runs: [TextRun]) {
        var visibleEnd = column.glyphs.endIndex
        while visibleEnd > column.glyphs.startIndex, column.glyphs[visibleEnd - 1].isSpace { visibleEnd -= 1 }
        let visible = column.glyphs[..<visibleEnd]
        var index = visible.startIndex
        while index < visible.endIndex {
            let run = visible[index].glyph.run
            var end = index
            while end < visible.endIndex, visible[end].glyph.run == run { end += 1 }
            let style = runs[run].style
            let metrics = visible[index].glyph.face.metrics(size: style.size)
            let from = visible[index].start + top, to = visible[end - 1].end + top
            if let underline = style.underline {
                let thickness = metrics.underlineThickness
                decorations.append(PlacedTextDecoration(
                    kind: .underline, verticalBounds: Rect(x: centre + style.size / 2 - thickness, y: from,
                                                           width: thickness, height: to - from),
                    decoration: underline, run: run))
            }
            if let strikethrough = style.strikethrough {
                let thickness = metrics.strikeoutThickness
                decorations.append(PlacedTextDecoration(
                    kind: .strikethrough, verticalBounds: Rect(x: centre - thickness / 2, y: from,
                                                               width: thickness, height: to - from),
                    decoration: strikethrough, run: run))
            }
            index = end
        }
    }

    /// Splits a paragraph's column into columns no longer than `limit`: each ends at the last
    /// break opportunity up to which it fits (white space at its end hanging), or between
    /// clusters when not even its first word fits. One column when there is no limit.
    private static func wrap(_ glyphs: [ColumnGlyph], limit: Double?) -> [Range<Int>] {
        guard let limit, !glyphs.isEmpty else { return [0..<glyphs.count] }
        // A tiny tolerance keeps a column that fits exactly from wrapping through rounding.
        let tolerance = limit + limit * 1e-9
        var columns: [Range<Int>] = []
        var start = 0
        while start < glyphs.count {
            var end = glyphs.count
            var lastFit: Int?
            for i in start..<glyphs.count {
                if i > start && glyphs[i].breakBefore { lastFit = i }
                guard !glyphs[i].isSpace, glyphs[i].end - glyphs[start].start > tolerance else { continue }
                end = lastFit ?? clusterBoundary(before: i, after: start, in: glyphs)
                break
            }
            columns.append(start..<end)
            start = end
        }
        return columns
    }

    /// `column` ending in an ellipsis (U+2026, upright, in the face and run of the column's last
    /// glyph), whole clusters and trailing white space taken off its end until it fits `limit`.
    private func ellipsized(_ column: PlacedColumn, limit: Double?, runs: [TextRun]) -> PlacedColumn {
        guard let last = column.glyphs.last else { return column }
        let top = column.glyphs.first?.start ?? 0
        let ellipsisColumn = Column(segments: [Segment(run: last.glyph.run, face: last.glyph.face, upright: true,
                                                       scalars: ["\u{2026}"], sources: [0])])
        let ellipsisLength = place(ellipsisColumn, runs: runs).last?.end ?? 0
        var glyphs = column.glyphs
        while let end = glyphs.last, end.isSpace || limit.map({ end.end - top + ellipsisLength > $0 }) ?? false {
            // A cluster goes whole: its glyphs back to the one that starts it.
            while let removed = glyphs.popLast(), !removed.startsCluster {}
        }
        let pen = glyphs.last?.end ?? top
        // The ellipsis counts as the character after the last one kept.
        let index = (glyphs.last?.glyph.characterIndex).map { $0 + 1 } ?? last.glyph.characterIndex
        var ellipsis = ellipsisColumn
        ellipsis.segments[0].sources = [index]
        let placed = place(ellipsis, runs: runs).map { $0.moved(down: pen) }
        return PlacedColumn(glyphs: ArraySlice(Array(glyphs) + placed), length: pen + ellipsisLength - top,
                            breadth: column.breadth)
    }

    /// The last resort for a word longer than the column: the cluster start at or before
    /// glyph `index` past `start`, or else the first after `start` (at least one cluster).
    private static func clusterBoundary(before index: Int, after start: Int, in glyphs: [ColumnGlyph]) -> Int {
        if let boundary = (start + 1...index).last(where: { glyphs[$0].startsCluster }) { return boundary }
        return (start + 1..<glyphs.count).first { glyphs[$0].startsCluster } ?? glyphs.count
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

    /// A paragraph's glyphs placed about its column's centre line (x = 0) from its top (y = 0).
    private func place(_ column: Column, runs: [TextRun]) -> [ColumnGlyph] {
        let opportunities = LineBreakOpportunities(column.segments.flatMap { $0.scalars.map(\.value) })
        var glyphs: [ColumnGlyph] = []
        var pen = 0.0
        var segmentStart = 0
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
                let startsCluster = clusters.insert(glyph.cluster).inserted
                let characters = startsCluster ? Self.characters(of: segment, cluster: glyph.cluster, in: shaped) : ""
                let origin = segment.upright
                    ? Point(x: glyph.offsetX * k, y: pen + glyph.offsetY * k)
                    : Point(x: baseline - glyph.offsetY * k, y: pen + glyph.offsetX * k)
                let colorGlyph = segment.face.colorGlyph(of: glyph.glyph, pixelsPerEm: style.size, foreground: style.color)
                let positioned = PositionedGlyph(face: segment.face, glyph: glyph.glyph, origin: origin, size: style.size,
                                                 color: style.color, path: Path(), colorGlyph: colorGlyph, line: 0,
                                                 run: segment.run, characters: characters, isRightToLeft: false,
                                                 characterIndex: segment.sources[glyph.cluster],
                                                 isSideways: !segment.upright)
                let scalar = segmentStart + glyph.cluster
                glyphs.append(ColumnGlyph(glyph: positioned, start: pen, end: pen + glyph.advance * k,
                                          breakBefore: startsCluster && opportunities[scalar], startsCluster: startsCluster,
                                          isSpace: ShapedText.isBreakingSpace(segment.scalars[glyph.cluster].value)))
                pen += glyph.advance * k
            }
            segmentStart += segment.scalars.count
        }
        return glyphs
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
