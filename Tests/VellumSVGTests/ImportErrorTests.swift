import Foundation
import Testing
import Vellum

private let open = ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100">"##

/// The error importing `svg` throws, or `nil`.
private func importError(_ svg: String, options: SVGImportOptions = SVGImportOptions()) -> SVGImportError? {
    do {
        _ = try SVGImage(string: svg, options: options)
        return nil
    } catch {
        return error
    }
}

@Suite("SVG import: errors and warnings")
struct ImportErrorTests {
    @Test func malformedXMLReportsLineAndColumn() throws {
        let error = importError(open + "\n<rect x=\"1\"\n   y=\"2\" <oops/>\n</svg>")
        guard case .malformedXML(_, let line, let column) = error else {
            return #expect(Bool(false), "expected malformed XML, got \(String(describing: error))")
        }
        #expect(line == 3)
        #expect(column > 1)
        #expect(error!.description.hasPrefix("malformed XML at line 3, column \(column): "))
    }

    @Test func unclosedDocumentIsMalformed() {
        guard case .malformedXML(let message, _, _) = importError(open + "<g>") else {
            return #expect(Bool(false))
        }
        #expect(!message.isEmpty)
    }

    @Test func rootMustBeSVG() {
        guard case .notSVG("html", 1, _) = importError(##"<html xmlns="http://www.w3.org/1999/xhtml"/>"##) else {
            return #expect(Bool(false))
        }
        #expect(importError("") != nil)
    }

    @Test func badAttributeValueSkipsTheElementWithAWarning() throws {
        let image = try ImportTest.image(open + "\n<rect width=\"10\" height=\"10\"/>\n<rect width=\"abc\" height=\"10\"/>\n"
            + "<circle r=\"5\" fill=\"bluish\"/>\n<g transform=\"rotate(x)\"><rect width=\"10\" height=\"10\"/></g></svg>")
        #expect(image.warnings.map(\.description) == [
            ##"line 3: <rect> width="abc": not a length; the element is skipped"##,
            ##"line 4: <circle> fill="bluish": not a paint; the element is skipped"##,
            ##"line 5: <g> transform="rotate(x)": not a transform list; the element is skipped"##,
        ])
        let warning = image.warnings[0]
        #expect(warning.kind == .invalidValue && warning.element == "rect" && warning.attribute == "width")
        #expect(warning.value == "abc" && warning.line == 3)
        #expect(ImportTest.fills(try image.scene().displayList(size: image.size)).count == 1)
    }

    @Test func brokenPathDataIsDrawnUpToTheError() throws {
        let image = try ImportTest.image(open + ##"<path d="M10 10 L50 10 L50 50 L x"/></svg>"##)
        #expect(image.warnings.count == 1)
        #expect(image.warnings[0].description.contains("invalid path data at offset 23 ('x'): expected a number"))
        #expect(image.warnings[0].description.hasSuffix("drawn up to the error"))
        let fills = ImportTest.fills(try image.scene().displayList(size: image.size))
        #expect(fills.map(\.path) == [try Path(svgPathData: "M10 10 L50 10 L50 50")])
    }

    @Test func oddPointListDropsTheLastCoordinate() throws {
        let image = try ImportTest.image(open + ##"<polyline points="0 0 10 0 10 10 5" stroke="red"/></svg>"##)
        #expect(image.warnings.map(\.attribute) == ["points"])
        #expect(ImportTest.strokes(try image.scene().displayList(size: image.size)).first?.path.elements.count == 3)
    }

    @Test func strictModeTurnsWarningsIntoErrors() {
        let svg = open + "\n<rect width=\"abc\" height=\"10\"/></svg>"
        guard case .strict(let warning) = importError(svg, options: SVGImportOptions(strict: true)) else {
            return #expect(Bool(false))
        }
        #expect(warning.line == 2 && warning.attribute == "width")
        #expect(SVGImportError.strict(warning).description
                == ##"line 2: <rect> width="abc": not a length; the element is skipped (strict mode)"##)
        #expect(importError(open + ##"<rect width="9" height="9" fill="url(#nope)"/></svg>"##,
                            options: SVGImportOptions(strict: true)) != nil)
        // Unsupported features stay warnings.
        #expect(importError(open + "<text>hi</text></svg>", options: SVGImportOptions(strict: true)) == nil)
    }

    @Test func useCycleNamesTheIDs() {
        let svg = open + ##"<defs><g id="a"><use href="#b"/></g><g id="b"><use xlink:href="#a"/></g></defs><use href="#a"/></svg>"##
        guard case .referenceCycle(let ids, _, _) = importError(svg) else { return #expect(Bool(false)) }
        #expect(ids == ["a", "b", "a"])
        #expect(importError(svg)!.description.hasSuffix("#a → #b → #a"))
        guard case .referenceCycle(let own, _, _) = importError(open + ##"<g id="g"><use href="#g"/></g></svg>"##) else {
            return #expect(Bool(false))
        }
        #expect(own == ["g", "g"])
    }

    @Test func gradientHrefCycleNamesTheIDs() {
        let svg = open + ##"<linearGradient id="p" href="#q"/><linearGradient id="q" href="#p"/>"##
            + ##"<rect width="9" height="9" fill="url(#p)"/></svg>"##
        guard case .referenceCycle(let ids, _, _) = importError(svg) else { return #expect(Bool(false)) }
        #expect(ids == ["p", "q", "p"])
    }

    @Test func unsupportedFeaturesWarnOncePerKind() throws {
        let image = try ImportTest.image(open + ##"""
            <style>rect { fill: red }</style>
            <text x="1">a</text><text x="2">b</text>
            <filter id="f"><feGaussianBlur stdDeviation="2"/></filter>
            <rect width="5" height="5" filter="url(#f)"/><rect width="5" height="5" filter="url(#f)" mask="url(#m)"/>
            <image href="x.png"/>
            <metadata><rdf xmlns="http://example.com/rdf"/></metadata>
            </svg>
            """##)
        #expect(image.warnings.map { $0.attribute ?? $0.element } == ["style", "text", "filter", "image", "filter", "mask"])
        #expect(image.warnings.prefix(4).allSatisfy { $0.kind == .unsupportedElement })
        #expect(image.warnings.suffix(2).allSatisfy { $0.kind == .unsupportedAttribute })
        #expect(ImportTest.fills(try image.scene().displayList(size: image.size)).count == 2)
    }

    @Test func brokenUseReference() throws {
        let image = try ImportTest.image(open + ##"<use href="#nothing"/></svg>"##)
        #expect(image.warnings.map(\.kind) == [.brokenReference])
        #expect(image.warnings[0].description == ##"line 1: <use> href="#nothing": names no element; nothing drawn"##)
    }

    @Test func resourceLimits() {
        let many = open + String(repeating: "<rect/>", count: 20) + "</svg>"
        #expect(importError(many, options: SVGImportOptions(maxElements: 10))
                == .limitExceeded(.elementCount, limit: 10, line: 1))
        let deep = open + String(repeating: "<g>", count: 12) + String(repeating: "</g>", count: 12) + "</svg>"
        guard case .limitExceeded(.nestingDepth, 8, _) = importError(deep, options: SVGImportOptions(maxDepth: 8)) else {
            return #expect(Bool(false))
        }
        #expect(importError(many, options: SVGImportOptions(maxFileSize: 100))
                == .limitExceeded(.fileSize, limit: 100, line: nil))
        // Each level uses the one below ten times: 10⁶ copies of the rect.
        var laughs = open + ##"<defs><rect id="l0" width="1" height="1"/>"##
        for level in 1...6 {
            laughs += ##"<g id="l\##(level)">"## + String(repeating: ##"<use href="#l\##(level - 1)"/>"##, count: 10) + "</g>"
        }
        laughs += ##"</defs><use href="#l6"/></svg>"##
        guard case .limitExceeded(.useExpansion, let limit, _) = importError(laughs) else { return #expect(Bool(false)) }
        #expect(limit == SVGImportOptions().maxUseExpansion)
    }

    @Test func unreadableFile() {
        do {
            _ = try SVGImage(contentsOf: "/nonexistent/file.svg")
            Issue.record("expected an error")
        } catch {
            guard case .unreadableFile(let path, _) = error else { return #expect(Bool(false)) }
            #expect(path == "/nonexistent/file.svg")
        }
    }
}
