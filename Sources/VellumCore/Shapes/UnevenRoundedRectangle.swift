/// A rectangle whose four corners have radii of their own, as SwiftUI's
/// `UnevenRoundedRectangle`: a tab rounded on top only, a speech bubble with one sharp corner.
/// Radii larger than half a side are scaled down together, as CSS's `border-radius` does, so
/// neighbouring corners never overlap.
public struct UnevenRoundedRectangle: Shape, Hashable {
    /// The radius of each corner.
    public var cornerRadii: RectangleCornerRadii

    /// A rectangle with the given corner radii.
    public init(cornerRadii: RectangleCornerRadii) {
        self.cornerRadii = cornerRadii
    }

    /// A rectangle with the given corner radii, as SwiftUI's
    /// `UnevenRoundedRectangle(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:)`.
    public init(topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0,
                topTrailingRadius: Double = 0) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius))
    }

    /// The closed outline of `rect`, clockwise on screen from the top edge's start.
    public func path(in rect: Rect) -> Path {
        let r = rect.standardized
        let radii = cornerRadii.fitted(in: r.size)
        let k = 1 - Path.kappa
        var path = Path()
        path.move(to: Point(x: r.minX + radii.topLeading, y: r.minY))
        path.addLine(to: Point(x: r.maxX - radii.topTrailing, y: r.minY))
        corner(&path, to: Point(x: r.maxX, y: r.minY + radii.topTrailing), via: Point(x: r.maxX, y: r.minY), k)
        path.addLine(to: Point(x: r.maxX, y: r.maxY - radii.bottomTrailing))
        corner(&path, to: Point(x: r.maxX - radii.bottomTrailing, y: r.maxY), via: Point(x: r.maxX, y: r.maxY), k)
        path.addLine(to: Point(x: r.minX + radii.bottomLeading, y: r.maxY))
        corner(&path, to: Point(x: r.minX, y: r.maxY - radii.bottomLeading), via: Point(x: r.minX, y: r.maxY), k)
        path.addLine(to: Point(x: r.minX, y: r.minY + radii.topLeading))
        corner(&path, to: Point(x: r.minX + radii.topLeading, y: r.minY), via: Point(x: r.minX, y: r.minY), k)
        path.closeSubpath()
        return path
    }

    /// A quarter-ellipse corner from the current point to `end`, bulging towards the rectangle's
    /// corner `via` (a cubic whose controls sit `k` of the way from the ends to the corner).
    private func corner(_ path: inout Path, to end: Point, via: Point, _ k: Double) {
        guard let start = path.currentPoint, start != end else { return }
        path.addCurve(to: end, control1: Point(x: start.x + (via.x - start.x) * (1 - k), y: start.y + (via.y - start.y) * (1 - k)),
                      control2: Point(x: end.x + (via.x - end.x) * (1 - k), y: end.y + (via.y - end.y) * (1 - k)))
    }
}

/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: Double
    public var bottomLeading: Double
    public var bottomTrailing: Double
    public var topTrailing: Double

    /// Creates radii, each clamped at zero.
    public init(topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0, topTrailing: Double = 0) {
        self.topLeading = max(topLeading, 0)
        self.bottomLeading = max(bottomLeading, 0)
        self.bottomTrailing = max(bottomTrailing, 0)
        self.topTrailing = max(topTrailing, 0)
    }

    /// The radii scaled down together so that the two radii along each side add up to at most
    /// that side.
    func fitted(in size: Size) -> RectangleCornerRadii {
        let sums = [(topLeading + topTrailing, size.width), (bottomLeading + bottomTrailing, size.width),
                    (topLeading + bottomLeading, size.height), (topTrailing + bottomTrailing, size.height)]
        let scale = sums.reduce(1.0) { s, pair in pair.0 > pair.1 ? min(s, pair.1 / pair.0) : s }
        guard scale < 1 else { return self }
        return RectangleCornerRadii(topLeading: topLeading * scale, bottomLeading: bottomLeading * scale,
                                    bottomTrailing: bottomTrailing * scale, topTrailing: topTrailing * scale)
    }
}
