import VellumCore
import VellumImageIO
import VellumText

/// Why a scene could not be built, laid out, updated or recorded. Every case says where: the
/// node's path from the root (as `ZStack[1] > GeometryReader > ForEach[3] > rotationEffect`) or
/// the tag involved.
public enum SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The canvas size is zero, negative or not finite.
    case invalidCanvasSize(Size)
    /// A node's parameter is out of range or not finite: `frame(width: .nan)`, a negative
    /// `lineWidth`, an infinite offset, a shape laid out at an infinite size…
    case invalidValue(path: String, message: String)
    /// A `SymbolReference` or a canvas draws a symbol that no symbol table defines.
    case missingSymbol(tag: Tag, path: String)
    /// A symbol uses itself, directly or through other symbols; `tags` lists the loop, first tag
    /// repeated at the end.
    case symbolCycle(tags: [Tag])
    /// Two different symbol definitions share a tag.
    case conflictingSymbol(tag: Tag, path: String)
    /// No node carries the tag.
    case unknownTag(Tag)
    /// More than one node carries the tag.
    case duplicateTag(Tag)
    /// `update(_:as:_:)` expected the tagged node to have another type.
    case typeMismatch(tag: Tag, expected: String, actual: String)
    /// The tree is shaped in a way the scene cannot use: a tag on a `ForEach`, an untagged canvas
    /// symbol, components nested too deeply.
    case invalidStructure(path: String, message: String)
    /// Text could not be laid out: a font file is unusable or no font is installed.
    case text(path: String, TextError)
    /// An `Image`'s picture could not be loaded: its file is missing or unreadable, or its bytes
    /// do not decode. The error names the file.
    case image(path: String, ImageLoadingError)
    /// The recorded render tree did not validate.
    case render(RenderError)

    /// The error as a sentence saying what and where.
    public var description: String {
        switch self {
        case .invalidCanvasSize(let size):
            "invalid canvas size \(size): both dimensions must be finite and greater than zero"
        case .invalidValue(let path, let message):
            "\(path): \(message)"
        case .missingSymbol(let tag, let path):
            "\(path): no symbol is defined under tag \(tag)"
        case .symbolCycle(let tags):
            "symbol \(tags.first.map { "\($0)" } ?? "?") uses itself: "
                + tags.map { "\($0)" }.joined(separator: " → ")
        case .conflictingSymbol(let tag, let path):
            "\(path): symbol \(tag) is defined twice with different content"
        case .unknownTag(let tag):
            "no node is tagged \(tag)"
        case .duplicateTag(let tag):
            "more than one node is tagged \(tag); tags must be unique in a scene"
        case .typeMismatch(let tag, let expected, let actual):
            "the node tagged \(tag) is a \(actual), not a \(expected)"
        case .invalidStructure(let path, let message):
            "\(path): \(message)"
        case .text(let path, let error):
            "\(path): \(error)"
        case .image(let path, let error):
            "\(path): \(error)"
        case .render(let error):
            "the recorded render tree is invalid: \(error)"
        }
    }
}
