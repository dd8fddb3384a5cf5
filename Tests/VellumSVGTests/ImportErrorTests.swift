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

    /// Text that is not UTF-8 — an unpaired surrogate in CESU-8 form (0xED 0xA0 0x80), a stray
    /// 0xFF — is malformed XML, reported where it stands.
    @Test(arguments: [[0xED, 0xA0, 0x80] as [UInt8], [0xFF]])
    func textThatIsNotUTF8IsMalformedXML(_ bytes: [UInt8]) {
        let data = Data(open.utf8) + Data("\n<text x=\"5\" y=\"30\">ab".utf8) + Data(bytes) + Data("c</text></svg>".utf8)
        do {
            _ = try SVGImage(data: data)
            Issue.record("imported")
        } catch {
            guard case .malformedXML(_, let line, let column) = error else {
                Issue.record("expected malformed XML, got \(error)")
                return
            }
            #expect(line == 2 && column == 22, "\(error)")
        }
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

    @Test func badAttributeValueIsIgnoredAsIfAbsent() throws {
        let image = try ImportTest.image(open + "\n<rect width=\"10\" height=\"10\"/>\n<rect width=\"abc\" height=\"10\"/>\n"
            + "<circle r=\"5\" fill=\"bluish\"/>\n<g transform=\"rotate(x)\"><rect width=\"10\" height=\"10\"/></g></svg>")
        #expect(image.warnings.map(\.description) == [
            ##"line 3: <rect> width="abc": not a length; ignored"##,
            ##"line 4: <circle> fill="bluish": not a paint; ignored"##,
            ##"line 5: <g> transform="rotate(x)": not a transform list; ignored"##,
        ])
        let warning = image.warnings[0]
        #expect(warning.kind == .invalidValue && warning.element == "rect" && warning.attribute == "width")
        #expect(warning.value == "abc" && warning.line == 3)
        // The rect without a usable width has width 0 and draws nothing; the circle is filled
        // with the initial black; the group is drawn untransformed.
        let fills = ImportTest.fills(try image.scene().displayList(size: image.size))
        #expect(fills.count == 3)
        #expect(fills[1].paint == .color(.black))
        #expect(fills[2].path.boundingRect == Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func invalidValuesFallBackToTheInheritedOrInitialValue() throws {
        let svg = open + ##"""
            <g fill="#00f" stroke="#f00" stroke-width="4" stroke-linecap="round" stroke-miterlimit="8">
            <path d="M10 10 H50 V50" fill="#12345g" stroke-linecap="miter" stroke-miterlimit="0.5"
                  style="stroke-width: 2; stroke-width: -3"/>
            </g>
            <linearGradient id="l" gradientUnits="sideways" x1="bogus"><stop offset="5mm" stop-color="#0f0"/>
              <stop offset="1" stop-color="#00f"/></linearGradient>
            <rect y="60" width="40" height="20" fill="url(#l)"/>
            </svg>
            """##
        let image = try ImportTest.image(svg)
        #expect(image.warnings.map { "\($0.element) \($0.attribute ?? "")" } == [
            "path fill", "path stroke-linecap", "path stroke-miterlimit", "path stroke-width",
            "linearGradient gradientUnits", "linearGradient x1", "stop offset",
        ])
        let list = try image.scene().displayList(size: image.size)
        let fill = try #require(ImportTest.fills(list).first)
        #expect(fill.paint == .color(Color(red8: 0, green8: 0, blue8: 255)))
        let stroke = try #require(ImportTest.strokes(list).first)
        #expect(stroke.style.lineCap == .round && stroke.style.miterLimit == 8 && stroke.style.lineWidth == 2)
        // The gradient is used with its default units and x1, the bad offset read as 0.
        let pixels = try ImportTest.render(svg)
        #expect(ImportTest.rgba(pixels, 1, 70)[1] > 240)
        #expect(ImportTest.rgba(pixels, 38, 70)[2] > 230)
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
                == ##"line 2: <rect> width="abc": not a length; ignored (strict mode)"##)
        #expect(importError(open + ##"<rect width="9" height="9" fill="url(#nope)"/></svg>"##,
                            options: SVGImportOptions(strict: true)) != nil)
        // Unsupported features stay warnings.
        #expect(importError(open + "<filter id=\"f\"/></svg>", options: SVGImportOptions(strict: true)) == nil)
    }

    @Test func useCycleSkipsOnlyTheClosingUseAndStrictModeNamesTheIDs() throws {
        let svg = open + ##"<defs><g id="a"><rect width="5" height="5"/><use href="#b"/></g>"##
            + ##"<g id="b"><use xlink:href="#a"/></g></defs><use href="#a"/><rect x="50" width="5" height="5"/></svg>"##
        let image = try ImportTest.image(svg)
        #expect(image.warnings.map(\.description) == [
            ##"line 1: <use> href="#a": closes the reference cycle #a → #b → #a; this reference is ignored"##,
        ])
        #expect(ImportTest.fills(try image.scene().displayList(size: image.size)).count == 2)
        let strict = SVGImportOptions(strict: true)
        guard case .referenceCycle(let ids, _, _) = importError(svg, options: strict) else { return #expect(Bool(false)) }
        #expect(ids == ["a", "b", "a"])
        #expect(importError(svg, options: strict)!.description.hasSuffix("#a → #b → #a"))
        let own = open + ##"<g id="g"><rect width="5" height="5"/><use href="#g"/></g></svg>"##
        guard case .referenceCycle(let ownIDs, _, _) = importError(own, options: strict) else {
            return #expect(Bool(false))
        }
        #expect(ownIDs == ["g", "g"])
        #expect(ImportTest.fills(try ImportTest.displayList(own)).count == 1)
        let root = ##"<svg xmlns="http://www.w3.org/2000/svg" id="r"><rect width="5" height="5"/><use href="#r"/></svg>"##
        guard case .referenceCycle(let rootIDs, _, _) = importError(root, options: strict) else {
            return #expect(Bool(false))
        }
        #expect(rootIDs == ["r", "r"])
        #expect(ImportTest.fills(try ImportTest.displayList(root)).count == 1)
    }

    @Test func gradientHrefCycleIsCutWhereItCloses() throws {
        let svg = open + ##"<linearGradient id="p" href="#q"/><linearGradient id="q" href="#p">"##
            + ##"<stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient>"##
            + ##"<rect width="9" height="9" fill="url(#p)"/></svg>"##
        let image = try ImportTest.image(svg)
        #expect(image.warnings.count == 1 && image.warnings[0].message.contains("#p → #q → #p"))
        guard case .linearGradient? = ImportTest.fills(try image.scene().displayList(size: image.size)).first?.paint else {
            return #expect(Bool(false), "the gradient should paint with the stops of #q")
        }
        guard case .referenceCycle(let ids, _, _) = importError(svg, options: SVGImportOptions(strict: true)) else {
            return #expect(Bool(false))
        }
        #expect(ids == ["p", "q", "p"])
    }

    @Test func selfReferencingClipPathIgnoresOnlyTheCycle() throws {
        let svg = open + ##"<clipPath id="c" clip-path="url(#c)"><rect width="20" height="20"/></clipPath>"##
            + ##"<rect width="90" height="90" clip-path="url(#c)"/></svg>"##
        let image = try ImportTest.image(svg)
        #expect(image.warnings.map(\.attribute) == ["clip-path"])
        let pixels = try ImportTest.render(svg)
        #expect(ImportTest.rgba(pixels, 10, 10)[3] == 255)
        #expect(ImportTest.rgba(pixels, 50, 50)[3] == 0)
    }

    @Test func unsupportedFeaturesWarnOncePerKind() throws {
        let image = try ImportTest.image(open + ##"""
            <style>rect { fill: red }</style>
            <text x="1">a</text><text x="2">b</text>
            <foreignObject width="5" height="5"/><foreignObject width="5" height="5"/>
            <rect width="5" height="5"/><rect width="5" height="5" mask="url(#m)"/>
            <image href="x.png"/>
            <metadata><rdf xmlns="http://example.com/rdf"/></metadata>
            </svg>
            """##)
        // In document order, one per kind; a mask naming nothing is a broken reference.
        #expect(image.warnings.map { $0.attribute ?? $0.element } == ["foreignObject", "mask", "href"])
        #expect(image.warnings.map(\.kind) == [.unsupportedElement, .brokenReference, .unsupportedAttribute])
        // Two rects, and the two texts as glyph outlines.
        #expect(ImportTest.fills(try image.scene().displayList(size: image.size)).count == 4)
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

/// Inputs the svg-import fuzz target (Fuzz/, scripts/fuzz.sh) found crashing, kept as tests.
@Suite struct SVGImportFuzzRegressionTests {
    /// A document spread over four bytes a character (UCS-4) crashed libxml2 inside XMLParser; it
    /// is refused before parsing.
    @Test(arguments: [[0, 0, 0, 0x3C], [0x3C, 0, 0, 0], [0, 0, 0xFE, 0xFF], [0xFF, 0xFE, 0, 0]] as [[UInt8]])
    func ucs4DocumentsAreRefused(head: [UInt8]) {
        let bytes = head + [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xDD] + Array("vg xml\u{0C}ns=\"http://www.w3.org/".utf8)
        #expect(throws: SVGImportError.malformedXML(message: "the document is encoded in UTF-32 (UCS-4), which is not "
                                                        + "supported; save it as UTF-8", line: 1, column: 1)) {
            _ = try SVGImage(data: Data(bytes))
        }
    }

    /// A pattern on a shape 6e29 wide needs more tiles than an Int holds: the warning says "too
    /// many" instead of trapping while it counts them.
    @Test func aPatternNeedingMoreTilesThanAnIntHoldsIsWarnedAbout() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="60" height="60">
            <pattern id="p" width="3" height="10" patternUnits="userSpaceOnUse"><rect width="5" height="9"/></pattern>
            <rect width="603333333333333333333333333333" height="61" fill="url(#p)"/></svg>
            """
        let image = try SVGImage(string: svg)
        #expect(image.warnings.map(\.message).contains { $0.hasPrefix("the pattern needs too many tiles") })
    }
}
