import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One XML element of the document as written: its name, attributes and where it is.
struct SourceElement: Sendable {
    /// The local name (`rect`, not `svg:rect`).
    let name: String
    /// Whether the element is in the SVG namespace, or in none (hand-written files often omit
    /// `xmlns`). Elements of other namespaces (editor metadata) are not drawn.
    let isSVG: Bool
    /// The attributes by qualified name (`xlink:href` keeps its prefix).
    let attributes: [String: String]
    let parent: Int?
    /// The element's own index in ``SourceTree/elements``.
    var index = 0
    /// The character data directly inside the element (a `<style>` sheet's rules), CDATA
    /// sections included.
    var text: String { textPieces.map(\.text).joined() }
    /// The character data directly inside the element, each piece with the number of child
    /// elements before it: where it stands among the children (text content of `<text>`).
    var textPieces: [(childrenBefore: Int, text: String)] = []
    /// The element's children, as indices into ``SourceTree/elements``.
    var children: [Int] = []
    /// Where the element's start tag ends, 1-based: what the XML parser reports.
    let line: Int
    let column: Int

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The target of `href` (SVG 2) or `xlink:href` (SVG 1.1) when it is a local `#id`
    /// reference; `href` wins when both are given.
    var hrefID: String? {
        guard let href = attributes["href"] ?? attributes["xlink:href"] else { return nil }
        let trimmed = href.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("#") ? String(trimmed.dropFirst()) : nil
    }
}

/// The document as a tree of ``SourceElement``s, parsed with Foundation's `XMLParser`.
struct SourceTree: Sendable {
    static let svgNamespace = "http://www.w3.org/2000/svg"

    private(set) var elements: [SourceElement] = []
    /// Element indices by `id`; the first element with an id wins, as in browsers.
    private(set) var ids: [String: Int] = [:]

    var root: SourceElement { elements[0] }

    subscript(index: Int) -> SourceElement { elements[index] }

    /// The element with `id`, if any.
    func element(id: String) -> Int? { ids[id] }

    /// Parses `data`, enforcing the size, element count and depth limits of `options`.
    static func parse(_ data: Data, options: SVGImportOptions) throws(SVGImportError) -> SourceTree {
        guard data.count <= options.maxFileSize else {
            throw .limitExceeded(.fileSize, limit: options.maxFileSize, line: nil)
        }
        if isUCS4(data) {
            // libxml2 (under Foundation's XMLParser) crashes on some UCS-4 input, so it never
            // sees any. Found by fuzzing.
            throw .malformedXML(message: "the document is encoded in UTF-32 (UCS-4), which is not supported; "
                                + "save it as UTF-8", line: 1, column: 1)
        }
        let builder = TreeBuilder(options: options)
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        _ = parser.parse()
        if let error = builder.failure { throw error }
        guard let first = builder.tree.elements.first else {
            throw .malformedXML(message: "the document has no root element", line: parser.lineNumber,
                                column: parser.columnNumber)
        }
        guard first.name == "svg", first.isSVG else {
            throw .notSVG(rootElement: first.name, line: first.line, column: first.column)
        }
        return builder.tree
    }

    /// Whether `data` starts as a UTF-32 (UCS-4) document does, in any byte order: a byte order
    /// mark or a `<` spread over four bytes (XML 1.0, appendix F).
    private static func isUCS4(_ data: Data) -> Bool {
        let head = [UInt8](data.prefix(4))
        guard head.count == 4 else { return false }
        let marks: [[UInt8]] = [[0, 0, 0xFE, 0xFF], [0xFF, 0xFE, 0, 0], [0, 0, 0, 0x3C], [0x3C, 0, 0, 0],
                                [0, 0, 0x3C, 0], [0, 0x3C, 0, 0], [0, 0, 0xFF, 0xFE], [0xFE, 0xFF, 0, 0]]
        return marks.contains(head)
    }

    fileprivate mutating func appendText(_ text: String, to index: Int) {
        let before = elements[index].children.count
        if let last = elements[index].textPieces.last, last.childrenBefore == before {
            elements[index].textPieces[elements[index].textPieces.count - 1].text += text
        } else {
            elements[index].textPieces.append((before, text))
        }
    }

    fileprivate mutating func append(_ element: SourceElement) -> Int {
        let index = elements.count
        var element = element
        element.index = index
        elements.append(element)
        if let parent = element.parent { elements[parent].children.append(index) }
        if let id = element.attributes["id"], ids[id] == nil { ids[id] = index }
        return index
    }
}

/// Receives the parser's events and builds the tree; stops at the first error or limit.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    let options: SVGImportOptions
    var tree = SourceTree()
    var failure: SVGImportError?
    private var open: [Int] = []

    init(options: SVGImportOptions) {
        self.options = options
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        guard failure == nil else { return }
        if tree.elements.count >= options.maxElements {
            return stop(parser, .limitExceeded(.elementCount, limit: options.maxElements, line: parser.lineNumber))
        }
        if open.count >= options.maxDepth {
            return stop(parser, .limitExceeded(.nestingDepth, limit: options.maxDepth, line: parser.lineNumber))
        }
        let isSVG = namespaceURI == nil || namespaceURI == "" || namespaceURI == SourceTree.svgNamespace
        let element = SourceElement(name: elementName, isSVG: isSVG, attributes: attributes, parent: open.last,
                                    line: parser.lineNumber, column: parser.columnNumber)
        if open.isEmpty, !tree.elements.isEmpty {
            return stop(parser, .malformedXML(message: "more than one root element", line: element.line,
                                              column: element.column))
        }
        open.append(tree.append(element))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName: String?) {
        if !open.isEmpty { open.removeLast() }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard failure == nil, let current = open.last else { return }
        tree.appendText(string, to: current)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard failure == nil, let current = open.last else { return }
        tree.appendText(String(decoding: CDATABlock, as: UTF8.self), to: current)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard failure == nil else { return }
        // libxml2 recovers from many errors and goes on; a malformed document is an error here.
        let code = (parseError as NSError).code
        stop(parser, .malformedXML(message: XMLErrorText.message(code: code), line: parser.lineNumber,
                                   column: parser.columnNumber))
    }

    private func stop(_ parser: XMLParser, _ error: SVGImportError) {
        failure = error
        parser.abortParsing()
    }
}
