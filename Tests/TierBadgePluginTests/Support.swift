import Testing
import Vellum
import VellumComponents
import VellumTierBadgePlugin

/// Whether two numbers agree within `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// Whether two points agree within `tolerance`.
func close(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

/// One recorded fill, its path already in device space.
struct DeviceFill {
    var path: Path
    var paint: Paint
    var bounds: Rect { path.boundingRect }
}

/// The tier badge's recorded list for `arguments` on a canvas of `size`.
func tierList(_ arguments: [String: String] = [:], size: Size = Size(square: 256)) throws -> DisplayList {
    try TierBadgePlugin.tierBadge.build(arguments, size: size).scene().displayList(size: size)
}

/// The fills of a list in drawing order, in device space: shield, V band, numeral, then the label.
func deviceFills(_ list: DisplayList) -> [DeviceFill] {
    list.operations.compactMap { op in
        guard case .fill(let path, let paint, _, let transform) = op else { return nil }
        return DeviceFill(path: path.applying(transform), paint: paint)
    }
}

/// The end points of a path's elements (every element here is a move or a line), `nil` for a close.
func vertices(_ path: Path) -> [Point?] {
    path.elements.map { element in
        switch element {
        case .move(let p), .line(let p): p
        case .quadCurve(let p, _), .curve(let p, _, _): p
        case .closeSubpath: nil
        }
    }
}

/// Whether two vertex lists agree point by point (closes at the same places) within `tolerance`.
func same(_ a: [Point?], _ b: [Point?], _ tolerance: Double = 1e-9) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { p, q in
        switch (p, q) {
        case (nil, nil): true
        case (let p?, let q?): close(p, q, tolerance)
        default: false
        }
    }
}
