import Foundation
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

    /// A linear gradient between two points of the drawing's user space, as SwiftUI's
    /// `GraphicsContext.Shading.linearGradient(_:startPoint:endPoint:options:)` in a `Canvas`.
    public static func linearGradient(_ gradient: Gradient, startPoint: Point, endPoint: Point) -> Paint {
        .linearGradient(LinearGradient(gradient: gradient, start: startPoint, end: endPoint))
    }

    /// The user-space `linearGradient(_:startPoint:endPoint:)` with Foundation's points.
    @_disfavoredOverload
    public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Paint {
        linearGradient(gradient, startPoint: Point(startPoint), endPoint: Point(endPoint))
    }

    /// A radial gradient centred on a point of the drawing's user space, as SwiftUI's
    /// `GraphicsContext.Shading.radialGradient(_:center:startRadius:endRadius:options:)`.
    public static func radialGradient(_ gradient: Gradient, center: Point, startRadius: Double = 0,
                                      endRadius: Double) -> Paint {
        .radialGradient(RadialGradient(gradient: gradient, center: center, radius: endRadius, focusRadius: startRadius))
    }

    /// The user-space `radialGradient(_:center:startRadius:endRadius:)` with a Foundation point.
    @_disfavoredOverload
    public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: Double = 0,
                                      endRadius: Double) -> Paint {
        radialGradient(gradient, center: Point(center), startRadius: startRadius, endRadius: endRadius)
    }

    /// `conicGradient(_:center:angle:)` with a Foundation point.
    @_disfavoredOverload
    public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero) -> Paint {
        conicGradient(gradient, center: Point(center), angle: angle)
    }
}

extension GraphicsContext {
    /// What a `Canvas` fills and strokes with, as SwiftUI's `GraphicsContext.Shading`: Vellum's
    /// ``Paint`` (`.color(_:)`, `.linearGradient(_:startPoint:endPoint:)` in user-space points…).
    public typealias Shading = Paint
}
