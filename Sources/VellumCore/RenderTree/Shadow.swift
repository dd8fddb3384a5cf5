import Foundation

/// A drop shadow: a layer's alpha, blurred, tinted and offset (SwiftUI's `.shadow`).
public struct Shadow: Hashable, Sendable {
    /// The shadow's colour; its alpha scales the shadow's opacity.
    public var color: Color
    /// The blur radius; the Gaussian's standard deviation is half of it, as in CSS and SVG's
    /// `feDropShadow`.
    public var radius: Double
    /// The shadow's offset.
    public var offset: Point

    /// Creates a shadow. The default colour is SwiftUI's: black at 33 % opacity.
    public init(color: Color = Color(white: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.radius = radius
        self.offset = Point(x: x, y: y)
    }

    /// Whether every number is finite.
    public var isFinite: Bool { color.isFinite && radius.isFinite && offset.isFinite }

    /// The largest standard deviation a blur uses, in pixels: a wider Gaussian spreads a shape so
    /// thin that it would only cost time, so larger radii blur as this one does.
    public static let maxSigma = 1024.0

    /// The Gaussian's standard deviation: half the radius, at most ``maxSigma``; none for a NaN
    /// radius (which a shadow cast through a transform whose scale overflowed has).
    public var sigma: Double { radius.isNaN ? 0 : min(max(radius, 0) / 2, Self.maxSigma) }

    /// How many whole pixels the blur spreads a pixel's alpha in each direction: three standard
    /// deviations rounded up, plus the pixel a sub-pixel offset spreads into. Below a quarter
    /// pixel there is no blur, only the sub-pixel shift. Every backend sizes its blur with it.
    public var blurReach: Int {
        sigma < 0.25 ? 1 : Int((3 * sigma).rounded(.up)) + 1
    }

    /// The shadow as cast in a space that `transform` maps to: the offset through its linear
    /// part, the radius scaled by its mean scale factor.
    public func applying(_ transform: AffineTransform) -> Shadow {
        guard transform != .identity else { return self }
        let offset = offset.applyingLinear(transform)
        return Shadow(color: color, radius: radius * abs(transform.determinant).squareRoot(), x: offset.x, y: offset.y)
    }

    /// `rect` together with the shadow it casts: moved by the offset and grown by the blur.
    public func extent(of rect: Rect) -> Rect {
        let reach = Double(blurReach)
        return rect.union(rect.offsetBy(dx: offset.x, dy: offset.y).insetBy(dx: -reach, dy: -reach))
    }
}
