/// A display list that passed ``DisplayList/validate()``: finite everywhere, balanced, every
/// symbol defined, no symbol cycles. Backends draw it without checking it again, so a list
/// recorded once and drawn frame after frame (an animation, a benchmark) is validated once.
///
/// It is immutable: to change the drawing, change a `DisplayList` and validate it again.
public struct ValidatedDisplayList: Hashable, Sendable {
    /// The validated list.
    public let list: DisplayList

    /// Validates `list`.
    public init(_ list: DisplayList) throws(RenderError) {
        try list.validate()
        self.list = list
    }
}
