import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import Vellum

/// An SVG document parsed back with Foundation's XMLParser: every element in document order with
/// its attributes and the names of its ancestors. Parsing fails the test on malformed XML.
struct ParsedSVG {
    struct Element {
        /// The element's position in `elements`.
        var index: Int
        var name: String
        var attributes: [String: String]
        /// Indices into `elements` of the ancestors, outermost first.
        var ancestors: [Int]
    }

    private(set) var elements: [Element] = []
    /// Character data inside elements, by element index.
    private(set) var text: [Int: String] = [:]

    init(_ document: SVGDocument, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let collector = Collector()
        let parser = XMLParser(data: Data(document.data))
        parser.delegate = collector
        let ok = parser.parse()
        #expect(ok, "XML parse error: \(String(describing: parser.parserError))\n\(document.text)",
                sourceLocation: sourceLocation)
        try #require(ok, sourceLocation: sourceLocation)
        elements = collector.elements
        text = collector.text
    }

    /// The elements called `name`, in document order.
    func all(_ name: String) -> [Element] { elements.filter { $0.name == name } }

    /// The single element called `name`.
    func one(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Element {
        let found = all(name)
        try #require(found.count == 1, "expected one <\(name)>, found \(found.count)", sourceLocation: sourceLocation)
        return found[0]
    }

    /// The children of `parent`.
    func children(of parent: Element) -> [Element] { elements.filter { $0.ancestors.last == parent.index } }

    /// The ancestors of `element`, outermost first.
    func ancestors(of element: Element) -> [Element] { element.ancestors.map { elements[$0] } }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var text: [Int: String] = [:]
        private var open: [Int] = []

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String]) {
            elements.append(Element(index: elements.count, name: elementName, attributes: attributes, ancestors: open))
            open.append(elements.count - 1)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard let current = open.last else { return }
            text[current, default: ""] += string
        }
    }
}

/// Renders `list` as SVG on a 100 × 100 canvas and parses it back.
func renderAndParse(_ list: DisplayList, size: Size = Size(width: 100, height: 100),
                    backend: SVGBackend = .svg,
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> (SVGDocument, ParsedSVG) {
    let document = try backend.render(list, size: size)
    return (document, try ParsedSVG(document, sourceLocation: sourceLocation))
}

/// A 10 × 10 square at (x, y).
func square(_ x: Double = 10, _ y: Double = 10, side: Double = 10) -> Path {
    Path(Rect(x: x, y: y, width: side, height: side))
}
