/// A straight line from one point to another: a tick mark, one stroke of a plus sign.
public struct LineSegment: Hashable, Sendable {
    /// Where the line starts.
    public var start: Point
    /// Where the line ends.
    public var end: Point

    /// A line from `start` to `end`.
    public init(start: Point, end: Point) {
        self.start = start
        self.end = end
    }

    /// The line's length.
    public var length: Double { start.distance(to: end) }

    /// The line as an open path, ready to stroke.
    public var path: Path {
        Path { $0.move(to: start); $0.addLine(to: end) }
    }
}
