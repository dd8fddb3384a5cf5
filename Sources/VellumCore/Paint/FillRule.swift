/// Which points a filled path covers when its outline crosses itself.
public enum FillRule: String, CaseIterable, Hashable, Sendable {
    /// Covered where the outline winds around the point a non-zero number of times.
    case nonZero = "nonzero"
    /// Covered where a ray from the point crosses the outline an odd number of times.
    case evenOdd = "evenodd"
}

/// Options for filling a path, as SwiftUI's `FillStyle`. Vellum always anti-aliases, so SwiftUI's
/// `isAntialiased` has no counterpart.
public struct FillStyle: Hashable, Sendable {
    /// Whether to use the even-odd rule instead of non-zero winding.
    public var isEOFilled: Bool

    /// Creates a fill style.
    public init(eoFill: Bool = false) {
        self.isEOFilled = eoFill
    }

    /// The fill rule this style selects.
    public var rule: FillRule { isEOFilled ? .evenOdd : .nonZero }
}
