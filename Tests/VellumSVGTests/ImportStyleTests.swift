import Testing
import Vellum

private func doc(_ body: String, viewBox: String = "0 0 100 100") -> String {
    ##"<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="\##(viewBox)">"## + body + "</svg>"
}

@Suite("SVG import: presentation attributes, style, inheritance, colours")
struct ImportStyleTests {
    @Test(arguments: [
        ("#f00", Color(red8: 255, green8: 0, blue8: 0)),
        ("#FF0000", Color(red8: 255, green8: 0, blue8: 0)),
        ("#ff000080", Color(red8: 255, green8: 0, blue8: 0, alpha8: 128)),
        ("rgb(255, 0, 0)", Color(red: 1, green: 0, blue: 0)),
        ("rgb(100%,0%,50%)", Color(red: 1, green: 0, blue: 0.5)),
        ("rgba(255,0,0,0.5)", Color(red: 1, green: 0, blue: 0, opacity: 0.5)),
        ("rgb(255 0 0 / 25%)", Color(red: 1, green: 0, blue: 0, opacity: 0.25)),
        ("rgb(300,-5,0)", Color(red: 1, green: 0, blue: 0)),
        ("hsl(120, 100%, 25%)", Color(red: 0, green: 0.5, blue: 0)),
        ("hsla(240deg 100% 50% / 0.5)", Color(red: 0, green: 0, blue: 1, opacity: 0.5)),
        ("hsl(0.5turn, 100%, 50%)", Color(red: 0, green: 1, blue: 1)),
        ("red", Color(red: 1, green: 0, blue: 0)),
        ("CornflowerBlue", Color(red8: 100, green8: 149, blue8: 237)),
        (" lime ", Color(red: 0, green: 1, blue: 0)),
    ])
    func colourForms(value: String, expected: Color) throws {
        let fills = ImportTest.fills(try ImportTest.displayList(doc(##"<rect width="10" height="10" fill="\##(value)"/>"##)))
        try #require(fills.count == 1)
        guard case .color(let c) = fills[0].paint else { return #expect(Bool(false), "not a colour") }
        for (got, want) in [(c.red, expected.red), (c.green, expected.green), (c.blue, expected.blue), (c.alpha, expected.alpha)] {
            #expect(abs(got - want) < 1e-9, "\(value): \(c) ≠ \(expected)")
        }
    }

    @Test func transparentAndNoneDrawNothing() throws {
        let list = try ImportTest.displayList(doc(##"<rect width="10" height="10" fill="transparent"/><rect width="10" height="10" fill="none"/>"##))
        #expect(list.operations.isEmpty)
    }

    @Test func currentColorTakesTheColorProperty() throws {
        let fills = ImportTest.fills(try ImportTest.displayList(doc(
            ##"<g color="#00ff00"><rect width="10" height="10" fill="currentColor"/><rect color="blue" width="5" height="5" style="fill: currentcolor"/></g>"##)))
        #expect(fills.map(\.paint) == [.color(Color(red8: 0, green8: 255, blue8: 0)), .color(.cssBlue)])
    }

    @Test func styleAttributeWinsOverPresentationAttributes() throws {
        let fills = ImportTest.fills(try ImportTest.displayList(doc(
            ##"<rect width="10" height="10" fill="red" style="fill: blue; /* comment */ fill-opacity: 50% !important"/>"##)))
        #expect(fills.map(\.paint) == [.color(Color.cssBlue.opacity(0.5))])
    }

    @Test func inheritedAndNonInheritedProperties() throws {
        let list = try ImportTest.displayList(doc(##"""
            <g fill="red" stroke="blue" stroke-width="3" opacity="0.5" fill-rule="evenodd">
              <rect width="10" height="10"/><rect x="20" width="10" height="10" stroke="inherit" fill="inherit"/>
            </g>
            """##))
        // opacity is not inherited: one layer for the group, none inside.
        let layers = list.operations.filter { if case .beginLayer = $0 { true } else { false } }
        #expect(layers == [.beginLayer(opacity: 0.5)])
        let fills = ImportTest.fills(list), strokes = ImportTest.strokes(list)
        #expect(fills.map(\.paint) == [.color(.cssRed), .color(.cssRed)])
        #expect(fills.allSatisfy { $0.rule == .evenOdd })
        #expect(strokes.map(\.paint) == [.color(.cssBlue), .color(.cssBlue)])
        #expect(strokes.allSatisfy { $0.style.lineWidth == 3 })
    }

    @Test func opacityOnOneShapeWithOnePaintNeedsNoLayer() throws {
        let folded = try ImportTest.displayList(doc(##"<rect width="10" height="10" fill="red" opacity="0.5" fill-opacity="0.5"/>"##))
        #expect(folded.operations.count == 1)
        #expect(ImportTest.fills(folded).map(\.paint) == [.color(Color.cssRed.opacity(0.25))])
        // Fill and stroke overlap: the element is composited as a whole, through a layer.
        let layered = try ImportTest.displayList(doc(##"<rect width="10" height="10" fill="red" stroke="blue" opacity="0.5"/>"##))
        #expect(layered.operations.first == .beginLayer(opacity: 0.5))
        #expect(try ImportTest.displayList(doc(##"<rect width="10" height="10" opacity="0"/>"##)).operations.isEmpty)
    }

    @Test func strokeProperties() throws {
        let strokes = ImportTest.strokes(try ImportTest.displayList(doc(##"""
            <path d="M0 0 L50 50" stroke="#000" stroke-linecap="round" stroke-linejoin="bevel" stroke-miterlimit="7"
                  stroke-dasharray="5,2 1" stroke-dashoffset="3" stroke-opacity="0.5"/>
            <path d="M0 0 L50 50" stroke="#000"/>
            <path d="M0 0 L50 50" stroke="#000" stroke-dasharray="0 0" stroke-width="10%"/>
            <path d="M0 0 L50 50" stroke="#000" stroke-width="0"/>
            """##, viewBox: "0 0 200 100")))
        try #require(strokes.count == 3)
        #expect(strokes[0].style == StrokeStyle(lineWidth: 1, lineCap: .round, lineJoin: .bevel, miterLimit: 7,
                                                dash: [5, 2, 1, 5, 2, 1], dashPhase: 3))
        #expect(strokes[0].paint == .color(Color.black.opacity(0.5)))
        // SVG's initial miter limit is 4; a dash array of zeros is solid.
        #expect(strokes[1].style == StrokeStyle(lineWidth: 1, miterLimit: 4))
        #expect(strokes[2].style.dash.isEmpty)
        // A percentage of the viewport's normalised diagonal √((200² + 100²) / 2).
        #expect(abs(strokes[2].style.lineWidth - 0.1 * (25_000.0).squareRoot()) < 1e-9)
    }

    @Test func percentagesResolveAgainstTheViewport() throws {
        let fills = ImportTest.fills(try ImportTest.displayList(
            ##"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100">"##
                + ##"<rect x="10%" y="50%" width="50%" height="25%"/><circle cx="50%" cy="50%" r="10%"/></svg>"##))
        #expect(ImportTest.close(fills[0].path.boundingRect, Rect(x: 20, y: 50, width: 100, height: 25)))
        let r = 0.1 * (25_000.0).squareRoot()
        #expect(ImportTest.close(fills[1].path.boundingRect, Rect(x: 100 - r, y: 50 - r, width: 2 * r, height: 2 * r), 1e-9))
    }

    /// `!important` declarations of style sheets and `style` come after all the others, as
    /// CSS cascades them.
    @Test func importantDeclarationsWin() throws {
        let fills = ImportTest.fills(try ImportTest.displayList(doc(##"""
            <style>#a { fill: green !important } #a { fill: red } rect.b { fill: green ! IMPORTANT }</style>
            <rect id="a" width="10" height="10"/>
            <rect class="b" x="20" width="10" height="10" style="fill: red"/>
            <rect id="c" x="40" width="10" height="10" fill="blue !important"/>
            """##)))
        // A presentation attribute cannot be important: "blue !important" is not a paint.
        #expect(fills.map(\.paint) == [.color(Color(red8: 0, green8: 128, blue8: 0)),
                                       .color(Color(red8: 0, green8: 128, blue8: 0)), .color(.black)])
    }

    @Test(arguments: [("[x]", true), ("rect[x]", true), ("[x=\"20\"]", true), ("[x='21']", false),
                      ("[class~=b]", true), ("[class^=a]", true), ("[class$=b]", true), ("[class*=\"b\"]", true),
                      ("[lang|=en]", true), ("[y]", false), ("[x]]", false)])
    func attributeSelectors(selector: String, matches: Bool) throws {
        let fills = ImportTest.fills(try ImportTest.displayList(doc(##"""
            <style>\##(selector) { fill: green }</style>
            <rect x="20" class="a b" lang="en-GB" width="10" height="10"/>
            """##)))
        try #require(fills.count == 1)
        #expect(fills[0].paint == .color(matches ? Color(red8: 0, green8: 128, blue8: 0) : .black), "\(selector)")
    }

    /// The legacy comma form of `rgb()` takes all numbers or all percentages: a mix is invalid
    /// and ignored (the initial black), as browsers ignore it.
    @Test func rgbMixingNumbersAndPercentagesIsInvalid() throws {
        let image = try ImportTest.image(doc(##"<rect width="10" height="10" fill="rgba(0, 50%, 0, 0.5)"/>"##))
        #expect(image.warnings.map(\.kind) == [.invalidValue])
        #expect(ImportTest.fills(try image.scene().displayList(size: image.size)).map(\.paint) == [.color(.black)])
    }

    /// SVG 2 and CSS have no `icc-color(…)`: a paint that carries one is invalid whole, fallback
    /// and all, and the element keeps its inherited or initial paint (black), as in Chromium,
    /// Firefox and resvg.
    @Test(arguments: [
        "red icc-color(acmecmyk, 0.11, 0.48, 0.83, 0.00)",
        "url(#g) green icc-color(acmecmyk, 0.11, 0.48, 0.83, 0.00)",
    ])
    func iccColourMakesThePaintInvalid(value: String) throws {
        let image = try ImportTest.image(doc(##"""
            <linearGradient id="g"><stop offset="0" stop-color="white"/><stop offset="1"/></linearGradient>
            <rect width="10" height="10" fill="\##(value)"/>
            """##))
        #expect(image.warnings.map(\.kind) == [.invalidValue])
        #expect(ImportTest.fills(try image.scene().displayList(size: image.size)).map(\.paint) == [.color(.black)])
    }
}
