import Testing
import Vellum

private func doc(_ body: String) -> String {
    ##"<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" font-size="40">"## + body + "</svg>"
}

/// SVG text shaped by HarfBuzz: joining scripts, right-to-left runs, spacing by cluster and
/// script, features, and the warnings of bad text input.
@Suite("SVG import: text shaping")
struct ImportTextShapingTests {
    private func boxes(_ svg: String) throws -> [Rect] {
        ImportTest.fills(try ImportTest.displayList(svg)).map(\.path.boundingRect)
    }

    /// The ink of laid-out glyphs, in layout coordinates.
    private func ink(_ layout: TextLayout) -> Rect? {
        let boxes = layout.glyphs.compactMap(\.inkBounds)
        return boxes.dropFirst().reduce(boxes.first) { box, next in box?.union(next) }
    }

    /// Arabic joins and runs right to left exactly as `TextLayout` shapes it: the same ink
    /// width, and the first letter in reading order is the rightmost.
    @Test func arabicIsShapedAsTextLayoutShapesIt() throws {
        let word = "مرحبا"
        let layout = try TextLayout(word, style: TextStyle(family: "Noto Sans Arabic", size: 40))
        let expected = try #require(ink(layout))
        let found = try boxes(doc(##"<text x="20" y="100" font-family="Noto Sans Arabic">"## + word + "</text>"))
        try #require(found.count == 1)
        #expect(abs(found[0].width - expected.width) < 1e-6, "\(found[0].width) ≠ \(expected.width)")
        let split = try boxes(doc(##"<text x="20" y="100" font-family="Noto Sans Arabic"><tspan fill="red">م</tspan>رحبا</text>"##))
        try #require(split.count == 2)
        #expect(split[0].midX > split[1].maxX - 5 && split[0].midX > split[1].midX)
    }

    /// In the left-to-right paragraph of SVG text, punctuation after a right-to-left word at the
    /// end of a chunk takes the paragraph's direction: the full stop goes right of the word.
    @Test func neutralsBetweenDirectionsRunLeftToRight() throws {
        let found = try boxes(doc(##"<text x="20" y="100" font-family="Noto Sans Arabic">مرحبا<tspan fill="red">.</tspan></text>"##))
        try #require(found.count == 2)
        #expect(found[1].minX > found[0].maxX - 1)
        let inside = try boxes(doc(##"<text x="20" y="100" font-family="Noto Sans Arabic">مرحبا<tspan fill="red">!</tspan>مرحبا</text>"##))
        // Between two Arabic words it runs right to left with them: left of the first word.
        try #require(inside.count == 3)
        #expect(inside[1].maxX < inside[0].minX + 1 && inside[1].minX > inside[2].maxX - 1)
    }

    /// Letter spacing goes between clusters of scripts that do not join, never inside Arabic,
    /// and not after a chunk's last character: "AB" anchored at its end ends at x, less B's
    /// side bearing, whatever the spacing.
    @Test func letterSpacingSkipsJoiningScriptsAndTheLastCharacter() throws {
        let plain = try boxes(doc(##"<text x="200" y="100" font-family="DejaVu Sans" text-anchor="end">AB</text>"##))[0]
        let spaced = try boxes(doc(##"<text x="200" y="100" font-family="DejaVu Sans" text-anchor="end" letter-spacing="20">AB</text>"##))[0]
        #expect(abs(spaced.maxX - plain.maxX) < 1e-6 && abs(spaced.width - plain.width - 20) < 1e-6)
        let arabic = try boxes(doc(##"<text x="20" y="100" font-family="Noto Sans Arabic">مرحبا</text>"##))[0]
        let arabicSpaced = try boxes(doc(##"<text x="20" y="100" font-family="Noto Sans Arabic" letter-spacing="20">مرحبا</text>"##))[0]
        #expect(abs(arabicSpaced.width - arabic.width) < 1e-6)
    }

    /// `font-variant: small-caps` asks for the font's `smcp` glyphs: the text is as wide as
    /// `TextLayout` sets it with that feature, and not as wide as without it.
    @Test func smallCapsUseTheFontsSmallCapitals() throws {
        let smcp = try FontFeature(tag: "smcp")
        let withFeature = try #require(ink(try TextLayout("text", style: TextStyle(family: "Noto Sans", size: 40, features: [smcp]))))
        let without = try #require(ink(try TextLayout("text", style: TextStyle(family: "Noto Sans", size: 40))))
        try #require(abs(withFeature.width - without.width) > 1)
        let small = try boxes(doc(##"<text x="20" y="100" font-family="Noto Sans" font-variant="small-caps">text</text>"##))[0]
        #expect(abs(small.width - withFeature.width) < 1e-6)
    }

    /// A `textPath` to a shape of no length warns and draws nothing on it; the rest is drawn.
    @Test func aTextPathOfNoLengthWarns() throws {
        let image = try ImportTest.image(doc(##"""
            <defs><path id="p" d="M 10 10 L 10 10"/></defs><text font-family="DejaVu Sans"><textPath href="#p">gone</textPath></text>
            """##))
        #expect(image.warnings.map(\.kind) == [.brokenReference])
        #expect(image.warnings[0].message.contains("no length"))
        let fills = ImportTest.fills(try image.scene().displayList(size: image.size))
        #expect(fills.isEmpty)
    }

    /// `textLength` on a `tspan` fits that span's characters alone: with
    /// `lengthAdjust="spacingAndGlyphs"` their glyphs and advances stretch by the length over
    /// their natural advances; the characters before it do not move.
    @Test func textLengthFitsATspan() throws {
        let face = try FontLibrary.shared.font(for: FontDescriptor(family: "DejaVu Sans")).face
        let natural = try ["c", "d"].map { face.outline(of: try #require(face.glyph(for: $0))).advance }
            .reduce(0, +) * 40 / face.unitsPerEm
        let plain = try boxes(doc(##"<text x="20" y="100" font-family="DejaVu Sans">ab<tspan fill="red">cd</tspan></text>"##))
        let fitted = try boxes(doc(##"<text x="20" y="100" font-family="DejaVu Sans">ab<tspan fill="red" textLength="100" lengthAdjust="spacingAndGlyphs">cd</tspan></text>"##))
        try #require(plain.count == 2 && fitted.count == 2)
        #expect(ImportTest.close(plain[0], fitted[0]))
        #expect(abs(fitted[1].width - plain[1].width * 100 / natural) < 1e-6)
        // The span starts where it did, but for its first glyph's side bearing, which stretches.
        #expect(abs(fitted[1].minX - plain[1].minX) < 5)
    }

    /// A 10,000-character word imports whole: one run, as wide as 10,000 advances.
    @Test func aVeryLongWordIsLaidOutWhole() throws {
        let face = try FontLibrary.shared.font(for: FontDescriptor(family: "DejaVu Sans")).face
        let advance = face.outline(of: try #require(face.glyph(for: "x"))).advance * 10 / face.unitsPerEm
        let word = String(repeating: "x", count: 10_000)
        let found = try boxes(doc(##"<text x="0" y="100" font-size="10" font-family="DejaVu Sans">"## + word + "</text>"))
        try #require(found.count == 1)
        #expect(abs(found[0].width - 10_000 * advance) < advance)
    }
}
