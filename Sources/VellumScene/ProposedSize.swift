import VellumCore

/// The size a parent offers a child during layout, as SwiftUI's `ProposedViewSize`.
///
/// Each dimension is either a length or `nil`, which asks for the child's *ideal* length in that
/// dimension. A length of `0` asks for the child's minimum and `.infinity` for its maximum; stacks
/// use both to find out how flexible their children are.
public struct ProposedSize: Hashable, Sendable {
    /// The proposed width, or `nil` for the ideal width.
    public var width: Double?
    /// The proposed height, or `nil` for the ideal height.
    public var height: Double?

    /// Creates a proposal.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// Proposes exactly `size`.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the ideal size in both dimensions.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// Asks for the minimum size.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// Asks for the maximum size.
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The proposal with every `nil` dimension replaced by the matching dimension of `size`
    /// (SwiftUI's default is 10 × 10, the size shapes take when asked for their ideal size).
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposed length along `axis`.
    func length(along axis: Axis) -> Double? {
        axis == .horizontal ? width : height
    }

    /// A proposal from lengths along and across `axis`.
    init(along axis: Axis, _ main: Double?, across cross: Double?) {
        self = axis == .horizontal ? ProposedSize(width: main, height: cross)
                                   : ProposedSize(width: cross, height: main)
    }
}

extension ProposedSize: CustomStringConvertible {
    /// The proposal as `width×height`, with `nil` for an ideal dimension.
    public var description: String {
        "\(width.map { "\($0)" } ?? "nil")×\(height.map { "\($0)" } ?? "nil")"
    }
}

/// A direction in which stacks lay out their children.
public enum Axis: Hashable, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
}

extension Size {
    /// The length along `axis`.
    func length(along axis: Axis) -> Double {
        axis == .horizontal ? width : height
    }

    /// A size from lengths along and across `axis`.
    init(along axis: Axis, _ main: Double, across cross: Double) {
        self = axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}

extension Point {
    /// A point from coordinates along and across `axis`.
    init(along axis: Axis, _ main: Double, across cross: Double) {
        self = axis == .horizontal ? Point(x: main, y: cross) : Point(x: cross, y: main)
    }
}
