/// An immediate-mode drawing context with the Core Graphics and SwiftUI `GraphicsContext` verbs.
///
/// It keeps a graphics state (transform, clips, opacity, current colours and line style) and a
/// current path, and records what is drawn into a ``RenderTree`` that any backend renders:
///
///     let context = GraphicsContext()
///     context.translateBy(x: 50, y: 50)
///     context.fill(Path(ellipseIn: Rect(x: -40, y: -40, width: 80, height: 80)), with: .color(.red))
///     let tree = try context.renderTree()
///
/// A clip opens a group that lasts until the graphics state it was made in is restored, and a
/// layer is a group around what its closure draws, so clips and layers always nest. Nodes are
/// numbered in drawing order, so drawing the same thing again gives the same node identities and
/// a backend's caches keep serving it.
///
/// Like `CGContext` it is a reference type used from one thread at a time.
public final class GraphicsContext {
    /// What `saveGState` saves and `restoreGState` brings back.
    struct State {
        var transform = AffineTransform.identity
        var opacity = 1.0
        var blendMode = BlendMode.normal
        /// The filters added (``addFilter(_:)``), in device units.
        var filters: [Filter] = []
        /// How many groups were open when the state was saved: restoring closes the clips since.
        var groupDepth = 0
        var fillPaint = Paint.color(.black)
        var strokePaint = Paint.color(.black)
        var strokeStyle = StrokeStyle()
        /// The drop shadow under each drawing (Core Graphics' `setShadow`), in device units.
        var shadow: Shadow?
        /// How drawn images are sampled (Core Graphics' `interpolationQuality`).
        var interpolationQuality = CGInterpolationQuality.default
        /// The pattern `fillPath` and `drawPath` fill with instead of the fill paint, if any.
        var fillPattern: PatternFill?
    }

    // A context is used from one thread at a time and every verb reads or writes this state:
    // the dynamic exclusivity checks Swift makes on class properties are turned off here.
    @exclusivity(unchecked) private var state = State()
    @exclusivity(unchecked) private var saved: [State] = []
    /// For each open Core Graphics transparency layer, how many states were saved when it began.
    @exclusivity(unchecked) private var transparencyLayers: [Int] = []
    /// The path being built by the Core Graphics–style verbs (`move(to:)`, `addLine(to:)`, …),
    /// in user space at the time each point was added, stored in device space.
    @exclusivity(unchecked) var currentPath = Path()  // internal: the Core Graphics spellings (Porting/) extend the path verbs

    /// The nodes recorded so far.
    @exclusivity(unchecked) private var builder: RenderTreeBuilder
    /// Symbol definitions recorded so far.
    @exclusivity(unchecked) public private(set) var symbols: [Tag: [RenderNode]] = [:]
    /// The frame size of each symbol that has one, for ``draw(_:at:anchor:)-(_,Point,_)``'s anchor.
    @exclusivity(unchecked) public private(set) var symbolSizes: [Tag: Size] = [:]
    /// What drawing verbs that cannot throw (SwiftUI's do not) found wrong and did not draw, in
    /// the order found: an image that could not be loaded, say. ``renderTree()`` throws the
    /// first; a scene's canvas reports it as the scene's error.
    @exclusivity(unchecked) public private(set) var drawingErrors: [any Error] = []
    private let scope: UInt64
    /// The size of the surface drawn on, in device pixels, when the context has one (a bitmap
    /// context, an image renderer's); `nil` for a context that only records.
    public let deviceSize: Size?

    /// The transform the context started with: the space Core Graphics patterns are laid out in.
    public let baseTransform: AffineTransform
    /// How many patterns have been drawn, for their symbols' tags.
    @exclusivity(unchecked) var patternCount = 0

    /// Creates a context that starts with `transform`, numbering its nodes in `scope`, drawing on a
    /// surface of `deviceSize` pixels when it is given.
    public init(transform: AffineTransform = .identity, scope: UInt64 = 0, deviceSize: Size? = nil) {
        state.transform = transform
        baseTransform = transform
        self.scope = scope
        self.deviceSize = deviceSize
        builder = RenderTreeBuilder(scope: scope)
    }
}

// MARK: - What was recorded

extension GraphicsContext {
    /// The nodes recorded so far, clips still open closed around what they clip.
    public var nodes: [RenderNode] {
        var copy = builder
        return copy.finish()
    }

    /// What was recorded, as a validated tree.
    ///
    /// - Throws: ``RenderError`` for drawing that cannot be rendered: a non-finite coordinate,
    ///   transform or paint, a negative line width, a use of a symbol never defined.
    public func renderTree() throws(RenderError) -> RenderTree {
        if let error = drawingErrors.first { throw .invalidValue(operation: 0, what: "drawing: \(error)") }
        return try RenderTree(nodes: nodes, symbols: symbols)
    }

    /// Notes that a drawing verb could not draw what it was asked to, for ``drawingErrors``.
    public func reportDrawingError(_ error: any Error) {
        drawingErrors.append(error)
    }

    /// What was recorded, in its serialised form.
    public var displayList: DisplayList {
        DisplayList(RenderTree.operations(of: nodes), symbols: symbols.mapValues { DisplayList(nodes: $0) })
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

    /// How each drawing (and each layer, as a whole) is composited onto what is already drawn
    /// (SwiftUI's `GraphicsContext.blendMode`). A drawing with a mode other than `normal` is
    /// recorded as a group of its own carrying the mode.
    public var blendMode: BlendMode {
        get { state.blendMode }
        set { state.blendMode = newValue }
    }

    /// Sets ``blendMode`` (Core Graphics' `setBlendMode(_:)`).
    public func setBlendMode(_ mode: BlendMode) { state.blendMode = mode }

    /// Records what `body` adds in a group blended by the current mode when it is not `normal`,
    /// and filtered by the filters added (``addFilter(_:)``).
    /// With a shadow set (``setShadow(_:)``), the group casts it.
    private func blended(_ body: () -> Void) {
        guard state.blendMode != .normal || !state.filters.isEmpty || state.shadow != nil else { return body() }
        builder.beginGroup(shadow: state.shadow, blendMode: state.blendMode, filters: state.filters)
        body()
        builder.endGroup()
    }

    /// SwiftUI's `GraphicsContext.Filter`: the same primitives as a group's filter chain.
    public typealias Filter = VellumCore.Filter

    /// Adds `filter` to those applied to every drawing from here until the graphics state is
    /// restored (SwiftUI's `addFilter(_:options:)`): each drawing, symbol or layer is filtered on
    /// its own, by the filters in the order they were added. A blur's radius is in the current
    /// user space (scaled by its mean scale factor).
    public func addFilter(_ filter: Filter) {
        state.filters.append(filter.applying(state.transform))
    }

    /// Pushes a copy of the graphics state.
    public func saveGState() {
        state.groupDepth = builder.depth
        // Room for a few nested saves at once: a canvas closure saves and restores around each
        // part it draws.
        if saved.capacity == 0 { saved.reserveCapacity(4) }
        saved.append(state)
    }

    /// Pops the graphics state saved last, undoing transforms, clips and style changes made since.
    /// Without a saved state it does nothing.
    public func restoreGState() {
        guard let previous = saved.popLast() else { return }
        while builder.depth > previous.groupDepth { builder.endGroup() }
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
    public func setFillColor(_ color: Color) { setFillPaint(.color(color)) }
    /// Sets the paint used by `fillPath` and `drawPath`.
    public func setFillPaint(_ paint: Paint) {
        state.fillPaint = paint
        state.fillPattern = nil
    }
    /// Makes `fillPath` and `drawPath` fill with copies of `pattern`'s cell (Core Graphics'
    /// `setFillPattern(_:colorComponents:)` forwards here).
    public func setFillPattern(_ pattern: PatternFill) { state.fillPattern = pattern }
    /// Sets the paint used by `strokePath` and `drawPath`.
    public func setStrokeColor(_ color: Color) { state.strokePaint = .color(color) }
    /// Sets the paint used by `strokePath` and `drawPath`.
    public func setStrokePaint(_ paint: Paint) { state.strokePaint = paint }
    /// The line width, cap, join, miter limit and dashes `strokePath` uses.
    public var strokeStyle: StrokeStyle { state.strokeStyle }
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
        blended {
            builder.draw(path, paint: paint.opacity(state.opacity), kind: .fill(rule), transform: state.transform)
        }
    }

    /// Strokes `path` with `paint`.
    public func stroke(_ path: Path, with paint: Paint, style: StrokeStyle) {
        blended {
            builder.draw(path, paint: paint.opacity(state.opacity), kind: .stroke(style), transform: state.transform)
        }
    }

    /// Strokes `path` with `paint` and a solid line of `lineWidth`.
    public func stroke(_ path: Path, with paint: Paint, lineWidth: Double = 1) {
        stroke(path, with: paint, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Intersects the clip with `path` until the graphics state is restored.
    public func clip(to path: Path, style: FillStyle = FillStyle()) {
        builder.beginGroup(clip: RenderClip(path, rule: style.rule, transform: state.transform))
    }

    /// Masks what is drawn from here until the graphics state is restored by the alpha of what
    /// `content` draws (times `opacity`), as SwiftUI's `clipToLayer(opacity:content:)`: a layer
    /// whose alpha becomes the clip. `content` draws in the current user space, with the current
    /// state; what it changes in the state is undone when it returns.
    public func clipToLayer(opacity: Double = 1, content: (GraphicsContext) throws -> Void) rethrows {
        try clipToLayer(opacity: opacity, mode: .alpha, content: content)
    }

    /// ``clipToLayer(opacity:content:)`` with the layer's pixels read as `mode` says: their alpha,
    /// or their luminance (as a Core Graphics image mask).
    public func clipToLayer(opacity: Double = 1, mode: RenderMask.Mode,
                            content: (GraphicsContext) throws -> Void) rethrows {
        builder.beginMaskContent()
        saveGState()
        state.opacity = 1
        state.blendMode = .normal
        state.filters = []
        state.shadow = nil
        defer {
            restoreGState()
            let mask = builder.endMaskContent()
            builder.beginGroup(mask: RenderMask(mode, content: mask), opacity: opacity)
        }
        try content(self)
    }

    /// Draws everything `body` draws into a layer composited with `opacity` and the current
    /// ``blendMode`` as a whole, filtered by the filters added (``addFilter(_:)``), so overlapping parts do not show through each other, over a
    /// drop shadow when one is given. Inside, the blend mode starts at `normal` (as in a Core
    /// Graphics transparency layer): the layer is blended once, whole. Without `shadow`, the
    /// shadow set by ``setShadow(_:)`` is the layer's.
    public func drawLayer(opacity: Double = 1, shadow: Shadow? = nil,
                          _ body: (GraphicsContext) throws -> Void) rethrows {
        let depth = builder.depth
        builder.beginGroup(opacity: opacity, shadow: shadow ?? state.shadow, blendMode: state.blendMode,
                           filters: state.filters)
        saveGState()
        state.blendMode = .normal
        state.filters = []
        state.shadow = nil
        defer {
            restoreGState()
            // Closes the layer even when `body` restored more states than it saved.
            while builder.depth > depth { builder.endGroup() }
        }
        try body(self)
    }
}

// MARK: - Symbols

extension GraphicsContext {
    /// Records what `body` draws, in its own user space, as the symbol `tag`; it replaces any
    /// earlier definition under that tag.
    ///
    /// `size` is the symbol's frame, from its origin, which ``draw(_:at:anchor:)-(_,Point,_)``
    /// anchors; `nil` leaves it unknown, and such a symbol is drawn with its origin at the point.
    public func defineSymbol(_ tag: Tag, size: Size? = nil, _ body: (GraphicsContext) throws -> Void) rethrows {
        let symbol = GraphicsContext(scope: scope)
        try body(symbol)
        symbols[tag] = symbol.nodes
        symbolSizes[tag] = size
        symbols.merge(symbol.symbols) { outer, _ in outer }
        symbolSizes.merge(symbol.symbolSizes) { outer, _ in outer }
    }

    /// Whether a symbol is defined under `tag` (SwiftUI's `resolveSymbol(id:)` returning non-nil).
    public func hasSymbol(_ tag: Tag) -> Bool { symbols[tag] != nil }

    /// Draws the symbol `tag` with its origin (top-left corner) at `point` in the current user
    /// space. This is Vellum's own anchoring; SwiftUI's `draw(_:at:)` centres the symbol, as
    /// ``draw(_:at:anchor:)-(_,Point,_)`` does.
    public func draw(symbol tag: Tag, at point: Point = .zero) {
        blended { builder.use(tag, transform: state.transform.translatedBy(x: point.x, y: point.y)) }
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
        case .fill, .fillStroke: fillDevicePath(device, rule: .nonZero)
        case .eoFill, .eoFillStroke: fillDevicePath(device, rule: .evenOdd)
        case .stroke: break
        }
        guard mode == .stroke || mode == .fillStroke || mode == .eoFillStroke else { return }
        let toUser = state.transform.inverted()
        let user = toUser.map { device.applying($0) } ?? device
        blended {
            builder.draw(user, paint: state.strokePaint.opacity(state.opacity), kind: .stroke(state.strokeStyle),
                         transform: toUser == nil ? .identity : state.transform)
        }
    }

    /// Fills `device` (in device space) with the fill pattern if one is set, else the fill paint.
    private func fillDevicePath(_ device: Path, rule: FillRule) {
        if let pattern = state.fillPattern {
            return withSavedGState {
                builder.beginGroup(clip: RenderClip(device, rule: rule))
                fillTiles(of: pattern, covering: device.boundingRect)
            }
        }
        blended {
            builder.draw(device, paint: state.fillPaint.opacity(state.opacity), kind: .fill(rule), transform: .identity)
        }
    }

    /// Intersects the clip with the current path and clears it.
    public func clip(using rule: FillRule = .nonZero) {
        builder.beginGroup(clip: RenderClip(currentPath, rule: rule))
        currentPath = Path()
    }
}

// MARK: - Core Graphics effects: alpha, shadows, transparency layers

extension GraphicsContext {
    /// Sets the alpha multiplied into everything drawn, as Core Graphics' `setAlpha(_:)`
    /// (``opacity``; clamped to 0…1).
    public func setAlpha(_ alpha: Double) { opacity = alpha }

    /// Casts `shadow` (in device units: the current transform does not move or scale it, as in
    /// Core Graphics) under each later drawing until the graphics state is restored; `nil` turns
    /// shadows off. Core Graphics' `setShadow(offset:blur:color:)` forwards here.
    public func setShadow(_ shadow: Shadow?) { state.shadow = shadow }

    /// The shadow set by ``setShadow(_:)``, if any.
    public var shadow: Shadow? { state.shadow }

    /// How images drawn from here are sampled, as `CGContext.interpolationQuality`: `.none` is
    /// nearest neighbour, every other quality bilinear.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Begins a Core Graphics transparency layer: what is drawn until
    /// ``endTransparencyLayer()`` is composited as one picture, with the alpha, blend mode, filters
    /// and shadow current now; inside, those start afresh (alpha 1, `normal`, no filter or shadow).
    public func beginTransparencyLayer() {
        transparencyLayers.append(saved.count)
        saveGState()
        builder.beginGroup(opacity: state.opacity, shadow: state.shadow, blendMode: state.blendMode,
                           filters: state.filters)
        state.opacity = 1
        state.blendMode = .normal
        state.filters = []
        state.shadow = nil
    }

    /// Ends the transparency layer begun last and composites it; the graphics state is again what
    /// it was when the layer began. Without an open layer it does nothing.
    public func endTransparencyLayer() {
        guard let savedCount = transparencyLayers.popLast() else { return }
        while saved.count > savedCount + 1 { restoreGState() }
        restoreGState()
    }
}
