import Testing
import Vellum

/// `<mask>` and the `mask` property.
@Suite("Import: masks")
struct ImportMaskTests {
    /// A 100 × 100 red square masked by `mask` (the `<mask>` element's attributes and content).
    private static func masked(_ attributes: String, _ content: String, opacity: String = "") -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
          <mask id="m" \(attributes)>\(content)</mask>
          <rect x="0" y="0" width="100" height="100" fill="red" mask="url(#m)" \(opacity)/>
        </svg>
        """
    }

    private static let halves = """
        <rect x="0" y="0" width="50" height="100" fill="white"/><rect x="50" y="0" width="50" height="100" fill="black"/>
        """

    @Test func aLuminanceMaskShowsTheWhiteHalf() throws {
        let pixmap = try ImportTest.render(Self.masked("", Self.halves))
        #expect(ImportTest.rgba(pixmap, 25, 50) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(pixmap, 75, 50)[3] == 0)
        let image = try ImportTest.image(Self.masked("", Self.halves))
        #expect(image.warnings.isEmpty)
    }

    @Test func maskTypeAlphaReadsAlphaOnly() throws {
        for attributes in [#"mask-type="alpha""#, #"style="mask-type: alpha""#] {
            let pixmap = try ImportTest.render(Self.masked(attributes, Self.halves))
            #expect(ImportTest.rgba(pixmap, 25, 50) == [255, 0, 0, 255])
            #expect(ImportTest.rgba(pixmap, 75, 50) == [255, 0, 0, 255])
        }
        let grey = try ImportTest.render(Self.masked("", ##"<rect width="100" height="100" fill="#808080"/>"##))
        #expect(ImportTest.rgba(grey, 50, 50)[3] == 128)
    }

    @Test func theDefaultRegionIsTheBoundingBoxGrownByTenPercent() throws {
        // A white mask over the whole canvas, on a 40 × 40 square at (30, 30): the region runs
        // from 26 to 74, which the square lies inside, so all of it shows.
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <mask id="m"><rect width="100" height="100" fill="white"/></mask>
              <rect x="30" y="30" width="40" height="40" fill="blue" mask="url(#m)"/>
            </svg>
            """
        let pixmap = try ImportTest.render(svg)
        #expect(ImportTest.rgba(pixmap, 31, 31) == [0, 0, 255, 255])
        #expect(ImportTest.rgba(pixmap, 69, 69) == [0, 0, 255, 255])
    }

    @Test func maskUnitsUserSpaceClipsToTheGivenRegion() throws {
        let svg = Self.masked(#"maskUnits="userSpaceOnUse" x="20" y="0" width="30" height="100""#,
                              #"<rect width="100" height="100" fill="white"/>"#)
        let pixmap = try ImportTest.render(svg)
        #expect(ImportTest.rgba(pixmap, 10, 50)[3] == 0)
        #expect(ImportTest.rgba(pixmap, 35, 50) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(pixmap, 60, 50)[3] == 0)
    }

    @Test func maskContentUnitsObjectBoundingBoxScalesTheContent() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <mask id="m" maskContentUnits="objectBoundingBox"><rect width="0.5" height="1" fill="white"/></mask>
              <rect x="20" y="20" width="60" height="60" fill="red" mask="url(#m)"/>
            </svg>
            """
        let pixmap = try ImportTest.render(svg)
        #expect(ImportTest.rgba(pixmap, 30, 50) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(pixmap, 49, 50) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(pixmap, 51, 50)[3] == 0)
    }

    @Test func maskAndGroupOpacityMultiply() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <mask id="m"><rect width="100" height="100" fill="white"/></mask>
              <g opacity="0.5" mask="url(#m)"><rect width="100" height="100" fill="red"/></g>
            </svg>
            """
        let pixmap = try ImportTest.render(svg)
        #expect(ImportTest.rgba(pixmap, 50, 50) == [255, 0, 0, 128])
    }

    @Test func nestedMasksMultiply() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <mask id="left" maskUnits="userSpaceOnUse" x="0" y="0" width="100" height="100">
                <rect width="60" height="100" fill="white"/></mask>
              <mask id="right" maskUnits="userSpaceOnUse" x="0" y="0" width="100" height="100">
                <rect x="40" width="60" height="100" fill="white"/></mask>
              <g mask="url(#left)"><rect width="100" height="100" fill="blue" mask="url(#right)"/></g>
            </svg>
            """
        let pixmap = try ImportTest.render(svg)
        #expect(ImportTest.rgba(pixmap, 50, 50) == [0, 0, 255, 255])
        #expect(ImportTest.rgba(pixmap, 20, 50)[3] == 0)
        #expect(ImportTest.rgba(pixmap, 80, 50)[3] == 0)
    }

    @Test func aMissingOrCyclicMaskIsReportedAndIgnored() throws {
        let missing = try ImportTest.image("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <rect width="100" height="100" fill="red" mask="url(#nothing)"/>
            </svg>
            """)
        #expect(missing.warnings.map(\.description) == [#"line 2: <rect> mask="url(#nothing)": names no mask; not masked"#])
        #expect(ImportTest.rgba(try ImportTest.render(missing), 50, 50) == [255, 0, 0, 255])
        let cyclic = try ImportTest.image("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <mask id="m"><rect width="100" height="100" fill="white" mask="url(#m)"/></mask>
              <rect width="100" height="100" fill="red" mask="url(#m)"/>
            </svg>
            """)
        #expect(cyclic.warnings.count == 1)
        #expect(cyclic.warnings.first?.message.contains("reference cycle") == true)
        #expect(ImportTest.rgba(try ImportTest.render(cyclic), 50, 50) == [255, 0, 0, 255])
    }

    @Test func aMaskOnAMaskMasksItsContent() throws {
        // The inner mask is white over 20…180; the mask on it lets through 40…160 at grey's
        // luminance: the square shows at 50 % there and nowhere else.
        let pixmap = try ImportTest.render("""
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="200">
              <mask id="m1"><rect x="40" y="40" width="120" height="120" fill="#808080"/></mask>
              <mask id="m2" mask="url(#m1)" maskUnits="userSpaceOnUse">
                <rect x="20" y="20" width="160" height="160" fill="white"/></mask>
              <rect x="20" y="20" width="160" height="160" fill="green" mask="url(#m2)"/>
            </svg>
            """, size: Size(square: 200))
        #expect(ImportTest.rgba(pixmap, 100, 100) == [0, 128, 0, 128])
        #expect(ImportTest.rgba(pixmap, 30, 100)[3] == 0)
    }

    @Test func theSVGWriterRoundTripsAMask() throws {
        let svg = Self.masked("", Self.halves)
        let image = try ImportTest.image(svg)
        let size = Size(square: 100)
        let document = try image.scene(size: size).render(size: size, backend: .svg)
        #expect(document.text.contains("<mask id=\"m1\""))
        let again = try ImportTest.image(document.text)
        #expect(again.warnings.isEmpty)
        #expect(try ImportTest.render(again, size: size) == (try ImportTest.render(image, size: size)))
        let alpha = try ImportTest.image(Self.masked(#"mask-type="alpha""#, Self.halves))
        let alphaDocument = try alpha.scene(size: size).render(size: size, backend: .svg)
        #expect(alphaDocument.text.contains(#"mask-type="alpha""#))
        #expect(try ImportTest.render(try ImportTest.image(alphaDocument.text), size: size)
                == (try ImportTest.render(alpha, size: size)))
    }

    /// Masks that mask each other's content: the reference that closes the loop, found as
    /// browsers find it (following the masks in document order), is broken once for the whole
    /// document — m1 keeps m2 on its content, m2's content loses m1 — whichever element uses them.
    @Test func aCycleOfMasksIsBrokenOnceForTheDocument() throws {
        let image = try ImportTest.image("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <mask id="m1" maskUnits="userSpaceOnUse"><rect width="100" height="100" fill="#808080" mask="url(#m2)"/></mask>
              <mask id="m2" maskUnits="userSpaceOnUse"><rect width="100" height="100" fill="#808080" mask="url(#m1)"/></mask>
              <rect width="100" height="50" fill="red" mask="url(#m1)"/>
              <rect y="50" width="100" height="50" fill="red" mask="url(#m2)"/>
            </svg>
            """)
        #expect(image.warnings.map(\.description)
                == [##"line 3: <rect> mask="#m1": closes the reference cycle #m1 → #m2 → #m1; this reference is ignored"##])
        let pixmap = try ImportTest.render(image)
        let twice = ImportTest.rgba(pixmap, 50, 25), once = ImportTest.rgba(pixmap, 50, 75)
        #expect(twice[0] == 255 && (63...65).contains(twice[3]))    // grey through grey
        #expect(once[0] == 255 && (127...129).contains(once[3]))    // grey alone
    }
}
