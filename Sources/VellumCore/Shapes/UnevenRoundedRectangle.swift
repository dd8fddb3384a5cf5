/// A rectangle whose four corners have radii of their own, as SwiftUI's
/// `UnevenRoundedRectangle`: a tab rounded on top only, a speech bubble with one sharp corner.
/// Radii larger than half a side are scaled down together, as CSS's `border-radius` does, so
/// neighbouring corners never overlap. Continuous corners (``RoundedCornerStyle/continuous``)
/// share each side between its two corners in proportion to their radii.
///
/// The style defaults to ``RoundedCornerStyle/circular``, as ``RoundedRectangle``'s does
/// (SwiftUI's default is `.continuous`).
public struct UnevenRoundedRectangle: Shape, Hashable {
    /// The radius of each corner.
    public var cornerRadii: RectangleCornerRadii
    /// The shape of the corners.
    public var style: RoundedCornerStyle

    /// A rectangle with the given corner radii, as SwiftUI's `UnevenRoundedRectangle(cornerRadii:style:)`.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .circular) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with the given corner radii, as SwiftUI's
    /// `UnevenRoundedRectangle(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)`.
    public init(topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0,
                topTrailingRadius: Double = 0, style: RoundedCornerStyle = .circular) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    /// The closed outline of `rect`, clockwise on screen from the top edge's start.
    public func path(in rect: Rect) -> Path {
        let r = rect.standardized
        if style == .continuous { return continuousPath(in: r) }
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

    /// The outline with continuous corners: each corner may reach along a side its share of it,
    /// in proportion to its radius and its neighbour's.
    private func continuousPath(in r: Rect) -> Path {
        let radii = cornerRadii.fitted(in: r.size)
        func share(_ radius: Double, _ other: Double, of side: Double) -> Double {
            radius + other > 0 ? side * radius / (radius + other) : 0
        }
        let (tl, tr, br, bl) = (radii.topLeading, radii.topTrailing, radii.bottomTrailing, radii.bottomLeading)
        // How far each corner may reach along its horizontal and its vertical side.
        let tlLimits = (share(tl, tr, of: r.width), share(tl, bl, of: r.height))
        let trLimits = (share(tr, tl, of: r.width), share(tr, br, of: r.height))
        let brLimits = (share(br, bl, of: r.width), share(br, tr, of: r.height))
        let blLimits = (share(bl, br, of: r.width), share(bl, tl, of: r.height))
        let (x0, x1, y0, y1) = (r.minX, r.maxX, r.minY, r.maxY)
        var path = Path()
        path.move(to: Point(x: x0 + Path.continuousCornerStart(radius: tl, limit: tlLimits.0), y: y0))
        path.addLine(to: Point(x: x1 - Path.continuousCornerStart(radius: tr, limit: trLimits.0), y: y0))
        path.addContinuousCorner(at: Point(x: x1, y: y0), incoming: Point(x: -1, y: 0), outgoing: Point(x: 0, y: 1),
                                 radii: (tr, tr), limits: (trLimits.0, trLimits.1))
        path.addLine(to: Point(x: x1, y: y1 - Path.continuousCornerStart(radius: br, limit: brLimits.1)))
        path.addContinuousCorner(at: Point(x: x1, y: y1), incoming: Point(x: 0, y: -1), outgoing: Point(x: -1, y: 0),
                                 radii: (br, br), limits: (brLimits.1, brLimits.0))
        path.addLine(to: Point(x: x0 + Path.continuousCornerStart(radius: bl, limit: blLimits.0), y: y1))
        path.addContinuousCorner(at: Point(x: x0, y: y1), incoming: Point(x: 1, y: 0), outgoing: Point(x: 0, y: -1),
                                 radii: (bl, bl), limits: (blLimits.0, blLimits.1))
        path.addLine(to: Point(x: x0, y: y0 + Path.continuousCornerStart(radius: tl, limit: tlLimits.1)))
        path.addContinuousCorner(at: Point(x: x0, y: y0), incoming: Point(x: 0, y: 1), outgoing: Point(x: 1, y: 0),
                                 radii: (tl, tl), limits: (tlLimits.1, tlLimits.0))
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
