/// Distances inward from each edge of a rectangle. Negative values push outward, as the badge
/// seed's `.padding(-60)` does.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    /// Creates insets from one value per edge.
    @inlinable public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges.
    @inlinable public init(_ all: Double) {
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }

    /// No inset.
    public static let zero = EdgeInsets()

    /// The total horizontal inset, leading plus trailing.
    @inlinable public var horizontal: Double { leading + trailing }
    /// The total vertical inset, top plus bottom.
    @inlinable public var vertical: Double { top + bottom }
}
