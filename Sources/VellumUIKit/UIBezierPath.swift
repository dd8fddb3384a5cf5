/// UIKit's path object: a Vellum `Path` with the drawing attributes UIKit keeps on the
/// path (line width, cap, join, fill rule), filled or stroked into the current context in UIKit's
/// set-then-draw style.
///
///     let path = UIBezierPath(ovalIn: rect)
///     UIColor.green.setFill()
///     path.fill()
///
/// A class, as in UIKit: tutorial code writes `let plusPath = UIBezierPath()` and then sets
/// `plusPath.lineWidth`. Angles are radians, and `clockwise` means clockwise on screen (y down),
/// as in UIKit.
public final class UIBezierPath {
    /// The outline, in the view's coordinates.
    public var cgPath: Path
    /// The width `stroke()` draws with; UIKit's default is 1.
    public var lineWidth: Double = 1
    /// How `stroke()` ends open subpaths.
    public var lineCapStyle: CGLineCap = .butt
    /// How `stroke()` joins segments.
    public var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit `stroke()` uses; UIKit's default is 10.
    public var miterLimit: Double = 10
    /// Whether `fill()` uses the even-odd rule instead of the non-zero winding rule.
    public var usesEvenOddFillRule = false

    /// An empty path.
    public init() {
        cgPath = Path()
    }

    /// A path with the outline `path`, as `UIBezierPath(cgPath:)`.
    public init(cgPath path: Path) {
        cgPath = path
    }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init(cgPath: Path(rect))
    }

    /// A rectangle with circular corners of `cornerRadius`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: Double) {
        self.init(cgPath: Path(roundedRect: rect, cornerRadius: cornerRadius))
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init(cgPath: Path(ellipseIn: rect))
    }

    /// An open arc around `center`, from `startAngle` to `endAngle` in radians.
    public convenience init(arcCenter center: CGPoint, radius: Double, startAngle: Double, endAngle: Double,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { cgPath.isEmpty }

    /// The smallest rectangle holding the path's outline (the curves' extremes, not their control
    /// points: Core Graphics' `boundingBoxOfPath`).
    public var bounds: CGRect { CGRect(cgPath.boundingRect) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { cgPath.move(to: point) }

    /// A straight line to `point`.
    public func addLine(to point: CGPoint) { cgPath.addLine(to: point) }

    /// A cubic Bézier curve to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        cgPath.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// A quadratic Bézier curve to `endPoint`.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        cgPath.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// An arc around `center`, from `startAngle` to `endAngle` in radians; joined to the current
    /// point by a straight line, as in UIKit.
    public func addArc(withCenter center: CGPoint, radius: Double, startAngle: Double, endAngle: Double,
                       clockwise: Bool) {
        cgPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                      clockwise: clockwise)
    }

    /// Closes the current subpath with a line to its start.
    public func close() { cgPath.closeSubpath() }

    /// Appends the subpaths of `path`.
    public func append(_ path: UIBezierPath) { cgPath.addPath(path.cgPath) }

    /// Removes every element.
    public func removeAllPoints() { cgPath = Path() }

    /// Transforms every point of the path by `transform`.
    public func apply(_ transform: CGAffineTransform) { cgPath = cgPath.applying(transform) }

    /// Fills the path with the current context's fill colour, using ``usesEvenOddFillRule``.
    /// Does nothing outside a drawing, as UIKit draws nothing without a context.
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }

    /// Strokes the path with the current context's stroke colour and this path's line attributes;
    /// the context's own line attributes are left as they were.
    public func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.withSavedGState {
            context.setLineWidth(lineWidth)
            context.setLineCap(lineCapStyle)
            context.setLineJoin(lineJoinStyle)
            context.setMiterLimit(miterLimit)
            context.beginPath()
            context.addPath(cgPath)
            context.strokePath()
        }
    }

    /// Makes the path the context's clipping region for the rest of the drawing.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }
}

/// Core Graphics' name for the end caps of a stroke: Vellum's `LineCap` (`.butt`,
/// `.round`, `.square`).
public typealias CGLineCap = LineCap

/// Core Graphics' name for the joins of a stroke: Vellum's `LineJoin` (`.miter`,
/// `.round`, `.bevel`).
public typealias CGLineJoin = LineJoin
