import Testing
import Vellum

/// SVG 2's `paint-order`, and invisible content that still counts in bounding boxes.
@Suite("Import: paint-order and invisible bounding boxes")
struct ImportPaintOrderTests {
    /// A square filled green with a wide blue stroke in `order`: the stroke's inner half lies on
    /// the fill, so which is on top shows just inside the edge.
    private static func square(_ order: String) throws -> Pixmap {
        try ImportTest.render("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <rect x="20" y="20" width="60" height="60" fill="#00ff00" stroke="#0000ff" stroke-width="20" \(order)/>
            </svg>
            """)
    }

    @Test func strokeFirstLeavesTheFillOnTop() throws {
        #expect(ImportTest.rgba(try Self.square(""), 25, 50) == [0, 0, 255, 255])
        #expect(ImportTest.rgba(try Self.square(#"paint-order="normal""#), 25, 50) == [0, 0, 255, 255])
        for order in [#"paint-order="stroke""#, #"paint-order="stroke fill markers""#, #"style="paint-order: stroke""#] {
            let pixmap = try Self.square(order)
            #expect(ImportTest.rgba(pixmap, 25, 50) == [0, 255, 0, 255], "\(order)")
            #expect(ImportTest.rgba(pixmap, 15, 50) == [0, 0, 255, 255], "\(order)")
        }
    }

    @Test func anUnusableOrderIsReportedAndIgnored() throws {
        let image = try ImportTest.image("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <rect width="10" height="10" paint-order="stroke stroke"/>
            </svg>
            """)
        #expect(image.warnings.map(\.attribute) == ["paint-order"])
    }

    @Test func hiddenAndTransparentShapesCountInABoundingBoxClip() throws {
        // The clip's circle has 0.45 of the group's bounding box as radius: 72 px when the
        // invisible square counts (a box of 20…180), 54 px when it does not (40…160).
        for invisible in [#"visibility="hidden""#, #"opacity="0""#] {
            let pixmap = try ImportTest.render("""
                <svg xmlns="http://www.w3.org/2000/svg" width="200" height="200">
                  <clipPath id="c" clipPathUnits="objectBoundingBox"><circle cx="0.5" cy="0.5" r="0.45"/></clipPath>
                  <g clip-path="url(#c)">
                    <rect x="20" y="20" width="160" height="160" fill="red" \(invisible)/>
                    <rect x="40" y="40" width="120" height="120" fill="green"/>
                  </g>
                </svg>
                """)
            // (100, 42) is 58 px from the centre: inside the larger circle, outside the smaller.
            #expect(ImportTest.rgba(pixmap, 100, 42) == [0, 128, 0, 255], "\(invisible)")
            #expect(ImportTest.rgba(pixmap, 100, 25)[3] == 0, "\(invisible)")
        }
    }
}

/// SVG 2's `context-fill` and `context-stroke`.
@Suite("Import: context paints")
struct ImportContextPaintTests {
    @Test func contentOfAUseAndOfAMarkerPaintsWithItsContextElementsPaints() throws {
        let pixmap = try ImportTest.render("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <defs>
                <rect id="r" width="20" height="20" fill="context-stroke" stroke="context-fill" stroke-width="4"/>
                <marker id="m" markerWidth="10" markerHeight="10" refX="5" refY="5" markerUnits="userSpaceOnUse">
                  <rect width="10" height="10" fill="context-stroke"/></marker>
              </defs>
              <use href="#r" x="10" y="10" fill="#0000ff" stroke="#00ff00"/>
              <path d="M 60 20 L 90 20" stroke="#ff0000" stroke-width="2" marker-end="url(#m)"/>
              <rect x="10" y="60" width="20" height="20" fill="context-fill"/>
            </svg>
            """)
        #expect(ImportTest.rgba(pixmap, 20, 20) == [0, 255, 0, 255])   // the use's stroke as fill
        #expect(ImportTest.rgba(pixmap, 9, 20) == [0, 0, 255, 255])    // the use's fill as stroke
        #expect(ImportTest.rgba(pixmap, 92, 23) == [255, 0, 0, 255])   // the path's stroke in its marker
        #expect(ImportTest.rgba(pixmap, 20, 70)[3] == 0)               // no context element: none
    }

    /// A paint server as a context paint is laid out in the context element's space, on its
    /// bounding box (SVG 2): a gradient spans the whole `use`, across its children and through
    /// their transforms, not each child's own box.
    @Test func contextGradientsSpanTheUsesBoxThroughChildTransforms() throws {
        let pixmap = try ImportTest.render("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="20">
              <linearGradient id="g"><stop stop-color="#ff0000"/><stop offset="1" stop-color="#0000ff"/></linearGradient>
              <defs><g id="two">
                <rect width="50" height="20" fill="context-fill"/>
                <rect width="50" height="20" transform="translate(50 0)" fill="context-fill"/>
              </g></defs>
              <use href="#two" fill="url(#g)"/>
            </svg>
            """)
        // Across 0…100: about half-way at both sides of x = 50, and the ends at the ends.
        for x in [48, 52] {
            let p = ImportTest.rgba(pixmap, x, 10)
            #expect(abs(p[0] - 128) < 10 && abs(p[2] - 128) < 10, "x = \(x): \(p)")
        }
        #expect(ImportTest.rgba(pixmap, 1, 10)[0] > 245 && ImportTest.rgba(pixmap, 98, 10)[2] > 245)
    }

    /// A marker's context gradient is the shape's own: laid out on the shape's box, so a marker
    /// at the shape's right end takes the colour the gradient has there.
    @Test func aMarkersContextGradientIsLaidOutOnTheShape() throws {
        let pixmap = try ImportTest.render("""
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
              <linearGradient id="g"><stop stop-color="#ff0000"/><stop offset="1" stop-color="#0000ff"/></linearGradient>
              <marker id="m" markerUnits="userSpaceOnUse" markerWidth="10" markerHeight="10" refX="5" refY="5">
                <rect width="10" height="10" fill="context-fill"/></marker>
              <path d="M10 10 L90 90 L10 90 Z" fill="url(#g)" marker-start="url(#m)" marker-mid="url(#m)"/>
            </svg>
            """)
        // The mid marker at (90, 90) is at the box's right edge: blue; the start marker at its left: red.
        let right = ImportTest.rgba(pixmap, 90, 92), left = ImportTest.rgba(pixmap, 8, 8)
        #expect(right[2] > 240 && right[0] < 20, "\(right)")
        #expect(left[0] > 240 && left[2] < 20, "\(left)")
    }

    /// A pattern as a context paint tiles the context element's space: a child moved by 5 still
    /// shows the tiles where the use's space has them.
    @Test func contextPatternsTileTheUsesSpace() throws {
        let pixmap = try ImportTest.render("""
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">
              <pattern id="p" patternUnits="userSpaceOnUse" width="20" height="20">
                <rect width="10" height="20" fill="#ff0000"/><rect x="10" width="10" height="20" fill="#0000ff"/></pattern>
              <defs><rect id="r" width="35" height="20" transform="translate(5 0)" fill="context-fill"/></defs>
              <use href="#r" fill="url(#p)"/>
            </svg>
            """)
        #expect(ImportTest.rgba(pixmap, 7, 10) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(pixmap, 12, 10) == [0, 0, 255, 255])
        #expect(ImportTest.rgba(pixmap, 22, 10) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(pixmap, 2, 10)[3] == 0)
    }

    /// A use with a paint-server paint builds its content twice (to measure its box, then to
    /// lay the context paint out on it): the measuring build leaves no symbol behind and does not
    /// count against the use expansion limit.
    @Test func measuringAUsesContentLeavesNoTrace() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">
              <linearGradient id="g"><stop stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>
              <symbol id="s" viewBox="0 0 10 10"><rect width="10" height="10" fill="context-fill"/></symbol>
              <use href="#s" width="20" height="20" fill="url(#g)"/>
            </svg>
            """
        let image = try ImportTest.image(svg)
        #expect(image.symbols.count == 1)
        // Two elements are instantiated (the symbol and its rect): a limit of 2 holds, which the
        // measuring build, were it counted, would exceed.
        #expect(throws: SVGImportError.self) { try SVGImage(string: svg, options: SVGImportOptions(maxUseExpansion: 1)) }
        #expect(try SVGImage(string: svg, options: SVGImportOptions(maxUseExpansion: 2)).warnings.isEmpty)
    }
}
