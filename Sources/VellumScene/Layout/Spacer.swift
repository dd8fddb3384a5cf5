import VellumCore

/// Flexible empty space, as SwiftUI's `Spacer`: in an `HStack` it grows horizontally, in a
/// `VStack` vertically, elsewhere both ways, and it is never shorter than `minLength`.
///
///     HStack {
///         Text("Rating")
///         Spacer()
///         Text("1,842")      // pushed to the trailing edge
///     }
///
/// A stack with its default spacing puts no gap next to a spacer: the spacer's `minLength`
/// (8 when `nil`, the default gap) stands for it. Across its stack's axis a spacer takes no
/// room at all, so it never makes its stack taller or wider.
public struct Spacer: Node, PrimitiveNode {
    let minLength: Double?

    /// Empty space at least `minLength` long along its stack (8, the default spacing, when `nil`).
    public init(minLength: Double? = nil) {
        self.minLength = minLength
    }

    /// The node itself: it is primitive.
    public var body: Spacer { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        [context.makeNode(SpacerLayout(minLength: minLength ?? StackLayout.defaultSpacing,
                                       axis: context.environment.stackAxis))]
    }
}

/// Takes what it is offered along its axis (at least its minimum), nothing across it.
struct SpacerLayout: Behavior {
    let minLength: Double
    /// The stack's axis, or `nil` to grow both ways.
    let axis: Axis?
    let name = "Spacer"

    func validate() -> String? {
        Check.length(minLength, "minLength")
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: SceneNode, in graph: SceneGraph) throws(SceneError) -> Size {
        func length(_ proposed: Double?) -> Double { max(proposed ?? minLength, minLength) }
        switch axis {
        case .horizontal: return Size(width: length(proposal.width), height: 0)
        case .vertical: return Size(width: 0, height: length(proposal.height))
        case nil: return Size(width: length(proposal.width), height: length(proposal.height))
        }
    }

    var hitArea: HitArea { .none }
}
