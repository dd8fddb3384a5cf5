/// Why a render tree (or a display list, its serialised form) could not be made or rendered.
///
/// Operations are numbered as in the serialised form, ``DisplayList``.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A coordinate, transform or paint value was NaN or infinite.
    case nonFinite(operation: Int, what: String)
    /// A value was out of its allowed range.
    case invalidValue(operation: Int, what: String)
    /// Clips or layers were popped more often than pushed, or did not nest.
    case unbalanced(operation: Int, what: String)
    /// A `useSymbol` names a tag with no definition.
    case missingSymbol(operation: Int, tag: Tag)
    /// A symbol uses itself, directly or through others.
    case symbolCycle(tag: Tag)
    /// An error inside a symbol's definition.
    case inSymbol(tag: Tag, String)

    public var description: String {
        switch self {
        case .nonFinite(let i, let what): "drawing operation \(i): \(what) is not finite (NaN or infinite)"
        case .invalidValue(let i, let what): "drawing operation \(i): invalid \(what)"
        case .unbalanced(let i, let what): "drawing operation \(i): \(what)"
        case .missingSymbol(let i, let tag): "drawing operation \(i): no symbol is defined under tag \(tag)"
        case .symbolCycle(let tag): "symbol \(tag) uses itself, directly or through other symbols"
        case .inSymbol(let tag, let message): "in symbol \(tag): \(message)"
        }
    }
}
