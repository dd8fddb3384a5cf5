import Foundation
import VellumCore

/// Lays its rows out in a table whose columns are as wide as their widest cell, as SwiftUI's
/// `Grid`:
///
///     Grid(alignment: .leading) {
///         GridRow { Text("Rank"); Text("Handle"); Text("Rating") }
///         Divider()
///         GridRow { Text("1"); Text("ada"); Text("2,317").gridColumnAlignment(.trailing) }
///     }
///
/// Each ``GridRow``'s children are its cells, one column each (``Node/gridCellColumns(_:)``
/// spans several); a child that is not a row spans every column. The grid has as many columns as
/// its longest row. Column widths and row heights are shared out as stacks share their length
/// (the least flexible first, an equal share each); cells are then offered their column's width
/// and their row's height and aligned in that area.
public struct Grid<Content: Node>: Node, PrimitiveNode {
    let alignment: Alignment
    let horizontalSpacing: Double?
    let verticalSpacing: Double?
    let content: Content

    /// A grid of the rows `content` builds, cells aligned by `alignment`, with `horizontalSpacing`
    /// between columns and `verticalSpacing` between rows (8 when `nil`).
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @NodeBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing.map { Double($0) }
        self.verticalSpacing = verticalSpacing.map { Double($0) }
        self.content = content()
    }

    /// The node itself: it is primitive.
    public var body: Grid { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        var layout = GridLayout(alignment: alignment, spacing: Size(width: horizontalSpacing ?? StackLayout.defaultSpacing,
                                                                    height: verticalSpacing ?? StackLayout.defaultSpacing))
        // Rows stack vertically: a divider between them is a horizontal line.
        let built = try context.forChildren(inStackAlong: .vertical).build(content)
        // The grid lays out every cell itself, so a row's cells become the grid's children and
        // the row is remembered as a range of them.
        var cells: [SceneNode] = [], rows: [GridLayout.Row] = []
        for node in built {
            if let row = node.behavior as? GridRowLayout {
                rows.append(GridLayout.Row(cells: cells.count..<cells.count + node.children.count, alignment: row.alignment))
                cells += node.children
            } else {
                rows.append(GridLayout.Row(cells: cells.count..<cells.count + 1, alignment: nil, spansAllColumns: true))
                cells.append(node)
            }
        }
        layout.rows = rows
        return [context.makeNode(layout, children: cells)]
    }
}

/// One row of a ``Grid``: each child is a cell, as SwiftUI's `GridRow`. Outside a grid it lays
/// its children out as an `HStack` would.
public struct GridRow<Content: Node>: Node, PrimitiveNode {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of the cells `content` builds, aligned vertically by `alignment` (the grid's when
    /// `nil`).
    public init(alignment: VerticalAlignment? = nil, @NodeBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// The node itself: it is primitive.
    public var body: GridRow { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        let row = GridRowLayout(alignment: alignment)
        return [context.makeNode(row, children: try context.forChildren(inStackAlong: .horizontal).build(content))]
    }
}

/// A grid row's node: the grid lays its cells out; alone, it is an `HStack`.
struct GridRowLayout: ChildrenArrangement {
    let alignment: VerticalAlignment?
    var name: String { "GridRow" }

    private var stack: StackLayout { StackLayout(axis: .horizontal, crossGuide: (alignment ?? .center).key, spacing: nil) }

    func sizeThatFits(_ proposal: ProposedSize, children: [SceneNode], in graph: SceneGraph) throws(SceneError) -> Size {
        try stack.sizeThatFits(proposal, children: children, in: graph)
    }

    func placements(of children: [SceneNode], size: Size, proposal: ProposedSize,
                    in graph: SceneGraph) throws(SceneError) -> [ChildPlacement] {
        try stack.placements(of: children, size: size, proposal: proposal, in: graph)
    }
}
