/// One line of shaped text at the requested size: which glyphs, how wide, and its vertical
/// metrics (the largest of the runs on it).
struct LineBox {
    var glyphs: Range<Int>
    /// Width from the first glyph's origin to the end of the last non-space glyph.
    var width: Double
    var ascent: Double
    var descent: Double
    var lineGap: Double
}

extension ShapedText {
    /// The lines the text makes when lines longer than `wrapWidth` break at spaces (greedily:
    /// as many words as fit on each line). `.infinity` gives the explicit lines only.
    func lines(wrapWidth: Double) -> [LineBox] {
        var boxes: [LineBox] = []
        for hardLine in hardLines {
            for range in wrap(hardLine.glyphs, width: wrapWidth) {
                boxes.append(box(range, emptyLineRun: hardLine.run))
            }
        }
        return boxes
    }

    /// The width of the widest run of glyphs between spaces: the narrowest the text can wrap to.
    var widestWord: Double {
        var widest = 0.0, word = 0.0
        for glyph in glyphs {
            if glyph.isSpace {
                word = 0
            } else {
                word += (word == 0 ? 0 : glyph.spacing) + glyph.advance
                widest = max(widest, word)
            }
        }
        return widest
    }

    /// Splits one explicit line into lines no wider than `width`, breaking after spaces.
    private func wrap(_ range: Range<Int>, width: Double) -> [Range<Int>] {
        guard width.isFinite else { return [range] }
        // A tiny tolerance keeps a line that fits exactly from wrapping because of rounding when
        // the width was computed as (box width / scale).
        let limit = width + abs(width) * 1e-9
        var result: [Range<Int>] = []
        var start = range.lowerBound
        var pen = 0.0
        var index = range.lowerBound
        while index < range.upperBound {
            let wordEnd = endOfWord(from: index, in: range)
            let wordRight = pen + span(index..<wordEnd, atLineStart: index == start)
            if index > start && wordRight > limit {
                result.append(start..<index)
                start = index
                pen = 0
                continue
            }
            let spacesEnd = endOfSpaces(from: wordEnd, in: range)
            pen = wordRight + span(wordEnd..<spacesEnd, atLineStart: false)
            index = spacesEnd
        }
        result.append(start..<range.upperBound)
        return result
    }

    private func endOfWord(from index: Int, in range: Range<Int>) -> Int {
        var end = index
        while end < range.upperBound && !glyphs[end].isSpace { end += 1 }
        return end
    }

    private func endOfSpaces(from index: Int, in range: Range<Int>) -> Int {
        var end = index
        while end < range.upperBound && glyphs[end].isSpace { end += 1 }
        return end
    }

    /// The advance of a range of glyphs, with the spacing before each except a line's first glyph.
    private func span(_ range: Range<Int>, atLineStart: Bool) -> Double {
        var width = 0.0
        for i in range {
            width += (i == range.lowerBound && atLineStart ? 0 : glyphs[i].spacing) + glyphs[i].advance
        }
        return width
    }

    /// Measures a line: its visible width and the largest metrics of the runs on it.
    private func box(_ range: Range<Int>, emptyLineRun: Int) -> LineBox {
        var line = LineBox(glyphs: range, width: 0, ascent: 0, descent: 0, lineGap: 0)
        var pen = 0.0
        var measuredRuns = Set<Int>()
        for i in range {
            let glyph = glyphs[i]
            pen += (i == range.lowerBound ? 0 : glyph.spacing) + glyph.advance
            if !glyph.isSpace { line.width = pen }
            if measuredRuns.insert(glyph.run).inserted { line.include(runs[glyph.run].metrics) }
        }
        if range.isEmpty { line.include(runs[emptyLineRun].metrics) }
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
