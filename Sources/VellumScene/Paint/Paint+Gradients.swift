import VellumCore

// SwiftUI's `ShapeStyle` gradient spellings, so `.fill(.linearGradient(…))` ports unchanged.
extension Paint {
    /// A linear gradient between two unit points of the filled shape's bounding box, as
    /// SwiftUI's `.linearGradient(_:startPoint:endPoint:)`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> Paint {
        .linearGradient(LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint))
    }

    /// A linear gradient through evenly spaced colours between two unit points.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> Paint {
        linearGradient(Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A conic gradient making one full clockwise turn from `angle` around `center`, a point in
    /// the drawing's user space, as SwiftUI's `GraphicsContext.Shading.conicGradient(_:center:angle:)`.
    public static func conicGradient(_ gradient: Gradient, center: Point, angle: Angle = .zero) -> Paint {
        .angularGradient(AngularGradient(gradient: gradient, center: center, startAngle: angle,
                                         endAngle: angle + .degrees(360)))
    }

    /// A radial gradient centred on a unit point of the filled shape's bounding box, as SwiftUI's
    /// `.radialGradient(_:center:startRadius:endRadius:)`.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: Double,
                                      endRadius: Double) -> Paint {
        .radialGradient(RadialGradient(gradient: gradient, center: center, startRadius: startRadius,
                                       endRadius: endRadius))
    }
}
