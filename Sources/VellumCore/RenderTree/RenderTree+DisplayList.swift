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
        try append(operations, to: &builder)
        return builder.finish()
    }

    /// Adds the nodes of `operations` to `builder`; a mask's content goes in through the same
    /// builder, so its nodes are numbered in the order of the operations too.
    private static func append(_ operations: [DrawOperation], to builder: inout RenderTreeBuilder) throws(RenderError) {
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
            case .beginLayer(let opacity, let shadow, let blendMode, let isolated, let filters):
                builder.beginGroup(opacity: opacity, shadow: shadow, blendMode: blendMode, isolated: isolated,
                                   filters: filters)
            case .beginMask(let mode, let content):
                builder.beginMaskContent()
                do {
                    try append(content.operations, to: &builder)
                } catch {
                    throw .invalidValue(operation: index, what: "mask content: \(error)")
                }
                builder.beginGroup(mask: RenderMask(mode, content: builder.endMaskContent()))
            case .popClip:
                try close(&builder, .clip, at: index)
            case .endLayer:
                try close(&builder, .layer, at: index)
            case .endMask:
                try close(&builder, .mask, at: index)
            }
        }
    }

    /// What a closing operation closes.
    private enum Opening: String {
        case clip, layer, mask

        var opener: String {
            switch self {
            case .clip: "pushClip"
            case .layer: "beginLayer"
            case .mask: "beginMask"
            }
        }

        var closer: String {
            switch self {
            case .clip: "popClip"
            case .layer: "endLayer"
            case .mask: "endMask"
            }
        }
    }

    private static func close(_ builder: inout RenderTreeBuilder, _ kind: Opening, at index: Int) throws(RenderError) {
        guard builder.depthInMaskContent > 0, let clips = builder.openGroupClips,
              let masks = builder.openGroupMasks else {
            throw .unbalanced(operation: index, what: "\(kind.closer) without \(kind.opener)")
        }
        let open: Opening = clips ? .clip : masks ? .mask : .layer
        guard open == kind else {
            throw .unbalanced(operation: index, what: "\(kind.closer) would close a \(open) opened after the "
                                + "\(kind); clips, masks and layers must nest")
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
                if let mask = group.mask {
                    var content: [DrawOperation] = []
                    append(mask.content, base: inner, to: &content)
                    out.append(.beginMask(mask.mode, content: DisplayList(content)))
                }
                if group.opensLayer {
                    out.append(.beginLayer(opacity: group.opacity, shadow: group.shadow?.applying(base),
                                           blendMode: group.blendMode, isolated: group.isolated,
                                           filters: group.filters.map { $0.applying(base) }))
                }
                append(group.children, base: inner, to: &out)
                if group.opensLayer { out.append(.endLayer) }
                if group.mask != nil { out.append(.endMask) }
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
