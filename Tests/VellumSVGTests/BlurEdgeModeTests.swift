import Testing
import Vellum

/// `feGaussianBlur edgeMode` (Filter Effects 2): imported, drawn by the one blur, written back.
@Suite struct BlurEdgeModeTests {
    /// A red square 20…80 blurred by a filter whose region is the square itself.
    static func blurredSquare(_ edgeMode: String?) -> String {
        ImportFilterTests.svg("""
            <filter id="f" x="0" y="0" width="1" height="1">
              <feGaussianBlur stdDeviation="4"\(edgeMode.map { #" edgeMode="\#($0)""# } ?? "")/>
            </filter>
            <rect x="20" y="20" width="60" height="60" fill="red" filter="url(#f)"/>
            """)
    }

    @Test(arguments: ["duplicate", "wrap"])
    func anEdgeModeThatRepeatsPixelsKeepsTheSquareOpaqueToItsCorners(mode: String) throws {
        let image = try ImportTest.image(Self.blurredSquare(mode))
        #expect(image.warnings.isEmpty)
        let pixmap = try ImportTest.render(image)
        // The corners and the middle of the edges, opaque red; outside the region, nothing.
        for (x, y) in [(20, 20), (79, 20), (20, 79), (79, 79), (79, 50)] {
            #expect(ImportTest.rgba(pixmap, x, y) == [255, 0, 0, 255], "at \(x), \(y)")
        }
        #expect(ImportTest.rgba(pixmap, 19, 19)[3] == 0)
    }

    @Test func withoutAnEdgeModeTheCornersFade() throws {
        let pixmap = try ImportTest.render(Self.blurredSquare(nil))
        #expect(ImportTest.rgba(pixmap, 20, 20)[3] < 128)
        #expect(ImportTest.rgba(pixmap, 50, 50) == [255, 0, 0, 255])
    }

    @Test func anUnknownEdgeModeIsReportedAndReadAsNone() throws {
        let image = try ImportTest.image(Self.blurredSquare("mirror"))
        #expect(image.warnings.count == 1 && image.warnings[0].message.hasPrefix("not none, duplicate or wrap"))
        #expect(ImportTest.rgba(try ImportTest.render(image), 20, 20)[3] < 128)
    }

    @Test func theWriterWritesTheEdgeMode() throws {
        let region = Rect(x: 20, y: 20, width: 60, height: 60)
        let (_, svg) = try renderAndParse(DisplayList([
            .beginLayer(opacity: 1, filters: [.opaqueBlur(radius: 4, in: region)]),
            .fill(Path(region), paint: .color(.red), rule: .nonZero, transform: .identity),
            .endLayer,
        ]))
        let blur = try svg.one("feGaussianBlur")
        #expect(blur.attributes["edgeMode"] == "duplicate")
        #expect(blur.attributes["stdDeviation"] == "4 4")
    }
}
