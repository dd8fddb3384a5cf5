import VellumCore
import VellumScene

/// The mountain drawn around the badge (the tutorial's `BadgeSymbol`): a snow cap and the slopes
/// below it, two partial triangles separated by a thin gap, in one path.
///
/// It takes the size it is offered and draws in the square of the smaller side; the mountain is
/// three quarters as tall as that square is wide.
public struct BadgeSymbol: Node {
    /// The tutorial's purple, rgb(79, 79, 191).
    public static let defaultColor = Color(red8: 79, green8: 79, blue8: 191)

    /// The fill colour.
    public var color: Color

    /// A mountain in `color` (the tutorial's purple by default).
    public init(color: Color = Self.defaultColor) {
        self.color = color
    }

    public var body: some Node {
        GeometryReader { geometry in
            Self.outline(width: min(geometry.width, geometry.height)).fill(color)
        }
    }

    /// The mountain in a square of side `width`.
    ///
    /// The snow cap is a triangle whose lower edge is notched upwards to the middle; the slopes
    /// start `2 × spacing` below that notch, so the gap between the two parts has the same
    /// chevron shape.
    public static func outline(width: Double) -> Path {
        let height = width * 0.75
        let spacing = width * 0.030
        let middle = width * 0.5
        let topWidth = width * 0.226
        let topHeight = height * 0.488
        var path = Path()
        path.addLines([
            Point(x: middle, y: spacing),
            Point(x: middle - topWidth, y: topHeight - spacing),
            Point(x: middle, y: topHeight / 2 + spacing),
            Point(x: middle + topWidth, y: topHeight - spacing),
            Point(x: middle, y: spacing),
        ])
        path.move(to: Point(x: middle, y: topHeight / 2 + spacing * 3))
        path.addLines([
            Point(x: middle - topWidth, y: topHeight + spacing),
            Point(x: spacing, y: height - spacing),
            Point(x: width - spacing, y: height - spacing),
            Point(x: middle + topWidth, y: topHeight + spacing),
            Point(x: middle, y: topHeight / 2 + spacing * 3),
        ])
        return path
    }
}
