import VellumCore

/// Where a child sits horizontally in a space wider than itself, as SwiftUI's
/// `HorizontalAlignment`.
public struct HorizontalAlignment: Hashable, Sendable {
    /// The fraction of the spare width left of the child: 0 leading, ½ centre, 1 trailing.
    let fraction: Double

    /// Aligns left edges.
    public static let leading = HorizontalAlignment(fraction: 0)
    /// Aligns centres.
    public static let center = HorizontalAlignment(fraction: 0.5)
    /// Aligns right edges.
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// Where a child sits vertically in a space taller than itself, as SwiftUI's `VerticalAlignment`.
public struct VerticalAlignment: Hashable, Sendable {
    /// The fraction of the spare height above the child: 0 top, ½ centre, 1 bottom.
    let fraction: Double

    /// Aligns top edges.
    public static let top = VerticalAlignment(fraction: 0)
    /// Aligns centres.
    public static let center = VerticalAlignment(fraction: 0.5)
    /// Aligns bottom edges.
    public static let bottom = VerticalAlignment(fraction: 1)
}

/// A horizontal and a vertical alignment together, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// Combines a horizontal and a vertical alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Left edges, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Right edges, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Top edges, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Bottom edges, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top-left corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top-right corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom-left corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom-right corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The origin that places a child of `child` size at this alignment in a space of `size`.
    func origin(of child: Size, in size: Size) -> Point {
        Point(x: (size.width - child.width) * horizontal.fraction,
              y: (size.height - child.height) * vertical.fraction)
    }
}

/// How `aspectRatio(_:contentMode:)` fits a ratio into the proposed space, as SwiftUI's
/// `ContentMode`.
public enum ContentMode: Hashable, Sendable {
    /// The largest size of the ratio that fits inside the proposal.
    case fit
    /// The smallest size of the ratio that covers the proposal.
    case fill
}
