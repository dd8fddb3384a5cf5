import VellumCore

/// A thin line that separates content, as SwiftUI's `Divider`: across an `HStack` it stands
/// vertically, anywhere else it lies horizontally.
///
/// It is one point thick and as long as it is offered (0 when asked for its ideal length), in
/// SwiftUI's separator colour (60, 60, 67 at 29 % opacity). Like SwiftUI's, a divider in an
/// `HStack` offered a tall proposal makes its row that tall; `.fixedSize(horizontal: false,
/// vertical: true)` on the row keeps the row as tall as its content and the divider with it.
public struct Divider: Node, PrimitiveNode {
    /// The colour SwiftUI draws dividers in (its light-mode separator colour).
    public static let color = Color(red8: 60, green8: 60, blue8: 67, alpha8: 74)
    /// How thick a divider is, in points.
    public static let thickness = 1.0

    /// Creates a divider.
    public init() {}

    /// The node itself: it is primitive.
    public var body: Divider { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        [context.makeNode(DividerLayout(vertical: context.environment.stackAxis == .horizontal))]
    }
}

/// Takes its offered length and a fixed thickness, and fills its frame.
struct DividerLayout: Behavior {
    /// Whether the line stands (in an `HStack`) rather than lies.
    let vertical: Bool
    let name = "Divider"

    func sizeThatFits(_ proposal: ProposedSize, of node: SceneNode, in graph: SceneGraph) throws(SceneError) -> Size {
        vertical ? Size(width: Divider.thickness, height: proposal.height ?? 0)
                 : Size(width: proposal.width ?? 0, height: Divider.thickness)
    }

    func record(_ node: SceneNode, size: Size, transform: AffineTransform,
                into recorder: inout Recorder) throws(SceneError) -> Rect? {
        guard size.width.isFinite, size.height.isFinite else {
            throw .invalidValue(path: node.path, message: "a divider cannot be infinitely long (\(size))")
        }
        return recorder.fill(Path(Rect(size: size)), paint: .color(Divider.color), rule: .nonZero, transform: transform)
    }
}
