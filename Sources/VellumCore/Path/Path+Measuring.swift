// Bounds and hit testing.

extension Path {
    /// The smallest rectangle containing every point of the path, curves included (control points
    /// outside the curve do not count), or `.zero` for an empty path.
    public var boundingRect: Rect {
        var box = BoundsAccumulator()
        var current = Point.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                box.add(p)
                current = p
            case .quadCurve(let p, let c):
                box.add(p)
                for t in [Bezier.quadExtremum(current.x, c.x, p.x),
                          Bezier.quadExtremum(current.y, c.y, p.y)].compactMap({ $0 }) {
                    box.add(Bezier.point(current, c, p, at: t))
                }
                current = p
            case .curve(let p, let c1, let c2):
                box.add(p)
                let ts = Bezier.cubicExtrema(current.x, c1.x, c2.x, p.x)
                    + Bezier.cubicExtrema(current.y, c1.y, c2.y, p.y)
                for t in ts { box.add(Bezier.point(current, c1, c2, p, at: t)) }
                current = p
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
    private var minX = Double.infinity, minY = Double.infinity
    private var maxX = -Double.infinity, maxY = -Double.infinity

    mutating func add(_ p: Point) {
        minX = min(minX, p.x); maxX = max(maxX, p.x)
        minY = min(minY, p.y); maxY = max(maxY, p.y)
    }

    var rect: Rect {
        minX <= maxX ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .zero
    }
}
