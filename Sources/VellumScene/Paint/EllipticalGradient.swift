import VellumCore

/// A radial gradient stretched into the ellipse that fills the shape's frame, as SwiftUI's
/// `EllipticalGradient`: radii are fractions of the frame, so with the default end fraction of
/// 0.5 the last colour reaches the frame's edges, left and right as well as top and bottom.
///
///     Rectangle().fill(EllipticalGradient(colors: [.yellow, .orange]))
///
/// It is a radial gradient in bounding-box units (SVG's `objectBoundingBox`), so every backend
/// draws it as it draws radial gradients.
public struct EllipticalGradient: ShapeStyle, Node, Hashable, Sendable {
    /// The colours and where they fall.
    public var gradient: Gradient
    /// The centre, a unit point of the frame.
    public var center: UnitPoint
    /// Where the first colour ends, a fraction of the frame's size.
    public var startRadiusFraction: Double
    /// Where the last colour begins, a fraction of the frame's size.
    public var endRadiusFraction: Double

    /// A gradient from `center` out to the ellipse `endRadiusFraction` of the frame across.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: Double = 0,
                endRadiusFraction: Double = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// A gradient through evenly spaced `colors`.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: Double = 0,
                endRadiusFraction: Double = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    /// A gradient through `stops`.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: Double = 0,
                endRadiusFraction: Double = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    /// The radial gradient in bounding-box units that draws it.
    public func resolvedPaint(in context: ShapeStyleContext) -> Paint {
        let c = Point(x: center.x, y: center.y)
        return .radialGradient(RadialGradient(gradient: gradient, center: c, radius: endRadiusFraction, focus: c,
                                              focusRadius: startRadiusFraction, units: .objectBoundingBox))
    }

    /// A rectangle filled with the gradient: the gradient as a view.
    public var body: ShapeNode<Rectangle> { Rectangle().fill(self) }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient, as SwiftUI's `.ellipticalGradient(_:center:startRadiusFraction:endRadiusFraction:)`.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center,
                                          startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient through evenly spaced colours.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center,
                                          startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction,
                           endRadiusFraction: endRadiusFraction)
    }
}
