import VellumCore

/// Sizes a ``Grid``'s columns and rows and places its cells (the node's children, row after row).
///
/// Columns are measured by the cells that span one column and are sized horizontally; rows by
/// the cells sized vertically. A cell spanning several columns (or a child that is no row, which
/// spans all) is offered their widths and the spacing between them, and widens the last of them
/// only by what its minimum width lacks. The grid's width is shared out among columns, and its
/// height among rows, as a stack shares its length among children: the least flexible first,
/// each offered an equal share of what remains.
struct GridLayout: Behavior {
    /// A run of the grid's children forming one row.
    struct Row {
        var cells: Range<Int>
        /// The row's vertical alignment (`GridRow(alignment:)`), or `nil` for the grid's.
        var alignment: VerticalAlignment?
        /// Whether the row is one child that is no ``GridRow``, spanning every column.
        var spansAllColumns = false
    }

    /// Where one cell is in the grid.
    private struct Cell {
        var index: Int, row: Int, column: Int, span: Int
        var unsized: Axis.Set
    }

    /// The grid sized for one proposal: column widths, row heights, and each cell's area.
    private struct Metrics {
        var columnWidths: [Double], rowHeights: [Double]
        var spacing: Size

        var size: Size {
            Size(width: columnWidths.reduce(0, +) + spacing.width * Double(max(columnWidths.count - 1, 0)),
                 height: rowHeights.reduce(0, +) + spacing.height * Double(max(rowHeights.count - 1, 0)))
        }

        func x(ofColumn column: Int) -> Double {
            columnWidths[..<column].reduce(0, +) + spacing.width * Double(column)
        }

        func width(of cell: Cell) -> Double {
            columnWidths[cell.column..<cell.column + cell.span].reduce(0, +) + spacing.width * Double(cell.span - 1)
        }

        func area(of cell: Cell) -> Rect {
            Rect(x: x(ofColumn: cell.column),
                 y: rowHeights[..<cell.row].reduce(0, +) + spacing.height * Double(cell.row),
                 width: width(of: cell), height: rowHeights[cell.row])
        }
    }

    let alignment: Alignment
    let spacing: Size
    var rows: [Row] = []
    var name: String { "Grid" }

    func validate() -> String? {
        Check.first(Check.finite(spacing.width, "horizontal spacing"), Check.finite(spacing.height, "vertical spacing"))
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: SceneNode, in graph: SceneGraph) throws(SceneError) -> Size {
        try metrics(for: proposal, cells: cells(of: node), children: node.children, in: graph).size
    }

    func placements(of node: SceneNode, size: Size, proposal: ProposedSize,
                    in graph: SceneGraph) throws(SceneError) -> [ChildPlacement] {
        let cells = cells(of: node)
        let metrics = try metrics(for: proposal, cells: cells, children: node.children, in: graph)
        let columnGuides = columnAlignments(cells, children: node.children)
        return try cells.map { (cell) throws(SceneError) in
            let child = node.children[cell.index], area = metrics.area(of: cell)
            let offered = ProposedSize(area.size)
            let childSize = try child.size(for: offered, in: graph)
            if let anchor = child.modifierBehavior(GridCellAnchor.self)?.anchor {
                return ChildPlacement(proposal: offered, origin: Point(x: area.minX + (area.width - childSize.width) * anchor.x,
                                                                        y: area.minY + (area.height - childSize.height) * anchor.y))
            }
            let cellAlignment = Alignment(horizontal: cell.span == 1 ? columnGuides[cell.column] ?? alignment.horizontal : alignment.horizontal,
                                          vertical: rows[cell.row].alignment ?? alignment.vertical)
            let origin = try cellAlignment.origin(of: child, sized: childSize, for: offered, in: area.size, graph: graph)
            return ChildPlacement(proposal: offered, origin: origin + area.origin)
        }
    }

    /// Each child's row, column and span, in child order.
    private func cells(of node: SceneNode) -> [Cell] {
        let columnCount = rows.map { row in
            row.spansAllColumns ? 1 : row.cells.reduce(0) { $0 + span(of: node.children[$1]) }
        }.max() ?? 0
        var cells: [Cell] = []
        for (rowIndex, row) in rows.enumerated() {
            var column = 0
            for index in row.cells {
                let child = node.children[index]
                let span = row.spansAllColumns ? max(columnCount, 1) : span(of: child)
                cells.append(Cell(index: index, row: rowIndex, column: column, span: span,
                                  unsized: unsizedAxes(of: child)))
                column += span
            }
        }
        return cells
    }

    private func span(of child: SceneNode) -> Int {
        max(child.modifierBehavior(GridCellColumns.self)?.count ?? 1, 1)
    }

    /// A divider spanning the grid takes the grid's width without asking for any.
    private func unsizedAxes(of child: SceneNode) -> Axis.Set {
        var axes = child.modifierBehavior(GridCellUnsizedAxes.self)?.axes ?? []
        if let divider = child.modifierBehavior(DividerLayout.self) { axes.insert(divider.vertical ? .vertical : .horizontal) }
        return axes
    }

    /// The horizontal alignment a cell of each column set with `gridColumnAlignment`.
    private func columnAlignments(_ cells: [Cell], children: [SceneNode]) -> [Int: HorizontalAlignment] {
        var guides: [Int: HorizontalAlignment] = [:]
        for cell in cells where cell.span == 1 {
            if let guide = children[cell.index].modifierBehavior(GridColumnAlignment.self)?.guide { guides[cell.column] = guide }
        }
        return guides
    }

    private func metrics(for proposal: ProposedSize, cells: [Cell], children: [SceneNode],
                         in graph: SceneGraph) throws(SceneError) -> Metrics {
        let columnCount = cells.map { $0.column + $0.span }.max() ?? 0
        var metrics = Metrics(columnWidths: [], rowHeights: [], spacing: spacing)
        // Columns first, each cell asked at its ideal height.
        let sizingColumns = cells.filter { !$0.unsized.contains(.horizontal) }
        metrics.columnWidths = try share(proposal.width, spacing: spacing.width, among: columnCount) { (column, offered) throws(SceneError) in
            var widest = 0.0
            for cell in sizingColumns where cell.column == column && cell.span == 1 {
                widest = max(widest, try children[cell.index].size(for: ProposedSize(width: offered, height: nil), in: graph).width)
            }
            return widest
        }
        for cell in sizingColumns where cell.span > 1 {
            let least = try children[cell.index].size(for: ProposedSize(width: 0, height: nil), in: graph).width
            let lacking = least - metrics.width(of: cell)
            if lacking > 0 { metrics.columnWidths[cell.column + cell.span - 1] += lacking }
        }
        // Then rows, each cell offered its columns' width.
        let sizingRows = cells.filter { !$0.unsized.contains(.vertical) }
        metrics.rowHeights = try share(proposal.height, spacing: spacing.height, among: rows.count) { (row, offered) throws(SceneError) in
            var tallest = 0.0
            for cell in sizingRows where cell.row == row {
                let offer = ProposedSize(width: metrics.width(of: cell), height: offered)
                tallest = max(tallest, try children[cell.index].size(for: offer, in: graph).height)
            }
            return tallest
        }
        return metrics
    }

    /// The lengths of `count` tracks (columns or rows) sharing `available` less the spacing
    /// between them, given each track's length for an offered length (`nil`: its ideal). With
    /// nothing proposed, each track takes its ideal length.
    private func share(_ available: Double?, spacing: Double, among count: Int,
                       length: (Int, Double?) throws(SceneError) -> Double) throws(SceneError) -> [Double] {
        guard let available else { return try (0..<count).map { (track) throws(SceneError) in try length(track, nil) } }
        var least: [Double] = [], flexibility: [Double] = []
        for track in 0..<count {
            let minimum = try length(track, 0), maximum = try length(track, .infinity)
            least.append(minimum)
            flexibility.append((maximum - minimum).isNaN ? .infinity : maximum - minimum)
        }
        let order = (0..<count).sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
        var remaining = max(available - spacing * Double(max(count - 1, 0)), 0)
        var lengths = [Double](repeating: 0, count: count)
        for (done, track) in order.enumerated() {
            let offered = remaining / Double(count - done)
            lengths[track] = max(try length(track, offered), least[track])
            if remaining.isFinite { remaining = max(remaining - lengths[track], 0) }
        }
        return lengths
    }
}
