import Foundation

/// Core Foundation's array type as Core Graphics functions take it. Foundation on Linux has no
/// `CFArray`; this alias makes `[cgColor1, cgColor2] as CFArray` compile and hand the colours over.
public typealias CFArray = [Any]

/// Core Graphics' gradient: colours at locations, drawn by `CGContext.drawLinearGradient` and
/// `drawRadialGradient`. It holds Vellum's ``Gradient``, which every backend draws.
public final class CGGradient: Hashable, Sendable {
    /// The colour stops, locations in 0…1 in increasing order.
    public let gradient: Gradient

    /// A gradient through `colors` (each a `CGColor`) at `locations`, as
    /// `CGGradient(colorsSpace:colors:locations:)`; `nil` locations spread the colours evenly from
    /// 0 to 1.
    ///
    /// `nil` when there is no colour, when an element is not a `CGColor`, or when `locations` does
    /// not give one location per colour (Core Graphics leaves these undefined).
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: [CGFloat]?) {
        let colors = colors.compactMap { $0 as? Color }
        guard !colors.isEmpty, colors.count == (colors as CFArray).count else { return nil }
        guard let stops = Self.stops(colors, locations) else { return nil }
        gradient = Gradient(stops: stops)
    }

    /// A gradient through colours given as components in `space` (each colour's components then
    /// its alpha), as `CGGradient(colorSpace:colorComponents:locations:count:)`; `nil` when the
    /// components or locations are fewer than `count` colours need, or `count` is below 1.
    public init?(colorSpace space: CGColorSpace, colorComponents components: [CGFloat], locations: [CGFloat]?,
                 count: Int) {
        let stride = space.numberOfComponents + 1
        guard count >= 1, components.count >= count * stride else { return nil }
        let colors = (0..<count).compactMap {
            Color(colorSpace: space, components: Array(components[$0 * stride ..< ($0 + 1) * stride]))
        }
        guard let stops = Self.stops(colors, locations.map { Array($0.prefix(count)) }) else { return nil }
        gradient = Gradient(stops: stops)
    }

    /// The stops of `colors` at `locations` (evenly spaced when `nil`), sorted by location; `nil`
    /// when the counts differ or a location is not finite.
    private static func stops(_ colors: [Color], _ locations: [CGFloat]?) -> [Gradient.Stop]? {
        guard let locations else { return Gradient(colors: colors).stops }
        guard locations.count == colors.count, locations.allSatisfy(\.isFinite) else { return nil }
        let stops = zip(colors, locations).map { Gradient.Stop(color: $0, location: Double($1)) }
        return stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }

    public static func == (a: CGGradient, b: CGGradient) -> Bool { a.gradient == b.gradient }
    public func hash(into hasher: inout Hasher) { hasher.combine(gradient) }
}

/// Whether a Core Graphics gradient also paints before its start and after its end, with its end
/// colours.
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    /// The raw value, as Apple's.
    public let rawValue: UInt32
    /// The value whose raw value is `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Paint the start colour beyond the start (before the start point, or inside the start circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// Paint the end colour beyond the end (after the end point, or outside the end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

extension GraphicsContext {
    /// Paints `gradient` along the line from `start` to `end` over the whole clip, as
    /// `CGContext.drawLinearGradient(_:start:end:options:)`: the colour is constant across the
    /// line; beyond its ends it is painted only when `options` asks.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        let from = Point(start), to = Point(end)
        let length = (to - from).length
        guard length > 0, length.isFinite, let cover = userSpaceCover else { return }
        let reach = cover.width + cover.height + (cover.center - from).length + length
        let axis = (to - from) * (1 / length), across = Point(x: -axis.y, y: axis.x) * reach
        let first = options.contains(.drawsBeforeStartLocation) ? -reach : 0
        let last = options.contains(.drawsAfterEndLocation) ? length + reach : length
        let band = Path { band in
            band.addLines([from + axis * first - across, from + axis * last - across,
                           from + axis * last + across, from + axis * first + across])
            band.closeSubpath()
        }
        let paint = Paint.linearGradient(LinearGradient(gradient: gradient.gradient, start: from, end: to))
        withSavedGState { fill(band, with: paint) }
    }

    /// Paints `gradient` between the circle of `startRadius` around `startCenter` (location 0)
    /// and the circle of `endRadius` around `endCenter` (location 1), over the whole clip, as
    /// `CGContext.drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`:
    /// inside the start circle and outside the end circle only when `options` asks.
    ///
    /// Nothing is drawn for a negative or non-finite radius or centre.
    ///
    /// Without the options the painted area is the end circle less the start circle — exactly Core
    /// Graphics' when one circle lies inside the other, as gradients drawn from a centre do.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: Double,
                                   endCenter: CGPoint, endRadius: Double, options: CGGradientDrawingOptions) {
        guard startRadius >= 0, endRadius >= 0, startRadius.isFinite, endRadius.isFinite,
              Point(startCenter).isFinite, Point(endCenter).isFinite, let cover = userSpaceCover else { return }
        let paint = Paint.radialGradient(RadialGradient(
            gradient: gradient.gradient, center: Point(endCenter), radius: endRadius, focus: Point(startCenter),
            focusRadius: startRadius))
        withSavedGState {
            if !options.contains(.drawsAfterEndLocation) {
                clip(to: Path(ellipseIn: Rect(center: Point(endCenter), radius: endRadius)))
            }
            if !options.contains(.drawsBeforeStartLocation) && startRadius > 0 {
                var outside = Path(cover)
                outside.addEllipse(in: Rect(center: Point(startCenter), radius: startRadius))
                clip(to: outside, style: FillStyle(eoFill: true))
            }
            fill(Path(cover), with: paint)
        }
    }

    /// The surface in device space: its size, or for a context without one a large square
    /// around the origin.
    var deviceCover: Rect {
        deviceSize.map { Rect(origin: .zero, size: $0) }
            ?? Rect(x: -Self.unsizedReach, y: -Self.unsizedReach, width: 2 * Self.unsizedReach,
                    height: 2 * Self.unsizedReach)
    }

    /// A rectangle in user space that covers the whole surface (``deviceCover``); `nil` when the
    /// transform cannot be inverted.
    var userSpaceCover: Rect? { ctm.inverted().map { deviceCover.applying($0) } }

    /// How far the surface of a context without a size is taken to reach, in device pixels.
    static let unsizedReach = 16_384.0
}

extension Rect {
    /// The square around `center` with sides of twice `radius`: a circle's bounding box.
    fileprivate init(center: Point, radius: Double) {
        self.init(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
    }
}
