import Testing
import Vellum
import VellumComponents
import VellumTestSupport
@testable import VellumTierBadgePlugin

/// Labels "in any script": the gallery's label variations, and what shaping makes of the
/// Arabic and Hindi ones (their pixels are checked in the golden-image tests).
@Suite struct TierBadgeLabelTests {
    /// The script of a letter, by its Unicode block; enough to tell the gallery's labels apart.
    static func script(of scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A: "Latin"
        case 0x0590...0x05FF: "Hebrew"
        case 0x0600...0x06FF: "Arabic"
        case 0x0900...0x097F: "Devanagari"
        case 0x0E00...0x0E7F: "Thai"
        case 0xAC00...0xD7AF: "Hangul"
        default: nil
        }
    }

    /// The label's words without the level numeral, which is Latin in every label.
    static func scripts(of label: String) -> Set<String> {
        Set(label.split(separator: " ").dropLast().flatMap { $0.unicodeScalars.compactMap(script(of:)) })
    }

    @Test func theGalleryShowsLabelsInSixScripts() {
        let labels = TierBadgePlugin.tierBadge.variations.compactMap { $0.arguments["label"] }
        let scripts = labels.reduce(into: Set<String>()) { $0.formUnion(Self.scripts(of: $1)) }
        #expect(scripts == ["Latin", "Hebrew", "Arabic", "Devanagari", "Thai", "Hangul"])
        let byName = Dictionary(uniqueKeysWithValues: TierBadgePlugin.tierBadge.variations.map { ($0.label, $0.arguments) })
        #expect(byName["arabic-label"]?["label"].map(Self.scripts(of:)) == ["Arabic"])
        #expect(byName["hindi-label"]?["label"].map(Self.scripts(of:)) == ["Devanagari"])
    }

    /// The label's text as the card sets it (bold system font), unconstrained.
    static func labelLayout(_ label: String) throws -> TextLayout {
        try TextLayout(label, style: TextStyle(size: 40, weight: .bold))
    }

    @Test func theArabicLabelRunsRightToLeftWithTheNumeralOnTheLeft() throws {
        let layout = try Self.labelLayout("ذهب III")
        let font = try VellumText.Font(FontDescriptor(weight: .bold))
        let capitalI = try #require(font.face.glyph(for: "I"))
        // A right-to-left paragraph: the left-to-right "III" comes first on the page, then the
        // space, then the Arabic word, all left to right by position.
        #expect(layout.glyphs.prefix(3).allSatisfy { $0.glyph == capitalI })
        #expect(layout.glyphs.map(\.origin.x) == layout.glyphs.map(\.origin.x).sorted())
        // Heh and beh join (initial and final forms), so neither is its isolated form, the glyph
        // the character map gives; thal joins nothing after it and stays isolated.
        let arabic = try #require(layout.glyphs.last?.face)
        for letter in "هب".unicodeScalars {
            let isolated = try #require(arabic.glyph(for: letter))
            #expect(!layout.glyphs.suffix(3).contains { $0.glyph == isolated }, "\(letter) joined")
        }
    }

    @Test func theHindiLabelFormsItsConjunct() throws {
        let layout = try Self.labelLayout("स्वर्ण III")
        // स्व is one conjunct glyph and र्ण puts the reph above ण: fewer glyphs than characters.
        #expect(layout.glyphs.count < "स्वर्ण III".unicodeScalars.count - 1)
        #expect(layout.warnings.isEmpty)
        #expect(layout.glyphs.first?.face.familyName.contains("Devanagari") == true)
    }
}
