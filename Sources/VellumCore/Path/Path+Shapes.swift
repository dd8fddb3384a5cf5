// Rectangles, rounded rectangles and ellipses as path verbs and initialisers.

extension Path {
    /// The magic constant for approximating a quarter circle with one cubic: 4/3·(√2 − 1).
    static let kappa = 0.5522847498307936

    /// A path holding one rectangle.
    public init(_ rect: Rect) {
        self.init()
        addRect(rect)
    }

    /// A path holding one rounded rectangle.
    public init(roundedRect rect: Rect, cornerSize: Size) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize)
    }

    /// A path holding one rounded rectangle with circular corners of `cornerRadius`.
    public init(roundedRect rect: Rect, cornerRadius: Double) {
        self.init(roundedRect: rect, cornerSize: Size(square: cornerRadius))
    }

    /// A path holding the ellipse inscribed in `rect`.
    public init(ellipseIn rect: Rect) {
        self.init()
        addEllipse(in: rect)
    }

    /// Adds a closed rectangle subpath, clockwise on screen from the top-left corner.
    public mutating func addRect(_ rect: Rect) {
        let r = rect.standardized
        move(to: Point(x: r.minX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.maxY))
        addLine(to: Point(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// Adds one closed subpath per rectangle.
    public mutating func addRects(_ rects: [Rect]) {
        for r in rects { addRect(r) }
    }

    /// Adds a closed rounded rectangle; the corner size is clamped to half the rectangle's sides.
    public mutating func addRoundedRect(in rect: Rect, cornerSize: Size) {
        let r = rect.standardized
        let rx = min(max(cornerSize.width, 0), r.width / 2)
        let ry = min(max(cornerSize.height, 0), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r) }
        let kx = rx * Self.kappa, ky = ry * Self.kappa
        let (x0, x1, y0, y1) = (r.minX, r.maxX, r.minY, r.maxY)
        move(to: Point(x: x0 + rx, y: y0))
        addLine(to: Point(x: x1 - rx, y: y0))
        addCurve(to: Point(x: x1, y: y0 + ry), control1: Point(x: x1 - rx + kx, y: y0),
                 control2: Point(x: x1, y: y0 + ry - ky))
        addLine(to: Point(x: x1, y: y1 - ry))
        addCurve(to: Point(x: x1 - rx, y: y1), control1: Point(x: x1, y: y1 - ry + ky),
                 control2: Point(x: x1 - rx + kx, y: y1))
        addLine(to: Point(x: x0 + rx, y: y1))
        addCurve(to: Point(x: x0, y: y1 - ry), control1: Point(x: x0 + rx - kx, y: y1),
                 control2: Point(x: x0, y: y1 - ry + ky))
        addLine(to: Point(x: x0, y: y0 + ry))
        addCurve(to: Point(x: x0 + rx, y: y0), control1: Point(x: x0, y: y0 + ry - ky),
                 control2: Point(x: x0 + rx - kx, y: y0))
        closeSubpath()
    }

    /// Adds the closed ellipse inscribed in `rect`, clockwise on screen from its rightmost point,
    /// as four cubic Béziers.
    public mutating func addEllipse(in rect: Rect) {
        let r = rect.standardized
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let kx = rx * Self.kappa, ky = ry * Self.kappa
        // A move, four curves and a close, without growing the storage on the way.
        reserveElements(6)
        move(to: Point(x: cx + rx, y: cy))
        addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky),
                 control2: Point(x: cx + kx, y: cy + ry))
        addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry),
                 control2: Point(x: cx - rx, y: cy + ky))
        addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky),
                 control2: Point(x: cx - kx, y: cy - ry))
        addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry),
                 control2: Point(x: cx + rx, y: cy - ky))
        closeSubpath()
    }
}
