import VellumCore

/// An edge of a rectangle, as SwiftUI's `Edge`.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges, as SwiftUI's `Edge.Set`: `.padding(.horizontal, 6)`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8

        /// Creates a set from its raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The set holding only `edge`.
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Every edge.
        public static let all: Set = [.horizontal, .vertical]
    }
}

extension EdgeInsets {
    /// `length` on the edges in `edges`, zero on the others.
    init(_ edges: Edge.Set, _ length: Double) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}
