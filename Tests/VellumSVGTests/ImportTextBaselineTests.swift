import Testing
import Vellum

private func doc(_ body: String) -> String {
    ##"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" font-family="DejaVu Sans" font-size="40">"##
        + body + "</svg>"
}

/// Baselines, white space, `tref`, fonts and vertical text of SVG text, measured on the glyph
/// outlines the importer draws (DejaVu Sans; Noto Sans CJK JP for upright ideographs).
@Suite("SVG import: text baselines, white space, tref, fonts, vertical text")
struct ImportTextBaselineTests {
    private func boxes(_ svg: String) throws -> [Rect] {
        ImportTest.fills(try ImportTest.displayList(svg)).map(\.path.boundingRect)
    }

    private func metrics(_ family: String = "DejaVu Sans", size: Double = 40) throws -> FontMetrics {
        try FontLibrary.shared.font(for: FontDescriptor(family: family)).face.metrics(size: size)
    }

    /// `dominant-baseline` and `alignment-baseline` move the glyphs down so the named baseline
    /// lies on y: hanging by 0.8 of the ascent, central by half of ascent minus descent,
    /// text-before-edge by the ascent; `alignment-baseline` on a `tspan` wins over the text's
    /// `dominant-baseline`.
    @Test func dominantAndAlignmentBaselinesMoveTheGlyphsDown() throws {
        let m = try metrics()
        let plain = try boxes(doc(##"<text x="10" y="100">H</text>"##))[0]
        let hanging = try boxes(doc(##"<text x="10" y="100" dominant-baseline="hanging">H</text>"##))[0]
        #expect(abs(hanging.minY - plain.minY - m.ascent * 0.8) < 1e-6)
        let central = try boxes(doc(##"<text x="10" y="100" dominant-baseline="central">H</text>"##))[0]
        #expect(abs(central.minY - plain.minY - (m.ascent - m.descent) / 2) < 1e-6)
        let aligned = try boxes(doc(##"<text x="10" y="100" dominant-baseline="hanging"><tspan alignment-baseline="text-before-edge">H</tspan></text>"##))[0]
        #expect(abs(aligned.minY - plain.minY - m.ascent) < 1e-6)
    }

    /// `baseline-shift` raises a span by a length or a percentage of its font size, or by the
    /// font's superscript offset; nested shifts add up; the text's own shift does not count.
    @Test func baselineShiftsRaiseSpansAndAddUp() throws {
        let m = try metrics()
        let found = try boxes(doc(##"""
            <text x="10" y="100">H<tspan fill="red" baseline-shift="10">H<tspan fill="blue" baseline-shift="50%">H</tspan></tspan><tspan fill="green" baseline-shift="super">H</tspan></text>
            """##))
        try #require(found.count == 4)
        #expect(abs(found[0].minY - found[1].minY - 10) < 1e-6)
        #expect(abs(found[0].minY - found[2].minY - 30) < 1e-6)
        #expect(abs(found[0].minY - found[3].minY - m.superscriptOffset) < 1e-6)
        let own = try boxes(doc(##"<text x="10" y="100" baseline-shift="20">H</text>"##))[0]
        #expect(abs(own.minY - found[0].minY) < 1e-6)
        let image = try ImportTest.image(doc(##"<text x="10" y="100" baseline-shift="up">H</text>"##))
        #expect(image.warnings.map(\.kind) == [.invalidValue])
    }

    /// `xml:space="preserve"` keeps every space (a tab or newline becomes one), the default
    /// collapses them: three spaces make the text two space advances wider.
    @Test func xmlSpacePreserveKeepsSpaces() throws {
        let space = try FontLibrary.shared.font(for: FontDescriptor(family: "DejaVu Sans")).face
        let advance = space.outline(of: try #require(space.glyph(for: " "))).advance * 40 / space.unitsPerEm
        let collapsed = try boxes(doc(##"<text x="10" y="100">a   b</text>"##))[0]
        let kept = try boxes(doc(##"<text x="10" y="100" xml:space="preserve">a   b</text>"##))[0]
        #expect(abs(kept.width - collapsed.width - 2 * advance) < 1e-6)
        // "a ", the span's spaces (no ink) and "b" are runs of their own.
        let pieces = try boxes(doc(##"<text x="10" y="100">a <tspan xml:space="preserve">  </tspan>b</text>"##))
        let inner = try #require(pieces.first.map { pieces.dropFirst().reduce($0) { $0.union($1) } })
        #expect(abs(inner.width - kept.width) < 1e-6)
    }

    /// A `tref` draws the character data of the element it names with its own style; one
    /// naming nothing warns and draws nothing.
    @Test func trefDrawsTheReferencedText() throws {
        let direct = try boxes(doc(##"<text x="10" y="100">Hello</text>"##))[0]
        let list = try ImportTest.displayList(doc(##"""
            <defs><text id="t">He<tspan>llo</tspan></text></defs><text x="10" y="100"><tref href="#t" fill="red"/></text>
            """##))
        let fills = ImportTest.fills(list)
        try #require(fills.count == 1)
        #expect(fills[0].paint == .color(.cssRed) && ImportTest.close(fills[0].path.boundingRect, direct))
        let broken = try ImportTest.image(doc(##"<text x="10" y="100"><tref href="#nothing"/></text>"##))
        #expect(broken.warnings.map(\.kind) == [.brokenReference])
    }

    /// `font-kerning: none` (a CSS property: ignored as an attribute) and `kerning="0"` turn
    /// pair kerning off; the `font` shorthand resets the weight it does not name.
    @Test func kerningCanBeTurnedOffAndTheFontShorthandResets() throws {
        let kerned = try boxes(doc(##"<text x="10" y="100">AVAV</text>"##))[0]
        let plain = try boxes(doc(##"<text x="10" y="100" style="font-kerning: none">AVAV</text>"##))[0]
        #expect(plain.width > kerned.width + 3)
        let attribute = try boxes(doc(##"<text x="10" y="100" font-kerning="none">AVAV</text>"##))[0]
        #expect(ImportTest.close(attribute, kerned))
        let zero = try boxes(doc(##"<text x="10" y="100" kerning="0">AVAV</text>"##))[0]
        #expect(ImportTest.close(zero, plain))
        let regular = try boxes(doc(##"<text x="10" y="100">AVAV</text>"##))[0]
        let shorthand = try boxes(doc(##"<g font-weight="bold"><text x="10" y="100" style="font: 40px 'DejaVu Sans'">AVAV</text></g>"##))[0]
        #expect(ImportTest.close(shorthand, regular))
    }

    /// Generic families go through fontconfig's aliases (`monospace`: every advance equal); a
    /// family list with nothing installed warns and draws with the default family.
    @Test func genericFamiliesResolveAndMissingFamiliesWarn() throws {
        let narrow = try boxes(doc(##"<text x="10" y="100" font-family="monospace">iiii</text>"##))[0]
        let wide = try boxes(doc(##"<text x="10" y="100" font-family="monospace">mmmm</text>"##))[0]
        #expect(abs(narrow.minX + narrow.width / 2 - (wide.minX + wide.width / 2)) < 2)
        let missing = try ImportTest.image(doc(##"<text x="10" y="100" font-family="No Such Family">Hi</text>"##))
        #expect(missing.warnings.count == 1 && missing.warnings[0].kind == .invalidValue && missing.warnings[0].description.contains("No Such Family"))
        #expect(throws: SVGImportError.self) {
            try SVGImage(string: doc(##"<text x="10" y="100" font-family="No Such Family">Hi</text>"##),
                         options: SVGImportOptions(strict: true))
        }
    }

    /// `writing-mode="tb"` runs the line down from (x, y): Latin turned a quarter clockwise and
    /// centred on x, ideographs upright one below the other.
    @Test func verticalTextRunsDownTheLine() throws {
        let horizontal = try boxes(doc(##"<text x="100" y="20">Text</text>"##))[0]
        let vertical = try boxes(doc(##"<text x="100" y="20" writing-mode="tb">Text</text>"##))[0]
        #expect(abs(vertical.height - horizontal.width) < 1e-6 && abs(vertical.width - horizontal.height) < 1e-6)
        // "T" reaches a tenth of a pixel before its pen (its left side bearing is negative).
        #expect(vertical.minY > 19 && vertical.minY < 25 && abs(vertical.midX - 100) < 8)
        let ideographs = try boxes(doc(##"<text x="100" y="20" font-family="Noto Sans CJK JP" writing-mode="tb">日本</text>"##))[0]
        // Two upright ideographs of one em each, stacked.
        #expect(ideographs.height > 70 && ideographs.height <= 80 && ideographs.width < 40)
        #expect(ideographs.minY >= 20 && abs(ideographs.midX - 100) < 4)
    }
}
