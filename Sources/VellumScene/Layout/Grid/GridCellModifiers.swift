import VellumCore

extension Node {
    /// Makes this cell span `count` columns of its ``GridRow``, as SwiftUI's `gridCellColumns(_:)`.
    /// A count below 1 is an error.
    public func gridCellColumns(_ count: Int) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: GridCellColumns(count: count))
    }

    /// Aligns every cell of this cell's column horizontally by `guide`, as SwiftUI's
    /// `gridColumnAlignment(_:)` (the grid's alignment otherwise).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: GridColumnAlignment(guide: guide))
    }

    /// Puts this cell at `anchor` of its cell area instead of aligning it, as SwiftUI's
    /// `gridCellAnchor(_:)`.
    public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: GridCellAnchor(anchor: anchor))
    }

    /// Keeps this cell from sizing its column (horizontal) or row (vertical): along those axes it
    /// takes what the other cells make, as SwiftUI's `gridCellUnsizedAxes(_:)`.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: GridCellUnsizedAxes(axes: axes))
    }
}

/// How many columns a cell spans.
struct GridCellColumns: WrappingModifier {
    let count: Int
    var name: String { "gridCellColumns" }

    func validate() -> String? {
        count >= 1 ? nil : "a cell must span at least 1 column (\(count))"
    }
}

/// The horizontal alignment of a cell's whole column.
struct GridColumnAlignment: WrappingModifier {
    let guide: HorizontalAlignment
    var name: String { "gridColumnAlignment" }
}

/// Where a cell sits in its area, overriding alignment.
struct GridCellAnchor: WrappingModifier {
    let anchor: UnitPoint
    var name: String { "gridCellAnchor" }

    func validate() -> String? {
        Check.first(Check.finite(anchor.x, "the cell anchor's x"), Check.finite(anchor.y, "the cell anchor's y"))
    }
}

/// The axes along which a cell does not size its column or row.
struct GridCellUnsizedAxes: WrappingModifier {
    let axes: Axis.Set
    var name: String { "gridCellUnsizedAxes" }
}
