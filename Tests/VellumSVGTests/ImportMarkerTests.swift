import Testing
import Vellum

private func doc(_ body: String) -> String {
    ##"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">"## + body + "</svg>"
}

/// A 4 × 2 marker whose reference point is the middle of its left side.
private let bar = ##"<marker id="m" markerWidth="4" markerHeight="2" refX="0" refY="1" markerUnits="userSpaceOnUse" orient="ORIENT"><rect width="4" height="2" fill="red"/></marker>"##

@Suite("SVG import: markers")
struct ImportMarkerTests {
    /// The bounds of every red fill, in order.
    private func markerBounds(_ svg: String) throws -> [Rect] {
        ImportTest.fills(try ImportTest.displayList(svg))
            .filter { $0.paint == .color(.cssRed) }.map(\.path.boundingRect)
    }

    @Test func startMidAndEndMarkersSitOnTheVertices() throws {
        let svg = doc(bar.replacingOccurrences(of: "ORIENT", with: "0")
            + ##"<polyline points="10,10 50,10 50,60" fill="none" stroke="black" marker-start="url(#m)" marker-mid="url(#m)" marker-end="url(#m)"/>"##)
        let boxes = try markerBounds(svg)
        #expect(boxes.count == 3)
        for (box, vertex) in zip(boxes, [Point(x: 10, y: 10), Point(x: 50, y: 10), Point(x: 50, y: 60)]) {
            #expect(ImportTest.close(box, Rect(x: vertex.x, y: vertex.y - 1, width: 4, height: 2), 1e-9))
        }
    }

    /// SVG 2 marks basic shapes at the vertices of their equivalent paths: a circle starts at
    /// its rightmost point and turns clockwise through the bottom, left and top.
    @Test func circlesAndRectanglesAreMarkedAtTheVerticesOfTheirEquivalentPaths() throws {
        let marker = bar.replacingOccurrences(of: "ORIENT", with: "0")
        let circle = try markerBounds(doc(marker + ##"<circle cx="50" cy="50" r="30" fill="none" marker-start="url(#m)" marker-mid="url(#m)" marker-end="url(#m)"/>"##))
        let circleVertices = [Point(x: 80, y: 50), Point(x: 50, y: 80), Point(x: 20, y: 50), Point(x: 50, y: 20), Point(x: 80, y: 50)]
        #expect(circle.count == circleVertices.count)
        for (box, vertex) in zip(circle, circleVertices) {
            #expect(ImportTest.close(box, Rect(x: vertex.x, y: vertex.y - 1, width: 4, height: 2), 1e-9))
        }
        let rect = try markerBounds(doc(marker + ##"<rect x="10" y="20" width="60" height="30" fill="none" marker-mid="url(#m)"/>"##))
        let corners = [Point(x: 70, y: 20), Point(x: 70, y: 50), Point(x: 10, y: 50)]
        #expect(rect.count == corners.count)
        for (box, vertex) in zip(rect, corners) {
            #expect(ImportTest.close(box, Rect(x: vertex.x, y: vertex.y - 1, width: 4, height: 2), 1e-9))
        }
    }

    @Test func orientAutoFollowsThePathAndAutoStartReverseTurnsTheFirst() throws {
        let line = ##"<path d="M10 10 V50" stroke="black" marker-start="url(#m)" marker-end="url(#m)"/>"##
        let auto = try markerBounds(doc(bar.replacingOccurrences(of: "ORIENT", with: "auto") + line))
        // Pointing down: the bar runs from the vertex downwards.
        #expect(ImportTest.close(auto[0], Rect(x: 9, y: 10, width: 2, height: 4), 1e-9))
        #expect(ImportTest.close(auto[1], Rect(x: 9, y: 50, width: 2, height: 4), 1e-9))
        let reversed = try markerBounds(doc(bar.replacingOccurrences(of: "ORIENT", with: "auto-start-reverse") + line))
        #expect(ImportTest.close(reversed[0], Rect(x: 9, y: 6, width: 2, height: 4), 1e-9))
        #expect(ImportTest.close(reversed[1], Rect(x: 9, y: 50, width: 2, height: 4), 1e-9))
        let angle = try markerBounds(doc(bar.replacingOccurrences(of: "ORIENT", with: "180deg") + line))
        #expect(ImportTest.close(angle[0], Rect(x: 6, y: 9, width: 4, height: 2), 1e-9))
    }

    /// An arc is one segment of the path data, though it becomes several cubic pieces: a
    /// three-quarter turn gets no mid markers at the joints of its pieces, and its end marker
    /// follows the arc's own tangent there.
    @Test func anArcIsOneSegment() throws {
        // From (20, 50) round the circle of radius 30 about (50, 50), clockwise (sweep 1) through
        // the top and the right to the bottom (50, 80), where it heads left; then a line down.
        let path = ##"<path d="M20 50 A30 30 0 1 1 50 80 L50 90" fill="none" stroke="black" marker-mid="url(#m)" marker-end="url(#m)"/>"##
        let boxes = try markerBounds(doc(bar.replacingOccurrences(of: "ORIENT", with: "auto") + path))
        try #require(boxes.count == 2)
        // The one mid marker, at (50, 80): the bisector of leftwards (arriving) and downwards
        // (leaving) points down-left at 135°.
        #expect(abs(boxes[0].minX - (50 - 4 * 0.5.squareRoot() - 0.5.squareRoot())) < 1e-6)
        #expect(ImportTest.close(boxes[1], Rect(x: 49, y: 90, width: 2, height: 4), 1e-9))
    }

    @Test func strokeWidthUnitsScaleTheMarkerAndViewBoxFitsIt() throws {
        let svg = doc(##"<marker id="s" viewBox="0 0 10 10" markerWidth="3" markerHeight="3" refX="5" refY="5"><rect width="10" height="10" fill="red"/></marker><path d="M20 20 H60" stroke="black" stroke-width="4" marker-end="url(#s)"/>"##)
        let boxes = try markerBounds(svg)
        // 3 × 3 stroke widths = 12 × 12, centred on the end vertex.
        #expect(boxes.count == 1 && ImportTest.close(boxes[0], Rect(x: 54, y: 14, width: 12, height: 12), 1e-9))
    }

    @Test func markersAreClippedToTheirViewportUnlessOverflowIsVisible() throws {
        let marker = ##"<marker id="c" markerWidth="4" markerHeight="4" markerUnits="userSpaceOnUse" OVERFLOW><circle cx="4" cy="4" r="4" fill="red"/></marker><path d="M50 50 H90" stroke="none" marker-start="url(#c)"/>"##
        let clipped = try ImportTest.render(doc(marker.replacingOccurrences(of: "OVERFLOW", with: "")))
        #expect(ImportTest.rgba(clipped, 52, 52)[3] == 255)
        #expect(ImportTest.rgba(clipped, 55, 55)[3] == 0)
        let visible = try ImportTest.render(doc(marker.replacingOccurrences(of: "OVERFLOW", with: "overflow=\"visible\"")))
        #expect(ImportTest.rgba(visible, 55, 55)[3] == 255)
    }

    @Test func closedSubpathsGetAMarkerAtTheirStartAgain() throws {
        let svg = doc(bar.replacingOccurrences(of: "ORIENT", with: "0")
            + ##"<polygon points="10,10 40,10 40,40" fill="none" marker-mid="url(#m)" marker-end="url(#m)"/>"##)
        // Mid markers at the two corners, the end marker back at the start.
        #expect(try markerBounds(svg).map { $0.minX } == [40, 40, 10])
    }

    @Test func brokenMarkerReferenceWarns() throws {
        let image = try ImportTest.image(doc(##"<path d="M0 0 H9" stroke="black" marker-end="url(#none)"/>"##))
        #expect(image.warnings.map(\.description) == [##"line 1: <path> marker-end="url(#none)": names no marker; not drawn"##])
    }

    @Test func aMarkerDrawnAtEveryVertexWarnsOncePerProblem() throws {
        let image = try ImportTest.image(doc(##"<marker id="m" markerWidth="4" markerHeight="4" orient="sideways"><rect width="4" height="4" fill="#12345g"/></marker><polyline points="0,0 10,0 10,10 20,10" stroke="black" style="marker: url(#m)"/>"##))
        #expect(image.warnings.map { "\($0.element) \($0.attribute ?? "")" } == ["marker orient", "rect fill"])
    }

    /// `marker` is a shorthand of style sheets and `style` only; as an attribute it is ignored,
    /// as browsers ignore it.
    @Test func theMarkerShorthandIsNoPresentationAttribute() throws {
        let marker = ##"<marker id="m" markerWidth="4" markerHeight="4"><rect width="4" height="4"/></marker>"##
        let attribute = try ImportTest.displayList(doc(marker + ##"<path d="M0 0 H20" fill="none" stroke="red" marker="url(#m)"/>"##))
        let property = try ImportTest.displayList(doc(marker + ##"<path d="M0 0 H20" fill="none" stroke="red" style="marker: url(#m)"/>"##))
        #expect(ImportTest.fills(attribute).isEmpty)
        #expect(ImportTest.fills(property).count == 2)
    }

    /// `overflow="inherit"` on a marker whose parent sets no overflow inherits `visible`, the
    /// initial value: the marker is not clipped to its viewport.
    @Test func overflowInheritedFromAParentWithoutOneIsVisible() throws {
        let inherited = try ImportTest.render(doc(##"""
            <marker id="m" markerWidth="4" markerHeight="4" markerUnits="userSpaceOnUse" overflow="inherit"><circle r="10"/></marker>
            <path d="M50 50 H60" stroke="red" marker-start="url(#m)"/>
            """##))
        let clipped = try ImportTest.render(doc(##"""
            <marker id="m" markerWidth="4" markerHeight="4" markerUnits="userSpaceOnUse"><circle r="10"/></marker>
            <path d="M50 50 H60" stroke="red" marker-start="url(#m)"/>
            """##))
        #expect(ImportTest.rgba(inherited, 44, 50) == [0, 0, 0, 255])
        #expect(ImportTest.rgba(clipped, 44, 50)[3] == 0)
    }
}
