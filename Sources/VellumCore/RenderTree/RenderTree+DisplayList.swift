extension RenderTree {
    /// Reads a tree back from its serialised form. Nodes are numbered in the order of their
    /// operations (scope 0), so the same list always gives the same identities.
    ///
    /// - Throws: ``RenderError/unbalanced(operation:what:)`` when a `popClip` or `endLayer` has no
    ///   open clip or layer to close, or would close one opened inside the other; the errors of
    ///   ``init(nodes:symbols:)`` otherwise.
    public init(_ list: DisplayList) throws(RenderError) {
        var symbols: [Tag: [RenderNode]] = [:]
        for (tag, symbol) in list.symbols {
            do {
                symbols[tag] = try Self.nodes(of: symbol.operations)
            } catch {
                throw .inSymbol(tag: tag, error.description)
            }
        }
        try self.init(nodes: try Self.nodes(of: list.operations), symbols: symbols)
    }

    private static func nodes(of operations: [DrawOperation]) throws(RenderError) -> [RenderNode] {
        var builder = RenderTreeBuilder(scope: 0)
        for (index, operation) in operations.enumerated() {
            switch operation {
            case .fill(let path, let paint, let rule, let transform):
                builder.draw(path, paint: paint, kind: .fill(rule), transform: transform)
            case .stroke(let path, let paint, let style, let transform):
                builder.draw(path, paint: paint, kind: .stroke(style), transform: transform)
            case .useSymbol(let tag, let transform):
                builder.use(tag, transform: transform)
            case .pushClip(let path, let rule, let transform):
                builder.beginGroup(clip: RenderClip(path, rule: rule, transform: transform))
            case .beginLayer(let opacity, let shadow):
                builder.beginGroup(opacity: opacity, shadow: shadow)
            case .popClip:
                try close(&builder, clip: true, at: index)
            case .endLayer:
                try close(&builder, clip: false, at: index)
            }
        }
        return builder.finish()
    }

    private static func close(_ builder: inout RenderTreeBuilder, clip: Bool, at index: Int) throws(RenderError) {
        let name = clip ? "popClip" : "endLayer"
        guard let open = builder.openGroupClips else {
            throw .unbalanced(operation: index, what: "\(name) without \(clip ? "pushClip" : "beginLayer")")
        }
        guard open == clip else {
            throw .unbalanced(operation: index, what: "\(name) would close a \(clip ? "layer" : "clip") opened after "
                                + "the \(clip ? "clip" : "layer"); clips and layers must nest")
        }
        builder.endGroup()
    }

    /// The tree written out as a flat list of operations.
    public var displayList: DisplayList {
        DisplayList(Self.operations(of: nodes), symbols: symbols.mapValues { DisplayList(nodes: $0) })
    }

    static func operations(of nodes: [RenderNode]) -> [DrawOperation] {
        var out: [DrawOperation] = []
        append(nodes, base: .identity, to: &out)
        return out
    }

    private static func append(_ nodes: [RenderNode], base: AffineTransform, to out: inout [DrawOperation]) {
        for node in nodes {
            switch node {
            case .draw(let draw):
                let transform = draw.transform.concatenating(base)
                switch draw.kind {
                case .fill(let rule): out.append(.fill(draw.path, paint: draw.paint, rule: rule, transform: transform))
                case .stroke(let style):
                    out.append(.stroke(draw.path, paint: draw.paint, style: style, transform: transform))
                }
            case .symbol(let use):
                out.append(.useSymbol(use.tag, transform: use.transform.concatenating(base)))
            case .group(let group):
                let inner = group.transform.concatenating(base)
                if let clip = group.clip {
                    out.append(.pushClip(clip.path, rule: clip.rule, transform: clip.transform.concatenating(inner)))
                }
                if group.isLayer { out.append(.beginLayer(opacity: group.opacity, shadow: group.shadow?.applying(base))) }
                append(group.children, base: inner, to: &out)
                if group.isLayer { out.append(.endLayer) }
                if group.clip != nil { out.append(.popClip) }
            }
        }
    }
}

extension DisplayList {
    /// `nodes` written out as operations, without symbol definitions: two lists of nodes that
    /// draw alike give equal lists, whatever their identities.
    public init(nodes: [RenderNode]) {
        self.init(RenderTree.operations(of: nodes))
    }
}
