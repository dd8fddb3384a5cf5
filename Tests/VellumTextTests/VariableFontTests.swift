import Foundation
import Testing
import VellumCore
import VellumRaster
import VellumTestSupport
import VellumText

/// Whether Inter's variable face (fonts-inter-variable) is installed.
private var interIsVariable: Bool {
    (try? Font(FontDescriptor(family: "Inter")))?.face.axes.contains { $0.tag == "wght" } ?? false
}

/// Variable fonts: weights between the named ones, arbitrary axes, clamping and bad settings,
/// with Inter's variable face (Debian's fonts-inter-variable: one `wght` axis, 100…900).
@Suite(.requires(interIsVariable, "Inter's variable font is not installed (fonts-inter-variable)"))
struct VariableFontTests {
    static let family = "Inter"

    static func layout(_ text: String, weight: FontWeight, variations: [FontVariation] = []) throws -> TextLayout {
        try TextLayout(text, style: TextStyle(font: FontDescriptor(family: family, weight: weight, variations: variations),
                                              size: 32))
    }

    /// The summed alpha of a layout drawn on a small canvas: how much ink it puts down.
    static func ink(_ layout: TextLayout) throws -> Int {
        let pixmap = try ShapedRenderingTests.render(layout, margin: 2)
        var total = 0
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width { total += Int(pixmap.pixel(x: x, y: y).a) }
        }
        return total
    }

    @Test func inBetweenWeightsSetTheWeightAxis() throws {
        let weights = [300, 550, 800].map(FontWeight.init)
        let layouts = try weights.map { try Self.layout("Vellum", weight: $0) }
        #expect(layouts.allSatisfy { $0.warnings.isEmpty })
        let widths = layouts.map(\.size.width), inks = try layouts.map(Self.ink)
        #expect(widths[0] < widths[1] && widths[1] < widths[2], "\(widths)")
        #expect(inks[0] < inks[1] && inks[1] < inks[2], "\(inks)")
        // 550 is its own instance, not the nearest named weight.
        let medium = try Self.layout("Vellum", weight: .medium), semibold = try Self.layout("Vellum", weight: .semibold)
        #expect(medium.size.width < widths[1] && widths[1] < semibold.size.width)
        let face = try Font(FontDescriptor(family: Self.family, weight: FontWeight(550))).face
        #expect(face.variations == [try FontVariation(tag: "wght", value: 550)])
    }

    @Test func explicitAxisSettingsWinOverTheWeight() throws {
        let set = try Font(FontDescriptor(family: Self.family, weight: .bold,
                                          variations: [try FontVariation(tag: "wght", value: 300)])).face
        let light = try Font(FontDescriptor(family: Self.family, weight: .light)).face
        #expect(set === light)
    }

    @Test func valuesOutsideTheAxisAreClamped() throws {
        let face = try Font(FontDescriptor(family: Self.family)).face
        let axis = try #require(face.axes.first { $0.tag == "wght" })
        #expect((axis.minimum, axis.defaultValue, axis.maximum) == (100, 400, 900))
        let heavy = try face.varied(by: [try FontVariation(tag: "wght", value: 5000)])
        let black = try face.varied(by: [try FontVariation(tag: "wght", value: 900)])
        #expect(heavy.face === black.face && heavy.warnings.isEmpty)
        let thin = try face.varied(by: [try FontVariation(tag: "wght", value: -40)]).face
        #expect(thin.variations == [try FontVariation(tag: "wght", value: 100)])
        // Back at the default: the default face itself.
        #expect(try thin.varied(by: [try FontVariation(tag: "wght", value: 400)]).face === face)
    }

    @Test func harfBuzzAdvancesEqualFreeTypeAdvancesUnderVariations() throws {
        let face = try Font(FontDescriptor(family: Self.family, weight: FontWeight(650))).face
        let text = Array("Hamburgefonstiv 0123".unicodeScalars)
        let glyphs = face.shapedRun(text, rightToLeft: false, features: [try FontFeature("-kern")])
        #expect(glyphs.count == text.count)
        for glyph in glyphs {
            #expect(glyph.advance == face.outline(of: glyph.glyph).advance, "glyph \(glyph.glyph)")
        }
        let regular = try Font(FontDescriptor(family: Self.family)).face
        #expect(regular.outline(of: glyphs[0].glyph).advance < glyphs[0].advance)
    }

    @Test(.requires(Prerequisite.program("hb-shape") != nil, "hb-shape is not installed (libharfbuzz-bin)"))
    func shapingAgreesWithHBShape() throws {
        let face = try Font(FontDescriptor(family: Self.family, weight: FontWeight(550))).face
        let reference = try HBShape.shape("Office AV", font: face.path, variations: ["wght=550"])
        let glyphs = face.shapedRun(Array("Office AV".unicodeScalars), rightToLeft: false)
        #expect(glyphs.map(\.glyph) == reference.map(\.g))
        #expect(glyphs.map(\.advance) == reference.map { Double($0.ax) })
    }

    @Test func badSettingsAreErrorsOrWarnings() throws {
        #expect(throws: TextError.invalidVariation(tag: "wg", value: 1, reason: "an axis tag is four printable ASCII characters")) {
            try FontVariation(tag: "wg", value: 1)
        }
        #expect(throws: TextError.self) { try FontVariation(tag: "wght", value: .nan) }
        do {
            _ = try FontVariation(tag: "wdth", value: .infinity)
        } catch {
            #expect(error.description == "font variation 'wdth' = inf is not valid: the value must be a finite number")
        }
        let unknown = try Self.layout("Vellum", weight: .regular, variations: [try FontVariation(tag: "ZZZZ", value: 3)])
        #expect(unknown.warnings == [.unknownVariationAxis(tag: "ZZZZ", family: "Inter")])
        // A static font has no axes at all.
        let dejaVu = try TextLayout("Vellum", style: TextStyle(font: FontDescriptor(
            variations: [try FontVariation(tag: "wght", value: 700)])))
        #expect(dejaVu.warnings == [.unknownVariationAxis(tag: "wght", family: "DejaVu Sans")])
    }

    @Test func variedTextCarriesNoGlyphRuns() throws {
        #expect(try Self.layout("Vellum", weight: FontWeight(550)).glyphRuns.isEmpty)
        #expect(try !Self.layout("Vellum", weight: .regular).glyphRuns.isEmpty)
    }
}
