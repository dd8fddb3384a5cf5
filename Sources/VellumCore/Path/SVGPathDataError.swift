/// Why SVG path data (the `d` attribute) could not be parsed, and where.
///
/// `description` reads like `invalid path data at offset 7 ('x'): expected a number`.
public struct SVGPathDataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the parser was looking for when it failed.
    public enum Expectation: Hashable, Sendable, CustomStringConvertible {
        /// A coordinate or other numeric parameter.
        case number
        /// An arc's large-arc or sweep flag, the single character `0` or `1`.
        case flag
        /// A path command letter.
        case command
        /// The `M` or `m` that path data must begin with.
        case moveTo

        /// The expectation in words, as it appears in the error message.
        public var description: String {
            switch self {
            case .number: "a number"
            case .flag: "an arc flag (0 or 1)"
            case .command: "a path command"
            case .moveTo: "a moveto command (M or m)"
            }
        }
    }

    /// The 0-based offset of the offending character, or of the end of the data, counted in
    /// Unicode scalars (code points): for ASCII data it is the byte offset, and CR LF counts as two.
    public var offset: Int
    /// The offending character, or `nil` when the data ended too early.
    public var character: Character?
    /// What was expected at `offset`.
    public var expected: Expectation
    /// The path made of the complete segments before the error: SVG renderers draw this much of a
    /// broken path (SVG 1.1, appendix F.2).
    public var pathBeforeError: Path

    /// Creates an error.
    public init(offset: Int, character: Character?, expected: Expectation, pathBeforeError: Path = Path()) {
        self.offset = offset
        self.character = character
        self.expected = expected
        self.pathBeforeError = pathBeforeError
    }

    /// The error in words, e.g. `invalid path data at offset 7 ('x'): expected a number`.
    public var description: String {
        // Control characters are escaped so the message stays on one readable line.
        let found = character.map { c in
            "'" + c.unicodeScalars.map { $0.escaped(asASCII: false) }.joined() + "'"
        } ?? "end of data"
        return "invalid path data at offset \(offset) (\(found)): expected \(expected)"
    }
}
