import VellumCore

/// Conservative device-space bounds of what drawing operations touch, for the region an update
/// changes. They may be larger than the pixels drawn, never smaller.
enum InkBounds {
    /// The union of two optional bounds; `nil` means nothing drawn.
    static func union(_ a: Rect?, _ b: Rect?) -> Rect? {
        guard let a else { return b }
        guard let b else { return a }
        let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }

    /// The bounds of `path` filled through `transform`.
    static func fill(_ path: Path, transform: AffineTransform) -> Rect? {
        path.isEmpty ? nil : path.boundingRect.applying(transform)
    }

    /// The bounds of `path` stroked with `style` through `transform`: the path's bounds grown by
    /// the farthest a join or cap can reach.
    static func stroke(_ path: Path, style: StrokeStyle, transform: AffineTransform) -> Rect? {
        guard !path.isEmpty else { return nil }
        let reach = max(style.lineJoin == .miter ? style.miterLimit : 1, style.lineCap == .square ? 2.0.squareRoot() : 1)
        let outset = style.lineWidth / 2 * reach
        return path.boundingRect.insetBy(dx: -outset, dy: -outset).applying(transform)
    }

    /// `rect` together with the shadow it casts: moved by the offset and grown by the blur's reach
    /// (three standard deviations, the standard deviation being half the radius).
    static func withShadow(_ rect: Rect, _ shadow: Shadow) -> Rect {
        let blur = shadow.radius * 1.5
        return union(rect, rect.offsetBy(dx: shadow.offset.x, dy: shadow.offset.y).insetBy(dx: -blur, dy: -blur))!
    }

    /// `rect` grown to whole pixels, plus one pixel for anti-aliasing, inside `canvas`.
    static func pixelRegion(_ rect: Rect?, in canvas: Size) -> Rect {
        guard let rect else { return .zero }
        let x0 = rect.minX.rounded(.down) - 1, y0 = rect.minY.rounded(.down) - 1
        let x1 = rect.maxX.rounded(.up) + 1, y1 = rect.maxY.rounded(.up) + 1
        guard let inside = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(Rect(size: canvas)),
              !inside.isEmpty else { return .zero }
        return inside
    }
}
