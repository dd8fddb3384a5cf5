import Testing
import Vellum

/// SVG import of `filter`: `<filter>` elements and CSS filter functions, drawn by the raster
/// backend, and bad filters handled as browsers handle them, with a warning.
@Suite struct ImportFilterTests {
    static func svg(_ body: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
        \(body)
        </svg>
        """
    }

    static let seagreen = [46, 139, 87, 255]

    @Test func aFloodFillsTheFilterRegion() throws {
        let image = try ImportTest.image(Self.svg("""
            <filter id="f"><feFlood flood-color="seagreen"/></filter>
            <rect x="20" y="20" width="50" height="50" fill="red" filter="url(#f)"/>
            """))
        #expect(image.warnings.isEmpty)
        let pixmap = try ImportTest.render(image)
        // The default region: the box grown by 10 % each way, 15…75.
        #expect(ImportTest.rgba(pixmap, 16, 16) == Self.seagreen)
        #expect(ImportTest.rgba(pixmap, 74, 74) == Self.seagreen)
        #expect(ImportTest.rgba(pixmap, 14, 50)[3] == 0 && ImportTest.rgba(pixmap, 76, 50)[3] == 0)
    }

    @Test func anInkscapeDropShadowDrawsTheShapeOverItsShadow() throws {
        let pixmap = try ImportTest.render(Self.svg("""
            <filter id="shadow" x="-0.5" y="-0.5" width="2" height="2" color-interpolation-filters="sRGB">
              <feGaussianBlur in="SourceAlpha" stdDeviation="2" result="blur"/>
              <feOffset dx="10" dy="10" result="moved"/>
              <feFlood flood-color="black" flood-opacity="0.5"/>
              <feComposite in2="moved" operator="in" result="shadow"/>
              <feMerge><feMergeNode in="shadow"/><feMergeNode in="SourceGraphic"/></feMerge>
            </filter>
            <rect x="20" y="20" width="40" height="40" fill="seagreen" filter="url(#shadow)"/>
            """))
        #expect(ImportTest.rgba(pixmap, 40, 40) == Self.seagreen)
        // The shadow, 30…70, is whole more than the box blurs' reach (6 pixels) inside its edge.
        #expect(ImportTest.rgba(pixmap, 63, 63) == [0, 0, 0, 128])
        #expect(ImportTest.rgba(pixmap, 15, 15)[3] == 0)
    }

    @Test func cssFilterFunctionsApplyInOrder() throws {
        let pixmap = try ImportTest.render(Self.svg("""
            <rect x="10" y="10" width="80" height="80" fill="red" filter="grayscale(1) opacity(0.5)"/>
            """))
        // Red's luminance 0.2126 (in sRGB, as filter functions compute), at half opacity.
        let grey = Int((0.2126 * 255).rounded())
        let p = ImportTest.rgba(pixmap, 50, 50)
        #expect(abs(p[0] - grey) <= 1 && p[0] == p[1] && p[1] == p[2] && abs(p[3] - 128) <= 1)
    }

    @Test func aReferenceToNoFilterLeavesTheElementUndrawn() throws {
        let image = try ImportTest.image(Self.svg("""
            <rect width="100" height="100" fill="red" filter="url(#missing)"/>
            """))
        #expect(image.warnings.map(\.description)
                == [#"line 2: <rect> filter="url(#missing)": names no filter; the element is not drawn"#])
        #expect(ImportTest.rgba(try ImportTest.render(image), 50, 50)[3] == 0)
        #expect(throws: SVGImportError.self) {
            try SVGImage(string: Self.svg(#"<rect width="100" height="100" filter="url(#missing)"/>"#),
                         options: SVGImportOptions(strict: true))
        }
    }

    @Test func anInvalidFunctionListIsIgnored() throws {
        let image = try ImportTest.image(Self.svg("""
            <rect width="100" height="100" fill="red" filter="grayscale() hue-rotate(random)"/>
            """))
        #expect(image.warnings.first?.message.contains("not a filter list") == true)
        #expect(ImportTest.rgba(try ImportTest.render(image), 50, 50) == [255, 0, 0, 255])
    }

    @Test func aNegativeDeviationPassesTheInputThrough() throws {
        let image = try ImportTest.image(Self.svg("""
            <filter id="f"><feGaussianBlur stdDeviation="-5"/></filter>
            <rect x="20" y="20" width="60" height="60" fill="red" filter="url(#f)"/>
            """))
        #expect(image.warnings.first?.message == "negative; ignored")
        let pixmap = try ImportTest.render(image)
        #expect(ImportTest.rgba(pixmap, 20, 20) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(pixmap, 19, 19)[3] == 0)
    }

    @Test func aNonFiniteDeviationIsReportedAndPassedThrough() throws {
        let image = try ImportTest.image(Self.svg("""
            <filter id="f"><feGaussianBlur stdDeviation="1e999"/></filter>
            <rect x="20" y="20" width="60" height="60" fill="red" filter="url(#f)"/>
            """))
        #expect(image.warnings.first?.message.contains("not one or two numbers") == true)
        #expect(ImportTest.rgba(try ImportTest.render(image), 50, 50) == [255, 0, 0, 255])
    }

    @Test func aKernelOfTheWrongSizeOrADivisorOfZeroMakesTheResultTransparent() throws {
        for attributes in [#"kernelMatrix="1 2 3""#, #"kernelMatrix="0 0 0 0 1 0 0 0 0" divisor="0""#] {
            let image = try ImportTest.image(Self.svg("""
                <filter id="f"><feConvolveMatrix \(attributes)/></filter>
                <rect x="20" y="20" width="60" height="60" fill="red" filter="url(#f)"/>
                """))
            #expect(image.warnings.count == 1)
            #expect(image.warnings.first?.message.hasSuffix("the primitive is transparent") == true)
            #expect(ImportTest.rgba(try ImportTest.render(image), 50, 50)[3] == 0)
        }
    }

    @Test func aRegionWithoutAreaLeavesTheElementUndrawn() throws {
        let image = try ImportTest.image(Self.svg("""
            <filter id="f" width="0"><feFlood flood-color="blue"/></filter>
            <rect x="20" y="20" width="60" height="60" fill="red" filter="url(#f)"/>
            """))
        #expect(image.warnings.first?.message == "filter region without area; the filtered element is not drawn")
        #expect(ImportTest.rgba(try ImportTest.render(image), 50, 50)[3] == 0)
    }

    @Test func anEnormousRegionIsFilteredOnTheCanvasOnly() throws {
        let pixmap = try ImportTest.render(Self.svg("""
            <filter id="f" filterUnits="userSpaceOnUse" x="-1e7" y="-1e7" width="1e8" height="1e8">
              <feGaussianBlur stdDeviation="1"/>
            </filter>
            <rect x="20" y="20" width="60" height="60" fill="red" filter="url(#f)"/>
            """))
        #expect(ImportTest.rgba(pixmap, 50, 50) == [255, 0, 0, 255])
    }

    @Test func aChainThousandsLongIsCutAtTheLimit() throws {
        let offsets = String(repeating: #"<feOffset dx="0"/>"#, count: 3_000)
        let image = try ImportTest.image(Self.svg("""
            <filter id="f">\(offsets)</filter>
            <rect x="20" y="20" width="60" height="60" fill="red" filter="url(#f)"/>
            """))
        #expect(image.warnings.map(\.kind) == [.limitExceeded])
        #expect(ImportTest.rgba(try ImportTest.render(image), 50, 50) == [255, 0, 0, 255])
    }

    @Test func aRotatedFilterOffsetsAlongTheElementsOwnAxes() throws {
        let pixmap = try ImportTest.render(Self.svg("""
            <filter id="f" filterUnits="userSpaceOnUse" x="0" y="0" width="100" height="100"><feOffset dx="30"/></filter>
            <g transform="rotate(90 50 50)"><rect x="20" y="40" width="20" height="20" fill="seagreen" filter="url(#f)"/></g>
            """))
        // In user space the square moves to 50…70 × 40…60, which the quarter turn takes to
        // 40…60 × 50…70 on the canvas; offset on the canvas instead, it would sit at 70…90 × 20…40.
        #expect(ImportTest.rgba(pixmap, 50, 60) == Self.seagreen)
        #expect(ImportTest.rgba(pixmap, 80, 30)[3] == 0 && ImportTest.rgba(pixmap, 50, 30)[3] == 0)
    }

    @Test func feImageOfAnElementDrawsItFromTheSubregionsCorner() throws {
        let image = try ImportTest.image(Self.svg("""
            <defs><rect id="tile" width="30" height="30" fill="seagreen"/></defs>
            <filter id="f" filterUnits="userSpaceOnUse" x="0" y="0" width="100" height="100">
              <feImage href="#tile" x="40" y="20"/>
            </filter>
            <rect x="10" y="10" width="80" height="80" fill="red" filter="url(#f)"/>
            """))
        #expect(image.warnings.isEmpty)
        let pixmap = try ImportTest.render(image)
        // The tile moved to (40, 20); the filtered rectangle itself does not show.
        #expect(ImportTest.rgba(pixmap, 41, 21) == Self.seagreen && ImportTest.rgba(pixmap, 68, 48) == Self.seagreen)
        #expect(ImportTest.rgba(pixmap, 38, 35)[3] == 0 && ImportTest.rgba(pixmap, 72, 35)[3] == 0)
        #expect(ImportTest.rgba(pixmap, 55, 52)[3] == 0)
    }

    @Test func feImageOutsideTheDocumentOrOfNoDrawingElementIsTransparent() throws {
        for href in ["https://example.com/a.png", "#self"] {
            let image = try ImportTest.image(Self.svg("""
                <filter id="f"><feImage id="self" href="\(href)"/></filter>
                <rect id="r" x="20" y="20" width="60" height="60" fill="red" filter="url(#f)"/>
                """))
            #expect(image.warnings.count == 1, "\(href): \(image.warnings)")
            #expect(ImportTest.rgba(try ImportTest.render(image), 50, 50)[3] == 0)
        }
    }

    @Test func aFilterReadsThroughItsHrefChainAndACycleIsReported() throws {
        let image = try ImportTest.image(Self.svg("""
            <filter id="a" href="#b"/>
            <filter id="b" href="#a"><feFlood flood-color="seagreen"/></filter>
            <rect x="20" y="20" width="60" height="60" fill="red" filter="url(#a)"/>
            """))
        #expect(image.warnings.first?.message.contains("reference cycle") == true)
        #expect(ImportTest.rgba(try ImportTest.render(image), 50, 50) == Self.seagreen)
    }
}
