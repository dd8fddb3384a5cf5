import Testing
@testable import VellumScene
import VellumCore
import VellumText

/// SwiftUI's font and colour spellings: designs mapped to installed families, text styles,
/// monospaced digits on a font, colours from HSB and from named RGB colour spaces.
@Suite struct FontAndColorSpellingTests {
    @Test(arguments: [(TextFont.Design.serif, "DejaVu Serif"), (.monospaced, "DejaVu Sans Mono"), (.rounded, "Comfortaa")])
    func designsResolveToInstalledFamilies(design: TextFont.Design, family: String) throws {
        let font = TextFont.system(size: 20, weight: .bold, design: design)
        let resolved = try Font(font.descriptor)
        #expect(resolved.face.familyName == family)
        #expect(resolved.resolutionWarning == nil)
    }

    @Test func aTextStyleKeepsItsSizeAndWeightUnlessTold() {
        let headline = TextFont.system(.headline, design: .serif)
        #expect(headline.size == 17 && headline.descriptor.weight == .semibold)
        #expect(TextFont.system(.caption, weight: .black).descriptor.weight == .black)
        #expect(TextFont.TextStyle.allCases.map(\.font.size) == [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
    }

    @Test func aFontsMonospacedDigitsReachItsText() throws {
        let scene = Scene {
            Text("1111").font(TextFont.custom("Noto Sans", size: 40).monospacedDigit()).fontFeatures("smcp").tag("tabular")
        }
        _ = try scene.displayList(size: Size(width: 400, height: 100))
        let behavior = try #require(try scene.node(tagged: "tabular").behavior as? TextBehavior)
        // The font's feature first, then the text's own.
        #expect(behavior.style.features == [try FontFeature("tnum"), try FontFeature("smcp")])
    }

    @Test(arguments: [
        (0.0, 1.0, 1.0, Color(red: 1, green: 0, blue: 0)),
        (1.0 / 3, 1.0, 1.0, Color(red: 0, green: 1, blue: 0)),
        (2.0 / 3, 1.0, 0.5, Color(red: 0, green: 0, blue: 0.5)),
        (1.0, 0.5, 1.0, Color(red: 1, green: 0.5, blue: 0.5)),
        (0.5, 0.0, 0.25, Color(red: 0.25, green: 0.25, blue: 0.25)),
    ])
    func hueSaturationBrightnessMakeTheRGBColour(hue: Double, saturation: Double, brightness: Double, expected: Color) {
        let color = Color(hue: hue, saturation: saturation, brightness: brightness)
        #expect(abs(color.red - expected.red) < 1e-9 && abs(color.green - expected.green) < 1e-9
                && abs(color.blue - expected.blue) < 1e-9)
    }

    @Test func namedColourSpacesConvertToSRGB() {
        #expect(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5) == Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5))
        let linear = Color(.sRGBLinear, red: 0.214, green: 0, blue: 1)
        #expect(abs(linear.red - 0.5) < 0.001 && linear.green == 0 && abs(linear.blue - 1) < 1e-9)
        // P3's pure red lies outside sRGB: it clamps to sRGB's red.
        let p3 = Color(.displayP3, red: 1, green: 0, blue: 0)
        #expect(abs(p3.red - 1) < 1e-6 && p3.green == 0 && p3.blue == 0)
        // White is white in every space.
        let white = Color(.displayP3, red: 1, green: 1, blue: 1)
        #expect(abs(white.red - 1) < 1e-5 && abs(white.green - 1) < 1e-5 && abs(white.blue - 1) < 1e-5)
    }
}

/// `.fontDesign(_:)` and `.textCase(_:)` on the environment.
@Suite struct TextEnvironmentSpellingTests {
    private func behavior(_ scene: Scene, _ tag: String) throws -> TextBehavior {
        _ = try scene.displayList(size: Size(width: 400, height: 200))
        return try #require(try scene.node(tagged: tag).behavior as? TextBehavior)
    }

    @Test func fontDesignReachesSystemFontsOnly() throws {
        let scene = Scene {
            VStack {
                Text("system").tag("system")
                Text("named").font(.custom("Noto Sans", size: 17)).tag("named")
            }
            .fontDesign(.monospaced)
        }
        #expect(try behavior(scene, "system").style.font.source == .family("DejaVu Sans Mono"))
        #expect(try behavior(scene, "named").style.font.source == .family("Noto Sans"))
    }

    @Test func textCaseChangesWhatIsShown() throws {
        let scene = Scene {
            VStack {
                Text("Straße").tag("upper")
                Text("GOLD III").textCase(.lowercase).tag("lower")
                Text("As Is").textCase(nil).tag("plain")
            }
            .textCase(.uppercase)
        }
        #expect(try behavior(scene, "upper").content == "STRASSE")
        #expect(try behavior(scene, "lower").content == "gold iii")
        #expect(try behavior(scene, "plain").content == "As Is")
    }
}
