import Foundation
import Testing
import Vellum

/// A list exercising every kind of operation, with symbols used inside layers and clips.
private func everything() -> DisplayList {
    let star = DisplayList([
        .fill(Path(ellipseIn: Rect(x: -4, y: -4, width: 8, height: 8)),
              paint: .radialGradient(RadialGradient(gradient: Gradient(colors: [.white, .blue]),
                                                    center: .center, startRadius: 0, endRadius: 4)),
              rule: .nonZero, transform: .identity),
    ])
    return DisplayList([
        .fill(square(), paint: .color(.red), rule: .evenOdd, transform: .identity),
        .stroke(square(20, 20), paint: .linearGradient(LinearGradient(colors: [.red, .green],
                                                                      startPoint: .leading, endPoint: .trailing)),
                style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [3, 1]),
                transform: AffineTransform(rotationAngle: .degrees(10))),
        .pushClip(Path(ellipseIn: Rect(x: 0, y: 0, width: 80, height: 80)), rule: .nonZero, transform: .identity),
        .beginLayer(opacity: 0.5, shadow: Shadow(radius: 4, x: 2, y: 3)),
        .useSymbol("star", transform: AffineTransform(translationX: 30, y: 30)),
        .useSymbol("star", transform: AffineTransform(translationX: 50, y: 30)),
        .endLayer,
        .popClip,
    ], symbols: ["star": star])
}

@Test func everyOperationKindGivesWellFormedSVG() throws {
    let (document, svg) = try renderAndParse(everything())
    #expect(document.text.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
    let root = try #require(svg.elements.first)
    #expect(root.name == "svg")
    #expect(root.attributes["xmlns"] == "http://www.w3.org/2000/svg")
    #expect(root.attributes["xmlns:xlink"] == "http://www.w3.org/1999/xlink")
    #expect(root.attributes["version"] == "1.1")
    #expect(root.attributes["width"] == "100")
    #expect(root.attributes["height"] == "100")
    #expect(root.attributes["viewBox"] == "0 0 100 100")
    let names = Set(svg.elements.map(\.name))
    for name in ["defs", "path", "linearGradient", "radialGradient", "stop", "clipPath", "filter",
                 "feGaussianBlur", "feOffset", "feFlood", "feComposite", "feMerge", "feMergeNode",
                 "symbol", "use", "g"] {
        #expect(names.contains(name), "no <\(name)> in\n\(document.text)")
    }
    // Every url(#…) reference and every use's href points at a defined element.
    let ids = Set(svg.elements.compactMap { $0.attributes["id"] })
    for element in svg.elements {
        for (name, value) in element.attributes where value.hasPrefix("url(#") {
            #expect(ids.contains(String(value.dropFirst(5).dropLast())), "\(name)=\(value) is undefined")
        }
        if let href = element.attributes["xlink:href"] {
            #expect(ids.contains(String(href.dropFirst())))
            #expect(element.attributes["href"] == href)
        }
    }
}

@Test func sameListGivesIdenticalBytes() throws {
    let list = everything()
    let first = try SVGBackend.svg.render(list, size: Size(width: 100, height: 100))
    let second = try SVGBackend.svg.render(list, size: Size(width: 100, height: 100))
    #expect(first.data == second.data)
    // Symbol tables are dictionaries; the order they were filled in must not matter either.
    var reordered = DisplayList(list.operations + [.useSymbol("b", transform: .identity),
                                                   .useSymbol("a", transform: .identity)])
    var other = reordered
    reordered.symbols = list.symbols
    reordered.symbols["a"] = DisplayList([.fill(square(), paint: .color(.blue), rule: .nonZero, transform: .identity)])
    reordered.symbols["b"] = DisplayList([.fill(square(), paint: .color(.red), rule: .nonZero, transform: .identity)])
    other.symbols["b"] = reordered.symbols["b"]
    other.symbols["a"] = reordered.symbols["a"]
    other.symbols["star"] = list.symbols["star"]
    let a = try SVGBackend.svg.render(reordered, size: Size(width: 100, height: 100))
    let b = try SVGBackend.svg.render(other, size: Size(width: 100, height: 100))
    #expect(a.data == b.data)
    #expect(a.data == Array(a.text.utf8))
}

@Test func invalidListsRethrowTheRenderError() throws {
    let nonFinite = DisplayList([.fill(square(), paint: .color(.red), rule: .nonZero,
                                       transform: AffineTransform(translationX: .nan, y: 0))])
    #expect(throws: RenderError.nonFinite(operation: 0, what: "fill transform")) {
        try SVGBackend.svg.render(nonFinite, size: Size(width: 10, height: 10))
    }
    let missing = DisplayList([.fill(square(), paint: .color(.red), rule: .nonZero, transform: .identity),
                               .useSymbol("ghost", transform: .identity)])
    do throws(RenderError) {
        _ = try RenderTree(missing)
        Issue.record("a missing symbol rendered")
    } catch {
        #expect(error == .missingSymbol(operation: 1, tag: "ghost"))
        #expect(error.description.contains("\"ghost\""))
    }
    #expect(throws: CanvasError.nonPositiveSize(width: -1, height: 10)) {
        try SVGBackend.svg.render(DisplayList(), size: Size(width: -1, height: 10))
    }
    #expect(throws: CanvasError.nonPositiveSize(width: 0, height: 10)) {
        try SVGBackend.svg.render(DisplayList(), size: Size(width: 0, height: 10))
    }
}

@Test func titleIsEscaped() throws {
    let backend = SVGBackend(title: "Tom & Jerry <\"quoted\">\u{1}")
    let (document, svg) = try renderAndParse(DisplayList(), backend: backend)
    #expect(document.text.contains("<title>Tom &amp; Jerry &lt;\"quoted\"&gt;\u{FFFD}</title>"))
    let title = try svg.one("title")
    #expect(svg.text[title.index] == "Tom & Jerry <\"quoted\">\u{FFFD}")
}

@Test func emptyListHasNoDefs() throws {
    let (document, svg) = try renderAndParse(DisplayList(), size: Size(width: 12.5, height: 7))
    #expect(svg.elements.map(\.name) == ["svg"])
    #expect(svg.elements[0].attributes["viewBox"] == "0 0 12.5 7")
    #expect(!document.text.contains("<defs>"))
}

@Test func writeSavesTheBytesAtomically() throws {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("vellum-svg-write-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: directory) }
    let document = try SVGBackend.svg.render(everything(), size: Size(width: 100, height: 100))
    let file = directory.appendingPathComponent("out.svg").path
    try document.write(to: file)
    #expect(FileManager.default.contents(atPath: file).map(Array.init) == document.data)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.svg"])

    let missingDirectory = directory.appendingPathComponent("missing")
    let target = missingDirectory.appendingPathComponent("out.svg").path
    #expect(throws: FileWriteError.self) { try document.write(to: target) }
    #expect(!FileManager.default.fileExists(atPath: missingDirectory.path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.svg"])
}
