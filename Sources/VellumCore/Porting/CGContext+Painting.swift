import Foundation

// Core Graphics' rectangle, ellipse and line-segment verbs, its current-path builders and its
// paint setters, each forwarding to GraphicsContext's one implementation (Docs/Porting.md).

/// Core Graphics' name for the end caps of a stroke: Vellum's ``LineCap`` (`.butt`, `.round`,
/// `.square`).
public typealias CGLineCap = LineCap

/// Core Graphics' name for the joins of a stroke: Vellum's ``LineJoin`` (`.miter`, `.round`,
/// `.bevel`).
public typealias CGLineJoin = LineJoin

/// Core Graphics' name for what `drawPath(using:)` does: Vellum's ``PathDrawingMode`` (`.fill`,
/// `.eoFill`, `.stroke`, `.fillStroke`, `.eoFillStroke`).
public typealias CGPathDrawingMode = PathDrawingMode

/// Core Graphics' fill rules: Vellum's ``FillRule``, with `.winding` for `.nonZero`.
public typealias CGPathFillRule = FillRule

extension FillRule {
    /// Core Graphics' name for ``nonZero``.
    public static var winding: FillRule { .nonZero }
}

extension GraphicsContext {
    /// Fills `rect` with the fill colour, as `CGContext.fill(_:)`.
    public func fill(_ rect: CGRect) { fill([rect]) }

    /// Fills each rectangle with the fill colour, as `CGContext.fill(_:)` with an array.
    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    /// Strokes `rect` with the stroke colour and line style, as `CGContext.stroke(_:)`.
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes `rect` with a line of `width`, as `CGContext.stroke(_:width:)`; the line width of
    /// the graphics state is unchanged.
    public func stroke(_ rect: CGRect, width: Double) {
        withSavedGState {
            setLineWidth(width)
            stroke(rect)
        }
    }

    /// Makes `rect` transparent, as `CGContext.clear(_:)`: what was drawn there is erased.
    public func clear(_ rect: CGRect) {
        withSavedGState {
            setShadow(nil)
            setAlpha(1)
            setBlendMode(.clear)
            fill(rect)
        }
    }

    /// Fills the ellipse inscribed in `rect`, as `CGContext.fillEllipse(in:)`.
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    /// Strokes the ellipse inscribed in `rect`, as `CGContext.strokeEllipse(in:)`.
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        strokePath()
    }

    /// Strokes a line between each pair of points — the first and second, the third and fourth,
    /// … — as `CGContext.strokeLineSegments(between:)`; an odd last point is ignored.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        for index in stride(from: 0, to: points.count - 1, by: 2) {
            move(to: points[index])
            addLine(to: points[index + 1])
        }
        strokePath()
    }

    /// Adds each rectangle to the current path, as `CGContext.addRects(_:)`.
    public func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// Adds lines through `points` to the current path — a move to the first, lines to the
    /// others — as `CGContext.addLines(between:)`.
    public func addLines(between points: [CGPoint]) {
        var lines = Path()
        lines.addLines(points.map(Point.init))
        addPath(lines)
    }

    /// Adds an arc tangent to the lines from the current point to `tangent1End` and from there to
    /// `tangent2End`, as `CGContext.addArc(tangent1End:tangent2End:radius:)`: a line joins the
    /// current point to the arc's start. Without a current point it starts at `tangent1End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: Double) {
        currentPath.addArc(tangent1End: Point(tangent1End), tangent2End: Point(tangent2End), radius: radius,
                           transform: ctm)
    }

    /// The current path's last point in user space, as `CGContext.currentPointOfPath`; the origin
    /// (`.zero`) when the path has none.
    public var currentPointOfPath: CGPoint {
        guard let point = currentPath.currentPoint, let toUser = ctm.inverted() else { return .zero }
        return CGPoint(point.applying(toUser))
    }

    /// Whether the current path is empty, as `CGContext.isPathEmpty`.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current path's bounding box in user space, as `CGContext.boundingBoxOfPath`; `.null`
    /// for an empty path.
    public var boundingBoxOfPath: CGRect {
        guard !currentPath.isEmpty, let toUser = ctm.inverted() else { return .null }
        return CGRect(currentPath.applying(toUser).boundingRect)
    }

    /// Whether `point` (user space) is inside the current path filled by `mode`'s rule, as
    /// `CGContext.pathContains(_:mode:)`.
    public func pathContains(_ point: CGPoint, mode: PathDrawingMode) -> Bool {
        let evenOdd = mode == .eoFill || mode == .eoFillStroke
        if mode == .stroke { return currentPath.strokedPath(strokeStyleInDevice).contains(Point(point).applying(ctm)) }
        return currentPath.contains(Point(point).applying(ctm), eoFill: evenOdd)
    }

    /// Replaces the current path by the outline of its stroke with the current line style, as
    /// `CGContext.replacePathWithStrokedPath()`: filling it then paints what stroking would have.
    public func replacePathWithStrokedPath() {
        currentPath = currentPath.strokedPath(strokeStyleInDevice)
    }

    /// The stroke style scaled to the device by the current transform (its mean scale), as the
    /// current path is stored in device space.
    private var strokeStyleInDevice: StrokeStyle {
        var style = strokeStyle
        let scale = sqrt(abs(ctm.determinant))
        style.lineWidth *= scale
        style.dash = style.dash.map { $0 * scale }
        style.dashPhase *= scale
        return style
    }

    /// Intersects the clip with `rect`, as `CGContext.clip(to:)`.
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Intersects the clip with the union of `rects`, as `CGContext.clip(to:)` with an array.
    public func clip(to rects: [CGRect]) {
        var area = Path()
        area.addRects(rects.map(Rect.init))
        clip(to: area)
    }

    /// Accepted and ignored, as Vellum flattens curves to a fixed device tolerance
    /// (`CGContext.setFlatness(_:)`).
    public func setFlatness(_ flatness: Double) {}

    /// Accepted and ignored: Vellum always anti-aliases (`CGContext.setAllowsAntialiasing(_:)`).
    public func setAllowsAntialiasing(_ allows: Bool) {}

    /// Accepted and ignored: Vellum always anti-aliases (`CGContext.setShouldAntialias(_:)`).
    public func setShouldAntialias(_ should: Bool) {}

    /// Sets the fill colour from components in 0…1, as `CGContext.setFillColor(red:green:blue:alpha:)`.
    public func setFillColor(red: Double, green: Double, blue: Double, alpha: Double) {
        setFillColor(Color(red: red, green: green, blue: blue, opacity: alpha))
    }

    /// Sets the stroke colour from components in 0…1, as `CGContext.setStrokeColor(red:green:blue:alpha:)`.
    public func setStrokeColor(red: Double, green: Double, blue: Double, alpha: Double) {
        setStrokeColor(Color(red: red, green: green, blue: blue, opacity: alpha))
    }

    /// Sets the fill colour to a grey, as `CGContext.setFillColor(gray:alpha:)`.
    public func setFillColor(gray: Double, alpha: Double) { setFillColor(Color(white: gray, opacity: alpha)) }

    /// Sets the stroke colour to a grey, as `CGContext.setStrokeColor(gray:alpha:)`.
    public func setStrokeColor(gray: Double, alpha: Double) { setStrokeColor(Color(white: gray, opacity: alpha)) }

    /// ``setLineDash(phase:lengths:)`` with `CGFloat` lengths, as Core Graphics declares it.
    @_disfavoredOverload
    public func setLineDash(phase: Double, lengths: [CGFloat]) {
        setLineDash(phase: phase, lengths: lengths.map(Double.init))
    }
}

// MARK: - Spaces

extension GraphicsContext {
    /// `point` in user space mapped to the device, as `CGContext.convertToDeviceSpace(_:)`.
    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { CGPoint(Point(point).applying(ctm)) }

    /// `point` on the device mapped to user space, as `CGContext.convertToUserSpace(_:)`.
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint {
        CGPoint(Point(point).applying(ctm.inverted() ?? .identity))
    }

    /// `size` in user space mapped to the device (without translation), as Core Graphics does.
    public func convertToDeviceSpace(_ size: CGSize) -> CGSize {
        CGSize(Point(x: Double(size.width), y: Double(size.height)).applyingLinear(ctm).cgSize)
    }

    /// `size` on the device mapped to user space (without translation).
    public func convertToUserSpace(_ size: CGSize) -> CGSize {
        CGSize(Point(x: Double(size.width), y: Double(size.height)).applyingLinear(ctm.inverted() ?? .identity).cgSize)
    }

    /// The bounding box on the device of `rect` in user space.
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { CGRect(Rect(rect).applying(ctm)) }

    /// The bounding box in user space of `rect` on the device.
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { CGRect(Rect(rect).applying(ctm.inverted() ?? .identity)) }

    /// The current transform as `CGContext.ctm` names it: ``ctm``. Core Graphics' `userSpaceToDeviceSpaceTransform`.
    public var userSpaceToDeviceSpaceTransform: AffineTransform { ctm }
}

extension Point {
    /// The point's coordinates as a size (Core Graphics converts sizes as vectors).
    fileprivate var cgSize: Size { Size(width: x, height: y) }
}
