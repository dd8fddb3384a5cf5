import Foundation
import VellumCore
import VellumText

/// One character of a `<text>` element on its way to being laid out.
private struct TextCharacter {
    var scalar: Unicode.Scalar
    /// Index into the list of styles of the text's spans.
    var style: Int
    var x: Double?
    var y: Double?
    var dx = 0.0
    var dy = 0.0
}

extension Importer {
    /// A `<text>` with its `<tspan>`s, laid out with Vellum's own text stack (fontconfig,
    /// FreeType) and drawn as glyph outlines: filled and stroked like any shape, in the text's
    /// user space. Supported: `x`/`y`/`dx`/`dy` (lists, per character), `text-anchor` per text
    /// chunk, `font-family` lists, `font-size`, `font-weight`, `font-style`, SVG's default
    /// white-space handling, `letter-spacing`, `word-spacing`, `textLength`/`lengthAdjust` on a
    /// `<text>` of one chunk. Not supported (laid out as if absent): `rotate`, baselines other
    /// than the alphabetic one, decorations, `textPath`, bidirectional reordering and complex
    /// shaping.
    mutating func text(_ element: SourceElement, _ style: Style,
                       _ context: WalkContext) throws(SVGImportError) -> [ImportedItem] {
        let transform = try transform(of: element)
        let (runs, cells) = try glyphRuns(element, style, viewport: context.viewport)
        let all = runs.reduce(into: Path()) { $0.addPath($1.path) }
        guard !all.isEmpty else { return [] }
        // Paint servers see the text's bounding box: its glyph cells, as browsers measure it.
        let bounds = cells ?? all.boundingRect
        var items: [ImportedItem] = []
        for (path, s) in runs where !path.isEmpty {
            guard s.isVisible else { continue }
            items += try textRun(path, s, bounds: bounds, element, viewport: context.viewport)
        }
        // The cells count in bounding boxes (clips and masks in bounding-box units), not the ink.
        if let cells, !items.isEmpty { items.append(.geometry(Path(cells))) }
        return try wrap(items, of: element, style, transform: transform)
    }

    /// The glyph outlines of `element` (a `<text>`) in its user space, before its transform:
    /// one path per run of characters sharing a style, with that style; and the union of the
    /// glyphs' cells (advance by ascent plus descent), the text's bounding box in SVG 2.
    mutating func glyphRuns(_ element: SourceElement, _ style: Style,
                            viewport: Size) throws(SVGImportError) -> (runs: [(path: Path, style: Style)], cells: Rect?) {
        var characters: [TextCharacter] = []
        var styles: [Style] = []
        var positioned: [(SourceElement, Range<Int>, Style)] = []
        var lastWasSpace = true
        try collect(element, style, into: &characters, styles: &styles, positioned: &positioned,
                    lastWasSpace: &lastWasSpace)
        // Trailing spaces are removed, as leading ones were.
        while let last = characters.last, last.scalar == " " { characters.removeLast() }
        guard !characters.isEmpty else { return ([], nil) }
        for (owner, range, ownerStyle) in positioned {
            try applyPositions(owner, range.clamped(to: 0..<characters.count), ownerStyle,
                               viewport, &characters)
        }

        // Lay out: pen moves by advances; absolute positions start new chunks, which are
        // shifted as their first character's text-anchor says.
        var glyphs: [(path: Path, style: Int, cell: Rect?)] = []
        var chunkStart = 0, chunkOrigin = 0.0
        var pen = Point.zero
        var previous: (face: FontFace, scalar: Unicode.Scalar)?
        let chunkCount = characters.indices.filter { $0 == 0 || characters[$0].x != nil || characters[$0].y != nil }.count
        let fitted = try textLength(of: element, viewport, style.fontSize, chunks: chunkCount)
        func finishChunk(end: Int) {
            guard end > chunkStart else { return }
            var width = pen.x - chunkOrigin
            if let (length, glyphsToo) = fitted, width > 0, end - chunkStart > 0 {
                // textLength: stretch the chunk to the length by spacing the characters (or, with
                // lengthAdjust="spacingAndGlyphs", by scaling them) from the chunk's start.
                let gaps = Double(max(end - chunkStart - 1, 1))
                for i in chunkStart..<end {
                    let t: VellumCore.AffineTransform = glyphsToo
                        ? AffineTransform(translationX: -chunkOrigin, y: 0)
                            .concatenating(AffineTransform(scaleX: length / width, y: 1))
                            .concatenating(AffineTransform(translationX: chunkOrigin, y: 0))
                        : AffineTransform(translationX: Double(i - chunkStart) * (length - width) / gaps, y: 0)
                    glyphs[i].path = glyphs[i].path.applying(t)
                    glyphs[i].cell = glyphs[i].cell?.applying(t)
                }
                width = length
            }
            let shift = -width * styles[characters[chunkStart].style].textAnchor
            if shift != 0 {
                for i in chunkStart..<end {
                    glyphs[i].path = glyphs[i].path.applying(AffineTransform(translationX: shift, y: 0))
                    glyphs[i].cell = glyphs[i].cell?.offsetBy(dx: shift, dy: 0)
                }
            }
        }
        for (i, c) in characters.enumerated() {
            if c.x != nil || c.y != nil {
                finishChunk(end: i)
                chunkStart = i
                pen = Point(x: c.x ?? pen.x, y: c.y ?? pen.y)
                chunkOrigin = pen.x
                previous = nil
            }
            pen.x += c.dx
            pen.y += c.dy
            let s = styles[c.style]
            let font = try self.font(for: s, element: element)
            let face = font.flatMap { FontLibrary.shared.face(for: c.scalar, in: $0) } ?? font?.face
            guard let face, s.fontSize > 0 else {
                glyphs.append((Path(), c.style, nil))
                continue
            }
            let glyph = face.glyph(for: c.scalar) ?? 0
            let k = s.fontSize / face.unitsPerEm
            // Kerning as shaping applies it (GPOS pairs, not only a legacy `kern` table).
            if let previous, previous.face == face { pen.x += face.kerning(between: previous.scalar, and: c.scalar) * k }
            let outline = face.outline(of: glyph)
            let metrics = face.metrics(size: s.fontSize)
            let cell = Rect(x: pen.x, y: pen.y - metrics.ascent, width: outline.advance * k,
                            height: metrics.ascent + metrics.descent)
            glyphs.append((outline.path(size: s.fontSize).applying(AffineTransform(translationX: pen.x, y: pen.y)),
                           c.style, cell))
            pen.x += outline.advance * k + s.letterSpacing + (c.scalar == " " ? s.wordSpacing : 0)
            previous = (face, c.scalar)
        }
        finishChunk(end: characters.count)

        // One shape per run of characters sharing a style.
        var runs: [(path: Path, style: Int)] = []
        var cells: Rect?
        for glyph in glyphs {
            if let cell = glyph.cell { cells = cells.map { $0.union(cell) } ?? cell }
            if let last = runs.last, last.style == glyph.style {
                runs[runs.count - 1].path.addPath(glyph.path)
            } else {
                runs.append((glyph.path, glyph.style))
            }
        }
        return (runs.map { ($0.path, styles[$0.style]) }, cells)
    }

    /// One run of glyphs painted with its style: fill, stroke, or patterns in their place;
    /// paints see the whole text's box `bounds`.
    private mutating func textRun(_ path: Path, _ s: Style, bounds: Rect, _ element: SourceElement,
                                  viewport: Size) throws(SVGImportError) -> [ImportedItem] {
        var items: [ImportedItem] = []
        let strokeStyle = Self.strokeStyle(s, viewport: viewport)
        let fillPattern = try patternTarget(s.fill), strokePattern = try patternTarget(s.stroke)
        // Bounding-box gradients are resolved on the text's box here: drawn, a run would
        // measure its own outline instead.
        let fill = fillPattern != nil ? nil
            : try paint(s.fill, "fill", opacity: s.fillOpacity, style: s, bounds: bounds,
                        viewport: viewport, element: element)?.inUserSpace(of: bounds, then: .identity)
        let stroke = strokeStyle.lineWidth > 0 && strokePattern == nil
            ? try paint(s.stroke, "stroke", opacity: s.strokeOpacity, style: s, bounds: bounds,
                        viewport: viewport, element: element)?.inUserSpace(of: bounds, then: .identity)
            : nil
        if let fillPattern {
            items += try patternItems(fillPattern, area: path, rule: .nonZero, bounds: path.boundingRect,
                                      box: bounds, opacity: s.fillOpacity, element: element, property: "fill",
                                      viewport: viewport, context: s.frame(for: "fill"))
        }
        if fill != nil || stroke != nil {
            // `paint-order` with the stroke first: two shapes, the fill over the stroke.
            let strokeFirst = (s.paintOrder.firstIndex(of: .stroke) ?? 1) < (s.paintOrder.firstIndex(of: .fill) ?? 0)
            let parts: [(Paint?, Paint?)] = strokeFirst && fill != nil && stroke != nil ? [(nil, stroke), (fill, nil)] : [(fill, stroke)]
            for (partFill, partStroke) in parts {
                items.append(.shape(ImportedShape(path: path, transform: .identity, fill: partFill, fillRule: .nonZero,
                                                  stroke: partStroke, strokeStyle: strokeStyle)))
            }
        }
        if let strokePattern, strokeStyle.lineWidth > 0 {
            let area = path.strokedPath(strokeStyle, tolerance: 0.02)
            items += try patternItems(strokePattern, area: area, rule: .nonZero, bounds: area.boundingRect,
                                      box: bounds, opacity: s.strokeOpacity, element: element, property: "stroke",
                                      viewport: viewport, context: s.frame(for: "stroke"))
        }
        return items
    }

    /// The text's `textLength` (and whether `lengthAdjust` scales the glyphs too), when it can
    /// be honoured: on a text of one chunk. Otherwise the text keeps its natural length.
    private mutating func textLength(of element: SourceElement, _ viewport: Size, _ fontSize: Double,
                                     chunks: Int) throws(SVGImportError) -> (Double, Bool)? {
        guard let text = element["textLength"] else { return nil }
        guard let length = Length(parsing: text), length.value >= 0 else {
            try invalid(element, PropertyProblem(property: "textLength", value: text, reason: "not a length of 0 or more"))
            return nil
        }
        guard chunks == 1 else { return nil }
        return (length.resolved(.horizontal, in: viewport, fontSize: fontSize),
                element["lengthAdjust"]?.trimmingSpaces == "spacingAndGlyphs")
    }

    /// Gathers the characters of `element` and its `tspan` (and `a`) descendants in document
    /// order with SVG's default white-space handling: newlines removed, tabs as spaces, runs of
    /// spaces collapsed, leading spaces dropped.
    private mutating func collect(_ element: SourceElement, _ style: Style, into characters: inout [TextCharacter],
                                  styles: inout [Style], positioned: inout [(SourceElement, Range<Int>, Style)],
                                  lastWasSpace: inout Bool) throws(SVGImportError) {
        let start = characters.count
        let slot = positioned.count
        positioned.append((element, start..<start, style))
        styles.append(style)
        let styleIndex = styles.count - 1
        var pieces = element.textPieces[...]
        func emitText(upTo child: Int) {
            while let piece = pieces.first, piece.childrenBefore <= child {
                pieces = pieces.dropFirst()
                for scalar in piece.text.unicodeScalars {
                    if scalar == "\n" || scalar == "\r" { continue }
                    let isSpace = scalar == " " || scalar == "\t"
                    if isSpace && lastWasSpace { continue }
                    characters.append(TextCharacter(scalar: isSpace ? " " : scalar, style: styleIndex))
                    lastWasSpace = isSpace
                }
            }
        }
        for (n, child) in element.children.enumerated() {
            emitText(upTo: n)
            let c = tree[child]
            guard c.isSVG, c.name == "tspan" || c.name == "a", Conditions.pass(c) else { continue }
            let childStyle = try computedStyle(c, parent: style)
            guard childStyle.isDisplayed else { continue }
            try collect(c, childStyle, into: &characters, styles: &styles, positioned: &positioned,
                        lastWasSpace: &lastWasSpace)
        }
        emitText(upTo: Int.max)
        positioned[slot].1 = start..<characters.count
    }

    /// Gives the characters in `range` the positions of `owner`'s `x`, `y`, `dx` and `dy` lists,
    /// one value per character (inner elements, applied later, win).
    private mutating func applyPositions(_ owner: SourceElement, _ range: Range<Int>, _ style: Style, _ viewport: Size,
                                         _ characters: inout [TextCharacter]) throws(SVGImportError) {
        for (name, axis) in [("x", Length.Axis.horizontal), ("y", .vertical), ("dx", .horizontal), ("dy", .vertical)] {
            guard let text = owner[name] else { continue }
            var scanner = ValueScanner(text)
            var values: [Double] = []
            scanner.skipSpaces()
            while !scanner.isAtEnd {
                guard let length = scanner.length() else {
                    try invalid(owner, PropertyProblem(property: name, value: text, reason: "not a list of lengths"))
                    values = []
                    break
                }
                values.append(length.resolved(axis, in: viewport, fontSize: style.fontSize))
                scanner.skipCommaSpaces()
            }
            for (i, value) in zip(range, values) {
                switch name {
                case "x": characters[i].x = value
                case "y": characters[i].y = value
                case "dx": characters[i].dx = value
                default: characters[i].dy = value
                }
            }
        }
    }

    /// The font for `style`: the first family of its `font-family` list that fontconfig has
    /// (generic families map to DejaVu), at its weight and slant; `nil` (reported once) when no
    /// font can be loaded.
    private mutating func font(for style: Style, element: SourceElement) throws(SVGImportError) -> Font? {
        let key = FontKey(families: style.fontFamily, weight: style.fontWeight, italic: style.italic)
        if let cached = fonts[key] { return cached }
        let families = style.fontFamily.split(separator: ",").map {
            $0.trimmingSpaces.trimmingCharacters(in: ["'", "\""])
        }
        let generic = ["sans-serif": "DejaVu Sans", "serif": "DejaVu Serif", "monospace": "DejaVu Sans Mono",
                       "system-ui": "DejaVu Sans", "cursive": "DejaVu Serif", "fantasy": "DejaVu Sans"]
        var chosen: Font?
        for family in families where !family.isEmpty {
            let name = generic[family.lowercased()] ?? family
            let descriptor = FontDescriptor(family: name, weight: FontWeight(style.fontWeight), italic: style.italic)
            guard let font = try? FontLibrary.shared.font(for: descriptor) else { continue }
            // fontconfig always answers; only a face of the family asked for counts as a match.
            if font.face.familyName.lowercased() == name.lowercased() || generic[family.lowercased()] != nil {
                chosen = font
                break
            }
        }
        if chosen == nil {
            chosen = try? FontLibrary.shared.font(for: FontDescriptor(weight: FontWeight(style.fontWeight),
                                                                      italic: style.italic))
            if chosen == nil {
                try unsupported(.unsupportedElement, "text", element: element,
                                message: "no font could be loaded; text is not drawn")
            }
        }
        fonts[key] = .some(chosen)
        return chosen
    }
}

/// Identifies a resolved font request.
struct FontKey: Hashable {
    var families: String
    var weight: Int
    var italic: Bool
}
