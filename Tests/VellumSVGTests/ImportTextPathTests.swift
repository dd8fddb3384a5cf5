import Foundation
import Testing
import Vellum

private func doc(_ body: String) -> String {
    ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="200" height="200" font-family="Noto Sans">"## + body + "</svg>"
}

@Suite("SVG import: textPath")
struct ImportTextPathTests {
    private let font: VellumText.Font

    init() throws {
        font = try FontLibrary.shared.font(for: FontDescriptor(family: "Noto Sans"))
    }

    private func advance(_ c: Unicode.Scalar, size: Double) -> Double {
        font.face.outline(of: font.face.glyph(for: c)!).advance * size / font.face.unitsPerEm
    }

    /// The ink boxes of the fills of `svg`, in drawing order.
    private func boxes(_ svg: String) throws -> [Rect] {
        ImportTest.fills(try ImportTest.displayList(svg)).map { $0.path.boundingRect }
    }

    /// On a straight path, text sits where it would at the path's start, moved by `startOffset`.
    @Test func aStraightPathIsABaselineFromItsStart() throws {
        let onPath = try boxes(doc(##"""
            <defs><path id="p" d="M 20 100 L 190 100"/></defs>
            <text font-size="40"><textPath href="#p" startOffset="10">Hello</textPath></text>
            """##))
        let plain = try boxes(doc(##"<text x="30" y="100" font-size="40">Hello</text>"##))
        try #require(onPath.count == 1 && plain.count == 1)
        #expect(ImportTest.close(onPath[0], plain[0], 1e-6), "\(onPath[0]) vs \(plain[0])")
        // A textPath has no position lists (SVG 2): its own x, y, dx and dy move nothing.
        let positioned = try boxes(doc(##"""
            <defs><path id="p" d="M 20 100 L 190 100"/></defs>
            <text font-size="40"><textPath href="#p" startOffset="10" x="80" dx="5" dy="30">Hello</textPath></text>
            """##))
        #expect(positioned.count == 1 && ImportTest.close(positioned[0], plain[0], 1e-6))
    }

    /// On a circle drawn clockwise from its top, a glyph whose advance midpoint is a quarter of
    /// the way round stands on the circle's rightmost point, turned a quarter clockwise: its
    /// capitals point outwards, along +x.
    @Test func aGlyphIsTurnedToTheTangentOfACircle() throws {
        let size = 40.0
        let quarter = Double.pi / 2 * 60
        let offset = quarter - advance("I", size: size) / 2
        let found = try boxes(doc(##"""
            <defs><path id="c" d="M 100 40 A 60 60 0 1 1 100 160 A 60 60 0 1 1 100 40"/></defs>
            <text font-size="40"><textPath xlink:href="#c" startOffset="\##(offset)">I</textPath></text>
            """##))
        try #require(found.count == 1)
        let box = found[0]
        let capHeight = font.face.metrics(size: size).capHeight
        let ink = font.face.outline(of: font.face.glyph(for: "I")!).path(size: size).boundingRect
        // Turned a quarter clockwise: the glyph's height lies along x, from the circle outwards,
        // its width along y, centred as it is on its advance.
        #expect(abs(box.minX - 160) < 0.01, "\(box)")
        #expect(abs(box.maxX - (160 + capHeight)) < 0.01, "\(box)")
        #expect(abs(box.height - ink.width) < 0.01, "\(box)")
        #expect(abs(box.midY - (100 + ink.midX - advance("I", size: size) / 2)) < 0.01, "\(box)")
    }

    /// Glyphs whose midpoints fall past the path's end are not drawn; `startOffset` in percent is
    /// of the path's length, and `text-anchor` anchors the text there.
    @Test func glyphsPastTheEndAreLeftOutAndTheAnchorHolds() throws {
        let size = 20.0
        let i = advance("I", size: size)
        let cut = try boxes(doc(##"""
            <defs><path id="p" d="M 10 50 L 110 50"/></defs>
            <text font-size="20"><textPath href="#p">\##(String(repeating: "I", count: 40))</textPath></text>
            """##))
        try #require(cut.count == 1)
        // The glyphs that fit whole, and the one whose middle is still on the path.
        let kept = (100 / i + 0.5).rounded(.down)
        #expect(cut[0].maxX < 10 + kept * i && cut[0].maxX > 10 + (kept - 1) * i, "\(cut[0]), \(kept)")

        let middle = try boxes(doc(##"""
            <defs><path id="p" d="M 10 50 L 110 50"/></defs>
            <text font-size="20" text-anchor="middle"><textPath href="#p" startOffset="50%">III</textPath></text>
            """##))
        try #require(middle.count == 1)
        #expect(abs((middle[0].minX + middle[0].maxX) / 2 - 60) < 0.05, "\(middle[0])")
    }

    @Test func aTextPathWithoutAPathIsReportedAndItsTextNotDrawn() throws {
        let image = try ImportTest.image(doc(##"""
            <text x="10" y="50" font-size="20">A<textPath href="#missing">BCD</textPath></text>
            """##))
        #expect(image.warnings.map(\.kind) == [.brokenReference])
        let fills = ImportTest.fills(try image.scene().displayList(size: image.size))
        try #require(fills.count == 1)
        #expect(fills[0].path.boundingRect.maxX < 10 + advance("A", size: 20) + 0.01)
    }
}
