import Testing
import Vellum

private func fill(_ color: Color = .red, _ path: Path = square()) -> DrawOperation {
    .fill(path, paint: .color(color), rule: .nonZero, transform: .identity)
}

@Test func clipsNestAndClose() throws {
    let (_, svg) = try renderAndParse(DisplayList([
        .pushClip(Path(Rect(x: 0, y: 0, width: 50, height: 50)), rule: .evenOdd,
                  transform: AffineTransform(translationX: 5, y: 5)),
        .pushClip(Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 40)), rule: .nonZero, transform: .identity),
        fill(.red),
        .popClip,
        fill(.green),
        .popClip,
        fill(.blue),
    ]))
    let clips = svg.all("clipPath")
    #expect(clips.map { $0.attributes } == [["id": "c1", "clipPathUnits": "userSpaceOnUse"],
                                              ["id": "c2", "clipPathUnits": "userSpaceOnUse"]])
    let clipShape = svg.children(of: clips[0])
    #expect(clipShape.map(\.attributes) == [["d": "M0 0 L50 0 L50 50 L0 50 Z", "clip-rule": "evenodd",
                                             "transform": "translate(5 5)"]])
    let paths = svg.all("path").filter { $0.attributes["fill"] != nil }
    try #require(paths.count == 3)
    func clipsAround(_ element: ParsedSVG.Element) -> [String] {
        svg.ancestors(of: element).compactMap { $0.attributes["clip-path"] }
    }
    #expect(clipsAround(paths[0]) == ["url(#c1)", "url(#c2)"])
    #expect(clipsAround(paths[1]) == ["url(#c1)"])
    #expect(clipsAround(paths[2]) == [])
}

@Test func layersGroupWithOpacity() throws {
    let (_, svg) = try renderAndParse(DisplayList([
        .beginLayer(opacity: 0.25),
        fill(.red),
        .beginLayer(opacity: 1),
        fill(.blue),
        .endLayer,
        .endLayer,
        fill(.green),
    ]))
    let groups = svg.all("g")
    #expect(groups.map(\.attributes) == [["opacity": "0.25"], [:]])
    let paths = svg.all("path")
    #expect(svg.ancestors(of: paths[0]).compactMap { $0.attributes["opacity"] } == ["0.25"])
    #expect(svg.ancestors(of: paths[1]).filter { $0.name == "g" }.count == 2)
    #expect(svg.ancestors(of: paths[2]).map(\.name) == ["svg"])
    #expect(svg.all("filter").isEmpty)
}

@Test func shadowMakesADropShadowFilter() throws {
    let shadow = Shadow(color: Color(red: 0, green: 0, blue: 0.5, opacity: 0.5), radius: 6, x: 4, y: -2)
    let (_, svg) = try renderAndParse(DisplayList([
        .beginLayer(opacity: 0.8, shadow: shadow),
        fill(.red, Path(Rect(x: 20, y: 30, width: 10, height: 10))),
        .endLayer,
    ]))
    let group = try svg.one("g")
    #expect(group.attributes == ["opacity": "0.8", "filter": "url(#f1)"])
    let filter = try svg.one("filter")
    // Content 20…30 × 30…40; shadow offset (4, −2) and grown by the blur's reach, ⌈3σ⌉ + 1 = 10,
    // then 1 more for the content's anti-aliased fringe.
    #expect(filter.attributes == ["id": "f1", "filterUnits": "userSpaceOnUse", "x": "13", "y": "17",
                                  "width": "32", "height": "32", "color-interpolation-filters": "sRGB"])
    let primitives = svg.children(of: filter)
    #expect(primitives.map(\.name) == ["feGaussianBlur", "feOffset", "feFlood", "feComposite", "feMerge"])
    #expect(primitives[0].attributes == ["in": "SourceAlpha", "stdDeviation": "3"])
    #expect(primitives[1].attributes == ["dx": "4", "dy": "-2", "result": "shadowAlpha"])
    #expect(primitives[2].attributes == ["flood-color": "#000080", "flood-opacity": "0.5"])
    #expect(primitives[3].attributes == ["in2": "shadowAlpha", "operator": "in"])
    let merge = svg.children(of: primitives[4])
    // The shadow first, the content on top.
    #expect(merge.map(\.attributes) == [[:], ["in": "SourceGraphic"]])
}

@Test func shadowRegionCoversStrokesAndSymbols() throws {
    let dot = DisplayList([fill(.red, Path(Rect(x: 0, y: 0, width: 2, height: 2)))])
    let (_, svg) = try renderAndParse(DisplayList([
        .beginLayer(opacity: 1, shadow: Shadow(radius: 0)),
        .stroke(Path(Rect(x: 10, y: 10, width: 10, height: 10)), paint: .color(.red),
                style: StrokeStyle(lineWidth: 2, lineJoin: .round), transform: .identity),
        .useSymbol("dot", transform: AffineTransform(scaleX: 10, y: 10).translatedBy(x: 5, y: 5)),
        .endLayer,
    ], symbols: ["dot": dot]))
    // Stroke reaches 9…21; the symbol covers 50…70; no blur and no offset, but a reach of one
    // pixel (a sub-pixel offset's spread), and one unit of margin.
    #expect(try svg.one("filter").attributes.filter { ["x", "y", "width", "height"].contains($0.key) }
            == ["x": "7", "y": "7", "width": "65", "height": "65"])
    #expect(try svg.one("feGaussianBlur").attributes["stdDeviation"] == "0")
}

@Test func emptyShadowedLayerHasNoFilter() throws {
    let (_, svg) = try renderAndParse(DisplayList([.beginLayer(opacity: 0.5, shadow: Shadow(radius: 3)), .endLayer]))
    #expect(svg.all("filter").isEmpty)
    #expect(try svg.one("g").attributes == ["opacity": "0.5"])
}

@Test func interleavedClipsAndLayersAreRejected() throws {
    // Groups nest in a render tree, so a list whose clip ends inside a layer it began before
    // describes no tree; every backend rejects it alike.
    let list = DisplayList([
        .pushClip(square(0, 0, side: 50), rule: .nonZero, transform: .identity),
        .beginLayer(opacity: 0.5),
        fill(.red),
        .popClip,
        fill(.blue),
        .endLayer,
    ])
    #expect(throws: RenderError.unbalanced(operation: 3, what: "popClip would close a layer opened after the clip; "
                                           + "clips, masks and layers must nest")) { try RenderTree(list) }
}
