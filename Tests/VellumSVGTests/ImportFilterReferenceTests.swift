import Testing
import Vellum

/// What a filter primitive reads when SVG names something Vellum (and browsers) do not
/// provide, and filters that would show themselves: handled as Chromium and resvg handle them.
@Suite struct ImportFilterReferenceTests {
    static let seagreen = ImportFilterTests.seagreen

    @Test func anFeImageOfItsOwnElementLeavesTheElementUnfiltered() throws {
        let svg = ImportFilterTests.svg("""
            <filter id="f"><feImage href="#r"/></filter>
            <rect id="r" x="20" y="20" width="60" height="60" fill="seagreen" filter="url(#f)"/>
            """)
        let image = try ImportTest.image(svg)
        #expect(image.warnings.map(\.description)
                == [##"line 3: <rect> filter="#r": closes the reference cycle #r → #f → #r; this reference is ignored"##])
        let pixmap = try ImportTest.render(image)
        #expect(ImportTest.rgba(pixmap, 20, 20) == Self.seagreen && ImportTest.rgba(pixmap, 79, 79) == Self.seagreen)
        #expect(ImportTest.rgba(pixmap, 18, 50)[3] == 0)
        #expect(throws: SVGImportError.self) { try SVGImage(string: svg, options: SVGImportOptions(strict: true)) }
    }

    @Test func anFeImageOfAnElementWhoseFilterShowsItselfDrawsThatElementOnce() throws {
        let image = try ImportTest.image(ImportFilterTests.svg("""
            <filter id="f" filterUnits="userSpaceOnUse" x="0" y="0" width="100" height="100">
              <feImage href="#inner"/>
            </filter>
            <defs><rect id="inner" x="30" y="30" width="30" height="30" fill="seagreen" filter="url(#f)"/></defs>
            <rect x="10" y="10" width="80" height="80" fill="red" filter="url(#f)"/>
            """))
        #expect(image.warnings.count == 1)
        let pixmap = try ImportTest.render(image)
        // The inner square, unfiltered; the red one only shows it.
        #expect(ImportTest.rgba(pixmap, 31, 31) == Self.seagreen && ImportTest.rgba(pixmap, 58, 58) == Self.seagreen)
        #expect(ImportTest.rgba(pixmap, 20, 20)[3] == 0 && ImportTest.rgba(pixmap, 70, 70)[3] == 0)
    }

    @Test func backgroundAndStrokeInputsReadWhatAnUnknownNameReads() throws {
        for input in ["BackgroundImage", "BackgroundAlpha", "StrokePaint"] {
            let pixmap = try ImportTest.render(ImportFilterTests.svg("""
                <filter id="f" filterUnits="userSpaceOnUse" x="0" y="0" width="100" height="100">
                  <feOffset in="\(input)" dx="40"/>
                </filter>
                <rect x="10" y="30" width="30" height="30" fill="seagreen" filter="url(#f)"/>
                """))
            // The source graphic, moved: what Chromium and resvg draw.
            #expect(ImportTest.rgba(pixmap, 60, 45) == Self.seagreen, "\(input)")
            #expect(ImportTest.rgba(pixmap, 25, 45)[3] == 0, "\(input)")
        }
    }

    @Test func floodColorInheritTakesTheFiltersValue() throws {
        let pixmap = try ImportTest.render(ImportFilterTests.svg("""
            <filter id="f" flood-color="seagreen"><feFlood flood-color="inherit"/></filter>
            <filter id="g"><feFlood flood-color="inherit"/></filter>
            <rect x="10" y="10" width="30" height="30" fill="red" filter="url(#f)"/>
            <rect x="60" y="10" width="30" height="30" fill="red" filter="url(#g)"/>
            """))
        #expect(ImportTest.rgba(pixmap, 25, 25) == Self.seagreen)
        // Nothing to inherit: the initial value, black.
        #expect(ImportTest.rgba(pixmap, 75, 25) == [0, 0, 0, 255])
    }

    @Test func aNegativeSpotLightExponentLightsAsTheDefault() throws {
        func lit(_ exponent: String) throws -> SVGImage {
            try ImportTest.image(ImportFilterTests.svg("""
                <filter id="f" color-interpolation-filters="sRGB">
                  <feDiffuseLighting><feSpotLight x="50" y="70" z="30" \(exponent)/></feDiffuseLighting>
                </filter>
                <rect x="10" y="10" width="80" height="80" filter="url(#f)"/>
                """))
        }
        let negative = try lit(#"specularExponent="-10""#)
        #expect(negative.warnings.first?.message.contains("negative on feSpotLight") == true)
        #expect(try ImportTest.render(negative).bytes == ImportTest.render(lit("")).bytes)
    }

    @Test func aKernelSummingToZeroButForRoundingIsDividedByOne() throws {
        func convolved(_ divisor: String) throws -> [UInt8] {
            try ImportTest.render(ImportFilterTests.svg("""
                <filter id="f"><feConvolveMatrix kernelMatrix="0.1 0.1 0.1 0.1 0.1 0.1 0.1 0.1 -0.8" \(divisor)/></filter>
                <rect x="20" y="20" width="30" height="30" fill="seagreen" filter="url(#f)"/>
                <rect x="40" y="40" width="30" height="30" fill="blue" opacity="0.5" filter="url(#f)"/>
                """)).bytes
        }
        let bytes = try convolved("")
        #expect(bytes == (try convolved(#"divisor="1""#)))
        #expect(bytes.contains { $0 != 0 })
    }

    @Test func aFilterListThousandsLongIsCutAtTheLimit() throws {
        let list = Array(repeating: "opacity(1)", count: 3_000).joined(separator: " ")
        let image = try ImportTest.image(ImportFilterTests.svg("""
            <rect x="10" y="10" width="4" height="4" fill="seagreen" filter="\(list)"/>
            """))
        #expect(image.warnings.map(\.description)
                == [#"line 2: <rect> filter: a list of 3000 filters; the first 1000 are applied"#])
        #expect(ImportTest.rgba(try ImportTest.render(image), 11, 11) == Self.seagreen)
    }

    @Test func aFunctionAfterAFilterCoversWhatTheFilterSpread() throws {
        let pixmap = try ImportTest.render(ImportFilterTests.svg("""
            <filter id="blur"><feGaussianBlur stdDeviation="3"/></filter>
            <rect x="20" y="20" width="60" height="60" fill="seagreen" filter="url(#blur) grayscale()"/>
            """))
        // The blur reaches past the square; grayscale keeps that reach.
        let p = ImportTest.rgba(pixmap, 17, 50)
        #expect(p[3] > 40 && p[0] == p[1] && p[1] == p[2])
    }
}
