import Testing
import Vellum

/// CSS `transform-origin` on SVG elements.
@Suite("Import: transform-origin")
struct ImportTransformOriginTests {
    /// A 20 × 40 bar at (90, 60)…(110, 100), turned a quarter about `origin`.
    private static func turned(_ origin: String) throws -> Pixmap {
        try ImportTest.render("""
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="200">
              <rect x="90" y="60" width="20" height="40" fill="blue" transform="rotate(90)" \(origin)/>
            </svg>
            """)
    }

    @Test func keywordsPercentagesAndLengthsReferToTheViewport() throws {
        // About the viewport's centre (100, 100) the bar lies across x 100…140, y 90…110.
        for origin in [#"transform-origin="center""#, #"transform-origin="50% 50%""#,
                       #"transform-origin="100px 100""#, #"style="transform-origin: center center""#] {
            let pixmap = try Self.turned(origin)
            #expect(ImportTest.rgba(pixmap, 120, 100) == [0, 0, 255, 255], "\(origin)")
            #expect(ImportTest.rgba(pixmap, 100, 80)[3] == 0, "\(origin)")
        }
        // `top left` is the origin itself: x ↦ −y, so the bar lands at x −100…−60, off the canvas.
        let topLeft = try Self.turned(#"transform-origin="top left""#)
        #expect(ImportTest.rgba(topLeft, 120, 100)[3] == 0)
        // `right bottom` (200, 200): the bar lands at x 300…340, also off the canvas; `bottom`
        // alone is (100, 200): x 240…280.
        #expect(ImportTest.rgba(try Self.turned(#"transform-origin="bottom""#), 120, 100)[3] == 0)
    }

    @Test func anUnusableOriginIsReportedAndIgnored() throws {
        let image = try ImportTest.image("""
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="200">
              <rect width="20" height="20" transform="translate(10 10)" transform-origin="middle"/>
            </svg>
            """)
        #expect(image.warnings.map(\.description)
                == [#"line 2: <rect> transform-origin="middle": expected one or two positions; ignored"#])
    }
}
