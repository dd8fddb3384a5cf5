/// One glyph of shaped text at its run's requested size, before line breaking and placement.
struct ShapedGlyph {
    let face: FontFace
    let glyph: GlyphID
    /// The run the glyph comes from.
    let run: Int
    /// Pen advance in pixels.
    let advance: Double
    /// Kerning in pixels between the previous glyph and this one; used unless this glyph starts a line.
    let kerning: Double
    /// A space: a line may break after it, and it does not count towards a line's width at the
    /// end of a line.
    let isSpace: Bool
}

/// A run resolved for layout.
struct ShapedRun {
    let style: TextStyle
    let metrics: FontMetrics
}

/// Text turned into glyphs: characters mapped to faces (with fallback), advances and kerning
/// applied, and split into the lines that explicit line breaks make. Everything is at the
/// requested sizes; shrinking scales it uniformly, which is exact because nothing is hinted.
struct ShapedText {
    var runs: [ShapedRun] = []
    var glyphs: [ShapedGlyph] = []
    /// Lines made by explicit breaks: glyph ranges, and the run whose metrics an empty line uses.
    var hardLines: [(glyphs: Range<Int>, run: Int)] = []
    var warnings: [TextWarning] = []

    /// Shapes `runs`, resolving their fonts through `library`.
    init(_ textRuns: [TextRun], library: FontLibrary) throws(TextError) {
        var lineStart = 0
        var previousWasCR = false
        for textRun in textRuns {
            guard textRun.style.hasValidSize else {
                if !textRun.text.isEmpty { warn(.invalidFontSize(textRun.style.size)) }
                continue
            }
            let font = try library.font(for: textRun.style.font)
            if let warning = font.resolutionWarning { warn(warning) }
            let run = runs.count
            runs.append(ShapedRun(style: textRun.style, metrics: font.metrics(size: textRun.style.size)))
            for scalar in textRun.text.unicodeScalars {
                // Only text makes lines: an empty string lays out as nothing at all.
                if hardLines.isEmpty { hardLines.append((0..<0, run)) }
                defer { previousWasCR = scalar == "\r" }
                if Self.isLineBreak(scalar) {
                    // "\r\n" is one break.
                    if scalar == "\n" && previousWasCR { continue }
                    hardLines[hardLines.count - 1].glyphs = lineStart..<glyphs.count
                    lineStart = glyphs.count
                    hardLines.append((lineStart..<lineStart, run))
                    continue
                }
                append(scalar, font: font, run: run, lineStart: lineStart, library: library)
            }
        }
        if !hardLines.isEmpty { hardLines[hardLines.count - 1].glyphs = lineStart..<glyphs.count }
    }

    private mutating func warn(_ warning: TextWarning) {
        if !warnings.contains(warning) { warnings.append(warning) }
    }

    /// Appends the glyph for `scalar`, from the run's face or a fallback face.
    private mutating func append(_ scalar: Unicode.Scalar, font: Font, run: Int, lineStart: Int,
                                 library: FontLibrary) {
        // Tabs are drawn as spaces; other control characters and invisible format characters
        // (joiners, variation selectors) that no face maps are dropped rather than boxed.
        let character: Unicode.Scalar = scalar == "\t" ? " " : scalar
        let face: FontFace, glyph: GlyphID
        if let found = library.face(for: character, in: font), let id = found.glyph(for: character) {
            (face, glyph) = (found, id)
        } else {
            if character.properties.generalCategory == .control || character.properties.isDefaultIgnorableCodePoint {
                return
            }
            warn(.missingGlyph(character: character, family: font.face.familyName))
            (face, glyph) = (font.face, 0)
        }
        let size = runs[run].style.size
        let scale = size / face.unitsPerEm
        var kerning = 0.0
        if glyphs.count > lineStart, let previous = glyphs.last, previous.face == face,
           runs[previous.run].style.size == size {
            kerning = face.kerning(between: previous.glyph, and: glyph) * scale
        }
        glyphs.append(ShapedGlyph(face: face, glyph: glyph, run: run,
                                  advance: face.outline(of: glyph).advance * scale, kerning: kerning,
                                  isSpace: Self.isBreakingSpace(character)))
    }

    /// Characters that end a line (Unicode's mandatory breaks).
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": true
        default: false
        }
    }

    /// White space a line may break after; no-break spaces are excluded.
    static func isBreakingSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\u{A0}", "\u{2007}", "\u{202F}", "\u{FEFF}": false
        default: scalar.properties.isWhitespace
        }
    }
}
