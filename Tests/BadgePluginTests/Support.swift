import Testing
import Vellum
import VellumBadgePlugin
import VellumComponents
import VellumTestSupport

/// The display list's tag, not Swift Testing's.
typealias Tag = VellumCore.Tag

/// Whether two numbers agree within `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two points agree within `tolerance`.
func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

/// The recorded display list of the badge for `arguments` on a canvas of `size`.
func badgeList(_ arguments: [String: String] = [:], size: Size = Size(square: 256)) throws -> DisplayList {
    try BadgePlugin.badge.build(arguments, size: size).scene().displayList(size: size)
}

/// The `useSymbol` operations of a list, in order.
func symbolUses(_ list: DisplayList) -> [(tag: Tag, transform: AffineTransform)] {
    list.operations.compactMap { op in
        if case .useSymbol(let tag, let transform) = op { return (tag, transform) }
        return nil
    }
}

/// The `fill` operations of a list, in order.
func fills(_ list: DisplayList) -> [(path: Path, paint: Paint, transform: AffineTransform)] {
    list.operations.compactMap { op in
        if case .fill(let path, let paint, _, let transform) = op { return (path, paint, transform) }
        return nil
    }
}

/// Every point an element ends on or bends towards, in order, with `nil` for a close.
func points(_ path: Path) -> [Point?] {
    path.elements.flatMap { element -> [Point?] in
        switch element {
        case .move(let p), .line(let p): [p]
        case .quadCurve(let p, let c): [c, p]
        case .curve(let p, let c1, let c2): [c1, c2, p]
        case .closeSubpath: [nil]
        }
    }
}
