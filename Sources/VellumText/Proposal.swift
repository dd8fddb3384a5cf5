/// The space offered to a ``TextLayout`` and the rules for filling it: where lines wrap and how
/// far the text must shrink.
struct Proposal {
    /// Proposed width, or `nil` when unlimited.
    let width: Double?
    /// Proposed height, or `nil` when unlimited.
    let height: Double?
    let paragraph: ParagraphStyle

    init(width: Double?, height: Double?, paragraph: ParagraphStyle) {
        self.width = width.flatMap { $0.isFinite ? $0 : nil }
        self.height = height.flatMap { $0.isFinite ? $0 : nil }
        self.paragraph = paragraph
    }

    /// The width lines wrap at when the text is drawn at `scale` × its requested size: shrinking
    /// text is the same as laying it out at full size in a box 1/scale as wide.
    func wrapWidth(atScale scale: Double) -> Double {
        guard paragraph.wrapsLines, let width else { return .infinity }
        return width / scale
    }

    /// The largest scale in ``ParagraphStyle/minimumScaleFactor``…1 at which the text fits the
    /// proposal; the minimum when even that does not fit (the text then overflows).
    ///
    /// Everything scales linearly (nothing is hinted), so for text that does not wrap the scale is
    /// computed directly from the ratios of proposed to measured width and height. When wrapping
    /// is involved, fitting is monotone in the scale (a smaller scale wraps at a larger width,
    /// which never adds lines), so the largest fitting scale is bracketed between one computed
    /// without wrapping (which fits) and one from the widest word and the unwrapped height (which
    /// no scale above can beat), and found by bisection to 12 significant digits.
    func fittingScale(for text: ShapedText) -> Double {
        let minimum = paragraph.effectiveMinimumScaleFactor
        guard minimum < 1, width != nil || height != nil, !text.hardLines.isEmpty else { return 1 }
        // Measured once: the narrowest the text wraps to without breaking a word.
        let widestWord = paragraph.wrapsLines ? text.widestWord : 0
        if fits(text, scale: 1, widestWord: widestWord) { return 1 }
        let unwrapped = Stack(text.lines(wrapWidth: .infinity), paragraph: paragraph)
        let widest = paragraph.wrapsLines ? widestWord : unwrapped.width
        let byHeight = height.map { $0 / unwrapped.height } ?? 1
        var upper = min(1, width.map { $0 / widest } ?? 1, byHeight)
        var lower = min(upper, width.map { $0 / unwrapped.width } ?? 1, byHeight)
        if upper <= minimum { return minimum }
        if fits(text, scale: upper, widestWord: widestWord) { return upper }
        while upper - lower > upper * 1e-12 {
            let middle = (lower + upper) / 2
            if fits(text, scale: middle, widestWord: widestWord) { lower = middle } else { upper = middle }
        }
        return max(lower, minimum)
    }

    /// Whether the text at `scale` × its size fits the proposal. Text that would have to break
    /// inside a word (one wider than `widestWord` allows) does not fit: shrinking it comes before
    /// breaking a word (as SwiftUI shrinks a long word to its frame rather than splitting it).
    private func fits(_ text: ShapedText, scale: Double, widestWord: Double) -> Bool {
        let lines = text.lines(wrapWidth: wrapWidth(atScale: scale))
        if let limit = paragraph.effectiveLineLimit, lines.count > limit { return false }
        let stack = Stack(lines, paragraph: paragraph)
        // The tolerance absorbs rounding in width / scale × scale.
        let slack = 1 + 1e-9
        let widest = max(stack.width, widestWord)
        return (width.map { widest * scale <= $0 * slack } ?? true)
            && (height.map { stack.height * scale <= $0 * slack } ?? true)
    }
}

/// Lines stacked vertically by the paragraph's spacing rules, at the requested size.
struct Stack {
    /// The top of each line.
    let tops: [Double]
    let width: Double
    let height: Double

    /// Stacks `lines`; when there are fewer than the paragraph's
    /// ``ParagraphStyle/minimumLineCount``, the height is that of as many lines, the missing ones
    /// as tall as the last (or, with no line at all, as a line of `emptyLine`'s metrics).
    init(_ lines: [LineBox], paragraph: ParagraphStyle, emptyLine: LineBox? = nil) {
        var tops: [Double] = []
        var top = 0.0
        for (i, line) in lines.enumerated() {
            if i > 0 { top += Self.spacing(after: lines[i - 1], paragraph: paragraph) }
            tops.append(top)
            top += line.ascent + line.descent
        }
        if lines.count < paragraph.minimumLineCount, let model = lines.last ?? emptyLine {
            for i in lines.count..<paragraph.minimumLineCount {
                if i > 0 { top += Self.spacing(after: model, paragraph: paragraph) }
                top += model.ascent + model.descent
            }
        }
        self.tops = tops
        self.height = top
        self.width = lines.map(\.width).max() ?? 0
    }

    /// The space between a line's descent and the next line's ascent.
    static func spacing(after line: LineBox, paragraph: ParagraphStyle) -> Double {
        let natural = line.ascent + line.descent + line.lineGap
        return line.lineGap + natural * (paragraph.effectiveLineHeightMultiple - 1) + paragraph.effectiveLineSpacing
    }
}
