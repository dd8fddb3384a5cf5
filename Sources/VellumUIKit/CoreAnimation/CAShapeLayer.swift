/// A fill rule of ``CAShapeLayer/fillRule``.
public struct CAShapeLayerFillRule: Hashable, Sendable, RawRepresentable {
    /// Apple's string for the value.
    public let rawValue: String
    /// The value of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Inside where the winding number is not zero.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where the winding number is odd.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A line cap of ``CAShapeLayer/lineCap``.
public struct CAShapeLayerLineCap: Hashable, Sendable, RawRepresentable {
    /// Apple's string for the value.
    public let rawValue: String
    /// The value of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Ends square at the end points.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// Half circles around the end points.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// Squares around the end points.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// A line join of ``CAShapeLayer/lineJoin``.
public struct CAShapeLayerLineJoin: Hashable, Sendable, RawRepresentable {
    /// Apple's string for the value.
    public let rawValue: String
    /// The value of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Sharp corners, bevelled past the miter limit.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// Rounded corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// Cut-off corners.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that fills and strokes a path (Apple's `CAShapeLayer`), above its background and
/// below its sublayers. The stroke can be trimmed to a stretch of the path's length
/// (``strokeStart``…``strokeEnd``) with the same trimming as SwiftUI's `trim(from:to:)`.
open class CAShapeLayer: CALayer {
    /// The outline, in the layer's coordinates; `nil` draws nothing.
    public var path: CGPath?
    /// The fill; opaque black by default, `nil` for none.
    public var fillColor: CGColor? = Color.black
    /// How the inside of ``path`` is decided.
    public var fillRule = CAShapeLayerFillRule.nonZero
    /// The stroke; `nil` (none) by default.
    public var strokeColor: CGColor?
    /// The stroke's width; 1 by default.
    public var lineWidth: Double = 1
    /// The stroke's end caps.
    public var lineCap = CAShapeLayerLineCap.butt
    /// The stroke's corners.
    public var lineJoin = CAShapeLayerLineJoin.miter
    /// Where miter joins turn into bevels; 10 by default.
    public var miterLimit: Double = 10
    /// The dash lengths, alternately drawn and skipped; `nil` for a solid line.
    public var lineDashPattern: [NSNumber]?
    /// How far into the dash pattern the stroke starts.
    public var lineDashPhase: Double = 0
    /// Where the stroke starts, a fraction 0…1 of the path's length.
    public var strokeStart: Double = 0
    /// Where the stroke ends, a fraction 0…1 of the path's length; a stroke whose start is past
    /// its end draws nothing, as Apple's.
    public var strokeEnd: Double = 1

    public override init() { super.init() }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        (path, fillColor, fillRule, strokeColor) = (other.path, other.fillColor, other.fillRule, other.strokeColor)
        (lineWidth, lineCap, lineJoin, miterLimit) = (other.lineWidth, other.lineCap, other.lineJoin, other.miterLimit)
        (lineDashPattern, lineDashPhase) = (other.lineDashPattern, other.lineDashPhase)
        (strokeStart, strokeEnd) = (other.strokeStart, other.strokeEnd)
    }

    /// The stroke as Vellum's style.
    private var strokeStyle: StrokeStyle {
        StrokeStyle(lineWidth: lineWidth,
                    lineCap: lineCap == .round ? .round : lineCap == .square ? .square : .butt,
                    lineJoin: lineJoin == .round ? .round : lineJoin == .bevel ? .bevel : .miter,
                    miterLimit: miterLimit, dash: (lineDashPattern ?? []).map(\.doubleValue), dashPhase: lineDashPhase)
    }

    override func drawContent(in context: GraphicsContext) {
        super.drawContent(in: context)
        guard let shape = path?.path else { return }
        if let fillColor { context.fill(shape, with: .color(fillColor), rule: fillRule == .evenOdd ? .evenOdd : .nonZero) }
        guard let strokeColor, lineWidth > 0 else { return }
        let (start, end) = (min(max(strokeStart, 0), 1), min(max(strokeEnd, 0), 1))
        guard start < end else { return }
        context.stroke(shape.trimmedPath(from: start, to: end), with: .color(strokeColor), style: strokeStyle)
    }

    override func animatableValue(forKeyPath keyPath: String) -> CAAnimatableValue? {
        switch keyPath {
        case "strokeStart": .number(strokeStart)
        case "strokeEnd": .number(strokeEnd)
        case "lineWidth": .number(lineWidth)
        case "miterLimit": .number(miterLimit)
        case "lineDashPhase": .number(lineDashPhase)
        case "strokeColor": .color(strokeColor ?? .clear)
        case "fillColor": .color(fillColor ?? .clear)
        default: super.animatableValue(forKeyPath: keyPath)
        }
    }

    override func setAnimatableValue(_ value: CAAnimatableValue, forKeyPath keyPath: String) {
        switch (keyPath, value) {
        case ("strokeStart", .number(let n)): strokeStart = n
        case ("strokeEnd", .number(let n)): strokeEnd = n
        case ("lineWidth", .number(let n)): lineWidth = n
        case ("miterLimit", .number(let n)): miterLimit = n
        case ("lineDashPhase", .number(let n)): lineDashPhase = n
        case ("strokeColor", .color(let c)): strokeColor = c
        case ("fillColor", .color(let c)): fillColor = c
        default: super.setAnimatableValue(value, forKeyPath: keyPath)
        }
    }
}
