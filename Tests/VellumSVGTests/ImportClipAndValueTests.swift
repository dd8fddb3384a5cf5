import Testing
import Vellum

private func doc(_ body: String, root: String = "") -> String {
    ##"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"\##(root)>"## + body + "</svg>"
}

@Suite("SVG import: clipping details and SVG 2 / CSS values")
struct ImportClipAndValueTests {
    @Test func evenOddClipRuleOnAClipPathChild() throws {
        let pixels = try ImportTest.render(doc(##"""
            <clipPath id="c"><path clip-rule="evenodd" d="M10 10 H90 V90 H10 Z M30 30 H70 V70 H30 Z"/></clipPath>
            <rect width="100" height="100" fill="blue" clip-path="url(#c)"/>
            """##))
        #expect(ImportTest.rgba(pixels, 20, 20)[3] == 255)
        #expect(ImportTest.rgba(pixels, 50, 50)[3] == 0)
    }

    @Test func clipPathOnAClipPathAndOnItsChild() throws {
        let pixels = try ImportTest.render(doc(##"""
            <clipPath id="left"><rect width="50" height="100"/></clipPath>
            <clipPath id="top" clip-path="url(#left)"><rect width="100" height="50"/></clipPath>
            <clipPath id="kid"><rect x="50" y="50" width="50" height="50" clip-path="url(#left2)"/></clipPath>
            <clipPath id="left2"><rect width="75" height="100"/></clipPath>
            <rect width="100" height="100" fill="blue" clip-path="url(#top)"/>
            <rect width="100" height="100" fill="red" clip-path="url(#kid)"/>
            """##))
        #expect(ImportTest.rgba(pixels, 25, 25) == [0, 0, 255, 255])
        #expect(ImportTest.rgba(pixels, 75, 25)[3] == 0)
        #expect(ImportTest.rgba(pixels, 60, 60) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(pixels, 85, 60)[3] == 0)
    }

    @Test(arguments: [
        ("circle(40%)", (50, 50), (12, 12)),
        ("circle(20px at 30px 30px) fill-box", (20, 20), (45, 45)),
        ("ellipse(40px 10px)", (20, 50), (50, 30)),
        ("inset(10px 20px)", (25, 15), (15, 15)),
        ("polygon(0 0, 100% 0, 0 100%)", (10, 10), (90, 90)),
        ("circle(10px at 10px 10px) view-box", (10, 10), (30, 30)),
    ])
    func cssBasicShapes(shape: String, inside: (Int, Int), outside: (Int, Int)) throws {
        let pixels = try ImportTest.render(doc(##"<rect width="100" height="100" fill="blue" style="clip-path: \##(shape)"/>"##))
        #expect(ImportTest.rgba(pixels, inside.0, inside.1)[3] == 255, "\(shape) inside")
        #expect(ImportTest.rgba(pixels, outside.0, outside.1)[3] == 0, "\(shape) outside")
    }

    @Test func nestedSVGWithTransformOpacityAndClip() throws {
        let pixels = try ImportTest.render(doc(##"""
            <svg x="10" y="10" width="20" height="20" transform="translate(40 0)" opacity="0.5"><rect x="-10" y="-10" width="100" height="100" fill="blue"/></svg>
            """##))
        #expect(ImportTest.rgba(pixels, 55, 15) == [0, 0, 255, 128])
        #expect(ImportTest.rgba(pixels, 15, 15)[3] == 0)
        #expect(ImportTest.rgba(pixels, 75, 15)[3] == 0)
    }

    @Test func emAndExFollowFontSize() throws {
        let fills = ImportTest.fills(try ImportTest.displayList(doc(##"<g font-size="10"><rect x="1em" width="2em" height="3ex" style="font-size: 200%"/></g>"##)))
        #expect(fills[0].path.boundingRect == Rect(x: 20, y: 0, width: 40, height: 30))
    }

    @Test func cssTransformPropertyWinsOverTheAttribute() throws {
        let fills = ImportTest.fills(try ImportTest.displayList(doc(##"<rect width="10" height="10" transform="translate(50)" style="transform: translate(5px, 6px) scale(2)"/>"##)))
        #expect(ImportTest.close(fills[0].path.boundingRect, Rect(x: 5, y: 6, width: 20, height: 20)))
    }

    @Test func rootBackgroundColorFillsTheViewport() throws {
        let pixels = try ImportTest.render(doc(##"<rect width="10" height="10"/>"##, root: ##" style="background-color: #ff0""##))
        #expect(ImportTest.rgba(pixels, 50, 50) == [255, 255, 0, 255])
        #expect(ImportTest.rgba(pixels, 5, 5) == [0, 0, 0, 255])
    }

    @Test func negativeCornerRadiiAreAuto() throws {
        let fills = ImportTest.fills(try ImportTest.displayList(doc(##"<rect width="40" height="20" rx="-3" ry="8"/><rect y="50" width="40" height="20" rx="-1"/>"##)))
        let image = try ImportTest.image(doc(##"<rect width="40" height="20" rx="-3" ry="8"/>"##))
        #expect(image.warnings.isEmpty)
        // rx = auto = ry: rounded; both auto: square.
        #expect(fills[0].path != Path(Rect(x: 0, y: 0, width: 40, height: 20)))
        #expect(fills[1].path == Path(Rect(x: 0, y: 50, width: 40, height: 20)))
    }

    @Test func dashArraysWithZeroOrNegativeSumsAreSolidAndEmScales() throws {
        let strokes = ImportTest.strokes(try ImportTest.displayList(doc(##"""
            <g stroke="black" font-size="10"><path d="M0 0 H9" stroke-dasharray="0 0"/><path d="M0 0 H9" stroke-dasharray="5 -1"/>
            <path d="M0 0 H9" stroke-dasharray="1em 0.5em"/></g>
            """##)))
        #expect(strokes.map(\.style.dash) == [[], [], [10, 5]])
    }

    @Test func svg2LineJoinsMapToTheNearestSupportedJoin() throws {
        let strokes = ImportTest.strokes(try ImportTest.displayList(doc(##"""
            <g stroke="black"><path d="M0 0 H9 V9" stroke-linejoin="miter-clip"/><path d="M0 0 H9 V9" stroke-linejoin="arcs"/></g>
            """##)))
        #expect(strokes.map(\.style.lineJoin) == [.miter, .miter])
    }

    @Test func paintFallbacksAndFocalRadius() throws {
        let list = try ImportTest.displayList(doc(##"""
            <radialGradient id="r" fr="0.2"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></radialGradient>
            <rect width="10" height="10" fill="url(#missing) lime"/><rect width="10" height="10" fill="url(#r)"/>
            """##))
        let fills = ImportTest.fills(list)
        #expect(fills[0].paint == .color(Color(red8: 0, green8: 255, blue8: 0)))
        guard case .radialGradient(let g) = fills[1].paint else { return #expect(Bool(false)) }
        #expect(abs(g.startRadius - 0.2) < 1e-12 && abs(g.endRadius - 0.5) < 1e-12)
    }
}
