import VellumCore

/// A shape drawn filled and/or stroked, as SwiftUI's shape views.
///
/// Any `Shape` — `Rectangle`, `Circle`, a `Path`, your own — becomes a shape node when it is
/// placed in a builder or given a fill or stroke. It takes the whole size it is offered (10 × 10
/// when asked for its ideal size) and fits its outline into that frame. Without a fill or a
/// stroke it is filled with the foreground colour (black unless `.foregroundColor` says
/// otherwise); with only a stroke it is only stroked.
///
///     Circle().fill(.red)
///     RoundedRectangle(cornerRadius: 4).fill(.white).stroke(.gray, lineWidth: 2)
///
/// Gradients given in unit points (`.objectBoundingBox`) span the node's **frame**, as SwiftUI
/// measures them, so a hexagon narrower than its frame gets the colours SwiftUI gives it. The
/// render tree and every backend measure them against the path's bounds (SVG's rule);
/// ``gradientReferenceBox(_:)`` with ``GradientReferenceBox/pathBounds`` keeps that meaning, which
/// was Vellum's for shape nodes before.
public struct ShapeNode<S: Shape>: Node, PrimitiveNode {
    /// The shape drawn.
    public var shape: S
    /// What the interior is filled with, if anything.
    var fillContent: AnyShapeStyle?
    /// How the interior is determined.
    public var fillStyle: FillStyle
    /// What the outline is stroked with, if anything.
    var strokeContent: AnyShapeStyle?
    /// The stroke's geometry.
    public var strokeStyle: StrokeStyle
    /// What unit-point gradients are measured against: the frame (SwiftUI's rule) by default.
    public var gradientBox: GradientReferenceBox = .frame

    /// The shape, to be filled with the foreground colour.
    public init(_ shape: S) {
        self.shape = shape
        self.fillStyle = FillStyle()
        self.strokeStyle = StrokeStyle()
    }

    /// The node itself: it is primitive.
    public var body: ShapeNode { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        let foreground = context.environment.drawn(context.environment.foreground)
        let fill = fillContent.map(context.paint) ?? (strokeContent == nil ? foreground : nil)
        let behavior = ShapeLayout(shape: AnyShape(shape), name: TypeNames.of(S.self),
                                   fill: fill.map { ($0, fillStyle.rule) },
                                   stroke: strokeContent.map { (context.paint($0), strokeStyle) }, gradientBox: gradientBox)
        return [context.makeNode(behavior)]
    }
}

/// What a shape node's unit-point gradients span.
public enum GradientReferenceBox: Hashable, Sendable {
    /// The node's frame, the rectangle the shape is fitted into: SwiftUI's rule.
    case frame
    /// The bounding box of the path drawn: SVG's rule, and the display list's.
    case pathBounds
}

extension ShapeNode {
    /// The node with its unit-point gradients measured against `box`.
    public func gradientReferenceBox(_ box: GradientReferenceBox) -> ShapeNode {
        var node = self
        node.gradientBox = box
        return node
    }

    /// The shape filled with `content` — a colour, a gradient, `.secondary`… — as SwiftUI's
    /// `fill(_:style:)`.
    public func fill<Style: ShapeStyle>(_ content: Style = .foreground, style: FillStyle = FillStyle()) -> ShapeNode {
        var node = self
        node.fillContent = AnyShapeStyle(content)
        node.fillStyle = style
        return node
    }

    /// The shape filled with `paint`: Vellum's spelling, `.fill(.color(c))`.
    public func fill(_ paint: Paint, style: FillStyle = FillStyle()) -> ShapeNode {
        fill(AnyShapeStyle(paint), style: style)
    }

    /// The shape's outline stroked with `content` and `style`, as SwiftUI's `stroke(_:style:)`.
    public func stroke<Style: ShapeStyle>(_ content: Style, style: StrokeStyle) -> ShapeNode {
        var node = self
        node.strokeContent = AnyShapeStyle(content)
        node.strokeStyle = style
        return node
    }

    /// The shape's outline stroked with `content`, `lineWidth` wide, as SwiftUI's
    /// `stroke(_:lineWidth:)`.
    public func stroke<Style: ShapeStyle>(_ content: Style, lineWidth: Double = 1) -> ShapeNode {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline stroked with the foreground style, as SwiftUI's `stroke(style:)`.
    public func stroke(style: StrokeStyle) -> ShapeNode {
        stroke(.foreground, style: style)
    }

    /// The shape's outline stroked with the foreground style, `lineWidth` wide, as SwiftUI's
    /// `stroke(lineWidth:)`.
    public func stroke(lineWidth: Double = 1) -> ShapeNode {
        stroke(.foreground, lineWidth: lineWidth)
    }

    /// The shape's outline stroked with `paint` and `style`: Vellum's spelling.
    public func stroke(_ paint: Paint, style: StrokeStyle) -> ShapeNode {
        stroke(AnyShapeStyle(paint), style: style)
    }

    /// The shape's outline stroked with `paint`, `lineWidth` wide: Vellum's spelling.
    public func stroke(_ paint: Paint, lineWidth: Double = 1) -> ShapeNode {
        stroke(AnyShapeStyle(paint), lineWidth: lineWidth)
    }
}

// The same verbs on every shape, so `Circle().fill(.red)` reads as in SwiftUI.
extension Shape {
    /// The shape filled with `content`, as SwiftUI's `fill(_:style:)`.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> ShapeNode<Self> {
        ShapeNode(self).fill(content, style: style)
    }

    /// The shape filled with `paint`: Vellum's spelling, `.fill(.color(c))`.
    public func fill(_ paint: Paint, style: FillStyle = FillStyle()) -> ShapeNode<Self> {
        ShapeNode(self).fill(paint, style: style)
    }

    /// The shape's outline stroked with `content` and `style`, as SwiftUI's `stroke(_:style:)`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ShapeNode<Self> {
        ShapeNode(self).stroke(content, style: style)
    }

    /// The shape's outline stroked with `content`, `lineWidth` wide.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: Double = 1) -> ShapeNode<Self> {
        ShapeNode(self).stroke(content, lineWidth: lineWidth)
    }

    /// The shape's outline stroked with the foreground style.
    public func stroke(style: StrokeStyle) -> ShapeNode<Self> {
        ShapeNode(self).stroke(style: style)
    }

    /// The shape's outline stroked with the foreground style, `lineWidth` wide.
    public func stroke(lineWidth: Double = 1) -> ShapeNode<Self> {
        ShapeNode(self).stroke(lineWidth: lineWidth)
    }

    /// The shape's outline stroked with `paint` and `style`: Vellum's spelling.
    public func stroke(_ paint: Paint, style: StrokeStyle) -> ShapeNode<Self> {
        ShapeNode(self).stroke(paint, style: style)
    }

    /// The shape's outline stroked with `paint`, `lineWidth` wide: Vellum's spelling.
    public func stroke(_ paint: Paint, lineWidth: Double = 1) -> ShapeNode<Self> {
        ShapeNode(self).stroke(paint, lineWidth: lineWidth)
    }
}

/// A shape that is a node draws as itself filled with the foreground colour. Declare your own
/// shapes `Node` too (`struct Hexagon: Shape, Node { … }`) to give them every node modifier.
extension Node where Self: Shape {
    /// The shape filled with the foreground colour.
    public var body: ShapeNode<Self> { ShapeNode(self) }
}

extension Rectangle: Node {}
extension RoundedRectangle: Node {}
extension Circle: Node {}
extension Ellipse: Node {}
extension Capsule: Node {}
extension Path: Node {}
extension AnyShape: Node {}
extension TrimmedShape: Node {}
extension InsetShape: Node {}
extension TransformedShape: Node {}
extension UnevenRoundedRectangle: Node {}

// Stroking inside the frame, for shapes that can be inset.
extension InsettableShape {
    /// The outline stroked with `content` and `style` inside the shape, as SwiftUI's
    /// `strokeBorder(_:style:antialiased:)`: the shape is inset by half the line width, so the
    /// stroke's outer edge runs along the original outline. Edges are always anti-aliased.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle,
                                            antialiased: Bool = true) -> ShapeNode<InsetShape> {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }

    /// The outline stroked with `content`, `lineWidth` wide, inside the shape, as SwiftUI's
    /// `strokeBorder(_:lineWidth:antialiased:)`.
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: Double = 1,
                                            antialiased: Bool = true) -> ShapeNode<InsetShape> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// Draws a shape's outline fitted into the node's frame.
struct ShapeLayout: Behavior {
    let shape: AnyShape
    let name: String
    let fill: (paint: Paint, rule: FillRule)?
    let stroke: (paint: Paint, style: StrokeStyle)?
    let gradientBox: GradientReferenceBox

    func validate() -> String? {
        if let fill, !fill.paint.isFinite { return "fill paint is not finite" }
        guard let stroke else { return nil }
        if !stroke.paint.isFinite { return "stroke paint is not finite" }
        if !stroke.style.isFinite { return "stroke style is not finite" }
        return Check.length(stroke.style.lineWidth, "line width")
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: SceneNode, in graph: SceneGraph) throws(SceneError) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    func record(_ node: SceneNode, size: Size, transform: AffineTransform,
                into recorder: inout Recorder) throws(SceneError) -> Rect? {
        let path = shape.path(in: Rect(size: size))
        guard path.isFinite else {
            throw .invalidValue(path: node.path, message: "the shape's outline has non-finite coordinates")
        }
        // Measured against the frame here, so the display list keeps one rule (the path's bounds)
        // and every backend draws SwiftUI's colours without knowing frames.
        let frame = Rect(size: size)
        recorder.noteOutline(ShapeOutline(shape: shape, size: size))
        func measured(_ paint: Paint) -> Paint {
            gradientBox == .frame ? paint.inUserSpace(measuredAgainst: frame) : paint
        }
        var ink: Rect?
        if let fill {
            ink = RenderBounds.union(ink, recorder.fill(path, paint: measured(fill.paint), rule: fill.rule, transform: transform))
        }
        if let stroke {
            ink = RenderBounds.union(ink, recorder.stroke(path, paint: measured(stroke.paint), style: stroke.style,
                                                          transform: transform))
        }
        return ink
    }
}

extension Paint {
    /// The paint with any bounding-box gradient geometry resolved against `box` into user space:
    /// the same colours wherever the path lies. Colours and user-space gradients are unchanged.
    func inUserSpace(measuredAgainst box: Rect) -> Paint {
        switch self {
        case .linearGradient(var g) where g.units != .userSpace:
            let r = g.resolved(in: box)
            (g.startPoint, g.endPoint, g.transform, g.units) = (r.start, r.end, r.transform, .userSpace)
            return .linearGradient(g)
        case .radialGradient(var g) where g.units != .userSpace:
            let r = g.resolved(in: box)
            (g.center, g.focus, g.startRadius, g.endRadius) = (r.center, r.focus, r.startRadius, r.endRadius)
            (g.transform, g.units) = (r.transform, .userSpace)
            return .radialGradient(g)
        case .angularGradient(var g) where g.units != .userSpace:
            let r = g.resolved(in: box)
            (g.center, g.transform, g.units) = (r.center, r.transform, .userSpace)
            return .angularGradient(g)
        default:
            return self
        }
    }
}
