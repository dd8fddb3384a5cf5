import Testing
import Vellum

/// One element in a 100 × 100 document.
private func doc(_ body: String, _ root: String = ##"width="100" height="100""##) -> String {
    ##"<svg xmlns="http://www.w3.org/2000/svg" \##(root)>"## + body + "</svg>"
}

@Suite("SVG import: basic shapes")
struct ImportShapeTests {
    @Test func rectangleGeometryPaintAndPixels() throws {
        let svg = doc(##"<rect x="10" y="20" width="30" height="40" fill="#ff0000"/>"##)
        let fills = ImportTest.fills(try ImportTest.displayList(svg))
        try #require(fills.count == 1)
        #expect(fills[0].path == Path(Rect(x: 10, y: 20, width: 30, height: 40)))
        #expect(fills[0].paint == .color(Color(red8: 255, green8: 0, blue8: 0)))
        let pixmap = try ImportTest.render(svg)
        #expect(ImportTest.rgba(pixmap, 25, 40) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(pixmap, 5, 5)[3] == 0)
        #expect(ImportTest.rgba(pixmap, 45, 40)[3] == 0)
    }

    @Test(arguments: [
        (##"rx="5""##, Size(width: 5, height: 5)),           // ry takes rx
        (##"ry="4""##, Size(width: 4, height: 4)),           // rx takes ry
        (##"rx="5" ry="2""##, Size(width: 5, height: 2)),
        (##"rx="100""##, Size(width: 15, height: 20)),       // each clamped to half its side
        (##"rx="auto" ry="3""##, Size(width: 3, height: 3)),
    ])
    func roundedRectangleRadii(attributes: String, corner: Size) throws {
        let svg = doc(##"<rect x="10" y="20" width="30" height="40" \##(attributes)/>"##)
        let fills = ImportTest.fills(try ImportTest.displayList(svg))
        try #require(fills.count == 1)
        #expect(fills[0].path == Path(roundedRect: Rect(x: 10, y: 20, width: 30, height: 40), cornerSize: corner))
    }

    @Test func zeroSizedShapesDrawNothing() throws {
        let svg = doc(##"<rect width="0" height="10"/><circle r="0"/><ellipse rx="0" ry="3"/><path d=""/>"##
            + ##"<polygon points="5,5"/>"##)
        let image = try ImportTest.image(svg)
        #expect(image.warnings.isEmpty)
        #expect(try image.scene().displayList(size: image.size).operations.isEmpty)
    }

    @Test func circleAndEllipse() throws {
        let fills = ImportTest.fills(try ImportTest.displayList(doc(
            ##"<circle cx="50" cy="40" r="10"/><ellipse cx="20" cy="30" rx="15" ry="5"/><ellipse cx="70" cy="70" rx="8"/>"##)))
        try #require(fills.count == 3)
        #expect(fills[0].path == Path(ellipseIn: Rect(x: 40, y: 30, width: 20, height: 20)))
        #expect(fills[1].path == Path(ellipseIn: Rect(x: 5, y: 25, width: 30, height: 10)))
        // SVG 2: a missing ry is `auto`, the same as rx.
        #expect(fills[2].path == Path(ellipseIn: Rect(x: 62, y: 62, width: 16, height: 16)))
    }

    @Test func lineIsOnlyStroked() throws {
        let list = try ImportTest.displayList(doc(##"<line x1="10" y1="20" x2="90" y2="20" stroke="blue" stroke-width="4"/>"##))
        #expect(ImportTest.fills(list).isEmpty)
        let strokes = ImportTest.strokes(list)
        try #require(strokes.count == 1)
        #expect(strokes[0].path.elements == [.move(to: Point(x: 10, y: 20)), .line(to: Point(x: 90, y: 20))])
        #expect(strokes[0].style.lineWidth == 4)
        let pixmap = try ImportTest.render(doc(##"<line x1="10" y1="20" x2="90" y2="20" stroke="blue" stroke-width="4"/>"##))
        #expect(ImportTest.rgba(pixmap, 50, 20) == [0, 0, 255, 255])
        #expect(ImportTest.rgba(pixmap, 50, 24)[3] == 0)
    }

    @Test func polylineIsOpenPolygonIsClosed() throws {
        let fills = ImportTest.fills(try ImportTest.displayList(doc(
            ##"<polyline points="10,10 50,10 50,50"/><polygon points="60 60, 90 60 90 90"/>"##)))
        try #require(fills.count == 2)
        #expect(fills[0].path.elements == [.move(to: Point(x: 10, y: 10)), .line(to: Point(x: 50, y: 10)),
                                           .line(to: Point(x: 50, y: 50))])
        #expect(fills[1].path.elements.last == .closeSubpath)
        #expect(fills[1].path.elements.count == 4)
    }

    @Test func pathDataIsParsedAsCore() throws {
        let d = "M10 80 Q 52.5 10, 95 80 T 180 80 A 20 10 30 1 0 60 60 C 10 10 20 20 30 30 z"
        let fills = ImportTest.fills(try ImportTest.displayList(doc(##"<path d="\##(d)"/>"##)))
        try #require(fills.count == 1)
        #expect(fills[0].path == (try Path(svgPathData: d)))
    }
}
