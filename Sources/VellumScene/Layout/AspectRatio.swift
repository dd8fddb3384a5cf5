import VellumCore

/// Offers a child a size of a fixed aspect ratio, as SwiftUI's `aspectRatio(_:contentMode:)`.
///
/// The child is offered the largest size of the ratio inside the proposal (`.fit`) or the
/// smallest covering it (`.fill`); a dimension proposed `nil` follows the other. With no
/// proposal at all, the ratio is fitted into the child's ideal size. The modifier takes the
/// size the child answers, so `.fill` may overflow the proposal (the parent centres it).
struct AspectRatioLayout: WrappingModifier, Equatable {
    /// Width divided by height; `nil` uses the child's ideal size's ratio.
    let ratio: Double?
    let contentMode: ContentMode
    let name = "aspectRatio"

    func validate() -> String? {
        guard let ratio else { return nil }
        return ratio.isFinite && ratio > 0 ? nil : "ratio must be finite and greater than zero (\(ratio))"
    }

    private func childProposal(_ proposal: ProposedSize, child: SceneNode,
                               in graph: SceneGraph) throws(SceneError) -> ProposedSize {
        var ideal: Size?
        func idealSize() throws(SceneError) -> Size {
            if let ideal { return ideal }
            let size = try child.size(for: .unspecified, in: graph)
            ideal = size
            return size
        }
        let r: Double
        if let ratio {
            r = ratio
        } else {
            let size = try idealSize()
            r = size.width > 0 && size.height > 0 ? size.width / size.height : 1
        }
        switch (proposal.width, proposal.height) {
        case (let width?, nil): return ProposedSize(width: width, height: width / r)
        case (nil, let height?): return ProposedSize(width: height * r, height: height)
        case (let width?, let height?): return ProposedSize(fitting(r, into: Size(width: width, height: height)))
        case (nil, nil): return ProposedSize(fitting(r, into: try idealSize()))
        }
    }

    /// The size of ratio `r` that fits in (or covers, for `.fill`) `space`.
    private func fitting(_ r: Double, into space: Size) -> Size {
        let wider = space.width > space.height * r
        let useHeight = contentMode == .fit ? wider : !wider
        return useHeight ? Size(width: space.height * r, height: space.height)
                         : Size(width: space.width, height: space.width / r)
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: SceneNode, in graph: SceneGraph) throws(SceneError) -> Size {
        let child = node.children[0]
        return try child.size(for: try childProposal(proposal, child: child, in: graph), in: graph)
    }

    func placements(of node: SceneNode, size: Size, proposal: ProposedSize,
                    in graph: SceneGraph) throws(SceneError) -> [ChildPlacement] {
        let child = node.children[0]
        let inner = try childProposal(proposal, child: child, in: graph)
        let childSize = try child.size(for: inner, in: graph)
        return [ChildPlacement(proposal: inner, origin: Alignment.center.origin(of: childSize, in: size))]
    }
}

extension Node {
    /// Offers the node a size of aspect ratio `ratio` (width ÷ height; the node's ideal ratio when
    /// `nil`) that fits inside or fills the proposed space.
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: AspectRatioLayout(ratio: ratio, contentMode: contentMode))
    }

    /// Offers the node a size with the aspect ratio of `size`.
    public func aspectRatio(_ size: Size, contentMode: ContentMode) -> ModifiedNode<Self> {
        aspectRatio(size.height == 0 ? .nan : size.width / size.height, contentMode: contentMode)
    }

    /// Scales the node to fit the proposed space, keeping its ideal aspect ratio.
    public func scaledToFit() -> ModifiedNode<Self> { aspectRatio(contentMode: .fit) }

    /// Scales the node to fill the proposed space, keeping its ideal aspect ratio.
    public func scaledToFill() -> ModifiedNode<Self> { aspectRatio(contentMode: .fill) }
}
