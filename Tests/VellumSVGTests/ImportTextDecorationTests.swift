import Testing
import Vellum

private func doc(_ body: String) -> String {
    ##"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120" font-family="Noto Sans">"## + body + "</svg>"
}

@Suite("SVG import: text-decoration")
struct ImportTextDecorationTests {
    private let font: VellumText.Font
    private let metrics: FontMetrics

    init() throws {
        font = try FontLibrary.shared.font(for: FontDescriptor(family: "Noto Sans"))
        metrics = font.face.metrics(size: 100)
    }

    /// The advance of "Te" at 100 px, kerned as the importer sets it.
    private var widthOfTe: Double {
        let advance = { (c: Unicode.Scalar) in self.font.face.outline(of: self.font.face.glyph(for: c)!).advance }
        return (advance("T") + font.face.kerning(between: "T", and: "e") + advance("e")) * 100 / font.face.unitsPerEm
    }

    /// The fills of `svg` in drawing order: their boxes and paints.
    private func fills(_ svg: String) throws -> [(box: Rect, paint: Paint)] {
        ImportTest.fills(try ImportTest.displayList(svg)).map { ($0.path.boundingRect, $0.paint) }
    }

    /// The band a line centred `centre` below the baseline at y = 80, `thickness` thick, spanning "Te" from x = 10.
    private func band(centre: Double, thickness: Double) -> Rect {
        Rect(x: 10, y: 80 + centre - thickness / 2, width: widthOfTe, height: thickness)
    }

    @Test func anUnderlineSpansTheAdvancesAtTheFontsUnderlinePositionAndThickness() throws {
        let found = try fills(doc(##"<text x="10" y="80" font-size="100" fill="blue" text-decoration="underline">Te</text>"##))
        try #require(found.count == 2)
        #expect(metrics.underlineThickness > 0)
        // Drawn before the glyphs, in the text's fill.
        #expect(found[0].paint == .color(.cssBlue) && found[1].paint == .color(.cssBlue))
        let expected = band(centre: metrics.underlinePosition - metrics.underlineThickness / 2, thickness: metrics.underlineThickness)
        #expect(ImportTest.close(found[0].box, expected, 1e-9), "\(found[0].box) vs \(expected)")
    }

    /// Underline and overline under the glyphs, the line through over them; all three in the
    /// paint of the element that declares them, not the paint of the characters.
    @Test func linesArePaintedByTheirElementUnderAndOverTheGlyphs() throws {
        let found = try fills(doc(##"""
            <text x="10" y="80" font-size="100" fill="lime" text-decoration="line-through underline overline"><tspan fill="red">Te</tspan></text>
            """##))
        try #require(found.count == 4)
        #expect(found.map(\.paint) == [.color(.cssLime), .color(.cssLime), .color(.cssRed), .color(.cssLime)])
        #expect(ImportTest.close(found[0].box, band(centre: metrics.underlinePosition - metrics.underlineThickness / 2, thickness: metrics.underlineThickness), 1e-9))
        #expect(ImportTest.close(found[1].box, band(centre: -metrics.ascent, thickness: metrics.underlineThickness), 1e-9))
        #expect(ImportTest.close(found[3].box, band(centre: -metrics.strikeoutPosition, thickness: metrics.strikeoutThickness), 1e-9))
        // The line through crosses the "e" between the baseline and the x-height.
        #expect(found[3].box.minY > 80 - metrics.xHeight && found[3].box.maxY < 80)
    }

    /// A tspan's decoration runs under its own characters only; one declared around the text
    /// (on a group) is drawn with the text's paint.
    @Test func decorationsSpanTheirElementsCharactersAndReachTextFromGroups() throws {
        let found = try fills(doc(##"""
            <text x="10" y="80" font-size="100" fill="blue">T<tspan fill="red" text-decoration="underline">e</tspan></text>
            """##))
        try #require(found.count == 3)
        // The line first, under both glyphs, then "T" and "e".
        #expect(found.map(\.paint) == [.color(.cssRed), .color(.cssBlue), .color(.cssRed)])
        let glyphE = found[2].box
        #expect(found[0].box.minX > 10 + widthOfTe / 3 && abs(found[0].box.maxX - (10 + widthOfTe)) < 1e-9)
        #expect(found[0].box.minX < glyphE.minX && found[0].box.minX > found[1].box.minX)

        let grouped = try fills(doc(##"""
            <g fill="green" text-decoration="underline"><text x="10" y="80" font-size="100" fill="blue">Te</text></g>
            """##))
        try #require(grouped.count == 2)
        #expect(grouped[0].paint == .color(.cssBlue))
        #expect(ImportTest.close(grouped[0].box, band(centre: metrics.underlinePosition - metrics.underlineThickness / 2, thickness: metrics.underlineThickness), 1e-9))
    }

    @Test func anUnderlineIsDrawnInPixelsBelowTheBaseline() throws {
        let pixmap = try ImportTest.render(doc(##"<text x="10" y="80" font-size="100" fill="#00f" text-decoration="underline">Te</text>"##))
        let y = Int(80 + metrics.underlinePosition - metrics.underlineThickness / 2)
        // Under the gap between the stem of "T" and the bowl of "e" there is only the line.
        #expect(ImportTest.rgba(pixmap, 12, y) == [0, 0, 255, 255])
        #expect(ImportTest.rgba(pixmap, 12, y + Int(metrics.underlineThickness) + 2)[3] == 0)
        #expect(ImportTest.rgba(pixmap, 12, y - Int(metrics.underlineThickness) - 2)[3] == 0)
    }

    @Test func anInvalidDecorationIsReportedAndDrawsNothing() throws {
        let image = try ImportTest.image(doc(##"<text x="10" y="80" font-size="100" text-decoration="underline,overline">Te</text>"##))
        #expect(image.warnings.map(\.kind) == [.invalidValue])
        #expect(image.warnings.first?.attribute == "text-decoration")
        #expect(image.warnings.first?.value == "underline,overline")
        #expect(ImportTest.fills(try image.scene().displayList(size: image.size)).count == 1)
        #expect(throws: SVGImportError.self) {
            try SVGImage(string: doc(##"<text text-decoration="underline underline">Te</text>"##),
                         options: SVGImportOptions(strict: true))
        }
    }
}
