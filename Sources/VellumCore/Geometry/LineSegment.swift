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
}
