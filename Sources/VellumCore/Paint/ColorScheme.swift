/// The appearance colours are drawn for, as SwiftUI's `ColorScheme`.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Dark content on light backgrounds.
    case light
    /// Light content on dark backgrounds.
    case dark
}

extension Color {
    /// The red, green and blue components an adaptive colour takes in the dark appearance.
    public struct DarkAppearance: Hashable, Sendable {
        public var red: Double
        public var green: Double
        public var blue: Double
    }

    /// The colour as it is in the light appearance, taking the 0–255 components `dark` in the
    /// dark appearance (its opacity stays its own).
    public func adapting(dark: (red: Int, green: Int, blue: Int)) -> Color {
        var color = self
        color.darkAppearance = DarkAppearance(red: Double(dark.red) / 255, green: Double(dark.green) / 255,
                                              blue: Double(dark.blue) / 255)
        return color
    }

    /// The colour as drawn in `scheme`: in the dark appearance an adaptive colour becomes the
    /// fixed colour of its dark components (its opacity kept); otherwise the colour itself, whose
    /// components are the light appearance's.
    public func resolved(in scheme: ColorScheme) -> Color {
        guard scheme == .dark, let dark = darkAppearance else { return self }
        return Color(red: dark.red, green: dark.green, blue: dark.blue, opacity: alpha)
    }
}

extension Gradient {
    /// The gradient with every stop's colour as it is in `scheme`.
    public func resolved(in scheme: ColorScheme) -> Gradient {
        guard scheme == .dark, stops.contains(where: { $0.color.darkAppearance != nil }) else { return self }
        var resolved = self
        resolved.stops = stops.map { Stop(color: $0.color.resolved(in: scheme), location: $0.location) }
        return resolved
    }
}

extension Paint {
    /// The paint with every colour as it is in `scheme` (see ``Color/resolved(in:)``).
    public func resolved(in scheme: ColorScheme) -> Paint {
        guard scheme == .dark else { return self }
        switch self {
        case .color(let color): return .color(color.resolved(in: scheme))
        case .linearGradient(var g):
            g.gradient = g.gradient.resolved(in: scheme)
            return .linearGradient(g)
        case .radialGradient(var g):
            g.gradient = g.gradient.resolved(in: scheme)
            return .radialGradient(g)
        case .angularGradient(var g):
            g.gradient = g.gradient.resolved(in: scheme)
            return .angularGradient(g)
        case .image:
            return self
        }
    }
}
