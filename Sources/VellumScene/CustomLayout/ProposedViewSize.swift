import Foundation
import VellumCore

/// A proposal in SwiftUI's own types, as the ``Layout`` protocol receives and makes it: each
/// dimension a `CGFloat` or `nil` for the ideal length. It converts to and from Vellum's
/// ``ProposedSize``.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or `nil` for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the ideal height.
    public var height: CGFloat?

    /// Creates a proposal.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Proposes exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// The same proposal as Vellum's ``ProposedSize``.
    public init(_ proposal: ProposedSize) {
        self.init(width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) })
    }

    /// Asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with every `nil` dimension replaced by the matching one of `size`.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

extension ProposedSize {
    /// The same proposal as SwiftUI's ``ProposedViewSize``.
    public init(_ proposal: ProposedViewSize) {
        self.init(width: proposal.width.map { Double($0) }, height: proposal.height.map { Double($0) })
    }
}
