import VellumCore

// The static members SwiftUI gives `ShapeStyle`, so `.fill(.red)`, `.foregroundStyle(.white)`,
// `.foregroundStyle(.secondary)` and `.fill(.linearGradient(…))` resolve as they do there.

extension ShapeStyle where Self == Color {
    /// SwiftUI's red.
    public static var red: Color { Color.red }
    /// SwiftUI's orange.
    public static var orange: Color { Color.orange }
    /// SwiftUI's yellow.
    public static var yellow: Color { Color.yellow }
    /// SwiftUI's green.
    public static var green: Color { Color.green }
    /// SwiftUI's mint.
    public static var mint: Color { Color.mint }
    /// SwiftUI's teal.
    public static var teal: Color { Color.teal }
    /// SwiftUI's cyan.
    public static var cyan: Color { Color.cyan }
    /// SwiftUI's blue.
    public static var blue: Color { Color.blue }
    /// SwiftUI's indigo.
    public static var indigo: Color { Color.indigo }
    /// SwiftUI's purple.
    public static var purple: Color { Color.purple }
    /// SwiftUI's pink.
    public static var pink: Color { Color.pink }
    /// SwiftUI's brown.
    public static var brown: Color { Color.brown }
    /// White.
    public static var white: Color { Color.white }
    /// SwiftUI's gray.
    public static var gray: Color { Color.gray }
    /// Black.
    public static var black: Color { Color.black }
    /// Fully transparent.
    public static var clear: Color { Color.clear }

    /// A colour as a style, as SwiftUI's `.color(_:)`.
    public static func color(_ color: Color) -> Color { color }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The foreground style itself.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of the foreground style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of the foreground style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of the foreground style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in effect.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient between two unit points of the shape's frame.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient through evenly spaced colours.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient through stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient centred on a unit point of the shape's frame.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: Double,
                                      endRadius: Double) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient through evenly spaced colours.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: Double,
                                      endRadius: Double) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient through stops.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: Double,
                                      endRadius: Double) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension Color {
    /// The primary label colour, as SwiftUI's `Color.primary`: black in the light appearance,
    /// white in the dark one.
    public static let primary = Color.black.adapting(dark: (255, 255, 255))
    /// The secondary label colour, as SwiftUI's `Color.secondary`: (60, 60, 67) at 60 % opacity
    /// in the light appearance, (235, 235, 245) at 60 % in the dark one.
    public static let secondary = labelGray.opacity(0.6)
    /// The grey of the fainter label colours: (60, 60, 67), dark (235, 235, 245).
    static let labelGray = Color(red8: 60, green8: 60, blue8: 67).adapting(dark: (235, 235, 245))
    /// The default accent colour, as SwiftUI's `Color.accentColor` with no accent colour of the
    /// app's own: the system blue, (0, 122, 255), dark (10, 132, 255). What `.tint` draws with
    /// where no `.tint(_:)` sets another.
    public static let accentColor = Color.blue

    /// A gentle top-to-bottom gradient from the colour, as SwiftUI's `Color.gradient`: the colour
    /// lightened a little at the top to the colour darkened a little at the bottom.
    public var gradient: LinearGradient {
        LinearGradient(colors: [mixed(with: .white, by: 0.15), mixed(with: .black, by: 0.1)],
                       startPoint: .top, endPoint: .bottom)
    }

    /// The colour moved `fraction` of the way to `other`, keeping its own opacity.
    private func mixed(with other: Color, by fraction: Double) -> Color {
        var mix = interpolated(to: other, fraction)
        mix.alpha = alpha
        return mix
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient from `startAngle` to `endAngle` around a unit point of the shape's
    /// frame, as SwiftUI's `.angularGradient(_:center:startAngle:endAngle:)`.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient through evenly spaced colours.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient through stops.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle,
                                       endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A conic gradient: one full clockwise turn from `angle`, as SwiftUI's
    /// `.conicGradient(_:center:angle:)`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// A conic gradient through evenly spaced colours.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }

    /// A conic gradient through stops.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}
