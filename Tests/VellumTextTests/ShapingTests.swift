import Testing
import VellumCore
@testable import VellumText

/// Shaping compared with HarfBuzz's own `hb-shape` on the same font file and features. The text
/// is laid out at a size of one em per font unit, so layout positions are font units and must
/// equal `hb-shape`'s exactly.
@Suite("Shaping compared with hb-shape")
struct ShapingTests {
    static let noto = "/usr/share/fonts/truetype/noto/"
    static let notoCJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let text: String
        let font: String
        var faceIndex = 0
        var features: [String] = []
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // Joining forms, right to left.
        Case(name: "Arabic", text: "مرحبا", font: noto + "NotoSansArabic-Regular.ttf"),
        Case(name: "Arabic two words", text: "مرحبا بالعالم", font: noto + "NotoSansArabic-Regular.ttf"),
        // The kṣa conjunct, and the i-matra reordered before the tra conjunct.
        Case(name: "Devanagari", text: "क्षत्रिय", font: noto + "NotoSansDevanagari-Regular.ttf"),
        // Stacked tone marks and vowel signs.
        Case(name: "Thai", text: "น้ำที่นี่สวัสดีครับ", font: noto + "NotoSansThai-Regular.ttf"),
        // Conjoining jamo (choseong, jungseong, jongseong) composed into syllables 각 and 한.
        Case(name: "Hangul jamo", text: "\u{1100}\u{1161}\u{11A8}\u{1112}\u{1161}\u{11AB}", font: notoCJK,
             faceIndex: 1),
        // Noto Sans kerns in GPOS only (it has no kern table) and has fi/ffi ligatures.
        Case(name: "Latin GPOS kerning", text: "AVATAR", font: noto + "NotoSans-Regular.ttf"),
        Case(name: "Latin ligatures", text: "office fit", font: noto + "NotoSans-Regular.ttf"),
        Case(name: "Latin liga=0", text: "office fit", font: noto + "NotoSans-Regular.ttf", features: ["liga=0"]),
        Case(name: "Latin smcp tnum", text: "Small Caps 0123", font: noto + "NotoSans-Regular.ttf",
             features: ["smcp", "tnum"]),
    ]

    /// Lays `text` out in one face at one pixel per font unit.
    static func layout(_ text: String, font path: String, faceIndex: Int = 0,
                       features: [String] = []) throws -> (TextLayout, FontFace) {
        let face = try FontFace.load(path: path, faceIndex: faceIndex)
        let style = TextStyle(font: FontDescriptor(file: path, faceIndex: faceIndex), size: face.unitsPerEm,
                              features: try features.map { try FontFeature($0) })
        return (try TextLayout(text, style: style), face)
    }

    /// The largest distance between the layout's glyph origins and `hb-shape`'s pen positions plus
    /// offsets, in font units.
    static func maximumDifference(_ layout: TextLayout, _ expected: [HBShape.Glyph]) -> Double {
        let baseline = layout.lines[0].baseline
        let x0 = layout.lines[0].bounds.minX
        return zip(layout.glyphs, HBShape.positions(expected)).map { glyph, position in
            max(abs(glyph.origin.x - x0 - position.x), abs(glyph.origin.y - baseline - position.y))
        }.max() ?? 0
    }

    @Test("glyph ids and positions equal hb-shape's", arguments: cases)
    func matchesHBShape(_ test: Case) throws {
        let (layout, face) = try Self.layout(test.text, font: test.font, faceIndex: test.faceIndex,
                                             features: test.features)
        let expected = try HBShape.shape(test.text, font: test.font, faceIndex: test.faceIndex,
                                         features: test.features)
        #expect(layout.warnings.isEmpty)
        #expect(layout.glyphs.allSatisfy { $0.face == face }, "every glyph from the requested face")
        let ids = layout.glyphs.map(\.glyph)
        #expect(ids == expected.map(\.g))
        let difference = Self.maximumDifference(layout, expected)
        #expect(difference <= 1e-9)
        print("hb-shape \(test.name): \(expected.count) glyphs for \(test.text.unicodeScalars.count) scalars, "
              + "ids \(ids == expected.map(\.g) ? "equal" : "DIFFERENT"), max position difference \(difference) units")
    }

    @Test func shapingDoesWhatTheScriptsNeed() throws {
        // Fewer glyphs than characters where ligatures and conjuncts form.
        let (office, _) = try Self.layout("office", font: Self.noto + "NotoSans-Regular.ttf")
        #expect(office.glyphs.count == 4)
        let (conjunct, _) = try Self.layout("क्षत्रिय", font: Self.noto + "NotoSansDevanagari-Regular.ttf")
        #expect(conjunct.glyphs.count == 4)
        // Noto Sans has no kern table, yet "AVATAR" is kerned (from GPOS).
        let (kerned, face) = try Self.layout("AVATAR", font: Self.noto + "NotoSans-Regular.ttf")
        #expect(!face.hasKerning)
        let unkerned = "AVATAR".unicodeScalars.reduce(0.0) { $0 + face.outline(of: face.glyph(for: $1)!).advance }
        #expect(kerned.size.width < unkerned - 100)
        // Arabic is set right to left: the first letter, meem, is the rightmost glyph.
        let (arabic, arabicFace) = try Self.layout("مرحبا", font: Self.noto + "NotoSansArabic-Regular.ttf")
        let meem = try #require(HBShape.shape("م", font: arabicFace.path).first)
        #expect(arabic.glyphs.last?.glyph != meem.g, "meem takes its initial form, not the isolated one")
        #expect(arabic.glyphs.map(\.origin.x) == arabic.glyphs.map(\.origin.x).sorted())
    }

    /// A right-to-left Hebrew paragraph with digits and a Latin word: FriBidi makes "2024" and
    /// "Vellum" left-to-right islands, and the final "!" takes the paragraph's direction, so the
    /// page shows "!Vellum 2024 םולש" read from the left. Each piece is compared with hb-shape
    /// in its own face, direction and script.
    @Test func hebrewWithDigitsAndLatinInVisualOrder() throws {
        let path = Self.noto + "NotoSansHebrew-Regular.ttf"
        let text = "שלום 2024 Vellum!"
        let (layout, hebrew) = try Self.layout(text, font: path)
        let font = try FontLibrary.shared.font(for: FontDescriptor(file: path))
        // Noto Sans Hebrew has no digits, Latin or "!": those come from a fallback face.
        let latin = try #require(FontLibrary.shared.face(for: "V", in: font))
        let digits = try #require(FontLibrary.shared.face(for: "2", in: font))
        let bang = try #require(FontLibrary.shared.face(for: "!", in: font))
        #expect(latin != hebrew)
        let pieces: [(text: String, face: FontFace, direction: String, script: String)] = [
            ("!", bang, "rtl", "Latn"),
            ("Vellum", latin, "ltr", "Latn"),
            (" ", hebrew, "rtl", "Hebr"),
            ("2024", digits, "ltr", "Hebr"),
            ("שלום ", hebrew, "rtl", "Hebr"),
        ]
        var expectedIDs: [UInt32] = [], expectedX: [Double] = [], pen = 0.0
        for piece in pieces {
            let glyphs = try HBShape.shape(piece.text, font: piece.face.path, direction: piece.direction,
                                           script: piece.script)
            // Each face at the layout's size, hebrew.unitsPerEm pixels per em.
            let scale = hebrew.unitsPerEm / piece.face.unitsPerEm
            for glyph in glyphs {
                expectedIDs.append(glyph.g)
                expectedX.append(pen + Double(glyph.dx) * scale)
                pen += Double(glyph.ax) * scale
            }
        }
        #expect(layout.glyphs.map(\.glyph) == expectedIDs)
        let difference = zip(layout.glyphs, expectedX).map { abs($0.origin.x - $1) }.max() ?? .infinity
        #expect(difference <= 1e-9)
        let same = layout.glyphs.map(\.glyph) == expectedIDs
        print("hb-shape Hebrew mixed: \(expectedIDs.count) glyphs, ids \(same ? "equal" : "DIFFERENT"), "
              + "max position difference \(difference) units")
    }
}
