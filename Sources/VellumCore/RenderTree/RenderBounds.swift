/// How far drawing reaches: the one implementation of bounds that the render tree, the scene's
/// damage regions, the backends' culling and the SVG writer's filter regions all use.
///
/// Bounds are conservative — never smaller than what a backend paints, anti-aliasing aside (a
/// region in whole pixels adds one pixel for that, see ``pixelRegion(_:in:)``) — and tight where
/// that is cheap: curves count by their extrema under the transform, not their control points.
public enum RenderBounds {
    /// Bounds standing for "anywhere": what drawing whose bounds overflowed gets (finite
    /// coordinates far apart, or mapped through a huge scale).
    public static let unbounded = Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)

    /// How far from the origin, in device pixels, bounds are trusted to cull by. Drawing whose
    /// geometry reaches further is clipped to the canvas with rounding errors that grow with its
    /// coordinates, until coverage can land outside bounds padded by a pixel (a fuzzed curve with
    /// a control point at 1e300 covered pixels left of its bounds); the render tree gives such
    /// drawing ``unbounded`` bounds, so it is never culled and damages the whole canvas.
    public static let trustedMagnitude = 1e9

    /// The bounds of `path` filled through `transform`, or `nil` for an empty path.
    public static func fill(_ path: Path, transform: AffineTransform) -> Rect? {
        path.isEmpty ? nil : path.boundingRect(transformedBy: transform)
    }

    /// The bounds of `path` stroked with `style` through `transform`, or `nil` when nothing is
    /// drawn (an empty path or a width of zero).
    ///
    /// Every point of a stroke lies within ``strokeReach(of:style:tolerance:)`` of the path in the
    /// path's space; a disc of that radius maps to an ellipse whose half-extents are the reach
    /// times the lengths of the transform's rows. Dashes only take away, so they never widen the
    /// bounds.
    public static func stroke(_ path: Path, style: StrokeStyle, transform: AffineTransform) -> Rect? {
        guard style.lineWidth > 0, let box = fill(path, transform: transform) else { return nil }
        let tolerance = Path.defaultTolerance / max(transform.maxScale, 1e-9)
        return outset(box, byReach: strokeReach(of: path, style: style, tolerance: tolerance), transform: transform)
    }

    /// `box`, the device bounds of a path drawn through `transform`, grown to hold a stroke
    /// reaching `reach` from the path in the path's own space.
    public static func outset(_ box: Rect, byReach reach: Double, transform: AffineTransform) -> Rect {
        let dx = reach * (transform.a * transform.a + transform.c * transform.c).squareRoot()
        let dy = reach * (transform.b * transform.b + transform.d * transform.d).squareRoot()
        return box.insetBy(dx: -dx, dy: -dy)
    }

    /// How far any stroke with `style` can reach from its path: half the width, times the miter
    /// limit for miter joins (a limit below 1 bevels, so it counts as 1), times √2 for square caps
    /// (a cap's corner on a diagonal end).
    public static func strokeReach(_ style: StrokeStyle) -> Double {
        let join = style.lineJoin == .miter ? max(style.miterLimit, 1) : 1
        let cap = style.lineCap == .square ? 2.0.squareRoot() : 1
        return max(style.lineWidth, 0) / 2 * max(join, cap)
    }

    /// How far the stroke of `path` reaches from it, flattened within `tolerance` as the stroker
    /// flattens it. A miter join reaches past half the width only at a corner, by 1 / cos(α/2) for
    /// a turn of α — unless that passes the miter limit, and the join is bevelled; inside a
    /// flattened curve the stroker keeps within `tolerance` of the true offset. So a smooth arc's
    /// stroke stays within about half the width instead of the miter limit's ten times that.
    public static func strokeReach(of path: Path, style: StrokeStyle, tolerance: Double) -> Double {
        let halfWidth = max(style.lineWidth, 0) / 2
        guard style.lineJoin == .miter, style.miterLimit > 1 else { return strokeReach(style) }
        var join = 1.0
        for subpath in path.flattened(tolerance: tolerance) {
            join = max(join, miterFactor(subpath, limit: style.miterLimit))
        }
        let cap = style.lineCap == .square ? 2.0.squareRoot() : 1
        return halfWidth * max(join, cap) + flatteningMargin(halfWidth: halfWidth, tolerance: tolerance)
    }

    /// How far any stroke with `style`, flattened within `tolerance`, can reach from its path:
    /// ``strokeReach(_:)`` and the flattening's margin.
    public static func strokeReach(_ style: StrokeStyle, tolerance: Double) -> Double {
        strokeReach(style) + flatteningMargin(halfWidth: max(style.lineWidth, 0) / 2, tolerance: tolerance)
    }

    /// How far a stroke flattened within `tolerance` may pass its exact reach: the tolerance
    /// covers joins inside curves; a hair more covers rounding in the stroker.
    private static func flatteningMargin(halfWidth: Double, tolerance: Double) -> Double {
        tolerance + 1e-9 * (1 + halfWidth)
    }

    /// The largest miter length over half the width at the corners of a flattened subpath, 1
    /// where every corner is bevelled.
    private static func miterFactor(_ subpath: FlatSubpath, limit: Double) -> Double {
        // Each vertex with the unit direction arriving at it (from the vertex before).
        var arrivals: [(vertex: Int, direction: Point)] = []
        let points = subpath.points
        let count = points.count
        for i in 0..<count where i > 0 || subpath.isClosed {
            let d = points[i] - points[(i + count - 1) % count]
            let length = (d.x * d.x + d.y * d.y).squareRoot()
            if length > 0 { arrivals.append((i, Point(x: d.x / length, y: d.y / length))) }
        }
        var factor = 1.0
        let turns = subpath.isClosed ? arrivals.count : arrivals.count - 1
        for k in 0..<max(turns, 0) {
            let (vertex, a) = arrivals[k]
            let b = arrivals[(k + 1) % arrivals.count].direction
            guard subpath.isCorner[vertex] else { continue }
            let dot = a.x * b.x + a.y * b.y
            let halfCos = ((1 + dot) / 2).squareRoot()  // cos(α/2) for a turn of α
            guard halfCos > 0 else { continue }
            let miter = 1 / halfCos
            if miter <= limit { factor = max(factor, miter) }
        }
        return factor
    }

    /// The bounds of a drawing.
    public static func draw(_ path: Path, kind: RenderDraw.Kind, transform: AffineTransform) -> Rect? {
        switch kind {
        case .fill: fill(path, transform: transform)
        case .stroke(let style): stroke(path, style: style, transform: transform)
        }
    }

    /// The bounds of a clip's outline through `transform`; `nil` means the clip lets nothing through.
    public static func clip(_ clip: RenderClip, transform: AffineTransform) -> Rect? {
        fill(clip.path, transform: clip.transform.concatenating(transform))
    }

    /// The smallest rectangle holding both; `nil` stands for nothing drawn.
    public static func union(_ a: Rect?, _ b: Rect?) -> Rect? {
        guard let a else { return b }
        guard let b else { return a }
        return a.union(b)
    }

    /// The whole pixels `rect` touches: its edges rounded outwards. A group whose blend mode acts
    /// outside its drawing (``BlendMode/affectsBackdropOutsideSource``) acts on these pixels of
    /// its bounds, in every backend.
    public static func wholePixels(_ rect: Rect) -> Rect {
        Rect(minX: rect.minX.rounded(.down), minY: rect.minY.rounded(.down),
             maxX: rect.maxX.rounded(.up), maxY: rect.maxY.rounded(.up))
    }

    /// `rect` grown to whole pixels plus one pixel for anti-aliasing, inside a `canvas`-sized
    /// canvas; `nil` when nothing of it is on the canvas.
    public static func pixelRegion(_ rect: Rect?, in canvas: Size) -> Rect? {
        guard let rect else { return nil }
        let x0 = rect.minX.rounded(.down) - 1, y0 = rect.minY.rounded(.down) - 1
        let x1 = rect.maxX.rounded(.up) + 1, y1 = rect.maxY.rounded(.up) + 1
        guard let inside = Rect(minX: x0, minY: y0, maxX: x1, maxY: y1).intersection(Rect(size: canvas)),
              !inside.isEmpty else { return nil }
        return inside
    }
}
