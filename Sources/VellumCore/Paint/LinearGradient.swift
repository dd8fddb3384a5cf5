/// A gradient whose colour changes along the line from `startPoint` to `endPoint` and is constant
/// across it.
public struct LinearGradient: Hashable, Sendable {
    public var gradient: Gradient
    /// Where location 0 lies, in ``units``.
    public var startPoint: Point
    /// Where location 1 lies, in ``units``.
    public var endPoint: Point
    /// The space the points are given in.
    public var units: GradientUnits
    /// How the gradient continues beyond its end points.
    public var spread: SpreadMethod
    /// An extra transform applied to the gradient's geometry (SVG's `gradientTransform`), inside
    /// the units' mapping.
    public var transform: AffineTransform

    /// A gradient between two unit points of the filled shape's bounding box, as SwiftUI's
    /// `LinearGradient(gradient:startPoint:endPoint:)`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint,
                spread: SpreadMethod = .pad) {
        self.init(gradient: gradient, start: Point(x: startPoint.x, y: startPoint.y),
                  end: Point(x: endPoint.x, y: endPoint.y), units: .objectBoundingBox, spread: spread)
    }

    /// A gradient between two unit points through evenly spaced colours.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient through `stops` between two unit points, as SwiftUI's
    /// `LinearGradient(stops:startPoint:endPoint:)`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient between two points in the given units (user space by default).
    public init(gradient: Gradient, start: Point, end: Point, units: GradientUnits = .userSpace,
                spread: SpreadMethod = .pad, transform: AffineTransform = .identity) {
        self.gradient = gradient
        self.startPoint = start
        self.endPoint = end
        self.units = units
        self.spread = spread
        self.transform = transform
    }
}

/// A gradient whose colour changes with the distance from a centre: location 0 on the circle of
/// `startRadius` around the focus, location 1 on the circle of `endRadius` around the centre.
public struct RadialGradient: Hashable, Sendable {
    public var gradient: Gradient
    /// The centre of the end circle, in ``units``.
    public var center: Point
    /// The centre of the start circle (SVG's fx/fy); the same as `center` unless given.
    public var focus: Point
    /// The radius of the start circle (SVG 2's fr); usually 0.
    public var startRadius: Double
    /// The radius of the end circle.
    public var endRadius: Double
    public var units: GradientUnits
    public var spread: SpreadMethod
    /// An extra transform applied to the gradient's geometry, inside the units' mapping.
    public var transform: AffineTransform

    /// A gradient centred on a unit point of the filled shape's bounding box with absolute radii,
    /// as SwiftUI's `RadialGradient(gradient:center:startRadius:endRadius:)`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double,
                spread: SpreadMethod = .pad) {
        let c = Point(x: center.x, y: center.y)
        self.init(gradient: gradient, center: c, radius: endRadius, focus: c,
                  focusRadius: startRadius, units: .boundingBoxPositions, spread: spread)
    }

    /// A gradient through evenly spaced `colors`, as SwiftUI's
    /// `RadialGradient(colors:center:startRadius:endRadius:)`.
    public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient through `stops`, as SwiftUI's `RadialGradient(stops:center:startRadius:endRadius:)`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient with explicit geometry in the given units (user space by default).
    public init(gradient: Gradient, center: Point, radius: Double, focus: Point? = nil,
                focusRadius: Double = 0, units: GradientUnits = .userSpace,
                spread: SpreadMethod = .pad, transform: AffineTransform = .identity) {
        self.gradient = gradient
        self.center = center
        self.focus = focus ?? center
        self.startRadius = focusRadius
        self.endRadius = radius
        self.units = units
        self.spread = spread
        self.transform = transform
    }
}

extension GradientUnits {
    /// The transform from gradient space to user space for a shape whose bounds are `bbox`.
    ///
    /// For ``boundingBoxPositions`` positions are mapped but lengths are not, which no single
    /// transform expresses; callers resolve those points themselves (see
    /// ``RadialGradient/resolved(in:)``).
    public func userSpaceTransform(for bbox: Rect) -> AffineTransform {
        switch self {
        case .userSpace, .boundingBoxPositions: .identity
        case .objectBoundingBox:
            AffineTransform(a: bbox.width, b: 0, c: 0, d: bbox.height, tx: bbox.minX, ty: bbox.minY)
        }
    }
}

extension LinearGradient {
    /// The gradient with its geometry in user space for a shape bounded by `bbox`: the points
    /// stay as given and the returned transform maps them to user space.
    public func resolved(in bbox: Rect) -> (start: Point, end: Point, transform: AffineTransform) {
        if units == .boundingBoxPositions {
            let map = GradientUnits.objectBoundingBox.userSpaceTransform(for: bbox)
            return (startPoint.applying(map), endPoint.applying(map), transform)
        }
        return (startPoint, endPoint, transform.concatenating(units.userSpaceTransform(for: bbox)))
    }
}

extension RadialGradient {
    /// The gradient's geometry for a shape bounded by `bbox`: centre, focus and radii in gradient
    /// space, and the transform from gradient space to user space.
    public func resolved(in bbox: Rect)
        -> (center: Point, focus: Point, startRadius: Double, endRadius: Double, transform: AffineTransform)
    {
        if units == .boundingBoxPositions {
            let map = GradientUnits.objectBoundingBox.userSpaceTransform(for: bbox)
            return (center.applying(map), focus.applying(map), startRadius, endRadius, transform)
        }
        return (center, focus, startRadius, endRadius,
                transform.concatenating(units.userSpaceTransform(for: bbox)))
    }
}
