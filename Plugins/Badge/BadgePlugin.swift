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
                  parameters: parameters, defaultSize: Size(square: 256), variations: variations) { values in
            body(style: style(from: values), canvas: values.canvasSize)
        }
    }

    /// The badge and its mountain symbol, sized for a canvas of `canvas`: the badge takes the
    /// largest centred square, and the symbol is defined once at the size that square needs.
    public static func body(style: BadgeStyle, canvas: Size) -> ComponentBody {
        let side = min(canvas.width, canvas.height)
        return ComponentBody(Badge(style: style, side: side), symbols: Badge.symbols(style: style, side: side))
    }

    static let parameters: [Parameter] = [
        .integer("rotation-count", 1...24, default: 8, "How many mountains are spread around the centre."),
        .color("gradient-start", default: BadgeBackground.defaultGradientStart,
               "The background colour at the top of the badge."),
        .color("gradient-end", default: BadgeBackground.defaultGradientEnd,
               "The background colour from 60 % of the height down."),
        .color("symbol-color", default: BadgeSymbol.defaultColor, "The mountains' colour."),
        .number("symbol-opacity", 0...1, default: 0.5, "The opacity of each mountain; overlaps look darker."),
        .number("symbol-scale", 0.05...1, default: 0.25,
                "The size of the mountain ring: 0.25 is the tutorial's, larger values spread it wider."),
    ]

    static let variations: [Component.Variation] = [
        .init("six", ["rotation-count": "6"]),
        .init("twelve", ["rotation-count": "12"]),
        .init("night", ["gradient-start": "#1d2b64", "gradient-end": "#6a3093", "symbol-color": "#f8cdda",
                        "symbol-opacity": "0.6"]),
        .init("forest", ["gradient-start": "#a8e063", "gradient-end": "#2f7336", "symbol-color": "#ffffff",
                         "rotation-count": "5", "symbol-scale": "0.3"]),
    ]

    static func style(from values: ParameterValues) -> BadgeStyle {
        BadgeStyle(rotationCount: values.integer("rotation-count"),
                   gradientStart: values.color("gradient-start"),
                   gradientEnd: values.color("gradient-end"),
                   symbolColor: values.color("symbol-color"),
                   symbolOpacity: values.number("symbol-opacity"),
                   symbolScale: values.number("symbol-scale"))
    }
}
