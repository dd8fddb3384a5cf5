import Foundation
import Testing
import VellumCore
@testable import VellumText

@Suite struct FontResolutionTests {
    @Test func defaultFamilyIsDejaVuSans() throws {
        let font = try Font()
        #expect(FontDescriptor.defaultFamily == "DejaVu Sans")
        #expect(font.face.familyName == "DejaVu Sans")
        #expect(font.resolutionWarning == nil)
    }

    @Test func weightsAndItalicPickMatchingFaces() throws {
        let bold = try Font(FontDescriptor(family: "DejaVu Sans", weight: .bold))
        #expect(bold.face.styleName == "Bold")
        let numericBold = try Font(FontDescriptor(family: "DejaVu Sans", weight: FontWeight(700)))
        #expect(numericBold.face == bold.face)
        let oblique = try Font(FontDescriptor(family: "DejaVu Sans", italic: true))
        #expect(oblique.face.styleName == "Oblique")
        let light = try Font(FontDescriptor(family: "DejaVu Sans", weight: .ultraLight))
        #expect(light.face.styleName == "ExtraLight")
        #expect(FontWeight.bold.fontconfigWeight == 200 && FontWeight.regular.fontconfigWeight == 80)
        #expect(FontWeight.ultraLight < .thin && FontWeight.heavy < .black)
    }

    @Test(arguments: ["한글", "골드 III", "金牌"])
    func cjkCharactersFallBackToACJKFace(text: String) throws {
        let layout = try TextLayout(text, style: TextStyle(family: "DejaVu Sans", size: 32))
        #expect(layout.warnings.isEmpty)
        var cjkGlyphs: [PositionedGlyph] = []
        for (scalar, glyph) in zip(text.unicodeScalars, layout.glyphs) {
            let isCJK = scalar.properties.isIdeographic || (0xAC00...0xD7A3).contains(scalar.value)
            if isCJK {
                #expect(glyph.face.familyName.contains("CJK"), "\(scalar) drawn from \(glyph.face)")
                #expect(glyph.glyph != 0)
                #expect(!glyph.path.isEmpty && glyph.path.boundingRect.width > 10,
                        "\(scalar) has a real outline, not an empty or missing-glyph box")
                cjkGlyphs.append(glyph)
            } else if scalar != " " {
                #expect(glyph.face.familyName == "DejaVu Sans", "\(scalar) stays in the requested family")
            }
        }
        #expect(layout.glyphs.count == text.unicodeScalars.count)
        // CFF outlines are cubic, unlike DejaVu's quadratic ones: the outlines are the CJK face's.
        #expect(cjkGlyphs.contains { $0.path.elements.contains { if case .curve = $0 { true } else { false } } })
    }

    @Test func missingFamilyFallsBackToDefaultWithAWarning() throws {
        let family = "Vellum No Such Family 7"
        let font = try Font(FontDescriptor(family: family))
        #expect(font.face.familyName == "DejaVu Sans")
        #expect(font.resolutionWarning == .familyNotFound(requested: family, substitute: "DejaVu Sans"))

        let layout = try TextLayout("Hi", style: TextStyle(family: family, size: 20))
        #expect(layout.warnings == [.familyNotFound(requested: family, substitute: "DejaVu Sans")])
        #expect(layout.glyphs.allSatisfy { $0.face.familyName == "DejaVu Sans" })
        #expect(layout.warnings[0].description.contains(family))
    }

    @Test func genericAndDifferentlySpelledFamiliesAreFound() throws {
        #expect(try Font(FontDescriptor(family: "sans-serif")).resolutionWarning == nil)
        let spelled = try Font(FontDescriptor(family: "dejavusans"))
        #expect(spelled.resolutionWarning == nil && spelled.face.familyName == "DejaVu Sans")
    }

    @Test func fontFileByPathIsUsedDirectly() throws {
        let path = try dejaVuSans().face.path
        let font = try Font(FontDescriptor(file: path))
        #expect(font.face.path == path && font.resolutionWarning == nil)
        let layout = try TextLayout("A", style: TextStyle(font: FontDescriptor(file: path), size: 10))
        #expect(layout.glyphs.first?.face.path == path)
    }

    @Test func nonFontFileIsATextErrorNamingIt() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-not-a-font.txt").path
        try "just some text, no font here\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: TextError.notAFont(path: path)) { try Font(FontDescriptor(file: path)) }
        do {
            _ = try TextLayout("x", style: TextStyle(font: FontDescriptor(file: path)))
            Issue.record("a text file must not load as a font")
        } catch {
            #expect(error.description.contains(path))
            #expect(error.description.contains("not a font"))
        }
    }

    @Test func missingFileAndBadFaceIndexAreTextErrors() throws {
        let missing = "/nonexistent/vellum/font.ttf"
        #expect(throws: TextError.unreadableFile(path: missing)) { try Font(FontDescriptor(file: missing)) }
        let path = try dejaVuSans().face.path
        #expect(throws: TextError.faceIndexOutOfRange(path: path, index: 3, faceCount: 1)) {
            try Font(FontDescriptor(file: path, faceIndex: 3))
        }
        #expect(throws: TextError.self) { try Font(FontDescriptor(file: "/tmp")) }
    }

    @Test func characterNoFontHasIsDrawnAsMissingGlyphWithAWarning() throws {
        // U+10FFFD is a private-use code point no installed font maps.
        let layout = try TextLayout("a\u{10FFFD}", style: TextStyle(size: 20))
        #expect(layout.glyphs.count == 2)
        #expect(layout.glyphs[1].glyph == 0)
        #expect(layout.warnings == [.missingGlyph(character: "\u{10FFFD}", family: "DejaVu Sans")])
        #expect(layout.warnings[0].description.contains("U+10FFFD"))
    }
}
