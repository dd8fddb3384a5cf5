import VellumCore

/// Conservative bounds of what a run of drawing operations paints, in the coordinates the
/// operations' transforms map to. The SVG backend needs them to size shadow filter regions:
/// a filter only sees, and only paints, its region.
///
/// Bounds may be larger than the painted area (clips are ignored, stroke joins are assumed to
/// reach the miter limit) but never smaller.
struct SVGBounds: Sendable {
    private let symbols: [Tag: DisplayList]
    private var symbolBounds: [Tag: Rect?] = [:]

    /// Creates a calculator for lists using `symbols`.
    init(symbols: [Tag: DisplayList]) {
        self.symbols = symbols
    }

    /// The bounds of `operations`, or `nil` when they paint nothing. Layers must be balanced.
    mutating func bounds(of operations: ArraySlice<DrawOperation>) -> Rect? {
        var result: Rect?
        var index = operations.startIndex
        while index < operations.endIndex {
            switch operations[index] {
            case .fill(let path, _, _, let transform):
                result = Self.union(result, Self.pathBounds(path, outset: 0, transform))
            case .stroke(let path, _, let style, let transform):
                result = Self.union(result, Self.pathBounds(path, outset: Self.strokeOutset(style), transform))
            case .useSymbol(let tag, let transform):
                result = Self.union(result, bounds(ofSymbol: tag)?.applying(transform))
            case .beginLayer(_, let shadow?):
                let end = Self.matchingEnd(ofLayerAt: index, in: operations)
                let inner = bounds(of: operations[(index + 1)..<end])
                result = Self.union(result, inner.map { SVGFilters.region(of: $0, shadow: shadow) })
                index = end
            case .pushClip, .popClip, .beginLayer, .endLayer:
                break
            }
            index += 1
        }
        return result
    }

    /// The index of the `endLayer` closing the layer begun at `start`.
    static func matchingEnd(ofLayerAt start: Int, in operations: ArraySlice<DrawOperation>) -> Int {
        var depth = 0
        for index in start..<operations.endIndex {
            switch operations[index] {
            case .beginLayer: depth += 1
            case .endLayer:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return operations.endIndex - 1  // Unreachable for validated lists, whose layers balance.
    }

    /// The smallest rectangle containing both; `nil` stands for nothing.
    static func union(_ a: Rect?, _ b: Rect?) -> Rect? {
        guard let a else { return b }
        guard let b else { return a }
        return union(a, b)
    }

    /// The smallest rectangle containing both, degenerate ones included (unlike `Rect.union`,
    /// which ignores an empty rectangle at the origin).
    static func union(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }

    private mutating func bounds(ofSymbol tag: Tag) -> Rect? {
        if let known = symbolBounds[tag] { return known }
        let computed = symbols[tag].flatMap { bounds(of: $0.operations[...]) }
        symbolBounds[tag] = computed
        return computed
    }

    private static func pathBounds(_ path: Path, outset: Double, _ transform: AffineTransform) -> Rect? {
        guard !path.isEmpty else { return nil }
        return path.boundingRect.insetBy(dx: -outset, dy: -outset).applying(transform)
    }

    /// How far a stroke can reach beyond its path: half the width, times the miter limit for
    /// miter joins and √2 for square caps (a square cap's corner on a diagonal end).
    private static func strokeOutset(_ style: StrokeStyle) -> Double {
        let join = style.lineJoin == .miter ? max(style.miterLimit, 1) : 1
        let cap = style.lineCap == .square ? 2.0.squareRoot() : 1
        return max(style.lineWidth, 0) / 2 * max(join, cap)
    }
}
