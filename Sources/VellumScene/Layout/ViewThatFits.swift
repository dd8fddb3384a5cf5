import VellumCore

/// Shows the first of its children that fits, as SwiftUI's `ViewThatFits`:
///
///     ViewThatFits(in: .horizontal) {
///         Text("Gold III · 1,842 points")
///         Text("Gold III")
///         Image(systemName: "medal")       // the last resort
///     }
///
/// Each child is asked for its ideal size along the constrained axes (the proposal's length
/// across the others); the first whose ideal size is within the proposal along every constrained
/// axis is laid out with the proposal, drawn and hit-tested, and the others are neither. When
/// none fits, the last one is shown. A `nil` proposal along an axis fits everything.
public struct ViewThatFits<Content: Node>: Node, PrimitiveNode {
    let axes: Axis.Set
    let content: Content

    /// Picks among the nodes `content` builds the first that fits along `axes` (both by default).
    public init(in axes: Axis.Set = [.horizontal, .vertical], @NodeBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// The node itself: it is primitive.
    public var body: ViewThatFits { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        [context.makeNode(ViewThatFitsLayout(axes: axes), children: try context.forChildren(inStackAlong: nil).build(content))]
    }
}

extension Axis {
    /// A set of axes, as SwiftUI's `Axis.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8

        /// Creates a set from its raw bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }

        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}

/// Sizes and places the first child that fits; a class, because it keeps which child the last
/// placement chose for recording and hit testing.
final class ViewThatFitsLayout: Behavior {
    let axes: Axis.Set
    let name = "ViewThatFits"
    /// The child the last placement chose.
    private(set) var chosen = 0

    init(axes: Axis.Set) {
        self.axes = axes
    }

    /// The index of the child that fits `proposal`.
    private func choice(for proposal: ProposedSize, among children: [SceneNode],
                        in graph: SceneGraph) throws(SceneError) -> Int {
        let ideal = ProposedSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                 height: axes.contains(.vertical) ? nil : proposal.height)
        for (index, child) in children.enumerated() {
            let size = try child.size(for: ideal, in: graph)
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { size.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { size.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return max(children.count - 1, 0)
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: SceneNode, in graph: SceneGraph) throws(SceneError) -> Size {
        guard !node.children.isEmpty else { return .zero }
        return try node.children[choice(for: proposal, among: node.children, in: graph)].size(for: proposal, in: graph)
    }

    func placements(of node: SceneNode, size: Size, proposal: ProposedSize,
                    in graph: SceneGraph) throws(SceneError) -> [ChildPlacement] {
        chosen = try choice(for: proposal, among: node.children, in: graph)
        return node.children.map { _ in ChildPlacement(proposal: proposal, origin: .zero) }
    }

    func shownChildren(of node: SceneNode) -> [Int]? { node.children.isEmpty ? [] : [chosen] }
}
