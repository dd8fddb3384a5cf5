import Testing
import Vellum

private func doc(_ body: String) -> String {
    ##"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" font-family="DejaVu Sans">"## + body + "</svg>"
}

@Suite("SVG import: text")
struct ImportTextTests {
    /// The ink bounds of the fills of `svg`, one per run of equally styled characters.
    private func runs(_ svg: String) throws -> [(box: Rect, paint: Paint)] {
        ImportTest.fills(try ImportTest.displayList(svg)).map { ($0.path.boundingRect, $0.paint) }
    }

    @Test func textSitsOnItsBaselineAtXAndTakesFontSize() throws {
        let small = try runs(doc(##"<text x="20" y="50" font-size="10">Hxg</text>"##))
        let large = try runs(doc(##"<text x="20" y="50" font-size="40">Hxg</text>"##))
        try #require(small.count == 1 && large.count == 1)
        #expect(small[0].paint == .color(.black))
        // "H" starts just after x; capitals reach up from the baseline, "g" hangs below it.
        #expect(abs(large[0].box.minX - 20) < 6 && large[0].box.minY < 50 - 25 && large[0].box.maxY > 55)
        #expect(abs(large[0].box.width / small[0].box.width - 4) < 0.05)
    }

    /// `rotate` turns each glyph clockwise about its origin on the baseline: a quarter turn about
    /// (20, 50) maps (x, y) to (20 − (y − 50), 50 + (x − 20)), so what stood above the baseline
    /// lies right of the pen, and what lay right of the pen lies below the baseline.
    @Test func rotateTurnsAGlyphAboutItsOrigin() throws {
        let upright = try runs(doc(##"<text x="20" y="50" font-size="40">H</text>"##))
        let turned = try runs(doc(##"<text x="20" y="50" font-size="40" rotate="90">H</text>"##))
        try #require(upright.count == 1 && turned.count == 1)
        let u = upright[0].box
        let expected = Rect(x: 20 - (u.maxY - 50), y: 50 + (u.minX - 20), width: u.height, height: u.width)
        #expect(ImportTest.close(turned[0].box, expected, 1e-6), "\(turned[0].box) ≠ \(expected)")
    }

    /// Characters past the end of a `rotate` list take its last value, and the pen moves on
    /// along the line: "HH" turned a quarter lies wholly below the baseline, its second glyph
    /// one advance to the right. An inner element's list wins; an invalid list is ignored.
    @Test func rotateListsRepeatTheirLastValueAndInnerListsWin() throws {
        let one = try runs(doc(##"<text x="20" y="50" font-size="40" rotate="90">H</text>"##))[0].box
        let both = try runs(doc(##"<text x="20" y="50" font-size="40" rotate="0 90">HH</text>"##))[0].box
        let upright = try runs(doc(##"<text x="20" y="50" font-size="40">H</text>"##))[0].box
        // The first glyph upright (reaching above the baseline), the second turned.
        #expect(abs(both.minY - upright.minY) < 1e-6 && both.maxY > 50 + upright.width * 0.5)
        let repeated = try runs(doc(##"<text x="20" y="50" font-size="40" rotate="90">HH</text>"##))[0].box
        #expect(repeated.minY >= 50 - 1e-6 && repeated.maxX > one.maxX + 10)
        let inner = try runs(doc(##"<text x="20" y="50" font-size="40" rotate="90"><tspan rotate="0">H</tspan></text>"##))[0].box
        #expect(ImportTest.close(inner, upright, 1e-6))
        let image = try ImportTest.image(doc(##"<text x="20" y="50" font-size="40" rotate="90 x">H</text>"##))
        #expect(image.warnings.map(\.kind) == [.invalidValue])
        let ignored = ImportTest.fills(try image.scene().displayList(size: image.size))[0].path.boundingRect
        #expect(ImportTest.close(ignored, upright, 1e-6))
    }

    @Test func textAnchorShiftsEachChunk() throws {
        let start = try runs(doc(##"<text x="100" y="50">Vellum</text>"##))[0].box
        let middle = try runs(doc(##"<text x="100" y="50" text-anchor="middle">Vellum</text>"##))[0].box
        let end = try runs(doc(##"<text x="100" y="50" style="text-anchor: end">Vellum</text>"##))[0].box
        #expect(start.minX >= 100)
        #expect(abs(middle.midX - 100) < 1.5)
        #expect(end.maxX <= 100 && end.maxX > 97)
    }

    @Test func tspansChangeStyleAndPosition() throws {
        let found = try runs(doc(##"""
            <text x="10" y="40" fill="blue">Hello <tspan fill="red" font-weight="bold">big</tspan> <tspan x="10" dy="30">world</tspan></text>
            """##))
        #expect(found.map(\.paint) == [.color(.cssBlue), .color(.cssRed), .color(.cssBlue)])
        #expect(found[1].box.minX > found[0].box.maxX)
        // The last tspan starts a new chunk at x = 10, 30 below.
        #expect(found[2].box.minX < 13 && found[2].box.minY > 45)
    }

    @Test func perCharacterPositionsAndWhiteSpace() throws {
        let found = try runs(doc("<text x=\"10 60 110\" y=\"50\">  a\n      b c</text>"))
        // Leading spaces dropped, the newline removed, spaces collapsed: "a b c" — a at 10, the
        // first space at 60, b at 110, then " c".
        let box = try #require(found.first).box
        #expect(box.minX >= 10 && box.minX < 13)
        #expect(box.maxX > 130 && box.maxX < 150)
    }

    @Test func strokedTextAndFontFamilyFallbacks() throws {
        let list = try ImportTest.displayList(doc(##"<text x="10" y="50" font-family="No Such Font, sans-serif" fill="none" stroke="green">Hi</text>"##))
        let strokes = ImportTest.strokes(list)
        #expect(strokes.count == 1 && strokes[0].paint == .color(Color(red8: 0, green8: 128, blue8: 0)))
        #expect(ImportTest.fills(list).isEmpty)
    }

    @Test func textLengthStretchesTheTextAndAnchorsTheStretchedChunk() throws {
        let spaced = try runs(doc(##"<text x="20" y="50" textLength="150">Vellum</text>"##))[0].box
        // The last glyph ends at x + textLength, less its own side bearing.
        #expect(spaced.maxX > 165 && spaced.maxX <= 170)
        let scaled = try runs(doc(##"<text x="100" y="50" text-anchor="middle" textLength="120" lengthAdjust="spacingAndGlyphs">Vellum</text>"##))[0].box
        #expect(abs(scaled.midX - 100) < 2 && scaled.width > 110 && scaled.width <= 120)
    }

    /// A negative `textLength` is ignored with a warning naming the attribute and its line (an
    /// error in strict mode); zero is valid and closes the text up until it advances nothing.
    @Test func aNegativeTextLengthWarnsAndZeroClosesTheTextUp() throws {
        let plain = try runs(doc(##"<text x="20" y="50">Vellum</text>"##))[0].box
        let negative = doc("\n" + ##"<text x="20" y="50" textLength="-40">Vellum</text>"##)
        let image = try ImportTest.image(negative)
        #expect(image.warnings.map(\.attribute) == ["textLength"] && image.warnings.map(\.line) == [2])
        #expect(try runs(negative)[0].box == plain)
        #expect(throws: SVGImportError.self) { try SVGImage(string: negative, options: SVGImportOptions(strict: true)) }
        // Each gap closes by a fifth of the text's advance: the last glyph ends where the
        // first starts, all of them crowded into the width of about two.
        let piled = try runs(doc(##"<text x="20" y="50" textLength="0">Vellum</text>"##))[0].box
        #expect(piled.width < plain.width / 2 && piled.minX < 20 && piled.maxX < 20 + plain.width / 4,
                "\(piled) against \(plain)")
    }

    @Test func letterAndWordSpacingWidenTheText() throws {
        let plain = try runs(doc(##"<text x="10" y="50">a b c</text>"##))[0].box
        let spaced = try runs(doc(##"<text x="10" y="50" letter-spacing="2" word-spacing="0.5em">a b c</text>"##))[0].box
        // Four gaps of 2 after the first four characters, two spaces of 8 more.
        #expect(abs(spaced.width - plain.width - (4 * 2 + 2 * 8)) < 1e-6)
    }

    /// Noto Sans kerns "Te" by GPOS alone: the "e" moves left of where T's advance puts it by
    /// exactly the pair kerning HarfBuzz applies, as browsers draw it.
    @Test func textIsKernedByTheFontsGPOSPairs() throws {
        let font = try FontLibrary.shared.font(for: FontDescriptor(family: "Noto Sans"))
        let advanceT = font.face.outline(of: try #require(font.face.glyph(for: "T"))).advance
        let kerning = font.face.kerning(between: "T", and: "e")
        #expect(kerning < -50)   // Noto Sans: -70 units per 1000
        let scale = 100 / font.face.unitsPerEm
        let pair = try runs(doc(##"<text x="10" y="80" font-size="100" font-family="Noto Sans">T<tspan fill="red">e</tspan></text>"##))
        let alone = try runs(doc(##"<text x="10" y="80" font-size="100" font-family="Noto Sans" fill="red">e</text>"##))
        try #require(pair.count == 2 && alone.count == 1)
        #expect(abs(pair[1].box.minX - (alone[0].box.minX + (advanceT + kerning) * scale)) < 1e-6)
    }

    /// `paint-order="stroke"` on text: the stroke is drawn first, the fill over it.
    @Test func paintOrderOnTextPutsTheStrokeUnderTheFill() throws {
        let list = try ImportTest.displayList(doc(##"<text x="10" y="50" font-size="40" fill="lime" stroke="blue" stroke-width="4" paint-order="stroke">Hi</text>"##))
        let kinds: [String] = list.operations.compactMap { op in
            switch op {
            case .fill: "fill"
            case .stroke: "stroke"
            default: nil
            }
        }
        #expect(kinds == ["stroke", "fill"])
        let normal = try ImportTest.displayList(doc(##"<text x="10" y="50" font-size="40" fill="lime" stroke="blue">Hi</text>"##))
        #expect(ImportTest.fills(normal).count == 1 && ImportTest.strokes(normal).count == 1)
    }

    /// A text's bounding box is its glyph cells (advances by ascent plus descent), as SVG 2
    /// and browsers have it: bounding-box gradients span it across the tspans, and bounding-box
    /// clips are laid out on it.
    @Test func theBoundingBoxOfTextIsItsGlyphCells() throws {
        let font = try FontLibrary.shared.font(for: FontDescriptor(family: "Noto Sans"))
        let metrics = font.face.metrics(size: 100)
        let advance = { (c: Unicode.Scalar) in font.face.outline(of: font.face.glyph(for: c)!).advance * 100 / font.face.unitsPerEm }
        let width = advance("T") + font.face.kerning(between: "T", and: "e") * 100 / font.face.unitsPerEm + advance("e")
        let fills = ImportTest.fills(try ImportTest.displayList(doc(##"""
            <linearGradient id="g"><stop stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>
            <text x="10" y="80" font-size="100" font-family="Noto Sans" fill="url(#g)">T<tspan fill-opacity="0.5">e</tspan></text>
            """##)))
        try #require(fills.count == 2)
        for fill in fills {
            guard case .linearGradient(let g) = fill.paint else { return #expect(Bool(false), "\(fill.paint)") }
            #expect(g.units == .userSpace)
            let box = AffineTransform(a: width, b: 0, c: 0, d: metrics.ascent + metrics.descent, tx: 10, ty: 80 - metrics.ascent)
            #expect(ImportTest.close(g.transform, box, 1e-6), "\(g.transform)")
        }
        // The bottom tenth of the cells lies below the baseline, where "T" has no ink.
        let clipped = try ImportTest.render(doc(##"""
            <clipPath id="c" clipPathUnits="objectBoundingBox"><rect y="0.9" width="1" height="0.1"/></clipPath>
            <text x="10" y="60" font-size="50" font-family="Noto Sans" clip-path="url(#c)">T</text>
            """##))
        #expect((0..<100).allSatisfy { y in (0..<200).allSatisfy { ImportTest.rgba(clipped, $0, y)[3] == 0 } })
    }
}
