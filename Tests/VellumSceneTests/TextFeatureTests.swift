import Testing
@testable import VellumScene
import VellumCore
import VellumText

/// SwiftUI's spacing and feature modifiers on `Text`: what they hand the shaper, and what it
/// makes of them.
@Suite struct TextFeatureTests {
    let noto = TextFont.custom("Noto Sans", size: 40)

    func width(_ text: Text) throws -> Double {
        try Probe { text }.size(nil, nil).width
    }

    @Test func kerningAndTrackingAddSpaceBetweenCharacters() throws {
        let plain = try width(Text("AVATAR").font(noto))
        // Five gaps between six letters; none after the last.
        #expect(close(try width(Text("AVATAR").font(noto).kerning(3)), plain + 5 * 3))
        #expect(close(try width(Text("AVATAR").font(noto).tracking(-2)), plain - 5 * 2))
        // Kerning keeps the "ffi" ligature (four clusters: o, ffi, c, e); tracking breaks it
        // into six letters, so six clusters.
        let office = try width(Text("office").font(noto))
        #expect(close(try width(Text("office").font(noto).kerning(10)), office + 3 * 10))
        let unligated = try width(Text("office").font(noto).fontFeatures("liga=0"))
        #expect(close(try width(Text("office").font(noto).tracking(10)), unligated + 5 * 10))
    }

    @Test func monospacedDigitAndFeatureTagsReachTheShaper() throws {
        // Noto Sans's digits are tabular unless asked for proportional ones.
        let tabular = try width(Text("1104").font(noto))
        let proportional = try width(Text("1104").font(noto).fontFeatures("pnum"))
        #expect(proportional < tabular - 1)
        #expect(try width(Text("1104").font(noto).monospacedDigit()) == tabular)
        let text = Text("x").monospacedDigit().fontFeatures("smcp", "-liga").kerning(1).tracking(2)
        #expect(text.features == ["tnum", "smcp", "-liga"] && text.kerning == 1 && text.tracking == 2)
        // Small capitals are a different width from lower case.
        #expect(try width(Text("small").font(noto).fontFeatures("smcp")) != (try width(Text("small").font(noto))))
    }

    @Test func badFeaturesAndSpacingAreErrorsNamingTheNode() throws {
        let feature = sceneError { try Probe { Text("x").fontFeatures("liga=on") }.list(10, 10) }
        #expect(feature == .invalidValue(path: "Text", message: "font feature 'liga=on' is not valid: "
                                         + "the value after '=' must be a whole number from 0 to 4294967295"))
        let tag = sceneError { try Probe { Text("x").fontFeatures("ligature") }.list(10, 10) }
        #expect(tag == .invalidValue(path: "Text", message: "font feature 'ligature' is not valid: "
                                     + "expected 'tag', '+tag', '-tag' or 'tag=N' with a four-character tag"))
        let tracking = sceneError { try Probe { Text("x").tracking(.nan) }.list(10, 10) }
        #expect(tracking != nil)
    }
}
