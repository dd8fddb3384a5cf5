import VellumComponents
import VellumCore
import VellumScene

/// The landmark badge from Apple's *Drawing Paths and Shapes* tutorial as a component.
///
///     var registry = ComponentRegistry()
///     try registry.register(BadgePlugin.plugin)
///     let body = try registry.component(named: "badge").build(["rotation-count": "6"],
///                                                              size: Size(square: 256))
///     let image = try body.scene().render(size: Size(square: 256), backend: .raster)
public enum BadgePlugin {
    /// The plugin: one component, `badge`.
    public static var plugin: Plugin {
        Plugin(name: "badge", summary: "The landmark badge from Apple's Drawing Paths and Shapes tutorial",
               components: [badge])
    }

    /// The `badge` component.
    public static var badge: Component {
        Component(name: "badge",
                  summary: "A gradient hexagon with a ring of mountains (Apple's landmark badge)",
                  parameters: .rotationCount, .gradientStart, .gradientEnd, .symbolColor, .symbolOpacity, .symbolScale,
                  defaultSize: Size(square: 256), variations: variations) { values in
            body(style: style(from: values), canvas: values.canvasSize)
        }
    }

    /// The badge and its mountain symbol, sized for a canvas of `canvas`: the badge takes the
    /// largest centred square, and the symbol is defined once at the size that square needs.
    public static func body(style: BadgeStyle, canvas: Size) -> ComponentBody {
        let side = min(canvas.width, canvas.height)
        return ComponentBody(Badge(style: style, side: side), symbols: Badge.symbols(style: style, side: side))
    }

    static let variations: [Component.Variation] = [
        .init("six", ["rotation-count": "6"]),
        .init("twelve", ["rotation-count": "12"]),
        .init("night", ["gradient-start": "#1d2b64", "gradient-end": "#6a3093", "symbol-color": "#f8cdda",
                        "symbol-opacity": "0.6"]),
        .init("forest", ["gradient-start": "#a8e063", "gradient-end": "#2f7336", "symbol-color": "#ffffff",
                         "rotation-count": "5", "symbol-scale": "0.3"]),
    ]

    static func style(from values: ParameterValues) -> BadgeStyle {
        BadgeStyle(rotationCount: values[.rotationCount],
                   gradientStart: values[.gradientStart],
                   gradientEnd: values[.gradientEnd],
                   symbolColor: values[.symbolColor],
                   symbolOpacity: values[.symbolOpacity],
                   symbolScale: values[.symbolScale])
    }
}

// The badge's parameters.
extension ParameterKey where Value == Int {
    static let rotationCount = ParameterKey("rotation-count", default: 8, range: 1...24,
                                            summary: "How many mountains are spread around the centre.")
}

extension ParameterKey where Value == Color {
    static let gradientStart = ParameterKey("gradient-start", default: BadgeBackground.defaultGradientStart,
                                            summary: "The background colour at the top of the badge.")
    static let gradientEnd = ParameterKey("gradient-end", default: BadgeBackground.defaultGradientEnd,
                                          summary: "The background colour from 60 % of the height down.")
    static let symbolColor = ParameterKey("symbol-color", default: BadgeSymbol.defaultColor,
                                          summary: "The mountains' colour.")
}

extension ParameterKey where Value == Double {
    static let symbolOpacity = ParameterKey("symbol-opacity", default: 0.5, range: 0...1,
                                            summary: "The opacity of each mountain; overlaps look darker.")
    static let symbolScale = ParameterKey(
        "symbol-scale", default: 0.25, range: 0.05...1,
        summary: "The size of the mountain ring: 0.25 is the tutorial's, larger values spread it wider.")
}
