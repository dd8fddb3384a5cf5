/// A canvas size written `WIDTHxHEIGHT`, in whole pixels, as the command line's `--size` and
/// `vellum serve`'s `size=` take it.
public struct PixelSize: Equatable, Sendable {
    /// Why text is not a `WIDTHxHEIGHT` size; the description says what is allowed.
    public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        /// What is wrong, and what is allowed.
        public let description: String
    }

    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// A size of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Parses `WIDTHxHEIGHT`; the limits themselves are checked by the canvas.
    public static func parse(_ text: String) throws(ParseError) -> PixelSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
            throw ParseError(description: "expected WIDTHxHEIGHT in whole pixels, e.g. 256x256")
        }
        guard w > 0, h > 0 else { throw ParseError(description: "width and height must be positive") }
        return PixelSize(width: w, height: h)
    }
}
