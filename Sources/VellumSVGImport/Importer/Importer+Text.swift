import Foundation
import VellumCore
import VellumText

/// One character of a `<text>` element on its way to being laid out.
struct TextCharacter {
    var scalar: Unicode.Scalar
    /// Index into the list of styles of the text's spans.
    var style: Int
    var x: Double?
    var y: Double?
    var dx = 0.0
    var dy = 0.0
    /// The `rotate` value: degrees the glyph turns about its origin, clockwise.
    var rotate = 0.0
    /// The `textPath` (index into the text's list) the character is set on.
    var path: Int?
    /// Whether a `textPath` begins or ended just before the character: a new text chunk.
    var startsChunk: Bool
    /// Whether the character comes from `xml:space="preserve"` content: kept even at the end.
    var isPreserved = false
}

/// A `textPath` of a text: its path measured, and where along it the text starts.
struct TextPathFlow {
    var walk: PathWalk
    var startOffset: Double
}

/// What the content of a `<text>` holds, gathered in document order.
struct TextContent {
    var characters: [TextCharacter] = []
    var styles: [Style] = []
    /// The elements with position lists, the characters they hold, and their styles.
    var positioned: [(SourceElement, Range<Int>, Style)] = []
    var decorators: [TextDecorator] = []
    var paths: [TextPathFlow] = []
    var lastWasSpace = true
    var chunkBreakPending = false
}

/// A text laid out: what is painted under its glyphs (underlines and overlines), its glyphs
/// (one path per run of characters sharing a style), what is painted over them (lines
/// through), each with the style it is painted with; and the union of the glyphs' cells
/// (advance by ascent plus descent), the text's bounding box in SVG 2.
struct TextLayoutResult {
    var underneath: [(path: Path, style: Style)] = []
    var runs: [(path: Path, style: Style)] = []
    var over: [(path: Path, style: Style)] = []
    /// The colour glyphs (emoji) of each style that is visible, drawn over the runs.
    var colorGlyphs: [(glyphs: [PlacedColorGlyph], style: Style)] = []
    var cells: Rect?
}

extension Importer {
    /// A `<text>` with its `<tspan>`s and `<textPath>`s, laid out with Vellum's own text stack
    /// (fontconfig, FreeType, HarfBuzz) and drawn as glyph outlines: filled and stroked like any
    /// shape, in the text's user space. Docs/SVGImport.md (*Text*) lists what is supported:
    /// position lists, chunks and anchors, shaping, spacing, `textLength`, white space, fonts,
    /// baselines, decorations, text on a path, vertical text, `tref`.
    mutating func text(_ element: SourceElement, _ style: Style,
                       _ context: WalkContext) throws(SVGImportError) -> [ImportedItem] {
        let transform = try transform(of: element)
        let layout = try layOut(element, style, viewport: context.viewport)
        let painted = layout.underneath + layout.runs + layout.over
        let all = painted.reduce(into: Path()) { $0.addPath($1.path) }
        guard !all.isEmpty || !layout.colorGlyphs.isEmpty else { return [] }
        // Paint servers see the text's bounding box: its glyph cells, as browsers measure it.
        let bounds = layout.cells ?? all.boundingRect
        var items: [ImportedItem] = []
        for (path, s) in layout.underneath + layout.runs where !path.isEmpty && s.isVisible {
            items += try textRun(path, s, bounds: bounds, element, viewport: context.viewport)
        }
        // Emoji are painted in their own colours, whatever the fill and stroke.
        items += layout.colorGlyphs.filter { $0.style.isVisible }.map { .colorGlyphs($0.glyphs) }
        for (path, s) in layout.over where !path.isEmpty && s.isVisible {
            items += try textRun(path, s, bounds: bounds, element, viewport: context.viewport)
        }
        // The cells count in bounding boxes (clips and masks in bounding-box units), not the ink.
        if let cells = layout.cells, !items.isEmpty { items.append(.geometry(Path(cells))) }
        return try wrap(items, of: element, style, transform: transform)
    }

    /// `element` (a `<text>`) laid out in its user space, before its transform.
    mutating func layOut(_ element: SourceElement, _ style: Style,
                         viewport: Size) throws(SVGImportError) -> TextLayoutResult {
        var content = TextContent()
        // Decorations declared around the text are drawn with the text's own paint.
        var textStyle = style
        textStyle.textDecoration.formUnion(style.ancestorDecoration)
        // Baseline shifts count from the text's own baseline.
        (textStyle.baselineShifts, textStyle.baselineShift) = ([], nil)
        try collect(element, textStyle, into: &content, path: nil, preserve: false, viewport: viewport)
        // Trailing spaces are removed, as leading ones were.
        while let last = content.characters.last, last.scalar == " ", !last.isPreserved { content.characters.removeLast() }
        guard !content.characters.isEmpty else { return TextLayoutResult() }
        for (owner, range, ownerStyle) in content.positioned {
            try applyPositions(owner, range.clamped(to: 0..<content.characters.count), ownerStyle,
                               viewport, &content.characters)
        }
        let glyphs = try place(content, element, style, viewport: viewport)

        var result = TextLayoutResult()
        // One shape per run of characters sharing a style.
        var runs: [(path: Path, style: Int)] = []
        var colorGlyphs: [(glyphs: [PlacedColorGlyph], style: Int)] = []
        for glyph in glyphs {
            if let cell = glyph.cell { result.cells = result.cells.map { $0.union(cell) } ?? cell }
            let placed = glyph.colorGlyphs.map {
                PlacedColorGlyph(glyph: $0.glyph, transform: $0.transform.concatenating(glyph.transform))
            }
            if !placed.isEmpty {
                if colorGlyphs.last?.style == glyph.style {
                    colorGlyphs[colorGlyphs.count - 1].glyphs += placed
                } else {
                    colorGlyphs.append((placed, glyph.style))
                }
            }
            let outline = glyph.outline.applying(glyph.transform)
            if let last = runs.last, last.style == glyph.style {
                runs[runs.count - 1].path.addPath(outline)
            } else {
                runs.append((outline, glyph.style))
            }
        }
        result.runs = runs.map { ($0.path, content.styles[$0.style]) }
        result.colorGlyphs = colorGlyphs.map { ($0.glyphs, content.styles[$0.style]) }
        // Underlines and overlines go under the glyphs, lines through over them (CSS Text
        // Decoration), the outer elements' lines first.
        for decorator in content.decorators {
            let decorated = glyphs[decorator.characters.clamped(to: glyphs.indices)]
            for line in [TextDecorationLines.underline, .overline, .lineThrough] where decorator.lines.contains(line) {
                let area = TextDecorationGeometry.area(of: line, glyphs: decorated)
                guard !area.isEmpty else { continue }
                if line == .lineThrough {
                    result.over.append((area, decorator.style))
                } else {
                    result.underneath.append((area, decorator.style))
                }
            }
        }
        return result
    }

    /// Places the characters: the pen moves by advances; absolute positions and `textPath`s
    /// start new chunks, which are shifted as their first character's `text-anchor` says, and
    /// a chunk on a path is then bent onto it. Vertical text (`writing-mode: tb`) lays each
    /// chunk out along x from its start and turns it a quarter clockwise about that start, as
    /// resvg and Chromium do; `dx` then moves across the line and `dy` along it.
    private mutating func place(_ content: TextContent, _ element: SourceElement, _ style: Style,
                                viewport: Size) throws(SVGImportError) -> [PlacedGlyph] {
        let characters = content.characters, styles = content.styles
        func startsChunk(_ i: Int) -> Bool {
            i == 0 || characters[i].x != nil || characters[i].y != nil || characters[i].startsChunk
        }
        // The chunk of each character, and where each chunk starts.
        let chunkStarts = characters.indices.filter(startsChunk)
        var chunkOf: [Int] = []
        for i in characters.indices { chunkOf.append((chunkOf.last ?? -1) + (startsChunk(i) ? 1 : 0)) }
        let shaped = try shape(characters, styles: styles, chunks: chunkOf, element: element)
        var glyphs = [PlacedGlyph](repeating: PlacedGlyph(outline: Path(), transform: .identity, advance: 0, penAdvance: 0,
                                                          metrics: nil, style: 0, chunk: 0), count: characters.count)
        var chunk = -1, chunkStart = 0, chunkOrigin = 0.0
        var pen = Point.zero
        // Where text after a `textPath` continues: the end of its last glyph on the path.
        var resume: Point?
        // A vertical chunk's start on the page: its glyphs are laid out from the origin.
        var verticalStart: Point?
        let vertical = style.verticalText
        let fits = try textLengthFits(content, shaped, chunkOf: chunkOf, viewport: viewport)
        // The glyph placed last: its letter spacing is taken back at the chunk's end.
        var lastPlaced: Int?
        func finishChunk(end: Int) {
            guard end > chunkStart else { return }
            // No spacing after a chunk's last letter: it would shift the anchored chunk, as
            // Chromium and resvg leave it out.
            if let last = lastPlaced {
                pen.x -= glyphs[last].letterSpacing
                glyphs[last].penAdvance -= glyphs[last].letterSpacing
            }
            let width = pen.x - chunkOrigin
            let shift = -width * styles[characters[chunkStart].style].textAnchor
            if shift != 0 {
                for i in chunkStart..<end {
                    glyphs[i].transform = glyphs[i].transform.concatenating(AffineTransform(translationX: shift, y: 0))
                }
            }
            if let path = characters[chunkStart].path {
                resume = Self.bend(&glyphs[chunkStart..<end], onto: content.paths[path])
            } else if let start = verticalStart {
                let frame = AffineTransform(rotationAngle: .pi / 2).concatenating(AffineTransform(translationX: start.x, y: start.y))
                for i in chunkStart..<end { glyphs[i].transform = glyphs[i].transform.concatenating(frame) }
                resume = pen.applying(frame)
            }
        }
        // Each chunk's characters are placed in the order shaping gives: right-to-left runs reversed.
        for i in shaped.placementOrder {
            let c = characters[i]
            if chunkOf[i] != chunk {
                if chunk >= 0 { finishChunk(end: chunkStarts[chunkOf[i]]) }
                chunk = chunkOf[i]
                chunkStart = chunkStarts[chunk]
                let first = characters[chunkStart]
                // On a path, x is the distance along it; the path is the baseline, so y is not used.
                let start = Point(x: first.x ?? resume?.x ?? pen.x, y: first.y ?? resume?.y ?? pen.y)
                verticalStart = vertical && first.path == nil ? start : nil
                pen = first.path != nil ? Point(x: first.x ?? 0, y: 0) : verticalStart != nil ? .zero : start
                resume = nil
                chunkOrigin = pen.x
            }
            if verticalStart != nil {
                (pen.x, pen.y) = (pen.x + c.dy, pen.y - c.dx)
            } else {
                (pen.x, pen.y) = (pen.x + c.dx, pen.y + c.dy)
            }
            glyphs[i] = try glyph(of: c, shaped.characters[i], styles[c.style], chunk: chunk, fit: fits[i],
                                  vertical: verticalStart != nil, pen: &pen, element: element)
            lastPlaced = i
        }
        if chunk >= 0 { finishChunk(end: characters.count) }
        return glyphs
    }

    /// The glyph of `c`, its cluster's glyphs as `shaped` gives them, with the pen at `pen`;
    /// moves the pen by the cluster's advance and spacing. A character no font draws, or inside
    /// a cluster, gets an empty glyph that moves nothing. In a `vertical` chunk (laid out along
    /// x, turned afterwards) a glyph is centred across the line, and an upright one (Han, kana)
    /// is turned back a quarter about its centre. A `textLength` `fit` stretches the glyph or
    /// adds its space in place of letter and word spacing.
    private mutating func glyph(of c: TextCharacter, _ shaped: ShapedCharacter, _ s: Style, chunk: Int,
                                fit: TextLengthFit?, vertical: Bool, pen: inout Point,
                                element: SourceElement) throws(SVGImportError) -> PlacedGlyph {
        var glyph = PlacedGlyph(outline: Path(), transform: AffineTransform(translationX: pen.x, y: pen.y),
                                advance: 0, penAdvance: 0, metrics: nil, style: c.style, chunk: chunk)
        let font = try self.font(for: s, element: element)
        guard let face = shaped.face, s.fontSize > 0 else { return glyph }
        // Baselines move the glyph, not the pen, by the metrics of the style's own font.
        let metrics = (font?.face ?? face).metrics(size: s.fontSize)
        var shift = s.baselineOffset(metrics, vertical: vertical)
        let upright = vertical && VerticalOrientation.isUpright(c.scalar)
        if vertical && !upright { shift += (metrics.ascent - metrics.descent) / 2 }
        glyph.transform = AffineTransform(translationX: pen.x, y: pen.y + shift)
        glyph.outline = shaped.outline
        glyph.colorGlyphs = shaped.colorGlyphs
        glyph.metrics = face.metrics(size: s.fontSize)
        glyph.advance = shaped.advance
        if let fit {
            glyph.transformOutline(by: AffineTransform(scaleX: fit.scale, y: 1))
            glyph.advance *= fit.scale
        }
        if upright {
            let middle = (metrics.ascent - metrics.descent) / 2
            glyph.transformOutline(by:
                AffineTransform(translationX: -glyph.advance / 2, y: middle)
                    .concatenating(AffineTransform(rotationAngle: -.pi / 2))
                    .concatenating(AffineTransform(translationX: glyph.advance / 2, y: 0)))
        }
        if shaped.startsCluster {
            // No letter spacing inside joining scripts (CSS Text 3).
            glyph.letterSpacing = CursiveScripts.contains(c.scalar) ? 0 : s.letterSpacing
            glyph.penAdvance = glyph.advance + glyph.letterSpacing + (c.scalar == " " ? s.wordSpacing : 0)
        }
        if let fit {
            glyph.letterSpacing = 0
            glyph.penAdvance = glyph.advance + fit.extra
        }
        pen.x += glyph.penAdvance
        // `rotate` turns the glyph about its origin; the pen moves on along the line all the same.
        if c.rotate != 0 {
            glyph.transform = AffineTransform(rotationAngle: c.rotate * .pi / 180).concatenating(glyph.transform)
        }
        return glyph
    }

    /// Bends a chunk laid out along x onto `flow`'s path (SVG's text on a path): each glyph's
    /// advance midpoint goes to the point at its distance along the path (its x plus the
    /// start offset), the glyph turned to the path's direction there and shifted across it by
    /// its y (`dy`). A glyph whose midpoint is off the path is left out. Returns the point where
    /// the last glyph ends, where text after the path continues.
    private static func bend(_ glyphs: inout ArraySlice<PlacedGlyph>, onto flow: TextPathFlow) -> Point? {
        var end: Point?
        for i in glyphs.indices {
            let t = glyphs[i].transform
            let half = glyphs[i].advance / 2
            guard let (point, angle) = flow.walk.placement(at: flow.startOffset + t.tx + half) else {
                (glyphs[i].outline, glyphs[i].colorGlyphs, glyphs[i].metrics) = (Path(), [], nil)
                continue
            }
            glyphs[i].transform = t.concatenating(AffineTransform(translationX: -t.tx - half, y: 0))
                .concatenating(AffineTransform(rotationAngle: angle))
                .concatenating(AffineTransform(translationX: point.x, y: point.y))
            end = Point(x: glyphs[i].penAdvance - half, y: 0).applying(
                AffineTransform(rotationAngle: angle).concatenating(AffineTransform(translationX: point.x, y: point.y)))
        }
        return end
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

    /// Gathers the characters of `element` and its `tspan`, `a` and (directly in the text)
    /// `textPath` descendants in document order with SVG's white-space handling: by default
    /// newlines removed, tabs as spaces, runs of spaces collapsed, leading spaces dropped; under
    /// `xml:space="preserve"` (inherited; `preserve` is the parent's) newlines and tabs as
    /// spaces, every space kept. `path` is the `textPath` they are on.
    private mutating func collect(_ element: SourceElement, _ style: Style, into content: inout TextContent,
                                  path: Int?, preserve inherited: Bool, viewport: Size) throws(SVGImportError) {
        let preserve = element["xml:space"].map { $0 == "preserve" } ?? inherited
        let start = content.characters.count
        let slot = content.positioned.count
        // A `textPath` has no position lists of its own (SVG 2).
        if element.name != "textPath" { content.positioned.append((element, start..<start, style)) }
        content.styles.append(style)
        let styleIndex = content.styles.count - 1
        var decorator: Int?
        if !style.textDecoration.isEmpty {
            decorator = content.decorators.count
            content.decorators.append(TextDecorator(lines: style.textDecoration, style: style, characters: start..<start))
        }
        var pieces = (element.name == "tref" ? try referencedText(of: element) : element.textPieces)[...]
        func emitText(upTo child: Int) {
            while let piece = pieces.first, piece.childrenBefore <= child {
                pieces = pieces.dropFirst()
                for scalar in piece.text.unicodeScalars {
                    if (scalar == "\n" || scalar == "\r") && !preserve { continue }
                    let isSpace = scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
                    if isSpace && content.lastWasSpace && !preserve { continue }
                    content.characters.append(TextCharacter(scalar: isSpace ? " " : scalar, style: styleIndex,
                                                            path: path, startsChunk: content.chunkBreakPending,
                                                            isPreserved: preserve))
                    content.chunkBreakPending = false
                    content.lastWasSpace = isSpace
                }
            }
        }
        for (n, child) in element.children.enumerated() {
            emitText(upTo: n)
            let c = tree[child]
            // A `textPath` is set on its path only directly in a `text` (SVG 2).
            let isPath = c.name == "textPath" && element.name == "text"
            guard element.name != "tref", c.isSVG, ["tspan", "a", "tref"].contains(c.name) || isPath,
                  Conditions.pass(c) else { continue }
            let childStyle = try computedStyle(c, parent: style)
            guard childStyle.isDisplayed else { continue }
            var childPath = path
            if isPath {
                // A path that cannot be used hides the characters on it (SVG 2).
                guard let flow = try textPath(c, viewport: viewport, fontSize: childStyle.fontSize) else { continue }
                content.paths.append(flow)
                childPath = content.paths.count - 1
                content.chunkBreakPending = true
            }
            try collect(c, childStyle, into: &content, path: childPath, preserve: preserve, viewport: viewport)
            // Text after a path starts a chunk of its own.
            if isPath { content.chunkBreakPending = true }
        }
        emitText(upTo: Int.max)
        if element.name != "textPath" { content.positioned[slot].1 = start..<content.characters.count }
        if let decorator { content.decorators[decorator].characters = start..<content.characters.count }
    }

    /// The text a `tref` stands for: all the character data inside the element its `href`
    /// names, in document order (`tref`s in there not followed, so references cannot loop);
    /// nothing, reported, when it names no element.
    private mutating func referencedText(of tref: SourceElement) throws(SVGImportError) -> [(childrenBefore: Int, text: String)] {
        guard let id = tref.hrefID, let target = tree.element(id: id), tree[target].isSVG, Self.known.contains(tree[target].name) else {
            let href = tref["href"] ?? tref["xlink:href"] ?? ""
            try brokenReference(tref, "href", href, "names no SVG element; the tref draws nothing")
            return []
        }
        return [(0, characterData(of: tree[target]))]
    }

    /// The character data of `element` and its descendants other than `tref`s, in document order.
    private func characterData(of element: SourceElement) -> String {
        var text = ""
        var pieces = element.textPieces[...]
        for (n, child) in element.children.enumerated() {
            while let piece = pieces.first, piece.childrenBefore <= n {
                text += piece.text
                pieces = pieces.dropFirst()
            }
            if tree[child].name != "tref" { text += characterData(of: tree[child]) }
        }
        return text + pieces.map(\.text).joined()
    }

    /// The path a `textPath` refers to with `href` (a `path` or a basic shape, with its own
    /// `transform`, in the text's user space) and its `startOffset` (a length, or a percentage of
    /// the path's length); `nil`, reported, when it refers to nothing that has a path.
    private mutating func textPath(_ element: SourceElement, viewport: Size,
                                   fontSize: Double) throws(SVGImportError) -> TextPathFlow? {
        let href = element["href"] ?? element["xlink:href"] ?? ""
        guard let id = element.hrefID, let target = tree.element(id: id),
              ShapeGeometry.elementNames.contains(tree[target].name) else {
            try brokenReference(element, "href", href, href.isEmpty ? "missing; the text on it is not drawn"
                                : "names no path or shape; the text on it is not drawn")
            return nil
        }
        guard let outline = try outline(of: tree[target], viewport: viewport, fontSize: fontSize) else { return nil }
        let walk = PathWalk(outline.path.applying(try transform(of: tree[target])))
        guard walk.length > 0 else {
            try brokenReference(element, "href", href, "names a shape of no length; the text on it is not drawn")
            return nil
        }
        var startOffset = 0.0
        if let text = element["startOffset"] {
            if let length = Length(parsing: text) {
                startOffset = length.unit == .percent ? length.value / 100 * walk.length
                    : length.resolved(.horizontal, in: viewport, fontSize: fontSize)
            } else {
                try invalid(element, PropertyProblem(property: "startOffset", value: text, reason: "not a length or percentage"))
            }
        }
        return TextPathFlow(walk: walk, startOffset: startOffset)
    }

    /// Gives the characters in `range` the positions of `owner`'s `x`, `y`, `dx` and `dy` lists,
    /// one value per character, and its `rotate` list, whose last value also turns the
    /// characters past its end (inner elements, applied later, win).
    private mutating func applyPositions(_ owner: SourceElement, _ range: Range<Int>, _ style: Style, _ viewport: Size,
                                         _ characters: inout [TextCharacter]) throws(SVGImportError) {
        if let text = owner["rotate"] {
            let (angles, isValid) = ValueScanner.numberList(text)
            if !isValid {
                try invalid(owner, PropertyProblem(property: "rotate", value: text, reason: "not a list of numbers"))
            } else if let last = angles.last {
                for (k, i) in range.enumerated() { characters[i].rotate = k < angles.count ? angles[k] : last }
            }
        }
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
    /// (generic families such as `serif` or `monospace` resolved by fontconfig's aliases), at
    /// its weight and slant; when none is installed, reported once, the family of `font-family`'s
    /// initial value, `serif`, as browsers fall back to their default; `nil` (reported once)
    /// when no font can be loaded at all. A face with an optical size axis (`opsz`) is set to
    /// the font size, as CSS's `font-optical-sizing: auto` does, unless `font-variation-settings`
    /// sets the axis itself.
    mutating func font(for style: Style, element: SourceElement) throws(SVGImportError) -> Font? {
        guard let font = try familyFont(for: style, element: element) else { return nil }
        guard font.face.axes.contains(where: { $0.tag == "opsz" }),
              !style.fontVariations.contains(where: { $0.tag == "opsz" }),
              let size = try? FontVariation(tag: "opsz", value: style.fontSize) else { return font }
        var sized = font.descriptor
        sized.variations.insert(size, at: 0)
        return (try? FontLibrary.shared.font(for: sized)) ?? font
    }

    /// The font of `style`'s family list, weight, slant, width and variations, resolved once per request.
    private mutating func familyFont(for style: Style, element: SourceElement) throws(SVGImportError) -> Font? {
        let key = FontKey(families: style.fontFamily, weight: style.fontWeight, italic: style.italic,
                          stretch: style.fontStretch, variations: style.fontVariations)
        if let cached = fonts[key] { return cached }
        let families = style.fontFamily.split(separator: ",").map {
            $0.trimmingSpaces.trimmingCharacters(in: ["'", "\""])
        }.filter { !$0.isEmpty }
        func descriptor(_ family: String) -> FontDescriptor {
            FontDescriptor(family: family, weight: FontWeight(style.fontWeight), italic: style.italic,
                           width: FontWidth(style.fontStretch), variations: style.fontVariations)
        }
        var chosen = families.lazy.compactMap { family in
            (try? FontLibrary.shared.font(for: descriptor(family))).flatMap { $0.resolutionWarning == nil ? $0 : nil }
        }.first
        if chosen == nil {
            chosen = try? FontLibrary.shared.font(for: descriptor(Style.initial.fontFamily))
            if let chosen {
                try invalid(element, PropertyProblem(property: "font-family", value: style.fontFamily,
                                                     reason: "no family of the list is installed"),
                            consequence: "drawn with '\(chosen.face.familyName)'")
            } else {
                try unsupported(.unsupportedElement, "text", element: element,
                                message: "no font could be loaded; text is not drawn")
            }
        }
        for warning in chosen?.variationWarnings ?? [] {
            try invalid(element, PropertyProblem(property: "font-variation-settings",
                                                 value: style.fontVariations.map(\.description).joined(separator: ", "),
                                                 reason: warning.description))
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
    var stretch: Double
    var variations: [FontVariation]
}
