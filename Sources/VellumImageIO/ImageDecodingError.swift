/// Why encoded image bytes could not be decoded: the format and the decoder's reason.
public struct ImageDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `PNG`, `JPEG`, `GIF` or `WebP`.
    public let format: String
    /// The decoder's message.
    public let reason: String

    public var description: String { "cannot decode \(format) data: \(reason)" }
}
