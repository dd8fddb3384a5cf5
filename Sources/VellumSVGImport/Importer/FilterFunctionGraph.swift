import VellumCore

/// CSS filter functions (``FilterFunction``) as filter graphs of the primitives the Filter
/// Effects Module defines them by, computed in sRGB. A function has no filter region of its
/// own: the graph covers what the element draws grown by how far the list's functions carry
/// pixels.
enum FilterFunctionGraph {
    /// What the element draws (`ink`, in its user space) grown by every blur's three deviations
    /// and every shadow's offset and blur.
    static func region(around ink: Rect, for functions: [FilterFunction], style: Style) -> Rect {
        var grow = 0.0
        for function in functions {
            switch function {
            case .blur(let l): grow += 3 * pixels(l, style)
            case .dropShadow(_, let dx, let dy, let blur):
                grow += 3 * pixels(blur, style) + max(abs(pixels(dx, style)), abs(pixels(dy, style)))
            default: break
            }
        }
        return ink.insetBy(dx: -grow - 1, dy: -grow - 1)
    }

    private static func pixels(_ length: Length, _ style: Style) -> Double {
        length.resolved(.other, in: Size(width: 100, height: 100), fontSize: style.fontSize)
    }

    /// The graph of `function` over `region`.
    static func graph(_ function: FilterFunction, region: Rect, style: Style, viewport: Size) -> FilterGraph {
        let kind: FilterPrimitiveKind
        switch function {
        case .blur(let l):
            let s = pixels(l, style)
            kind = s > 0 ? .gaussianBlur(x: s, y: s) : .offset(dx: 0, dy: 0)
        case .brightness(let a): kind = .componentTransfer(rgb(.linear(slope: a, intercept: 0)))
        case .contrast(let a): kind = .componentTransfer(rgb(.linear(slope: a, intercept: 0.5 - 0.5 * a)))
        case .grayscale(let a): kind = .colorMatrix(Filter.grayscale(a).matrix ?? .identity)
        case .invert(let a): kind = .componentTransfer(rgb(.table([a, 1 - a])))
        case .opacity(let a): kind = .componentTransfer([.identity, .identity, .identity, .table([0, a])])
        case .saturate(let a): kind = .colorMatrix(Filter.saturation(a).matrix ?? .identity)
        case .sepia(let a): kind = .colorMatrix(.sepia(a))
        case .hueRotate(let degrees): kind = .colorMatrix(Filter.hueRotation(.degrees(degrees)).matrix ?? .identity)
        case .dropShadow(let color, let dx, let dy, let blur):
            let s = pixels(blur, style)
            kind = .dropShadow(dx: pixels(dx, style), dy: pixels(dy, style), x: s, y: s,
                               color: color.resolved(current: style.color))
        }
        return FilterGraph(region: region, primitives: [
            FilterPrimitive(kind, inputs: [.sourceGraphic], subregion: region, colorSpace: .sRGB),
        ])
    }

    private static func rgb(_ f: TransferFunction) -> [TransferFunction] { [f, f, f, .identity] }
}
