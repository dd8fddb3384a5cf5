// Bounds and hit testing.

extension Path {
    /// The smallest rectangle containing every point of the path, curves included (control points
    /// outside the curve do not count), or `.zero` for an empty path.
    public var boundingRect: Rect { boundingRect(transformedBy: .identity) }

    /// The smallest rectangle containing every point of the path mapped through `transform`, or
    /// `.zero` for an empty path. An affine map takes a Bézier curve to the curve of the mapped
    /// control points, so the extrema are found on those: the box is as tight as the path's own.
    public func boundingRect(transformedBy transform: AffineTransform) -> Rect {
        var box = BoundsAccumulator()
        var current = Point.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                current = p.applying(transform)
                box.add(current)
            case .quadCurve(let p, let c):
                let (end, control) = (p.applying(transform), c.applying(transform))
                box.add(end)
                if BoundsAccumulator.isHuge(control) {
                    box.add(control)
                } else {
                    for t in [Bezier.quadExtremum(current.x, control.x, end.x),
                              Bezier.quadExtremum(current.y, control.y, end.y)].compactMap({ $0 }) {
                        box.add(Bezier.point(current, control, end, at: t))
                    }
                }
                current = end
            case .curve(let p, let c1, let c2):
                let (end, control1, control2) = (p.applying(transform), c1.applying(transform), c2.applying(transform))
                box.add(end)
                if [current, control1, control2, end].contains(where: BoundsAccumulator.isHuge) {
                    box.add(control1)
                    box.add(control2)
                } else {
                    let ts = Bezier.cubicExtrema(current.x, control1.x, control2.x, end.x)
                        + Bezier.cubicExtrema(current.y, control1.y, control2.y, end.y)
                    for t in ts { box.add(Bezier.point(current, control1, control2, end, at: t)) }
                }
                current = end
            case .closeSubpath:
                break
            }
        }
        return box.rect
    }

    /// Whether `point` lies inside the filled path, by the non-zero winding rule or, when `eoFill`
    /// is true, the even-odd rule. Every subpath counts as closed, as when filling.
    public func contains(_ point: Point, eoFill: Bool = false) -> Bool {
        var winding = 0
        for subpath in flattened(tolerance: 0.01) {
            let pts = subpath.points
            guard pts.count > 1 else { continue }
            for i in 0..<pts.count {
                winding += Self.windingContribution(of: pts[i], pts[(i + 1) % pts.count], at: point)
            }
        }
        return eoFill ? winding & 1 != 0 : winding != 0
    }

    /// +1 or −1 when the segment crosses the horizontal ray to the right of `p`, else 0.
    private static func windingContribution(of a: Point, _ b: Point, at p: Point) -> Int {
        if a.y <= p.y {
            if b.y > p.y && (b - a).cross(p - a) > 0 { return 1 }
        } else if b.y <= p.y && (b - a).cross(p - a) < 0 {
            return -1
        }
        return 0
    }
}

/// Grows a rectangle point by point.
struct BoundsAccumulator {
    /// Whether a curve with this point among its controls is too large for its extrema to be
    /// found: the quadratic the extrema solve squares coordinates, which overflows past about
    /// 1e154. Such a curve is bounded by its control points instead (it lies in their hull), a
    /// box that is larger than the tightest one but never misses a part of the curve.
    static func isHuge(_ p: Point) -> Bool {
        abs(p.x) > 1e150 || abs(p.y) > 1e150
    }

    private var minX = Double.infinity, minY = Double.infinity
    private var maxX = -Double.infinity, maxY = -Double.infinity

    mutating func add(_ p: Point) {
        minX = min(minX, p.x); maxX = max(maxX, p.x)
        minY = min(minY, p.y); maxY = max(maxY, p.y)
    }

    var rect: Rect {
        minX <= maxX ? Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY) : .zero
    }
}
