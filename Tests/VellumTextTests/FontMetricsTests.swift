import CFreeType
import Testing
import VellumCore
@testable import VellumText

@Suite struct FontMetricsTests {
    /// FreeType's 26.6 arithmetic rounds to 1/64 px; Vellum scales in full double precision.
    let tolerance = 1.0 / 64 + 1e-9

    @Test(arguments: [12, 24, 48, 100])
    func verticalMetricsMatchFreeType(size: Int) throws {
        let font = try dejaVuSans()
        #expect(font.face.familyName == "DejaVu Sans")
        let reference = try FreeTypeReference(path: font.face.path)
        reference.setPixelSize(size)
        let metrics = font.metrics(size: Double(size))
        let ft = reference.face.pointee
        #expect(metrics.unitsPerEm == Double(ft.units_per_EM))
        #expect(close(metrics.ascent, reference.scaledY(ft.ascender), tolerance))
        #expect(close(metrics.descent, -reference.scaledY(ft.descender), tolerance))
        #expect(close(metrics.lineHeight, reference.scaledY(ft.height), 2 * tolerance))
        // DejaVu Sans has a version 1 OS/2 table without cap and x heights, so Vellum measures the
        // flat tops of "H" and "x"; FreeType's control box of the same unhinted glyphs gives them.
        let os2 = try #require(FT_Get_Sfnt_Table(reference.face, FT_SFNT_OS2)?
            .assumingMemoryBound(to: TT_OS2.self).pointee)
        #expect(os2.version < 2)
        _ = try reference.loadUnhinted("H")
        #expect(close(metrics.capHeight, -reference.loadedOutlineControlBox().minY, tolerance))
        _ = try reference.loadUnhinted("x")
        #expect(close(metrics.xHeight, -reference.loadedOutlineControlBox().minY, tolerance))
        #expect(metrics.capHeight > metrics.xHeight && metrics.xHeight > 0)
    }

    @Test(arguments: [12, 24, 48])
    func advancesMatchFreeTypeLinearAdvances(size: Int) throws {
        let font = try dejaVuSans()
        let reference = try FreeTypeReference(path: font.face.path)
        reference.setPixelSize(size)
        for value in UInt32(0x20)...0x7E {
            let scalar = Unicode.Scalar(value)!
            let expected = try reference.loadUnhinted(scalar)
            let glyph = try #require(font.face.glyph(for: scalar))
            let advance = font.face.outline(of: glyph).advance * Double(size) / font.face.unitsPerEm
            #expect(close(advance, expected, 1.0 / 65536 + 1e-9), "advance of \(scalar) at \(size) px")
            let layout = try TextLayout(String(Character(scalar)) + "|", style: TextStyle(size: Double(size)))
            #expect(close(layout.glyphs[1].origin.x, expected, 1.0 / 65536 + 1e-9), "layout advance of \(scalar)")
        }
    }

    @Test(arguments: ["AV", "To"])
    func kerningIsNegativeMatchesFreeTypeAndIsApplied(pair: String) throws {
        let font = try dejaVuSans()
        let scalars = Array(pair.unicodeScalars)
        let reference = try FreeTypeReference(path: font.face.path)
        reference.setPixelSize(48)
        let left = try #require(font.face.glyph(for: scalars[0]))
        let right = try #require(font.face.glyph(for: scalars[1]))
        let kerning = font.face.kerning(between: left, and: right) * 48 / font.face.unitsPerEm
        #expect(kerning < 0)
        #expect(close(kerning, reference.kerning(scalars[0], scalars[1]), tolerance))

        let style = TextStyle(size: 48)
        let pairWidth = try TextLayout(pair, style: style).size.width
        let separate = try TextLayout(String(pair.first!), style: style).size.width
            + TextLayout(String(pair.last!), style: style).size.width
        #expect(pairWidth < separate)
        #expect(close(pairWidth, separate + kerning, 1e-9))
    }

    /// Noto Sans kerns only through GPOS (no legacy `kern` table): the pair kerning by
    /// characters is what HarfBuzz's layout of the pair adds, where the glyph kerning sees none.
    @Test(arguments: ["Te", "AV", "To"])
    func pairKerningByCharactersComesFromGPOS(pair: String) throws {
        let font = try FontLibrary.shared.font(for: FontDescriptor(family: "Noto Sans"))
        #expect(font.face.familyName == "Noto Sans")
        #expect(!font.face.hasKerning)
        let scalars = Array(pair.unicodeScalars)
        let kerning = font.face.kerning(between: scalars[0], and: scalars[1])
        #expect(kerning < 0)
        let style = TextStyle(family: "Noto Sans", size: 100)
        let kerned = try TextLayout(pair, style: style).glyphs[1].origin.x
        let left = try TextLayout(String(pair.first!), style: style).size.width
        #expect(close(kerned, left + kerning * 100 / font.face.unitsPerEm, 1e-9))
        // A pair the face cannot map has no kerning.
        #expect(font.face.kerning(between: "T", and: "\u{10FFFD}") == 0)
    }

    @Test func glyphOutlinesMatchFreeTypesScaledOutline() throws {
        let font = try dejaVuSans()
        let reference = try FreeTypeReference(path: font.face.path)
        reference.setPixelSize(48)
        for scalar in "Og@&ß8".unicodeScalars {
            _ = try reference.loadUnhinted(scalar)
            let glyph = try #require(font.face.glyph(for: scalar))
            let path = font.face.outline(of: glyph).path(size: 48)
            let expected = reference.loadedOutlineControlBox()
            let bounds = controlBox(path)
            for (a, b) in [(bounds.minX, expected.minX), (bounds.minY, expected.minY),
                           (bounds.maxX, expected.maxX), (bounds.maxY, expected.maxY)] {
                #expect(close(a, b, tolerance), "bounds of \(scalar): \(bounds) vs FreeType \(expected)")
            }
            let contours = path.elements.filter { if case .move = $0 { true } else { false } }.count
            #expect(contours == reference.loadedContourCount, "contours of \(scalar)")
            #expect(path.elements.contains { if case .quadCurve = $0 { true } else { false } },
                    "TrueType outlines are quadratic")
        }
    }

    @Test func capAndXHeightComeFromOS2WhenTheFontDeclaresThem() throws {
        // Noto Sans CJK has a version 4 OS/2 table with sCapHeight and sxHeight.
        let face = try #require(FontLibrary.shared.face(for: "골", in: dejaVuSans()))
        let reference = try FreeTypeReference(path: face.path, faceIndex: face.faceIndex)
        let os2 = try #require(FT_Get_Sfnt_Table(reference.face, FT_SFNT_OS2)?
            .assumingMemoryBound(to: TT_OS2.self).pointee)
        #expect(os2.version >= 2 && os2.sCapHeight > 0)
        #expect(face.designMetrics.capHeight == Double(os2.sCapHeight))
        #expect(face.designMetrics.xHeight == Double(os2.sxHeight))
        #expect(close(face.metrics(size: 50).capHeight, Double(os2.sCapHeight) * 50 / face.unitsPerEm))
    }

    /// Underline metrics are FreeType's (`underline_position`, the centre of the stroke, and
    /// `underline_thickness`), the line-through's the OS/2 strikeout position and size, scaled
    /// with the rest.
    @Test(arguments: [12, 48, 100])
    func decorationMetricsComeFromFreeTypeAndOS2(size: Int) throws {
        let font = try dejaVuSans()
        let reference = try FreeTypeReference(path: font.face.path)
        let ft = reference.face.pointee
        let os2 = try #require(FT_Get_Sfnt_Table(reference.face, FT_SFNT_OS2)?
            .assumingMemoryBound(to: TT_OS2.self).pointee)
        #expect(ft.underline_thickness > 0 && os2.yStrikeoutSize > 0)
        let scale = Double(size) / Double(ft.units_per_EM)
        let metrics = font.metrics(size: Double(size))
        #expect(close(metrics.underlinePosition, -Double(ft.underline_position) * scale))
        #expect(close(metrics.underlineThickness, Double(ft.underline_thickness) * scale))
        #expect(close(metrics.strikeoutPosition, Double(os2.yStrikeoutPosition) * scale))
        #expect(close(metrics.strikeoutThickness, Double(os2.yStrikeoutSize) * scale))
        // An underline below the baseline, above the descent; a line-through inside the x-height.
        #expect(metrics.underlinePosition > 0 && metrics.underlinePosition < metrics.descent)
        #expect(metrics.strikeoutPosition > 0 && metrics.strikeoutPosition < metrics.xHeight)
    }

    @Test func metricsWithoutDecorationValuesGetDefaultsFromTheSize() {
        let metrics = FontMetrics(size: 20, unitsPerEm: 1000, ascent: 18, descent: 4, lineGap: 0,
                                  capHeight: 14, xHeight: 10)
        #expect(metrics.underlinePosition == 2 && metrics.underlineThickness == 1)
        #expect(metrics.strikeoutPosition == 5 && metrics.strikeoutThickness == 1)
        let doubled = metrics.scaled(to: 40)
        #expect(doubled.underlinePosition == 4 && doubled.strikeoutThickness == 2)
    }
}
