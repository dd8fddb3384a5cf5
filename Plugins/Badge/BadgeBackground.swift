import VellumCore
import VellumScene

/// The badge's hexagon, filled with a vertical gradient (the tutorial's `BadgeBackground`).
///
/// It takes the largest square that fits what it is offered. The gradient runs from the top of
/// that square (`gradientStart`) to 60 % of its height (`gradientEnd`) and keeps the end colour
/// below, so the lower part of the badge is one flat colour.
public struct BadgeBackground: Node {
    /// The tutorial's pink, rgb(239, 120, 221).
    public static let defaultGradientStart = Color(red8: 239, green8: 120, blue8: 221)
    /// The tutorial's orange, rgb(239, 172, 120).
    public static let defaultGradientEnd = Color(red8: 239, green8: 172, blue8: 120)

    /// The colour at the top edge.
    public var gradientStart: Color
    /// The colour from 60 % of the height down.
    public var gradientEnd: Color

    /// A background with the given gradient colours (the tutorial's by default).
    public init(gradientStart: Color = Self.defaultGradientStart, gradientEnd: Color = Self.defaultGradientEnd) {
        self.gradientStart = gradientStart
        self.gradientEnd = gradientEnd
    }

    public var body: some Node {
        GeometryReader { geometry in
            HexagonParameters.outline(side: min(geometry.width, geometry.height))
                .fill(gradient(in: geometry.size))
        }
        .aspectRatio(1, contentMode: .fit)
    }

    /// SwiftUI measures `UnitPoint`s against the shape's frame, while Vellum's unit-point
    /// gradients span the path's bounding box (the hexagon's starts 2.5 % below the frame's top).
    /// Giving the end points in the frame's own coordinates keeps the tutorial's colours exactly.
    private func gradient(in frame: Size) -> LinearGradient {
        LinearGradient(gradient: Gradient(colors: [gradientStart, gradientEnd]),
                       start: Point(x: frame.width * 0.5, y: 0),
                       end: Point(x: frame.width * 0.5, y: frame.height * 0.6))
    }
}
