/// SwiftUI's `GraphicsContext.Filter` cases that are not colour matrices or a blur — a shadow and
/// an alpha threshold — and the opaque blur of `blur(radius:opaque:)`, written as filter graphs
/// of the Filter Effects primitives, so every backend draws them with what it draws SVG filters
/// with.
extension Filter {
    /// Where such a graph applies: everywhere. A graph's region is cut to the canvas before it is
    /// allocated, so this costs nothing beyond the canvas; the group's bounds (and its damage) are
    /// the canvas.
    static let unboundedRegion = Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6)

    /// How finely ``alphaThreshold(min:max:color:)`` reads alpha: a quarter of an 8-bit level.
    static let alphaThresholdSteps = 1024

    /// A shadow of the drawing in `color`, blurred by `radius` (the Gaussian's standard deviation
    /// is half of it, as for ``Shadow``) and moved by `x`, `y`, drawn under the drawing — SwiftUI's
    /// `GraphicsContext.Filter.shadow(color:radius:x:y:)`, Filter Effects' `feDropShadow`.
    /// SwiftUI's `blendMode:` and `options:` are not taken.
    public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: Double, x: Double = 0,
                              y: Double = 0) -> Filter {
        let sigma = Shadow(color: color, radius: radius, x: x, y: y).sigma
        return graph([FilterPrimitive(.dropShadow(dx: x, dy: y, x: sigma, y: sigma, color: color), inputs: [.sourceGraphic],
                                      subregion: unboundedRegion, colorSpace: .sRGB)])
    }

    /// `color` where the drawing's alpha lies in `min…max`, transparent elsewhere — SwiftUI's
    /// `GraphicsContext.Filter.alphaThreshold(min:max:color:)`. Alpha is read in steps of
    /// 1/``alphaThresholdSteps``.
    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter {
        let steps = Double(alphaThresholdSteps)
        let passes = (0..<alphaThresholdSteps).map { k -> Double in
            let alpha = (Double(k) + 0.5) / steps
            return alpha >= min && alpha <= max ? 1 : 0
        }
        return graph([
            FilterPrimitive(.componentTransfer([.identity, .identity, .identity, .discrete(passes)]),
                            inputs: [.sourceGraphic], subregion: unboundedRegion, colorSpace: .sRGB),
            FilterPrimitive(.flood(color), inputs: [], subregion: unboundedRegion, colorSpace: .sRGB),
            FilterPrimitive(.composite(.in), inputs: [.result(1), .result(0)], subregion: unboundedRegion, colorSpace: .sRGB),
        ])
    }

    /// What lies inside `bounds` blurred by a Gaussian whose standard deviation is `radius`, with
    /// the pixels beyond them taken to be copies of the edge pixels (``BlurEdgeMode/duplicate``)
    /// and the result cut to `bounds` — SwiftUI's `blur(radius:opaque: true)`: an opaque picture
    /// stays opaque up to its edges instead of fading out.
    public static func opaqueBlur(radius: Double, in bounds: Rect) -> Filter {
        let blur = FilterPrimitive(.gaussianBlur(x: radius, y: radius, edgeMode: .duplicate), inputs: [.sourceGraphic],
                                   subregion: bounds, colorSpace: .sRGB)
        return .graph(FilterGraph(region: bounds, primitives: [blur]))
    }

    private static func graph(_ primitives: [FilterPrimitive]) -> Filter {
        .graph(FilterGraph(region: unboundedRegion, primitives: primitives))
    }
}
