import Foundation
import VellumCore

/// A proxy for one subview of a custom ``Layout``, as SwiftUI's `LayoutSubview`: ask it for its
/// size, place it.
public struct LayoutSubview {
    let node: SceneNode
    let session: CustomLayoutSession

    /// The subview's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(session.size(of: node, for: ProposedSize(proposal)))
    }

    /// The subview's size for `proposal`, with its alignment guides, as SwiftUI's
    /// `dimensions(in:)`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        session.dimensions(of: node, for: ProposedSize(proposal))
    }

    /// Places the subview with its `anchor` (a unit point of its frame: `.topLeading` by default,
    /// `.center` to centre it) at `position`, in the space of the bounds
    /// ``Layout/placeSubviews(in:proposal:subviews:cache:)`` receives, offered `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        session.place(node, at: Point(position), anchor: anchor, proposal: ProposedSize(proposal))
    }

    /// The subview's layout priority (``Node/layoutPriority(_:)``, 0 by default).
    public var priority: Double { node.layoutPriority }

    /// The spacing the subview wants from its neighbours.
    public var spacing: ViewSpacing { ViewSpacing(isSpacer: node.isSpacer) }
}

/// The subviews of a custom ``Layout``, in the order they were listed, as SwiftUI's
/// `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection {
    let nodes: [SceneNode]
    let session: CustomLayoutSession

    /// The first index.
    public var startIndex: Int { nodes.startIndex }
    /// The index past the last.
    public var endIndex: Int { nodes.endIndex }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(node: nodes[index], session: session)
    }
}

extension LayoutSubviews {
    /// The average of the subviews' explicit values for `key` at their sizes for `proposal`, or
    /// `nil` when none has one or the guide does not pass through containers.
    func mergedExplicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        guard key.mergesAcrossContainers else { return nil }
        let values = nodes.compactMap { session.dimensions(of: $0, for: ProposedSize(proposal)).explicit[key] }
        return values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }
}
