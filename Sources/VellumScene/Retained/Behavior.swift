import VellumCore

/// What a retained node does: how it sizes itself, where it puts its children, and what it
/// records. Each built-in node kind (stack, frame, shape, effect…) has one conforming type.
///
/// The defaults describe a transparent single-child wrapper: it takes its child's size, puts the
/// child at its origin and draws nothing of its own.
protocol Behavior {
    /// The node's name in paths and error messages (`ZStack`, `padding`, `rotationEffect`).
    var name: String { get }

    /// What is wrong with the node's parameters, or `nil`. Checked before the node is first sized.
    func validate() -> String?

    /// The node's size for `proposal`; it may ask its children for theirs.
    func sizeThatFits(_ proposal: ProposedSize, of node: SceneNode, in graph: SceneGraph) throws(SceneError) -> Size

    /// Where each child goes, in the node's own space, once the node has `size` for `proposal`.
    func placements(of node: SceneNode, size: Size, proposal: ProposedSize,
                    in graph: SceneGraph) throws(SceneError) -> [ChildPlacement]

    /// How recording changes for the node and its children.
    func effect(size: Size) -> RecordingEffect

    /// Whether the recorder records the children in place after the node's own content (a
    /// canvas records its children as symbol definitions instead).
    var recordsChildren: Bool { get }

    /// Whether the node is a ``WrappingModifier``'s, around one child: what is asked of the
    /// modified node (its z-index, priority, grid cell) is asked through it. A requirement, so
    /// that asking costs no conformance lookup (recording asks it of every child).
    var isWrapper: Bool { get }

    /// Records the node's own content with `transform` from its local space (its frame at the
    /// origin) to the device, and returns its ink bounds in device space.
    func record(_ node: SceneNode, size: Size, transform: AffineTransform,
                into recorder: inout Recorder) throws(SceneError) -> Rect?

    /// Where the node and its subtree can be hit (see HitTesting/HitArea.swift for the default).
    var hitArea: HitArea { get }

    /// The scopes the node's own drawings are recorded in, the node's structural identity being
    /// `scope`: that scope alone, unless the node records some drawings in scopes of their own.
    func drawingScopes(of scope: UInt64) -> [UInt64]

    /// The indices of the children drawn and hit-tested, or `nil` for all of them (a
    /// `ViewThatFits` shows one).
    func shownChildren(of node: SceneNode) -> [Int]?

    /// The node's explicit value for an alignment guide at `size`, in its own space, or `nil`
    /// when it sets none (see Layout/AlignmentGuides.swift for the defaults).
    func explicitGuide(_ key: AlignmentKey, of node: SceneNode, size: Size, proposal: ProposedSize,
                       in graph: SceneGraph) throws(SceneError) -> Double?
}

/// Where a parent puts a child and what size it offers it.
struct ChildPlacement {
    /// The proposal the child is placed with.
    var proposal: ProposedSize
    /// The child's frame origin in the parent's space.
    var origin: Point
}

/// How a node changes recording for itself and its children.
enum RecordingEffect {
    /// Nothing changes.
    case none
    /// Content is drawn through an extra transform (applied before the node's placement).
    case transform(AffineTransform)
    /// Content goes into a layer composited with an opacity, an optional drop shadow and a
    /// blend mode, after a filter chain (in the node's space); `isolated` asks for the layer
    /// with no other effect.
    case layer(opacity: Double, shadow: Shadow?, blendMode: BlendMode = .normal, isolated: Bool = false,
               filters: [Filter] = [])
    /// Content is clipped to a path in the node's local space.
    case clip(Path, FillRule)
    /// The first child is masked by the second, read in a mode.
    case mask(RenderMask.Mode)
    /// Nothing is drawn (opacity 0).
    case hidden
}

extension Behavior {
    func validate() -> String? { nil }

    func drawingScopes(of scope: UInt64) -> [UInt64] { [scope] }

    func sizeThatFits(_ proposal: ProposedSize, of node: SceneNode, in graph: SceneGraph) throws(SceneError) -> Size {
        guard let child = node.children.first else { return .zero }
        return try child.size(for: proposal, in: graph)
    }

    func placements(of node: SceneNode, size: Size, proposal: ProposedSize,
                    in graph: SceneGraph) throws(SceneError) -> [ChildPlacement] {
        node.children.map { _ in ChildPlacement(proposal: proposal, origin: .zero) }
    }

    func effect(size: Size) -> RecordingEffect { .none }

    var recordsChildren: Bool { true }

    var isWrapper: Bool { false }

    func shownChildren(of node: SceneNode) -> [Int]? { nil }

    func record(_ node: SceneNode, size: Size, transform: AffineTransform,
                into recorder: inout Recorder) throws(SceneError) -> Rect? { nil }
}

/// Checks for parameters: each returns a message when the value is unusable.
enum Check {
    /// `value` must be finite.
    static func finite(_ value: Double, _ what: String) -> String? {
        value.isFinite ? nil : "\(what) is not finite (\(value))"
    }

    /// `value` must be finite and not negative.
    static func length(_ value: Double?, _ what: String) -> String? {
        guard let value else { return nil }
        if let problem = finite(value, what) { return problem }
        return value >= 0 ? nil : "\(what) is negative (\(value))"
    }

    /// The first problem of several checks.
    static func first(_ problems: String?...) -> String? {
        problems.lazy.compactMap { $0 }.first
    }
}
