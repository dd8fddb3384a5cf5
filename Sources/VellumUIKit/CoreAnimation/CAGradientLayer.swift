import Foundation

/// The shape of a ``CAGradientLayer``'s gradient.
public struct CAGradientLayerType: Hashable, Sendable, RawRepresentable {
    /// Apple's string for the value.
    public let rawValue: String
    /// The value of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from ``CAGradientLayer/startPoint`` to ``CAGradientLayer/endPoint``.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Ellipses about the start point, reaching the end point's x and y distances at the end.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around the start point, starting in the end point's direction, a full clockwise turn.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer filled with a gradient (Apple's `CAGradientLayer`), over its background, rounded by
/// its corner radius; drawn with Vellum's linear, radial and angular gradient paints.
open class CAGradientLayer: CALayer {
    /// The colours, `CGColor`s (`UIColor`s are read too); `nil` draws nothing.
    public var colors: [Any]?
    /// Where each colour lies, 0…1; `nil` (or a count other than the colours') spaces them evenly.
    public var locations: [NSNumber]?
    /// The gradient's start, in unit coordinates of the bounds; (0.5, 0) by default.
    public var startPoint = CGPoint(x: 0.5, y: 0)
    /// The gradient's end, in unit coordinates of the bounds; (0.5, 1) by default.
    public var endPoint = CGPoint(x: 0.5, y: 1)
    /// The gradient's shape; axial by default.
    public var type = CAGradientLayerType.axial

    public override init() { super.init() }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        (colors, locations, startPoint, endPoint, type) = (other.colors, other.locations, other.startPoint,
                                                           other.endPoint, other.type)
    }

    /// The colour stops; `nil` without colours.
    private var gradient: Gradient? {
        let stops = (colors ?? []).compactMap { ($0 as? CGColor) ?? ($0 as? UIColor)?.cgColor }
        guard !stops.isEmpty else { return nil }
        guard let locations, locations.count == stops.count else { return Gradient(colors: stops) }
        return Gradient(stops: zip(stops, locations).map { Gradient.Stop(color: $0, location: $1.doubleValue) })
    }

    /// A unit point of the bounds in the layer's coordinates.
    private func place(_ unit: CGPoint) -> Point {
        Point(x: bounds.minX + unit.x * bounds.width, y: bounds.minY + unit.y * bounds.height)
    }

    /// The paint of ``type``.
    private func paint(_ gradient: Gradient) -> Paint {
        let (start, end) = (place(startPoint), place(endPoint))
        switch type {
        case .radial:
            let radii = (max(abs(end.x - start.x), 1e-9), max(abs(end.y - start.y), 1e-9))
            let ellipse = AffineTransform(scaleX: radii.0, y: radii.1).concatenating(AffineTransform(translationX: start.x, y: start.y))
            return .radialGradient(RadialGradient(gradient: gradient, center: .zero, radius: 1, transform: ellipse))
        case .conic:
            let angle = Angle(radians: atan2(end.y - start.y, end.x - start.x))
            return .angularGradient(AngularGradient(gradient: gradient, center: start, startAngle: angle,
                                                    endAngle: angle + .radians(2 * Double.pi)))
        default:
            return .linearGradient(LinearGradient(gradient: gradient, start: start, end: end))
        }
    }

    override func drawContent(in context: GraphicsContext) {
        super.drawContent(in: context)
        guard let gradient else { return }
        context.fill(outline, with: paint(gradient))
    }

    override func animatableValue(forKeyPath keyPath: String) -> CAAnimatableValue? {
        switch keyPath {
        case "startPoint": .point(startPoint)
        case "endPoint": .point(endPoint)
        default: super.animatableValue(forKeyPath: keyPath)
        }
    }

    override func setAnimatableValue(_ value: CAAnimatableValue, forKeyPath keyPath: String) {
        switch (keyPath, value) {
        case ("startPoint", .point(let p)): startPoint = p
        case ("endPoint", .point(let p)): endPoint = p
        default: super.setAnimatableValue(value, forKeyPath: keyPath)
        }
    }
}
