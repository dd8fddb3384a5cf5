import Foundation

// `CGColor` is Vellum's `Color` (CoreGraphicsSpellings.swift); these are Core Graphics' ways to
// make one and read it back.

extension Color {
    /// A grey of `gray` (0 black … 1 white) with `alpha`, as `CGColor(gray:alpha:)`.
    public init(gray: Double, alpha: Double) {
        self.init(white: gray, opacity: alpha)
    }

    /// A colour from `components` in `space` — the space's components then alpha — as
    /// `CGColor(colorSpace:components:)`; `nil` when there are too few components.
    public init?(colorSpace space: CGColorSpace, components: [CGFloat]) {
        let values = components.map(Double.init)
        guard values.count > space.numberOfComponents else { return nil }
        switch space.model {
        case .monochrome: self.init(white: values[0], opacity: values[1])
        case .rgb: self.init(red: values[0], green: values[1], blue: values[2], opacity: values[3])
        case .pattern: return nil
        }
    }

    /// The red, green, blue and alpha components in 0…1, as `CGColor.components` of a colour in
    /// sRGB (Vellum's colours all are).
    public var components: [CGFloat]? { [red, green, blue, alpha].map { CGFloat($0) } }

    /// The number of components, alpha included, as `CGColor.numberOfComponents`: always 4.
    public var numberOfComponents: Int { 4 }

    /// The colour's space, as `CGColor.colorSpace`: sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }

    /// The same colour with `alpha` in place of its own, as `CGColor.copy(alpha:)`.
    public func copy(alpha: Double) -> Color? {
        var copy = self
        copy.alpha = min(max(alpha, 0), 1)
        return copy
    }
}
