/// An immediate-mode drawing context with the Core Graphics and SwiftUI `GraphicsContext` verbs.
///
/// It keeps a graphics state (transform, clip depth, opacity, current colours and line style) and
/// a current path, and records what is drawn into a ``DisplayList`` that any backend renders:
///
///     let context = GraphicsContext()
///     context.translateBy(x: 50, y: 50)
///     context.fill(Path(ellipseIn: Rect(x: -40, y: -40, width: 80, height: 80)), with: .color(.red))
///     let list = context.displayList
///
/// Like `CGContext` it is a reference type used from one thread at a time.
public final class GraphicsContext {
    /// What `saveGState` saves and `restoreGState` brings back.
    struct State {
        var transform = AffineTransform.identity
        var opacity = 1.0
        var clipDepth = 0
        var fillPaint = Paint.color(.black)
        var strokePaint = Paint.color(.black)
        var strokeStyle = StrokeStyle()
    }

    private var state = State()
    private var saved: [State] = []
    /// The path being built by the Core Graphics–style verbs (`move(to:)`, `addLine(to:)`, …),
    /// in user space at the time each point was added, stored in device space.
    private var currentPath = Path()

    /// The operations recorded so far.
    public private(set) var displayList = DisplayList()

    /// Creates a context that starts with the identity transform.
    public init(transform: AffineTransform = .identity) {
        state.transform = transform
    }
}

// MARK: - Graphics state

extension GraphicsContext {
    /// The current transformation matrix, from user space to the device.
    public var ctm: AffineTransform { state.transform }

    /// The alpha multiplied into everything drawn (SwiftUI's `GraphicsContext.opacity`).
    public var opacity: Double {
        get { state.opacity }
        set { state.opacity = min(max(newValue.isNaN ? 1 : newValue, 0), 1) }
    }

    /// Pushes a copy of the graphics state.
    public func saveGState() {
        saved.append(state)
    }

    /// Pops the graphics state saved last, undoing transforms, clips and style changes made since.
    /// Without a saved state it does nothing.
    public func restoreGState() {
        guard let previous = saved.popLast() else { return }
        for _ in previous.clipDepth..<max(previous.clipDepth, state.clipDepth) {
            displayList.append(.popClip)
        }
        state = previous
    }

    /// Runs `body` between `saveGState` and `restoreGState`.
    public func withSavedGState<T>(_ body: () throws -> T) rethrows -> T {
        saveGState()
        defer { restoreGState() }
        return try body()
    }

    /// Moves the origin by (`x`, `y`) in user space.
    public func translateBy(x: Double, y: Double) {
        state.transform = state.transform.translatedBy(x: x, y: y)
    }

    /// Scales user space.
    public func scaleBy(x: Double, y: Double) {
        state.transform = state.transform.scaledBy(x: x, y: y)
    }

    /// Rotates user space by `radians`, clockwise on screen (Core Graphics' `rotate(by:)`).
    public func rotate(by radians: Double) {
        rotate(by: .radians(radians))
    }

    /// Rotates user space by `angle`, clockwise on screen (SwiftUI's `rotate(by:)`).
    public func rotate(by angle: Angle) {
        state.transform = state.transform.rotated(by: angle)
    }

    /// Applies `transform` before the current transform.
    public func concatenate(_ transform: AffineTransform) {
        state.transform = transform.concatenating(state.transform)
    }

    /// Sets the paint used by `fillPath` and `drawPath`.
    public func setFillColor(_ color: Color) { state.fillPaint = .color(color) }
    /// Sets the paint used by `fillPath` and `drawPath`.
    public func setFillPaint(_ paint: Paint) { state.fillPaint = paint }
    /// Sets the paint used by `strokePath` and `drawPath`.
    public func setStrokeColor(_ color: Color) { state.strokePaint = .color(color) }
    /// Sets the paint used by `strokePath` and `drawPath`.
    public func setStrokePaint(_ paint: Paint) { state.strokePaint = paint }
    /// Sets the line width used by `strokePath`.
    public func setLineWidth(_ width: Double) { state.strokeStyle.lineWidth = width }
    /// Sets the line cap used by `strokePath`.
    public func setLineCap(_ cap: LineCap) { state.strokeStyle.lineCap = cap }
    /// Sets the line join used by `strokePath`.
    public func setLineJoin(_ join: LineJoin) { state.strokeStyle.lineJoin = join }
    /// Sets the miter limit used by `strokePath`.
    public func setMiterLimit(_ limit: Double) { state.strokeStyle.miterLimit = limit }
    /// Sets the dash pattern used by `strokePath`.
    public func setLineDash(phase: Double, lengths: [Double]) {
        state.strokeStyle.dash = lengths
        state.strokeStyle.dashPhase = phase
    }
}

// MARK: - Drawing paths (SwiftUI style)

extension GraphicsContext {
    /// Fills `path` with `paint`.
    public func fill(_ path: Path, with paint: Paint, style: FillStyle = FillStyle()) {
        fill(path, with: paint, rule: style.rule)
    }

    /// Fills `path` with `paint` by the given rule.
    public func fill(_ path: Path, with paint: Paint, rule: FillRule) {
        displayList.append(.fill(path, paint: paint.opacity(state.opacity), rule: rule,
                                 transform: state.transform))
    }

    /// Strokes `path` with `paint`.
    public func stroke(_ path: Path, with paint: Paint, style: StrokeStyle) {
        displayList.append(.stroke(path, paint: paint.opacity(state.opacity), style: style,
                                   transform: state.transform))
    }

    /// Strokes `path` with `paint` and a solid line of `lineWidth`.
    public func stroke(_ path: Path, with paint: Paint, lineWidth: Double = 1) {
        stroke(path, with: paint, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Intersects the clip with `path` until the graphics state is restored.
    public func clip(to path: Path, style: FillStyle = FillStyle()) {
        displayList.append(.pushClip(path, rule: style.rule, transform: state.transform))
        state.clipDepth += 1
    }

    /// Draws everything `body` draws into a layer composited with `opacity` as a whole, so
    /// overlapping parts do not show through each other, over a drop shadow when one is given.
    public func drawLayer(opacity: Double = 1, shadow: Shadow? = nil,
                          _ body: (GraphicsContext) throws -> Void) rethrows {
        displayList.append(.beginLayer(opacity: opacity, shadow: shadow))
        saveGState()
        defer {
            restoreGState()
            displayList.append(.endLayer)
        }
        try body(self)
    }
}

// MARK: - Symbols

extension GraphicsContext {
    /// Records what `body` draws, in its own user space, as the symbol `tag`; it replaces any
    /// earlier definition under that tag.
    public func defineSymbol(_ tag: Tag, _ body: (GraphicsContext) throws -> Void) rethrows {
        let symbol = GraphicsContext()
        try body(symbol)
        displayList.symbols[tag] = symbol.displayList
        displayList.symbols.merge(symbol.displayList.symbols) { outer, _ in outer }
    }

    /// Whether a symbol is defined under `tag` (SwiftUI's `resolveSymbol(id:)` returning non-nil).
    public func hasSymbol(_ tag: Tag) -> Bool { displayList.symbols[tag] != nil }

    /// Draws the symbol `tag` with its origin at `point` in the current user space.
    public func draw(symbol tag: Tag, at point: Point = .zero) {
        displayList.append(.useSymbol(tag, transform: state.transform.translatedBy(x: point.x, y: point.y)))
    }
}

// MARK: - The current path (Core Graphics style)

/// What `drawPath(using:)` does with the current path, as Core Graphics' `CGPathDrawingMode`.
public enum PathDrawingMode: Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

extension GraphicsContext {
    /// Discards the current path.
    public func beginPath() { currentPath = Path() }

    /// Starts a subpath of the current path.
    public func move(to point: Point) { currentPath.move(to: point.applying(state.transform)) }

    /// Adds a line to the current path.
    public func addLine(to point: Point) { currentPath.addLine(to: point.applying(state.transform)) }

    /// Adds a quadratic curve to the current path.
    public func addQuadCurve(to end: Point, control: Point) {
        currentPath.addQuadCurve(to: end.applying(state.transform), control: control.applying(state.transform))
    }

    /// Adds a cubic curve to the current path.
    public func addCurve(to end: Point, control1: Point, control2: Point) {
        currentPath.addCurve(to: end.applying(state.transform), control1: control1.applying(state.transform),
                             control2: control2.applying(state.transform))
    }

    /// Closes the current subpath of the current path.
    public func closePath() { currentPath.closeSubpath() }

    /// Adds a path, in user space, to the current path.
    public func addPath(_ path: Path) { currentPath.addPath(path, transform: state.transform) }

    /// Adds a rectangle to the current path.
    public func addRect(_ rect: Rect) { addPath(Path(rect)) }

    /// Adds the ellipse inscribed in `rect` to the current path.
    public func addEllipse(in rect: Rect) { addPath(Path(ellipseIn: rect)) }

    /// Fills the current path with the fill paint and clears it.
    public func fillPath(using rule: FillRule = .nonZero) { drawPath(using: rule == .evenOdd ? .eoFill : .fill) }

    /// Strokes the current path with the stroke paint and style and clears it.
    public func strokePath() { drawPath(using: .stroke) }

    /// Fills and/or strokes the current path, then clears it.
    public func drawPath(using mode: PathDrawingMode) {
        // The current path is stored in device space; the stroke is drawn in today's user space
        // so that the line width scales with the transform, as in Core Graphics.
        let device = currentPath
        currentPath = Path()
        guard !device.isEmpty else { return }
        switch mode {
        case .fill, .fillStroke:
            displayList.append(.fill(device, paint: state.fillPaint.opacity(state.opacity), rule: .nonZero,
                                     transform: .identity))
        case .eoFill, .eoFillStroke:
            displayList.append(.fill(device, paint: state.fillPaint.opacity(state.opacity), rule: .evenOdd,
                                     transform: .identity))
        case .stroke:
            break
        }
        guard mode == .stroke || mode == .fillStroke || mode == .eoFillStroke else { return }
        let toUser = state.transform.inverted()
        let user = toUser.map { device.applying($0) } ?? device
        displayList.append(.stroke(user, paint: state.strokePaint.opacity(state.opacity),
                                   style: state.strokeStyle,
                                   transform: toUser == nil ? .identity : state.transform))
    }

    /// Intersects the clip with the current path and clears it.
    public func clip(using rule: FillRule = .nonZero) {
        displayList.append(.pushClip(currentPath, rule: rule, transform: .identity))
        state.clipDepth += 1
        currentPath = Path()
    }
}
