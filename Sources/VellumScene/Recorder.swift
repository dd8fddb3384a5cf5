import VellumCore

/// Walks a laid-out tree and records it into display-list operations, composing transforms from
/// frame origins and effects, wrapping clips and layers around what they affect, and returning
/// every node's ink bounds.
///
/// Each node draws in its own space, its frame at the origin. A node's transform to the device is
/// its parent's content transform after a translation to its frame origin; an effect (offset,
/// rotation, scale) applies before that, about an anchor of the frame.
struct Recorder {
    let session: RecordingSession
    /// The operations recorded so far.
    private(set) var operations: [DrawOperation] = []

    init(session: RecordingSession) {
        self.session = session
    }

    /// Records `node` and its subtree, `parent` being the parent's content transform; returns
    /// the device bounds of what was drawn.
    mutating func record(_ node: SceneNode, in parent: AffineTransform) throws(SceneError) -> Rect? {
        let frame = node.frame
        guard frame.isFinite else {
            throw .invalidValue(path: node.path, message: "laid out at a non-finite frame \(frame); give it a finite size")
        }
        let base = AffineTransform(translationX: frame.minX, y: frame.minY).concatenating(parent)
        var ink: Rect?
        var deviceShadow: Shadow?
        switch node.behavior.effect(size: frame.size) {
        case .none:
            ink = try recordContent(node, transform: base)
        case .hidden:
            ink = nil
        case .transform(let effect):
            let transform = effect.concatenating(base)
            guard transform.isFinite else { throw .invalidValue(path: node.path, message: "transform is not finite") }
            ink = try recordContent(node, transform: transform)
        case .layer(let opacity, let shadow):
            deviceShadow = shadow.map { Self.mapped($0, by: base) }
            ink = try recordWrapped(node, transform: base, open: .beginLayer(opacity: opacity, shadow: deviceShadow),
                                    close: .endLayer)
            if let shadow = deviceShadow { ink = ink.map { InkBounds.withShadow($0, shadow) } }
        case .clip(let path, let rule):
            guard path.isFinite else { throw .invalidValue(path: node.path, message: "clip shape is not finite") }
            ink = try recordWrapped(node, transform: base, open: .pushClip(path, rule: rule, transform: base),
                                    close: .popClip)
            ink = ink.flatMap { $0.intersection(path.boundingRect.applying(base)) }
        }
        node.noteRecording(transform: base, ink: ink, shadow: deviceShadow, pass: session.pass)
        return ink
    }

    /// The node's own content, then its children's.
    private mutating func recordContent(_ node: SceneNode, transform: AffineTransform) throws(SceneError) -> Rect? {
        var ink = try node.behavior.record(node, size: node.frame.size, transform: transform, into: &self)
        guard node.behavior.recordsChildren else { return ink }
        for child in node.children {
            ink = InkBounds.union(ink, try record(child, in: transform))
        }
        return ink
    }

    /// The node's content between `open` and `close`; neither is recorded when the content draws
    /// nothing, so empty layers and clips cost nothing.
    private mutating func recordWrapped(_ node: SceneNode, transform: AffineTransform,
                                        open: DrawOperation, close: DrawOperation) throws(SceneError) -> Rect? {
        let start = operations.count
        operations.append(open)
        let ink = try recordContent(node, transform: transform)
        guard operations.count > start + 1 else {
            operations.removeLast()
            return ink
        }
        operations.append(close)
        return ink
    }

    /// A shadow given in a node's space, in device units.
    private static func mapped(_ shadow: Shadow, by transform: AffineTransform) -> Shadow {
        let offset = shadow.offset.applyingLinear(transform)
        let scale = abs(transform.determinant).squareRoot()
        return Shadow(color: shadow.color, radius: shadow.radius * scale, x: offset.x, y: offset.y)
    }
}

// MARK: - Drawing verbs for behaviours

extension Recorder {
    /// Records a fill.
    mutating func fill(_ path: Path, paint: Paint, rule: FillRule, transform: AffineTransform) -> Rect? {
        operations.append(.fill(path, paint: paint, rule: rule, transform: transform))
        return InkBounds.fill(path, transform: transform)
    }

    /// Records a stroke.
    mutating func stroke(_ path: Path, paint: Paint, style: StrokeStyle, transform: AffineTransform) -> Rect? {
        operations.append(.stroke(path, paint: paint, style: style, transform: transform))
        return InkBounds.stroke(path, style: style, transform: transform)
    }

    /// Records a use of the symbol `tag`, recording the symbol's definition the first time.
    mutating func useSymbol(_ tag: Tag, transform: AffineTransform, requester: @autoclosure () -> String) throws(SceneError) -> Rect? {
        let ink = try session.recordedSymbol(tag, requester: requester())
        operations.append(.useSymbol(tag, transform: transform))
        return ink.map { $0.applying(transform) }
    }

    /// Records `node` (laid out, at the origin) as the definition of the symbol `tag`.
    mutating func defineSymbol(_ tag: Tag, recording node: SceneNode, requester: String) throws(SceneError) {
        var recorder = Recorder(session: session)
        let ink = try recorder.record(node, in: .identity)
        try session.define(tag, DisplayList(recorder.operations), ink: ink, requester: requester)
    }

    /// The tags of every symbol the scene defines or has recorded so far.
    var knownSymbolTags: Set<Tag> {
        Set(session.graph.symbolDefinitions.keys).union(session.symbols.keys)
    }

    /// Appends what a `GraphicsContext` recorded (a canvas's drawing): checks it, adopts the
    /// symbols it defined (other than the empty stand-ins), and returns its ink bounds.
    mutating func appendDrawing(_ list: DisplayList, standIns: Set<Tag>,
                                requester: String) throws(SceneError) -> Rect? {
        var check = list
        for tag in knownSymbolTags where check.symbols[tag] == nil { check.symbols[tag] = DisplayList() }
        do throws(RenderError) {
            try check.validate()
        } catch {
            if case .missingSymbol(_, let tag) = error { throw .missingSymbol(tag: tag, path: requester) }
            throw .invalidValue(path: requester, message: "canvas drawing: \(error)")
        }
        let defined = list.symbols.filter { !(standIns.contains($0.key) && $0.value == DisplayList()) }
        for tag in defined.keys.sorted(by: { $0.description < $1.description }) {
            try session.define(tag, defined[tag]!, ink: nil, requester: requester)
        }
        for tag in defined.keys.sorted(by: { $0.description < $1.description }) {
            session.symbolInk[tag] = try ink(of: defined[tag]!.operations, requester: requester)
        }
        operations += list.operations
        return try ink(of: list.operations, requester: requester)
    }

    /// The ink bounds of flat operations; a layer's shadow grows the whole.
    private func ink(of operations: [DrawOperation], requester: String) throws(SceneError) -> Rect? {
        var ink: Rect?
        var shadows: [Shadow] = []
        for operation in operations {
            switch operation {
            case .fill(let path, _, _, let transform):
                ink = InkBounds.union(ink, InkBounds.fill(path, transform: transform))
            case .stroke(let path, _, let style, let transform):
                ink = InkBounds.union(ink, InkBounds.stroke(path, style: style, transform: transform))
            case .useSymbol(let tag, let transform):
                ink = InkBounds.union(ink, try session.recordedSymbol(tag, requester: requester)?.applying(transform))
            case .beginLayer(_, let shadow?):
                shadows.append(shadow)
            case .beginLayer, .endLayer, .pushClip, .popClip:
                break
            }
        }
        return shadows.reduce(ink) { ink, shadow in ink.map { InkBounds.withShadow($0, shadow) } }
    }
}

/// What one recording of a scene shares between the main recorder and the symbols' recorders:
/// the symbol definitions recorded so far and the symbols being recorded (to catch cycles).
final class RecordingSession {
    unowned let graph: SceneGraph
    /// Which recording of the scene this is, to tell nodes drawn now from nodes drawn before.
    let pass: Int
    /// The symbol definitions recorded so far.
    private(set) var symbols: [Tag: DisplayList] = [:]
    /// The ink bounds of each recorded symbol, in the symbol's space.
    var symbolInk: [Tag: Rect] = [:]
    /// The symbols being recorded, outermost first.
    private var inProgress: [Tag] = []

    init(graph: SceneGraph, pass: Int) {
        self.graph = graph
        self.pass = pass
    }

    /// Records the scene symbol `tag` unless it is recorded already; returns its ink bounds.
    func recordedSymbol(_ tag: Tag, requester: @autoclosure () -> String) throws(SceneError) -> Rect? {
        if symbols[tag] != nil { return symbolInk[tag] }
        if let start = inProgress.firstIndex(of: tag) {
            throw .symbolCycle(tags: Array(inProgress[start...]) + [tag])
        }
        let root = try graph.laidOutSymbol(tag, requester: requester())
        inProgress.append(tag)
        defer { inProgress.removeLast() }
        var recorder = Recorder(session: self)
        let ink = try recorder.record(root, in: .identity)
        symbols[tag] = DisplayList(recorder.operations)
        symbolInk[tag] = ink
        return ink
    }

    /// Adds a symbol defined by a canvas; the same tag with other content is an error.
    func define(_ tag: Tag, _ list: DisplayList, ink: Rect?, requester: String) throws(SceneError) {
        if graph.symbolDefinitions[tag] != nil || (symbols[tag].map { $0 != list } ?? false) {
            throw .conflictingSymbol(tag: tag, path: requester)
        }
        symbols[tag] = list
        symbolInk[tag] = ink
    }
}
