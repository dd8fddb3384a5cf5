import Foundation
import VellumCore

/// A view's size and alignment guides in its own space, as SwiftUI's `ViewDimensions`: what an
/// ``AlignmentID``'s default value, an ``Node/alignmentGuide(_:computeValue:)-(HorizontalAlignment,_)``
/// closure and ``LayoutSubview/dimensions(in:)`` see.
public struct ViewDimensions: Equatable, Sendable {
    let size: Size
    /// The guides the view or its descendants set explicitly, in the view's space.
    let explicit: [AlignmentKey: Double]

    init(size: Size, explicit: [AlignmentKey: Double] = [:]) {
        self.size = size
        self.explicit = explicit
    }

    /// The width.
    public var width: CGFloat { CGFloat(size.width) }
    /// The height.
    public var height: CGFloat { CGFloat(size.height) }

    /// Where a horizontal guide falls, from the leading edge: its explicit value or its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { CGFloat(self[guide.key]) }

    /// Where a vertical guide falls, from the top edge: its explicit value or its default.
    public subscript(guide: VerticalAlignment) -> CGFloat { CGFloat(self[guide.key]) }

    /// The horizontal guide's explicit value, or `nil` when nothing set it.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit[guide.key].map { CGFloat($0) } }

    /// The vertical guide's explicit value, or `nil` when nothing set it.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit[guide.key].map { CGFloat($0) } }

    subscript(key: AlignmentKey) -> Double { explicit[key] ?? key.defaultValue(in: self) }
}

extension Node {
    /// Sets where the horizontal `guide` falls in this node, from its leading edge, as SwiftUI's
    /// `alignmentGuide(_:computeValue:)`: stacks, frames and overlays aligning by `guide` line
    /// this value up instead of the guide's default. `computeValue` receives the node's
    /// dimensions.
    public func alignmentGuide(_ guide: HorizontalAlignment,
                               computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: AlignmentGuideModifier(key: guide.key, computeValue: computeValue))
    }

    /// Sets where the vertical `guide` falls in this node, from its top edge.
    public func alignmentGuide(_ guide: VerticalAlignment,
                               computeValue: @escaping (ViewDimensions) -> CGFloat) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: AlignmentGuideModifier(key: guide.key, computeValue: computeValue))
    }
}

/// Gives its child an explicit value for one guide.
struct AlignmentGuideModifier: WrappingModifier {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat
    var name: String { "alignmentGuide" }

    func makeNodes(content: any Node, in context: BuildContext) throws(SceneError) -> [SceneNode] {
        context.graph.explicitGuideKeys.insert(key)
        return try context.forChildren.build(content).map { context.makeNode(self, children: [$0]) }
    }

    func explicitGuide(_ key: AlignmentKey, of node: SceneNode, size: Size, proposal: ProposedSize,
                       in graph: SceneGraph) throws(SceneError) -> Double? {
        let child = node.children[0]
        guard key == self.key else {
            return try child.behavior.explicitGuide(key, of: child, size: size, proposal: proposal, in: graph)
        }
        let value = Double(computeValue(try child.dimensions(size: size, proposal: proposal, in: graph)))
        guard value.isFinite else {
            throw .invalidValue(path: node.path, message: "the alignment guide's value is not finite (\(value))")
        }
        return value
    }
}

// MARK: - Explicit guides through the tree

extension Behavior {
    /// A single-child modifier passes its child's explicit guides on, moved by where it puts the
    /// child (a padding's inset); other nodes have none of their own.
    func explicitGuide(_ key: AlignmentKey, of node: SceneNode, size: Size, proposal: ProposedSize,
                       in graph: SceneGraph) throws(SceneError) -> Double? {
        guard node.children.count == 1, isWrapper,
              let placement = try placements(of: node, size: size, proposal: proposal, in: graph).first else { return nil }
        let child = node.children[0]
        let childSize = try child.size(for: placement.proposal, in: graph)
        return try child.behavior.explicitGuide(key, of: child, size: childSize, proposal: placement.proposal, in: graph)
            .map { $0 + placement.origin.coordinate(along: key.axis) }
    }
}

extension ChildrenArrangement {
    /// A stack's explicit value for a custom guide: the average of its children's, in its space
    /// (SwiftUI's merge). The built-in edges and centres do not pass through a stack.
    func explicitGuide(_ key: AlignmentKey, of node: SceneNode, size: Size, proposal: ProposedSize,
                       in graph: SceneGraph) throws(SceneError) -> Double? {
        guard key.mergesAcrossContainers else { return nil }
        var values: [Double] = []
        for (child, placement) in zip(node.children, try placements(of: node.children, size: size, proposal: proposal, in: graph)) {
            let childSize = try child.size(for: placement.proposal, in: graph)
            if let value = try child.behavior.explicitGuide(key, of: child, size: childSize, proposal: placement.proposal, in: graph) {
                values.append(value + placement.origin.coordinate(along: key.axis))
            }
        }
        return values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }
}

extension SceneNode {
    /// The node's dimensions at `size` (for `proposal`): its size and the explicit values of the
    /// guides any `alignmentGuide` of the scene sets.
    func dimensions(size: Size, proposal: ProposedSize, in graph: SceneGraph) throws(SceneError) -> ViewDimensions {
        var explicit: [AlignmentKey: Double] = [:]
        for key in graph.explicitGuideKeys {
            explicit[key] = try behavior.explicitGuide(key, of: self, size: size, proposal: proposal, in: graph)
        }
        return ViewDimensions(size: size, explicit: explicit)
    }

    /// Where the node's `key` guide falls at `size`: its explicit value, or the guide's default.
    /// A scene with no explicit guide anywhere skips the search.
    func guide(_ key: AlignmentKey, size: Size, proposal: ProposedSize, in graph: SceneGraph) throws(SceneError) -> Double {
        guard graph.usesExplicitGuides else { return key.defaultValue(in: ViewDimensions(size: size)) }
        if let value = try behavior.explicitGuide(key, of: self, size: size, proposal: proposal, in: graph) { return value }
        return key.defaultValue(in: try dimensions(size: size, proposal: proposal, in: graph))
    }
}

/// Lines children up on one guide along an axis: each child's offset puts its guide on a common
/// line, the first at the least offset 0. Returns the offsets and the length they span.
func alignedOffsets(guides: [Double], lengths: [Double]) -> (offsets: [Double], length: Double) {
    let line = guides.max() ?? 0
    let offsets = guides.map { line - $0 }
    let length = zip(offsets, lengths).map { $0 + $1 }.max() ?? 0
    return (offsets, length)
}

extension Point {
    /// The x coordinate for the horizontal axis, the y for the vertical.
    func coordinate(along axis: Axis) -> Double { axis == .horizontal ? x : y }
}
