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

    /// The bounds of `path` filled through `transform`, or `nil` for an empty path.
    public static func fill(_ path: Path, transform: AffineTransform) -> Rect? {
        path.isEmpty ? nil : path.boundingRect(transformedBy: transform)
    }

    /// The bounds of `path` stroked with `style` through `transform`, or `nil` when nothing is
    /// drawn (an empty path or a width of zero).
    ///
    /// Every point of a stroke lies within ``strokeReach(_:)`` of the path in the path's space; a
    /// disc of that radius maps to an ellipse whose half-extents are the reach times the lengths
    /// of the transform's rows. Dashes only take away, so they never widen the bounds.
    public static func stroke(_ path: Path, style: StrokeStyle, transform: AffineTransform) -> Rect? {
        let reach = strokeReach(style)
        guard reach > 0, let box = fill(path, transform: transform) else { return nil }
        let dx = reach * (transform.a * transform.a + transform.c * transform.c).squareRoot()
        let dy = reach * (transform.b * transform.b + transform.d * transform.d).squareRoot()
        return box.insetBy(dx: -dx, dy: -dy)
    }

    /// How far a stroke reaches from its path: half the width, times the miter limit for miter
    /// joins (a miter below 1 is a bevel, so the limit counts as at least 1), times √2 for square
    /// caps (a cap's corner on a diagonal end).
    public static func strokeReach(_ style: StrokeStyle) -> Double {
        let join = style.lineJoin == .miter ? max(style.miterLimit, 1) : 1
        let cap = style.lineCap == .square ? 2.0.squareRoot() : 1
        return max(style.lineWidth, 0) / 2 * max(join, cap)
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

    /// `rect` grown to whole pixels plus one pixel for anti-aliasing, inside a `canvas`-sized
    /// canvas; `nil` when nothing of it is on the canvas.
    public static func pixelRegion(_ rect: Rect?, in canvas: Size) -> Rect? {
        guard let rect else { return nil }
        let x0 = rect.minX.rounded(.down) - 1, y0 = rect.minY.rounded(.down) - 1
        let x1 = rect.maxX.rounded(.up) + 1, y1 = rect.maxY.rounded(.up) + 1
        guard let inside = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(Rect(size: canvas)),
              !inside.isEmpty else { return nil }
        return inside
    }
}
