/// The clip and layer groups (`<g clip-path>`, `<g opacity filter>`) the walker has open,
/// innermost last.
struct SVGGroupStack: Sendable {
    private struct Group: Sendable {
        var isClip: Bool
        var node: SVGNode
    }

    private var groups: [Group] = []
    /// The depth of the list being written, outside all of its groups.
    let baseDepth: Int

    /// Creates an empty stack for a list written at `baseDepth`.
    init(baseDepth: Int) {
        self.baseDepth = baseDepth
    }

    /// The depth of the next element.
    var depth: Int { baseDepth + groups.count }

    /// Opens `node` (a `<g>`) as a clip or a layer group.
    mutating func open(_ node: SVGNode, isClip: Bool, into markup: inout SVGMarkup) {
        markup.line(node.startTag(), depth: depth)
        groups.append(Group(isClip: isClip, node: node))
    }

    /// Closes the innermost clip group (or layer group).
    ///
    /// A display list balances clips and layers each on its own, so a `popClip` may come while a
    /// layer begun after that clip is still open, or an `endLayer` while a clip pushed inside the
    /// layer is. SVG groups must nest, so the groups above the one closed are closed with it and
    /// opened again after it. For a clip group that changes nothing; a layer group split this way
    /// composites in two parts, the closest SVG can come.
    mutating func close(isClip: Bool, into markup: inout SVGMarkup) {
        guard let target = groups.lastIndex(where: { $0.isClip == isClip }) else { return }
        let above = groups[(target + 1)...]
        while groups.count > target {
            groups.removeLast()
            markup.line("</g>", depth: depth)
        }
        for group in above {
            open(group.node, isClip: group.isClip, into: &markup)
        }
    }
}
