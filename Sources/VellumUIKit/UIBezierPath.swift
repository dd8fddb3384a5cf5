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
    /// The outline, in the view's coordinates, as the Vellum ``Path`` every drawing verb takes.
    public var outline: Path
    /// The outline as a Core Graphics path, as `UIBezierPath.cgPath`; setting it replaces the outline.
    public var cgPath: CGPath {
        get { CGPath(outline) }
        set { outline = newValue.path }
    }
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
    /// The dash lengths `stroke()` uses (on, off, …) and where in them it starts; none by default.
    private var lineDash: (lengths: [Double], phase: Double) = ([], 0)

    /// Sets the dashes `stroke()` draws: `count` lengths from `pattern` (on, off, …) starting
    /// `phase` into them, as `UIBezierPath.setLineDash(_:count:phase:)`; `nil` or a count of 0 makes
    /// the line solid.
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: Double) {
        guard let pattern, count > 0 else { return lineDash = ([], 0) }
        lineDash = ((0..<count).map { Double(pattern[$0]) }, phase)
    }

    /// An empty path.
    public init() {
        outline = Path()
    }

    /// A path with the outline `path`.
    public init(_ path: Path) {
        outline = path
    }

    /// A path with the outline of a Core Graphics path, as `UIBezierPath(cgPath:)`.
    public convenience init(cgPath path: CGPath) {
        self.init(path.path)
    }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init(Path(rect))
    }

    /// A rectangle with circular corners of `cornerRadius`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: Double) {
        self.init(Path(roundedRect: rect, cornerRadius: cornerRadius))
    }

    /// The ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init(Path(ellipseIn: rect))
    }

    /// An open arc around `center`, from `startAngle` to `endAngle` in radians.
    public convenience init(arcCenter center: CGPoint, radius: Double, startAngle: Double, endAngle: Double,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A rectangle whose `corners` are rounded with a radius of `cornerRadii.width` (UIKit uses the
    /// width alone), the others square, as `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let size = Double(cornerRadii.width)
        func radius(_ corner: UIRectCorner) -> Double { corners.contains(corner) ? size : 0 }
        let shape = UnevenRoundedRectangle(topLeadingRadius: radius(.topLeft), bottomLeadingRadius: radius(.bottomLeft),
                                           bottomTrailingRadius: radius(.bottomRight), topTrailingRadius: radius(.topRight))
        self.init(shape.path(in: Rect(rect)))
    }

    /// A copy with the same outline and line attributes, as `UIBezierPath.copy()`: typed `Any`, as
    /// `NSObject.copy()` is, so tutorial code's `path.copy() as! UIBezierPath` ports unchanged.
    public func copy() -> Any { duplicate() }

    /// A copy with the same outline and line attributes.
    private func duplicate() -> UIBezierPath {
        let copy = UIBezierPath(outline)
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.lineDash = lineDash
        return copy
    }

    /// The same outline traced backwards, with the same line attributes, as `UIBezierPath.reversing()`.
    public func reversing() -> UIBezierPath {
        let reversed = duplicate()
        reversed.outline = outline.reversed()
        return reversed
    }

    /// Whether `point` is inside the path by its fill rule, as `UIBezierPath.contains(_:)`.
    public func contains(_ point: CGPoint) -> Bool {
        outline.contains(Point(point), eoFill: usesEvenOddFillRule)
    }

    /// The path's last point, as `UIBezierPath.currentPoint`; `.zero` when it has none.
    public var currentPoint: CGPoint { outline.currentPoint.map(CGPoint.init) ?? .zero }

    /// Whether the path has no elements.
    public var isEmpty: Bool { outline.isEmpty }

    /// The smallest rectangle holding the path's outline (the curves' extremes, not their control
    /// points: Core Graphics' `boundingBoxOfPath`).
    public var bounds: CGRect { CGRect(outline.boundingRect) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { outline.move(to: point) }

    /// A straight line to `point`.
    public func addLine(to point: CGPoint) { outline.addLine(to: point) }

    /// A cubic Bézier curve to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        outline.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// A quadratic Bézier curve to `endPoint`.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        outline.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// An arc around `center`, from `startAngle` to `endAngle` in radians; joined to the current
    /// point by a straight line, as in UIKit.
    public func addArc(withCenter center: CGPoint, radius: Double, startAngle: Double, endAngle: Double,
                       clockwise: Bool) {
        outline.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                      clockwise: clockwise)
    }

    /// Closes the current subpath with a line to its start.
    public func close() { outline.closeSubpath() }

    /// Appends the subpaths of `path`.
    public func append(_ path: UIBezierPath) { outline.addPath(path.outline) }

    /// Removes every element.
    public func removeAllPoints() { outline = Path() }

    /// Transforms every point of the path by `transform`.
    public func apply(_ transform: CGAffineTransform) { outline = outline.applying(transform) }

    /// Fills the path with the current context's fill colour, using ``usesEvenOddFillRule``.
    /// Does nothing outside a drawing, as UIKit draws nothing without a context.
    public func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(outline)
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
            context.setLineDash(phase: lineDash.phase, lengths: lineDash.lengths)
            context.beginPath()
            context.addPath(outline)
            context.strokePath()
        }
    }

    /// Makes the path the context's clipping region for the rest of the drawing.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(outline)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }
}

/// The corners of a rectangle, as UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The raw value, as Apple's.
    public let rawValue: UInt
    /// The value whose raw value is `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Apple's `.topLeft`.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// Apple's `.topRight`.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// Apple's `.bottomLeft`.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// Apple's `.bottomRight`.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Apple's `.allCorners`.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
