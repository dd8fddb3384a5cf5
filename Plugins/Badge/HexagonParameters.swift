import VellumCore

/// The outline of the badge's background as fractions of a unit square (origin top-left, y
/// down), from Apple's *Drawing Paths and Shapes*.
///
/// The outline is walked as six segments. Each one continues from where the previous ended: a
/// straight side up to `line`, then a quadratic curve through the corner to `curve`, bent by
/// `control`. Rounding every corner this way is why a segment holds three points and not one.
public struct HexagonParameters: Sendable {
    /// One side and the rounded corner after it.
    public struct Segment: Hashable, Sendable {
        /// Where the straight side ends.
        public let line: Point
        /// Where the corner's curve ends.
        public let curve: Point
        /// The corner curve's control point.
        public let control: Point
    }

    /// How far the four slanted corners are pulled towards the vertical middle; without it the
    /// shape is closer to a square with cut corners than to a hexagon.
    public static let adjustment = 0.085

    /// The share of the width the outline keeps: the hexagon is squeezed horizontally to 0.832
    /// of the square and centred, which gives its sides the proportions of a regular hexagon.
    public static let xScale = 0.832

    /// The six segments, clockwise on screen starting after the top-right corner.
    public static let segments: [Segment] = [
        Segment(line: Point(x: 0.60, y: 0.05), curve: Point(x: 0.40, y: 0.05), control: Point(x: 0.50, y: 0.00)),
        Segment(line: Point(x: 0.05, y: 0.20 + adjustment), curve: Point(x: 0.00, y: 0.30 + adjustment),
                control: Point(x: 0.00, y: 0.25 + adjustment)),
        Segment(line: Point(x: 0.00, y: 0.70 - adjustment), curve: Point(x: 0.05, y: 0.80 - adjustment),
                control: Point(x: 0.00, y: 0.75 - adjustment)),
        Segment(line: Point(x: 0.40, y: 0.95), curve: Point(x: 0.60, y: 0.95), control: Point(x: 0.50, y: 1.00)),
        Segment(line: Point(x: 0.95, y: 0.80 - adjustment), curve: Point(x: 1.00, y: 0.70 - adjustment),
                control: Point(x: 1.00, y: 0.75 - adjustment)),
        Segment(line: Point(x: 1.00, y: 0.30 + adjustment), curve: Point(x: 0.95, y: 0.20 + adjustment),
                control: Point(x: 1.00, y: 0.25 + adjustment)),
    ]

    /// Where the outline starts: the end of the last segment's corner, so the walk closes itself.
    public static let start = Point(x: 0.95, y: 0.20 + adjustment)

    /// The outline in a square of side `side` whose top-left corner is the origin.
    ///
    /// The height uses the whole side; the width is `xScale` of it, shifted right by half of what
    /// the squeeze removed, so the hexagon stays centred.
    public static func outline(side: Double) -> Path {
        let height = side
        let xOffset = side * (1 - xScale) / 2
        let width = side * xScale
        func scaled(_ p: Point) -> Point { Point(x: width * p.x + xOffset, y: height * p.y) }
        var path = Path()
        path.move(to: scaled(start))
        for segment in segments {
            path.addLine(to: scaled(segment.line))
            path.addQuadCurve(to: scaled(segment.curve), control: scaled(segment.control))
        }
        return path
    }
}
