import Testing
import Vellum

private func doc(_ body: String) -> String {
    ##"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">"## + body + "</svg>"
}

@Suite("SVG import: patterns")
struct ImportPatternTests {
    @Test func userSpaceTilesRepeatAcrossTheShapeAndAreClippedToIt() throws {
        let pixels = try ImportTest.render(doc(##"""
            <pattern id="p" width="10" height="10" patternUnits="userSpaceOnUse"><rect width="5" height="5" fill="blue"/></pattern>
            <rect x="10" y="10" width="60" height="40" fill="url(#p)"/>
            """##))
        for (x, y) in [(12, 12), (22, 32), (62, 42)] { #expect(ImportTest.rgba(pixels, x, y) == [0, 0, 255, 255]) }
        for (x, y) in [(17, 12), (12, 17), (5, 5), (72, 12)] { #expect(ImportTest.rgba(pixels, x, y)[3] == 0) }
    }

    @Test func boundingBoxUnitsContentUnitsAndTransform() throws {
        // Tiles a quarter of the box, content in box fractions: one dot per tile.
        let pixels = try ImportTest.render(doc(##"""
            <pattern id="p" width="0.5" height="0.5" patternContentUnits="objectBoundingBox"><rect width="0.25" height="0.25" fill="red"/></pattern>
            <rect x="20" y="20" width="40" height="40" fill="url(#p)"/>
            <pattern id="t" width="10" height="100" patternUnits="userSpaceOnUse" patternTransform="translate(5 0)"><rect width="5" height="100" fill="lime"/></pattern>
            <rect x="60" y="70" width="40" height="30" fill="url(#t)"/>
            """##))
        #expect(ImportTest.rgba(pixels, 25, 25) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(pixels, 45, 45) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(pixels, 35, 25)[3] == 0)
        #expect(ImportTest.rgba(pixels, 66, 80)[1] == 255)
        #expect(ImportTest.rgba(pixels, 62, 80)[3] == 0)
    }

    /// A pattern is paint: its tiles reach past the shape they fill, but the shape's bounding
    /// box is its outline's. A bounding-box clip on the group holds the rectangle's left quarter
    /// (40–45), not the left quarter of the tiles (0–25), which would hide it all.
    @Test func tilesAreNoPartOfTheBoundingBox() throws {
        let pixels = try ImportTest.render(doc(##"""
            <pattern id="p" width="100" height="100" patternUnits="userSpaceOnUse"><rect width="100" height="100" fill="blue"/></pattern>
            <clipPath id="c" clipPathUnits="objectBoundingBox"><rect width="0.25" height="1"/></clipPath>
            <g clip-path="url(#c)"><rect x="40" y="40" width="20" height="20" fill="url(#p)"/></g>
            """##))
        #expect(ImportTest.rgba(pixels, 42, 50) == [0, 0, 255, 255])
        #expect(ImportTest.rgba(pixels, 47, 50)[3] == 0)
    }

    @Test func hrefLendsContentAndViewBoxFitsIt() throws {
        let pixels = try ImportTest.render(doc(##"""
            <pattern id="base" viewBox="0 0 2 2" width="20" height="20" patternUnits="userSpaceOnUse"><rect width="1" height="1" fill="blue"/></pattern>
            <pattern id="p" href="#base"/>
            <rect width="40" height="40" fill="url(#p)"/>
            """##))
        #expect(ImportTest.rgba(pixels, 5, 5) == [0, 0, 255, 255])
        #expect(ImportTest.rgba(pixels, 15, 5)[3] == 0)
        #expect(ImportTest.rgba(pixels, 25, 25) == [0, 0, 255, 255])
    }

    @Test func strokesTakePatternsToo() throws {
        let pixels = try ImportTest.render(doc(##"""
            <pattern id="p" width="100" height="100" patternUnits="userSpaceOnUse"><rect width="100" height="100" fill="red"/></pattern>
            <rect x="20" y="20" width="40" height="40" fill="none" stroke="url(#p)" stroke-width="6"/>
            """##))
        #expect(ImportTest.rgba(pixels, 20, 40) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(pixels, 40, 40)[3] == 0)
    }

    @Test func tooManyTilesAreReportedAndNotPainted() throws {
        let svg = doc(##"<pattern id="p" width="0.1" height="0.1" patternUnits="userSpaceOnUse"><rect width="0.05" height="0.05"/></pattern><rect width="100" height="100" fill="url(#p)"/>"##)
        let image = try ImportTest.image(svg)
        #expect(image.warnings.map(\.kind) == [.limitExceeded])
        #expect(image.warnings[0].message.contains("more than the limit of 4096"))
        #expect(ImportTest.fills(try image.scene().displayList(size: image.size)).isEmpty)
    }

    /// Two patterns painting with each other: as browsers do, the cycle is broken once for the
    /// document, at the reference that closes it when the patterns are followed in document
    /// order (`b`'s square painting with `a`), so each pattern draws the same content whichever
    /// shape starts the loop. The shape painted with `b` shows `b`'s blue alone, not `a`'s red.
    @Test func patternsPaintingWithEachOtherBreakTheLoopOnceForTheDocument() throws {
        let svg = doc(##"""
            <pattern id="a" width="10" height="10" patternUnits="userSpaceOnUse"><rect width="10" height="10" fill="url(#b)"/><rect width="5" height="5" fill="red"/></pattern>
            <pattern id="b" width="10" height="10" patternUnits="userSpaceOnUse"><rect width="10" height="10" fill="url(#a)"/><rect x="5" y="5" width="5" height="5" fill="blue"/></pattern>
            <rect width="50" height="10" fill="url(#a)"/>
            <rect y="20" width="50" height="10" fill="url(#b)"/>
            """##)
        let image = try ImportTest.image(svg)
        #expect(image.warnings.count == 1 && image.warnings[0].message.contains("reference cycle #a → #b → #a"))
        #expect(image.warnings[0].line == 2)  // `b`'s line: the document starts on `a`'s.
        let pixels = try ImportTest.render(image)
        #expect(ImportTest.rgba(pixels, 2, 2) == [255, 0, 0, 255])
        #expect(ImportTest.rgba(pixels, 7, 7) == [0, 0, 255, 255])
        #expect(ImportTest.rgba(pixels, 2, 22)[3] == 0)
        #expect(ImportTest.rgba(pixels, 7, 27) == [0, 0, 255, 255])
    }

    @Test func aPatternUsingItselfIsCutWhereTheCycleCloses() throws {
        let svg = doc(##"<pattern id="p" width="10" height="10" patternUnits="userSpaceOnUse"><rect width="5" height="5" fill="url(#p)"/><rect x="5" width="5" height="5" fill="red"/></pattern><rect width="20" height="20" fill="url(#p)"/>"##)
        let image = try ImportTest.image(svg)
        #expect(image.warnings.count == 1 && image.warnings[0].message.contains("reference cycle #p → #p"))
        #expect(image.warnings[0].element == "rect" && image.warnings[0].attribute == "fill")
        let pixels = try ImportTest.render(image)
        #expect(ImportTest.rgba(pixels, 7, 2) == [255, 0, 0, 255])
    }
}

extension ImportPatternTests {
    @Test func textCanBePaintedWithAPattern() throws {
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="60"><pattern id="p" width="100" height="100" patternUnits="userSpaceOnUse"><rect width="100" height="100" fill="red"/></pattern><text x="5" y="45" font-size="48" font-family="DejaVu Sans" font-weight="bold" fill="url(#p)">II</text></svg>"##
        let image = try ImportTest.image(svg)
        #expect(image.warnings.isEmpty)
        let pixels = try ImportTest.render(image)
        var red = 0
        for y in 0..<60 { for x in 0..<100 where ImportTest.rgba(pixels, x, y) == [255, 0, 0, 255] { red += 1 } }
        #expect(red > 300)
    }

    /// A bounding-box pattern cannot paint a shape without width or height: the fallback colour
    /// paints it, as for gradients; a user-space pattern still paints.
    @Test func aBoundingBoxPatternOnALinePaintsItsFallback() throws {
        let pattern = ##"<pattern id="p" width="10" height="10" patternUnits="%@"><rect width="10" height="10" fill="blue"/></pattern>"##
        let line = ##"<line x1="10" y1="50" x2="90" y2="50" stroke-width="4" stroke="url(#p) lime"/>"##
        let box = ImportTest.strokes(try ImportTest.displayList(doc(pattern.replacingOccurrences(of: "%@", with: "objectBoundingBox") + line)))
        #expect(box.map(\.paint) == [.color(.cssLime)])
        let user = try ImportTest.render(doc(pattern.replacingOccurrences(of: "%@", with: "userSpaceOnUse") + line))
        #expect(ImportTest.rgba(user, 50, 50) == [0, 0, 255, 255])
    }
}
