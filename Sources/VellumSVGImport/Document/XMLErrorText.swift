import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Words for the XML parser's error codes: Foundation on Linux reports them without a message.
enum XMLErrorText {
    static func message(code: Int) -> String {
        guard let known = messages[code] else { return "XML syntax error (code \(code))" }
        return known
    }

    private static let messages: [Int: String] = {
        typealias E = XMLParser.ErrorCode
        let pairs: [(E, String)] = [
            (.emptyDocumentError, "the document is empty"),
            (.prematureDocumentEndError, "the document ends too early (an element is not closed)"),
            (.invalidCharacterError, "invalid character"),
            (.invalidCharacterRefError, "invalid character reference"),
            (.entityReferenceMissingSemiError, "entity reference without ';'"),
            (.undeclaredEntityError, "undeclared entity"),
            (.unknownEncodingError, "unknown encoding"),
            (.encodingNotSupportedError, "encoding not supported"),
            (.lessThanSymbolInAttributeError, "'<' in an attribute value"),
            (.attributeNotStartedError, "attribute value without quotes"),
            (.attributeNotFinishedError, "attribute value not closed"),
            (.attributeHasNoValueError, "attribute without a value"),
            (.attributeRedefinedError, "attribute given twice"),
            (.commentNotFinishedError, "comment not closed"),
            (.cdataNotFinishedError, "CDATA section not closed"),
            (.spaceRequiredError, "space required"),
            (.nameRequiredError, "name expected"),
            (.gtRequiredError, "'>' expected"),
            (.ltSlashRequiredError, "'</' expected"),
            (.equalExpectedError, "'=' expected"),
            (.tagNameMismatchError, "end tag does not match the open element"),
            (.unfinishedTagError, "tag not closed"),
            (.invalidEncodingError, "invalid bytes for the document's encoding"),
            (.notWellBalancedError, "elements are not balanced"),
            (.extraContentError, "content after the root element"),
            (.entityRefLoopError, "entity references loop"),
            (.namespaceDeclarationError, "invalid namespace declaration"),
        ]
        return Dictionary(pairs.map { ($0.0.rawValue, $0.1) }, uniquingKeysWith: { first, _ in first })
    }()
}
