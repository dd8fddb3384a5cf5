import Testing
import Vellum

private let dot = DisplayList([
    .fill(Path(ellipseIn: Rect(x: -2, y: -2, width: 4, height: 4)), paint: .color(.red), rule: .nonZero,
          transform: .identity),
])

@Test func eightUsesWriteOneSymbol() throws {
    let uses = (0..<8).map { i in
        DrawOperation.useSymbol("dot", transform: AffineTransform(translationX: Double(10 * i), y: 5))
    }
    let (_, svg) = try renderAndParse(DisplayList(uses, symbols: ["dot": dot]))
    let symbol = try svg.one("symbol")
    #expect(symbol.attributes == ["id": "s-dot", "overflow": "visible"])
    #expect(svg.ancestors(of: symbol).last?.name == "defs")
    // The symbol's content is written once, inside it.
    #expect(svg.all("path").count == 1)
    #expect(svg.ancestors(of: try svg.one("path")).last?.name == "symbol")
    let useElements = svg.all("use")
    #expect(useElements.count == 8)
    #expect(useElements.allSatisfy { $0.attributes["xlink:href"] == "#s-dot" && $0.attributes["href"] == "#s-dot" })
    #expect(useElements.map { $0.attributes["transform"] } == (0..<8).map { "translate(\(10 * $0) 5)" })
}

@Test func symbolsUsedInsideSymbolsAreDefinedOnce() throws {
    let pair = DisplayList([
        .useSymbol("dot", transform: .identity),
        .useSymbol("dot", transform: AffineTransform(translationX: 6, y: 0)),
    ])
    let (_, svg) = try renderAndParse(DisplayList([
        .useSymbol("pair", transform: .identity),
        .useSymbol("dot", transform: AffineTransform(scaleX: 3, y: 3)),
    ], symbols: ["dot": dot, "pair": pair]))
    #expect(svg.all("symbol").map { $0.attributes["id"] } == ["s-dot", "s-pair"])
    #expect(svg.all("use").map { $0.attributes["xlink:href"] } == ["#s-dot", "#s-dot", "#s-pair", "#s-dot"])
}

@Test func symbolIdsAreSanitisedAndUnique() throws {
    let tags: [VellumCore.Tag] = ["my star!", "my star?", 42, "42", "<&\">"]
    let (_, svg) = try renderAndParse(DisplayList(tags.map { .useSymbol($0, transform: .identity) },
                                                  symbols: Dictionary(uniqueKeysWithValues: tags.map { ($0, dot) })))
    #expect(svg.all("symbol").map { $0.attributes["id"] } == ["s-my_star_", "s-my_star_-2", "s-42", "s-42-2", "s-____"])
    #expect(svg.all("use").map { $0.attributes["xlink:href"] }
            == ["#s-my_star_", "#s-my_star_-2", "#s-42", "#s-42-2", "#s-____"])
}

@Test func symbolContentKeepsItsOwnStructure() throws {
    let clipped = DisplayList([
        .pushClip(Path(Rect(x: 0, y: 0, width: 5, height: 5)), rule: .nonZero, transform: .identity),
        .fill(Path(Rect(x: 0, y: 0, width: 10, height: 10)),
              paint: .linearGradient(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)),
              rule: .nonZero, transform: AffineTransform(translationX: 1, y: 1)),
        .popClip,
    ])
    let (_, svg) = try renderAndParse(DisplayList([.useSymbol("clipped", transform: .identity)],
                                                  symbols: ["clipped": clipped]))
    let path = try #require(svg.all("path").first { $0.attributes["fill"] == "url(#g1)" })
    #expect(svg.ancestors(of: path).map(\.name) == ["svg", "defs", "symbol", "g"])
    #expect(svg.ancestors(of: path).last?.attributes["clip-path"] == "url(#c1)")
    #expect(path.attributes["transform"] == "translate(1 1)")
}
