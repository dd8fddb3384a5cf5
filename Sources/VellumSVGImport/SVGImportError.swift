/// Why an SVG document could not be imported, and where.
public enum SVGImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A resource limit of ``SVGImportOptions``.
    public enum Limit: String, Hashable, Sendable {
        case fileSize = "file size (bytes)"
        case elementCount = "element count"
        case nestingDepth = "nesting depth"
        case useExpansion = "elements instantiated by <use>"
    }

    /// The file could not be read.
    case unreadableFile(path: String, reason: String)
    /// The bytes are not well-formed XML.
    case malformedXML(message: String, line: Int, column: Int)
    /// The bytes are gzip-compressed (an `.svgz` file) but do not inflate: `reason` is zlib's.
    case corruptCompression(reason: String)
    /// The root element is not `<svg>` in the SVG namespace.
    case notSVG(rootElement: String, line: Int, column: Int)
    /// A problem that is a warning without ``SVGImportOptions/strict``.
    case strict(SVGImportWarning)
    /// In strict mode, a reference cycle — `use`s, gradient or pattern `href`s, clip paths,
    /// markers or patterns that lead back to themselves; `ids` lists the loop, its first id
    /// repeated at the end. (Without strict mode only the reference closing the cycle is
    /// skipped, with a warning.)
    case referenceCycle(ids: [String], line: Int, column: Int)
    /// The document exceeds a resource limit; `line` is where it was noticed, when known.
    case limitExceeded(Limit, limit: Int, line: Int?)

    /// The error in words, with the line and column where they are known.
    public var description: String {
        switch self {
        case .unreadableFile(let path, let reason):
            "cannot read SVG file '\(path)': \(reason)"
        case .malformedXML(let message, let line, let column):
            "malformed XML at line \(line), column \(column): \(message)"
        case .corruptCompression(let reason):
            "the compressed SVG (gzip) does not inflate: \(reason)"
        case .notSVG(let root, let line, let column):
            "not an SVG document: the root element <\(root)> at line \(line), column \(column) is not <svg>"
        case .strict(let warning):
            "\(warning) (strict mode)"
        case .referenceCycle(let ids, let line, let column):
            "reference cycle at line \(line), column \(column): "
                + ids.map { "#\($0)" }.joined(separator: " → ")
        case .limitExceeded(let limit, let value, let line):
            "the document exceeds the limit on \(limit.rawValue) (\(value))" + (line.map { " at line \($0)" } ?? "")
        }
    }
}
