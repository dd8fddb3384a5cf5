import VellumCore

/// An SVG document produced by ``SVGBackend``.
public struct SVGDocument: Hashable, Sendable, CustomStringConvertible {
    /// The document encoded as UTF-8, as written to a file or sent: the writer's own bytes.
    public let data: [UInt8]

    /// Wraps markup.
    public init(text: String) {
        data = Array(text.utf8)
    }

    /// Wraps the UTF-8 bytes of markup the writer made.
    init(utf8 data: [UInt8]) {
        self.data = data
    }

    /// The document's markup, starting with the XML declaration.
    public var text: String { String(decoding: data, as: UTF8.self) }

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
