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

    /// A radial gradient centred on a unit point of the filled shape's bounding box, as SwiftUI's
    /// `.radialGradient(_:center:startRadius:endRadius:)`.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: Double,
                                      endRadius: Double) -> Paint {
        .radialGradient(RadialGradient(gradient: gradient, center: center, startRadius: startRadius,
                                       endRadius: endRadius))
    }
}
