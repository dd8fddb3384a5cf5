/// Something in an imported document that Vellum did not draw as written, and why.
///
/// `description` reads like
/// `line 4: <rect> width="abc": not a length; ignored`.
public struct SVGImportWarning: Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem this is.
    public enum Kind: Hashable, Sendable {
        /// An attribute or property value could not be used; it is ignored as if absent (broken
        /// path data and point lists are drawn up to the error, as SVG specifies).
        case invalidValue
        /// A reference (`url(#id)`, `href`) names nothing usable; the paint falls back or the
        /// element is skipped.
        case brokenReference
        /// An element kind Vellum does not import (filter, image, mask…); reported once per kind.
        case unsupportedElement
        /// An attribute or property Vellum does not import (filter, mask…); reported once per
        /// kind.
        case unsupportedAttribute
        /// A resource limit of ``SVGImportOptions`` (such as the pattern tile limit) kept
        /// something from being drawn.
        case limitExceeded
    }

    /// What kind of problem this is.
    public var kind: Kind
    /// The element's name, without angle brackets.
    public var element: String
    /// The attribute or property concerned, if any.
    public var attribute: String?
    /// The offending value, if any.
    public var value: String?
    /// What is wrong and what Vellum did about it.
    public var message: String
    /// The 1-based line of the element's start tag (where the tag ends).
    public var line: Int
    /// The 1-based column where the element's start tag ends.
    public var column: Int

    /// Creates a warning.
    public init(kind: Kind, element: String, attribute: String? = nil, value: String? = nil,
                message: String, line: Int, column: Int) {
        self.kind = kind
        self.element = element
        self.attribute = attribute
        self.value = value
        self.message = message
        self.line = line
        self.column = column
    }

    /// The warning in words, with the line first.
    public var description: String {
        var subject = "<\(element)>"
        if let attribute {
            subject += " " + attribute
            if let value { subject += "=\"\(value.count > 60 ? value.prefix(57) + "..." : value)\"" }
        }
        return "line \(line): \(subject): \(message)"
    }
}
