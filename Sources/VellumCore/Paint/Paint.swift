/// What fills or strokes a shape: a solid colour, a gradient (SwiftUI's
/// `GraphicsContext.Shading`) or a raster image.
public enum Paint: Hashable, Sendable {
    case color(Color)
    case linearGradient(LinearGradient)
    case radialGradient(RadialGradient)
    /// A conic gradient: the colour changes with the angle around a centre.
    case angularGradient(AngularGradient)
    /// A raster image mapped into user space (see ``ImagePaint``).
    case image(ImagePaint)

    /// The paint with its alpha multiplied by `opacity` (clamped to 0…1).
    public func opacity(_ opacity: Double) -> Paint {
        if opacity >= 1 { return self }
        switch self {
        case .color(let c): return .color(c.opacity(opacity))
        case .linearGradient(var g):
            g.gradient = g.gradient.opacity(opacity)
            return .linearGradient(g)
        case .radialGradient(var g):
            g.gradient = g.gradient.opacity(opacity)
            return .radialGradient(g)
        case .angularGradient(var g):
            g.gradient = g.gradient.opacity(opacity)
            return .angularGradient(g)
        case .image(var i):
            i.opacity *= max(opacity, 0)
            return .image(i)
        }
    }

    /// Whether every number in the paint is finite.
    public var isFinite: Bool {
        switch self {
        case .color(let c): return c.isFinite
        case .linearGradient(let g):
            return g.startPoint.isFinite && g.endPoint.isFinite && g.transform.isFinite
                && g.gradient.stops.allSatisfy { $0.color.isFinite }
        case .radialGradient(let g):
            return g.center.isFinite && g.focus.isFinite && g.startRadius.isFinite
                && g.endRadius.isFinite && g.transform.isFinite
                && g.gradient.stops.allSatisfy { $0.color.isFinite }
        case .angularGradient(let g):
            return g.isFinite
        case .image(let i):
            return i.transform.isFinite && i.opacity.isFinite
        }
    }
}

