/// Text cut to a line limit (``ParagraphStyle/lineLimit``): the lines before the last one shown
/// are kept as they wrapped, and the last one shows what fits of the text that remains, with an
/// ellipsis where text was left out (``TruncationMode``).
///
/// The cut is made in the text, not in the glyphs: the kept grapheme clusters and the ellipsis
/// are shaped again as runs of their own styles, so a joining script takes its final forms at
/// the cut and a ligature split by it comes apart. Where to cut is estimated from the shaped
/// glyphs' advances (the cut falls only where a shaped cluster starts, so a base keeps its
/// marks and a Hangul syllable its jamo); the result is measured after shaping, and the budget
/// narrowed by any overflow until it fits.
struct Truncation {
    /// The text's grapheme clusters over all runs (what ``ShapedGlyph/source`` counts), each with
    /// its run.
    private let characters: [(character: Character, run: Int)]
    private let runs: [TextRun]
    private let shaped: ShapedText
    private let library: FontLibrary

    init(runs: [TextRun], shaped: ShapedText, library: FontLibrary) {
        self.runs = runs
        self.shaped = shaped
        self.library = library
        characters = runs.enumerated().flatMap { index, run in run.text.map { ($0, index) } }
    }

    /// The text cut to the first `limit` of `lines` (wrapped at `width`), and its lines.
    ///
    /// - Throws: the ``TextError`` of the ellipsis's font (the runs' own fonts were resolved
    ///   before).
    func truncated(_ lines: [LineBox], limit: Int, width: Double,
                   mode: TruncationMode) throws(TextError) -> (text: ShapedText, lines: [LineBox]) {
        let last = lines[limit - 1]
        let lineStart = last.glyphs.isEmpty ? shaped.hardLines[last.hardLine].characters.lowerBound
            : shaped.glyphs[last.glyphs.lowerBound].source
        let starts = Set(lines[1..<limit].map { line in
            line.glyphs.isEmpty ? shaped.hardLines[line.hardLine].characters.lowerBound : shaped.glyphs[line.glyphs.lowerBound].source
        })
        var budget = width - (try ellipsisWidth(near: lineStart))
        // Shaping the kept text again moves widths a little at the cut (joining forms, kerning
        // with the ellipsis); each round narrows the budget by what the last one overflowed.
        for _ in 0..<8 {
            let (keep, resume) = cuts(lastLine: last, lineStart: lineStart, budget: budget, mode: mode)
            let runs = try truncatedRuns(keep: keep, resume: resume)
            let text = try ShapedText(runs.map(\.run), origins: runs.map(\.origin), library: library)
            let result = text.lines(startingAt: starts)
            let overflow = (result.last?.width ?? 0) - width
            if overflow <= abs(width) * 1e-9 || budget < 0 { return (text, result) }
            budget -= max(overflow, abs(width) * 1e-6)
        }
        let runs = try truncatedRuns(keep: lineStart, resume: characters.count)
        let text = try ShapedText(runs.map(\.run), origins: runs.map(\.origin), library: library)
        return (text, text.lines(startingAt: starts))
    }

    /// Where the kept text before the ellipsis ends (`keep`) and where the kept text after it
    /// starts (`resume`), as character indices, for a last line whose text may be `budget` wide.
    private func cuts(lastLine: LineBox, lineStart: Int, budget: Double,
                      mode: TruncationMode) -> (keep: Int, resume: Int) {
        let end = characters.count
        guard budget >= 0 else { return (lineStart, end) }
        switch mode {
        case .tail:
            return (trimmedBackward(prefixCut(from: lastLine, budget: budget).cut, to: lineStart), end)
        case .head:
            return (lineStart, trimmedForward(suffixCut(from: lineStart, budget: budget).cut))
        case .middle:
            let prefix = prefixCut(from: lastLine, budget: budget / 2)
            let keep = trimmedBackward(prefix.cut, to: lineStart)
            let resume = suffixCut(from: keep, budget: budget - prefix.width).cut
            return (keep, trimmedForward(max(resume, keep)))
        }
    }

    /// The last place in `line`'s explicit line, from the line's start, up to which the text is
    /// at most `budget` wide, and that width.
    private func prefixCut(from line: LineBox, budget: Double) -> (cut: Int, width: Double) {
        let hardLine = shaped.hardLines[line.hardLine]
        let glyphs = shaped.glyphs
        let range = line.glyphs.lowerBound..<hardLine.glyphs.upperBound
        guard let first = range.first else { return (hardLine.characters.lowerBound, 0) }
        var best = (cut: glyphs[first].source, width: 0.0)
        var pen = 0.0, visible = 0.0
        for i in range {
            if i > first && startsCharacter(i) {
                guard visible <= budget else { return best }
                best = (glyphs[i].source, visible)
            }
            pen += (i == first ? 0 : glyphs[i].spacing) + glyphs[i].advance
            if !glyphs[i].isSpace { visible = pen }
        }
        return visible <= budget ? (hardLine.characters.upperBound, visible) : best
    }

    /// The first place in the text's last explicit line, not before `minimum`, from which the
    /// rest of the text is at most `budget` wide, and that width.
    private func suffixCut(from minimum: Int, budget: Double) -> (cut: Int, width: Double) {
        let glyphs = shaped.glyphs
        guard let hardLine = shaped.hardLines.last else { return (characters.count, 0) }
        var best = (cut: characters.count, width: 0.0)
        var end = hardLine.glyphs.upperBound
        while end > hardLine.glyphs.lowerBound && glyphs[end - 1].isSpace { end -= 1 }
        var width = 0.0
        for i in (hardLine.glyphs.lowerBound..<end).reversed() {
            guard glyphs[i].source >= minimum else { break }
            width += glyphs[i].advance + (i + 1 < end ? glyphs[i + 1].spacing : 0)
            if startsCharacter(i) {
                guard width <= budget else { break }
                best = (glyphs[i].source, width)
            }
        }
        return best
    }

    /// Whether glyph `i` starts a shaped cluster (and so a grapheme cluster of the text).
    private func startsCharacter(_ i: Int) -> Bool {
        let glyphs = shaped.glyphs
        return glyphs[i].startsCluster && (i == 0 || glyphs[i - 1].source != glyphs[i].source)
    }

    /// `cut` moved back over white space, not before `start`: "word …" becomes "word…".
    private func trimmedBackward(_ cut: Int, to start: Int) -> Int {
        var cut = cut
        while cut > start && characters[cut - 1].character.isWhitespace { cut -= 1 }
        return cut
    }

    /// `cut` moved forward over white space.
    private func trimmedForward(_ cut: Int) -> Int {
        var cut = cut
        while cut < characters.count && characters[cut].character.isWhitespace { cut += 1 }
        return cut
    }

    /// The text's characters before `keep`, an ellipsis, and its characters from `resume` on,
    /// each in its run's style and with the index of the run it comes from; the ellipsis in the
    /// style of the character before it (or after, when nothing is kept before it).
    private func truncatedRuns(keep: Int, resume: Int) throws(TextError) -> [(run: TextRun, origin: Int)] {
        var result = slice(0..<keep)
        result.append(try ellipsis(near: keep > 0 ? keep - 1 : resume))
        result += slice(resume..<characters.count)
        return result
    }

    /// The characters of `range` as runs of their own styles.
    private func slice(_ range: Range<Int>) -> [(run: TextRun, origin: Int)] {
        var result: [(run: TextRun, origin: Int)] = []
        var start = range.lowerBound
        for i in range where i + 1 == range.upperBound || characters[i + 1].run != characters[start].run {
            let origin = characters[start].run
            result.append((TextRun(String(characters[start...i].map(\.character)), style: runs[origin].style), origin))
            start = i + 1
        }
        return result
    }

    /// The ellipsis in the style of the character at `index` (the last one when past the end):
    /// U+2026 when that style's font has it, else three full stops when it has those, else
    /// U+2026 from a fallback face.
    private func ellipsis(near index: Int) throws(TextError) -> (run: TextRun, origin: Int) {
        let origin = characters.isEmpty ? 0 : characters[min(max(index, 0), characters.count - 1)].run
        let style = runs[origin].style
        let face = try library.font(for: style.font).face
        let dots = face.glyph(for: "\u{2026}") == nil && face.glyph(for: ".") != nil
        return (TextRun(dots ? "..." : "\u{2026}", style: style), origin)
    }

    /// How wide the ellipsis near character `index` is.
    private func ellipsisWidth(near index: Int) throws(TextError) -> Double {
        let text = try ShapedText([try ellipsis(near: index).run], library: library)
        return text.lines(wrapWidth: .infinity).first?.width ?? 0
    }
}
