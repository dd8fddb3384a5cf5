import Testing
import Vellum

private func fill(_ paint: Paint = .color(.red), path: Path = square(), rule: FillRule = .nonZero,
                  transform: AffineTransform = .identity) -> DrawOperation {
    .fill(path, paint: paint, rule: rule, transform: transform)
}

@Test func fillWithAlphaUsesFillOpacity() throws {
    let (_, svg) = try renderAndParse(DisplayList([fill(.color(Color(red8: 255, green8: 128, blue8: 0).opacity(0.5)))]))
    let path = try svg.one("path")
    #expect(path.attributes == ["d": "M10 10 L20 10 L20 20 L10 20 Z", "fill": "#ff8000", "fill-opacity": "0.5"])
}

@Test func defaultsAreOmitted() throws {
    let (_, svg) = try renderAndParse(DisplayList([
        fill(.color(.black)),
        .stroke(square(), paint: .color(.cssBlue), style: StrokeStyle(miterLimit: 4), transform: .identity),
    ]))
    let paths = svg.all("path")
    try #require(paths.count == 2)
    // Opaque black, non-zero, no transform: nothing but the geometry.
    #expect(paths[0].attributes == ["d": "M10 10 L20 10 L20 20 L10 20 Z"])
    // Width 1, butt caps, miter joins with limit 4, solid, opaque.
    #expect(paths[1].attributes == ["d": "M10 10 L20 10 L20 20 L10 20 Z", "fill": "none", "stroke": "#0000ff"])
}

@Test func evenOddSetsFillRule() throws {
    let (_, svg) = try renderAndParse(DisplayList([fill(rule: .evenOdd)]))
    #expect(try svg.one("path").attributes["fill-rule"] == "evenodd")
}

@Test func strokeKeepsEveryStyleAttribute() throws {
    let style = StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .miter, miterLimit: 10,
                            dash: [4, 2.25, 1], dashPhase: 1.5)
    let (_, svg) = try renderAndParse(DisplayList([
        .stroke(square(), paint: .color(Color(red: 0, green: 0.5, blue: 1, opacity: 0.25)), style: style,
                transform: AffineTransform(scaleX: 2, y: 2)),
    ]))
    #expect(try svg.one("path").attributes == [
        "d": "M10 10 L20 10 L20 20 L10 20 Z",
        "fill": "none", "stroke": "#0080ff", "stroke-opacity": "0.25",
        "stroke-width": "2.5", "stroke-linecap": "round", "stroke-miterlimit": "10",
        "stroke-dasharray": "4 2.25 1", "stroke-dashoffset": "1.5",
        // The width stays in user space: the element carries the scale.
        "transform": "matrix(2 0 0 2 0 0)",
    ])
}

@Test func strokeEdgeCasesStayValidSVG() throws {
    let (_, svg) = try renderAndParse(DisplayList([
        // Round joins: no miter limit; an invalid dash pattern is solid.
        .stroke(square(), paint: .color(.red), style: StrokeStyle(lineWidth: 0, lineJoin: .round, dash: [2, -1]),
                transform: .identity),
        // A miter limit below 1 (an SVG error) behaves as 1; all-zero dashes draw solid.
        .stroke(square(), paint: .color(.red), style: StrokeStyle(lineCap: .square, lineJoin: .miter, miterLimit: 0.5,
                                                                  dash: [0, 0], dashPhase: 3),
                transform: .identity),
    ]))
    let paths = svg.all("path")
    try #require(paths.count == 2)
    #expect(paths[0].attributes["stroke-width"] == "0")
    #expect(paths[0].attributes["stroke-linejoin"] == "round")
    #expect(paths[0].attributes["stroke-miterlimit"] == nil)
    #expect(paths[0].attributes["stroke-dasharray"] == nil)
    #expect(paths[1].attributes["stroke-linecap"] == "square")
    #expect(paths[1].attributes["stroke-miterlimit"] == "1")
    #expect(paths[1].attributes["stroke-dasharray"] == nil)
    #expect(paths[1].attributes["stroke-dashoffset"] == nil)
}

@Test func numbersHaveAtMostThreeDecimalsAndNoNegativeZero() throws {
    let path = Path { p in
        p.move(to: Point(x: -0.0001, y: 1.23456))
        p.addLine(to: Point(x: 2.0004, y: -3.99996))
    }
    let (document, svg) = try renderAndParse(DisplayList([
        .stroke(path, paint: .color(Color(white: 0, opacity: 1.0 / 3)), style: StrokeStyle(lineWidth: 0.12345),
                transform: AffineTransform(translationX: -0.0004, y: 12.34567)),
    ]))
    let element = try svg.one("path")
    #expect(element.attributes["d"] == "M0 1.235 L2 -4")
    #expect(element.attributes["stroke-width"] == "0.123")
    #expect(element.attributes["stroke-opacity"] == "0.333")
    #expect(element.attributes["transform"] == "translate(0 12.346)")
    #expect(!document.text.contains("-0 ") && !document.text.contains("-0\""))
    #expect(!document.text.lowercased().contains("nan"))
}

@Test func precisionOptionChangesDecimals() throws {
    let list = DisplayList([fill(path: Path(Rect(x: 1.23456, y: 0, width: 1, height: 1)))])
    let (_, one) = try renderAndParse(list, backend: .svg(precision: 1))
    #expect(try one.one("path").attributes["d"] == "M1.2 0 L2.2 0 L2.2 1 L1.2 1 Z")
    let (_, five) = try renderAndParse(list, backend: .svg(precision: 5))
    #expect(try five.one("path").attributes["d"] == "M1.23456 0 L2.23456 0 L2.23456 1 L1.23456 1 Z")
}

@Test func transformsPrintAsTranslateOrMatrix() throws {
    let rotation = AffineTransform(rotationAngle: .degrees(30)).translatedBy(x: 5, y: 0)
    let (_, svg) = try renderAndParse(DisplayList([
        fill(transform: AffineTransform(translationX: 5, y: 0)),
        fill(.color(.cssBlue), transform: AffineTransform(translationX: 5, y: -2.5)),
        fill(.color(.cssLime), transform: rotation),
    ]))
    let paths = svg.all("path")
    try #require(paths.count == 3)
    #expect(paths[0].attributes["transform"] == "translate(5)")
    #expect(paths[1].attributes["transform"] == "translate(5 -2.5)")
    // A rotation is written as one, exact with three decimals, rather than as a rounded matrix.
    #expect(paths[2].attributes["transform"] == "translate(4.33 2.5) rotate(30)")
}

@Test func consecutiveOperationsWithOneTransformShareAGroup() throws {
    let moved = AffineTransform(translationX: 10, y: 20)
    let (_, svg) = try renderAndParse(DisplayList([
        fill(transform: moved), fill(.color(.cssBlue), transform: moved),
        .stroke(square(), paint: .color(.cssLime), style: StrokeStyle(), transform: moved),
        fill(.color(.black), transform: AffineTransform(scaleX: 2, y: 2)),
        fill(.color(.black)),
        fill(.color(.black)),
    ]))
    let groups = svg.all("g")
    #expect(groups.map { $0.attributes } == [["transform": "translate(10 20)"]])
    let paths = svg.all("path")
    try #require(paths.count == 6)
    for path in paths[0..<3] {
        #expect(path.attributes["transform"] == nil)
        #expect(svg.ancestors(of: path).last?.attributes["transform"] == "translate(10 20)")
    }
    #expect(paths[3].attributes["transform"] == "matrix(2 0 0 2 0 0)")
    #expect(svg.ancestors(of: paths[3]).map(\.name) == ["svg"])
    #expect(paths[4].attributes["transform"] == nil && paths[5].attributes["transform"] == nil)
}

@Test func emptyPathsAreLeftOut() throws {
    let (_, svg) = try renderAndParse(DisplayList([fill(path: Path()), fill()]))
    #expect(svg.all("path").count == 1)
}
