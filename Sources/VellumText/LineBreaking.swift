/// One line of shaped text at the requested size: which glyphs, how wide, and its vertical
/// metrics (the largest of the runs on it).
struct LineBox {
    var glyphs: Range<Int>
    /// The index of the explicit line (``ShapedText/hardLines``) the line is part of.
    var hardLine: Int
    /// The line breaks after a soft hyphen, whose last glyph then shows a hyphen
    /// (``ShapedGlyph/endingLine``).
    var isHyphenated: Bool
    /// Width from the first glyph's origin to the end of the last non-space glyph.
    var width: Double
    var ascent: Double
    var descent: Double
    var lineGap: Double
}

extension ShapedText {
    /// The lines the text makes when lines longer than `wrapWidth` break: greedily, each line
    /// taking as much as fits up to a break opportunity (``ShapedGlyph/breakBefore``), and a word
    /// wider than the line broken between clusters as a last resort, so that no line overflows
    /// but one of a single cluster. `.infinity` gives the explicit lines only.
    func lines(wrapWidth: Double) -> [LineBox] {
        lines { range in wrap(range, width: wrapWidth) }
    }

    /// The lines the text makes when each explicit line is cut into the glyph ranges `split`
    /// gives for it.
    private func lines(_ split: (Range<Int>) -> [Range<Int>]) -> [LineBox] {
        var boxes: [LineBox] = []
        for (index, hardLine) in hardLines.enumerated() {
            for range in split(hardLine.glyphs) {
                let isHyphenated = range.upperBound < hardLine.glyphs.upperBound && glyphs[range.upperBound - 1].hyphen != nil
                boxes.append(box(range, hardLine: index, isHyphenated: isHyphenated, emptyLineRun: hardLine.run))
            }
        }
        return boxes
    }

    /// The lines the text makes when lines start exactly at the glyphs whose cluster starts one
    /// of `starts` (``ShapedGlyph/source``) and at explicit line breaks, with no wrapping: how a
    /// truncated text keeps the lines it was cut from.
    func lines(startingAt starts: Set<Int>) -> [LineBox] {
        lines { range in
            var result: [Range<Int>] = []
            var start = range.lowerBound
            for i in range where i > start && glyphs[i].startsCluster && starts.contains(glyphs[i].source)
                && glyphs[i].source != glyphs[i - 1].source {
                result.append(start..<i)
                start = i
            }
            result.append(start..<range.upperBound)
            return result
        }
    }

    /// The width of the widest piece of text between two break opportunities: the narrowest the
    /// text wraps to without breaking inside a word.
    var widestWord: Double {
        var widest = 0.0
        for hardLine in hardLines {
            var pen = 0.0, visible = 0.0
            var start = hardLine.glyphs.lowerBound
            for i in hardLine.glyphs {
                if i > start && glyphs[i].breakBefore {
                    widest = max(widest, visible + hyphenGrowth(endingBefore: i))
                    start = i
                    pen = 0
                    visible = 0
                }
                pen += (i == start ? 0 : glyphs[i].spacing) + glyphs[i].advance
                if !glyphs[i].isSpace { visible = pen }
            }
            widest = max(widest, visible)
        }
        return widest
    }

    /// Splits one explicit line into lines no wider than `width`.
    private func wrap(_ range: Range<Int>, width: Double) -> [Range<Int>] {
        guard width.isFinite, !range.isEmpty else { return [range] }
        // A tiny tolerance keeps a line that fits exactly from wrapping because of rounding when
        // the width was computed as (box width / scale).
        let limit = width + abs(width) * 1e-9
        var result: [Range<Int>] = []
        var start = range.lowerBound
        while start < range.upperBound {
            let end = lineEnd(from: start, in: range, limit: limit)
            result.append(start..<end)
            start = end
        }
        return result
    }

    /// Where the line that starts at `start` ends: at the last break opportunity up to which it
    /// fits, or between clusters when not even its first word fits.
    private func lineEnd(from start: Int, in range: Range<Int>, limit: Double) -> Int {
        var pen = 0.0, visible = 0.0
        var lastFit: Int?
        for i in start..<range.upperBound {
            let glyph = glyphs[i]
            if i > start && glyph.breakBefore && visible + hyphenGrowth(endingBefore: i) <= limit { lastFit = i }
            pen += (i == start ? 0 : glyph.spacing) + glyph.advance
            if !glyph.isSpace { visible = pen }
            // Widths only grow from here (white space aside, which never counts at a line's end),
            // so no later opportunity can fit either.
            if visible > limit { return lastFit ?? clusterEnd(from: start, in: range, limit: limit) }
        }
        return range.upperBound
    }

    /// The last resort for a word wider than the line: as many whole clusters as fit, at least one.
    private func clusterEnd(from start: Int, in range: Range<Int>, limit: Double) -> Int {
        var pen = glyphs[start].advance
        var end: Int?
        for i in (start + 1)..<range.upperBound {
            if glyphs[i].startsCluster {
                if let end, pen > limit { return end }
                end = i
            }
            pen += glyphs[i].spacing + glyphs[i].advance
        }
        if let end, pen > limit { return end }
        return range.upperBound
    }

    /// How much wider a line that ends before glyph `index` is for the hyphen a soft hyphen
    /// before it shows.
    private func hyphenGrowth(endingBefore index: Int) -> Double {
        glyphs[index - 1].hyphen.map { $0.advance - glyphs[index - 1].advance } ?? 0
    }

    /// Measures a line: its visible width and the largest metrics of the runs on it.
    private func box(_ range: Range<Int>, hardLine: Int, isHyphenated: Bool, emptyLineRun: Int) -> LineBox {
        var line = LineBox(glyphs: range, hardLine: hardLine, isHyphenated: isHyphenated, width: 0, ascent: 0, descent: 0,
                           lineGap: 0)
        var pen = 0.0
        var measuredRuns = Set<Int>()
        for i in range {
            let glyph = i == range.upperBound - 1 && isHyphenated ? glyphs[i].endingLine : glyphs[i]
            pen += (i == range.lowerBound ? 0 : glyph.spacing) + glyph.advance
            if !glyph.isSpace { line.width = pen }
            if measuredRuns.insert(glyph.run).inserted { line.include(runs[glyph.run].metrics) }
        }
        if range.isEmpty { line.include(runs[emptyLineRun].metrics) }
        return line
    }
}

extension ShapedText {
    /// The line an empty text is as tall as when it must reserve lines
    /// (``ParagraphStyle/minimumLineCount``): one of its first run's font, or `nil` with no run.
    var emptyLine: LineBox? {
        guard let run = runs.first else { return nil }
        var line = LineBox(glyphs: 0..<0, hardLine: 0, isHyphenated: false, width: 0, ascent: 0, descent: 0, lineGap: 0)
        line.include(run.metrics)
        return line
    }
}

extension LineBox {
    /// Grows the line's metrics to hold a run's font.
    mutating func include(_ metrics: FontMetrics) {
        ascent = max(ascent, metrics.ascent)
        descent = max(descent, metrics.descent)
        lineGap = max(lineGap, metrics.lineGap)
    }
}
