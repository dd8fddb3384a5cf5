import VellumCore

/// Minimum, ideal and maximum lengths around a child, as SwiftUI's
/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per dimension: a `nil` proposal becomes the ideal length (if given); the proposal is clamped
/// to the bounds and offered to the child. The frame then takes the child's length, raised to at
/// most the proposal by a minimum (`max(min, min(child, proposal))`) and lowered to at least the
/// proposal by a maximum (`min(max, max(child, proposal))`). So `maxWidth: .infinity` fills
/// the proposed width and `minWidth` never lets the frame get narrower.
struct FlexibleFrameLayout: WrappingModifier {
    /// The bounds of one dimension.
    struct Bounds {
        var min: Double?, ideal: Double?, max: Double?

        func validate(_ dimension: String) -> String? {
            if let max, max.isNaN || max < 0 { return "max\(dimension) must be ≥ 0 (\(max))" }
            if let problem = Check.first(Check.length(min, "min\(dimension)"),
                                         Check.length(ideal, "ideal\(dimension)")) {
                return problem
            }
            let given = [min, ideal, max].compactMap { $0 }
            guard given == given.sorted() else {
                return "min\(dimension) ≤ ideal\(dimension) ≤ max\(dimension) does not hold "
                    + "(\(Self.text(min)), \(Self.text(ideal)), \(Self.text(max)))"
            }
            return nil
        }

        private static func text(_ value: Double?) -> String { value.map { "\($0)" } ?? "nil" }

        /// The length offered to the child for a proposed length.
        func childLength(_ proposed: Double?) -> Double? {
            guard var length = proposed ?? ideal else { return nil }
            if let min { length = Swift.max(length, min) }
            if let max { length = Swift.min(length, max) }
            return length
        }

        /// The frame's length for a proposed length and the child's length.
        func length(_ proposed: Double?, child: Double) -> Double {
            guard let proposed = proposed ?? ideal else {
                return Swift.min(Swift.max(child, min ?? child), max ?? child)
            }
            var length = child
            if let min { length = Swift.max(min, Swift.min(length, proposed)) }
            if let max { length = Swift.min(max, Swift.max(length, proposed)) }
            return length
        }
    }

    let horizontal: Bounds
    let vertical: Bounds
    let alignment: Alignment
    let name = "frame"

    func validate() -> String? {
        Check.first(horizontal.validate("Width"), vertical.validate("Height"))
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal.childLength(proposal.width), height: vertical.childLength(proposal.height))
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: SceneNode, in graph: SceneGraph) throws(SceneError) -> Size {
        let child = try node.children[0].size(for: childProposal(proposal), in: graph)
        return Size(width: horizontal.length(proposal.width, child: child.width),
                    height: vertical.length(proposal.height, child: child.height))
    }

    func placements(of node: SceneNode, size: Size, proposal: ProposedSize,
                    in graph: SceneGraph) throws(SceneError) -> [ChildPlacement] {
        let inner = childProposal(proposal)
        let child = node.children[0]
        let childSize = try child.size(for: inner, in: graph)
        return [ChildPlacement(proposal: inner, origin: try alignment.origin(of: child, sized: childSize, for: inner,
                                                                             in: size, graph: graph))]
    }
}

extension Node {
    /// Gives the node flexible bounds, as SwiftUI's
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`:
    /// `maxWidth: .infinity` fills the proposed width, `minWidth` keeps the frame at least that
    /// wide, `idealWidth` answers a request for the ideal width.
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: FlexibleFrameLayout(
            horizontal: .init(min: minWidth, ideal: idealWidth, max: maxWidth),
            vertical: .init(min: minHeight, ideal: idealHeight, max: maxHeight),
            alignment: alignment))
    }
}
