import VellumCore

/// An SVG document produced by ``SVGBackend``.
public struct SVGDocument: Hashable, Sendable, CustomStringConvertible {
    /// The document's markup, starting with the XML declaration.
    public let text: String

    /// Wraps markup.
    public init(text: String) {
        self.text = text
    }

    /// The document encoded as UTF-8, as written to a file.
    public var data: [UInt8] { Array(text.utf8) }

    /// The markup.
    public var description: String { text }

    /// Writes the document to `path` atomically: readers see the old file or the whole new one,
    /// never a part, and a failure leaves nothing behind.
    ///
    /// - Throws: `FileWriteError` naming the path, e.g. when its directory does not exist.
    public func write(to path: String) throws(FileWriteError) {
        try AtomicFile.write(data, to: path)
    }
}
