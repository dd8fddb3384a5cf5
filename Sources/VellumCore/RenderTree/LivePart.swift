/// A filled shape that moves at a constant speed: turning about a pivot, or sliding across the
/// canvas and starting again from its left edge — what a live SVG keeps moving over a still
/// picture (`SVGBackend.render(_:size:moving:)`), described without any backend.
public struct LivePart: Hashable, Sendable {
    /// The outline.
    public enum Shape: Hashable, Sendable {
        /// A closed polygon through the points, in the part's own space (its anchor at the origin).
        case polygon([Point])
        /// A disc of this radius on the anchor.
        case disc(radius: Double)
    }

    /// How the part moves, from where it is at the start instant.
    public enum Motion: Hashable, Sendable {
        /// Turned clockwise about `pivot` by `startDegrees`, one more full turn every
        /// `secondsPerTurn` seconds, or standing still when that is `nil` (a clock's hands).
        case turning(pivot: Point, startDegrees: Double, secondsPerTurn: Double?)
        /// At `start`, moving right across `width` in `secondsAcross` seconds and starting again
        /// from x = 0 when it reaches `width` (a marker of the time of day).
        case sliding(start: Point, width: Double, secondsAcross: Double)

        /// Whether the part moves at all.
        public var moves: Bool {
            switch self {
            case .turning(_, _, let period): period != nil
            case .sliding: true
            }
        }
    }

    /// What is drawn, before it moves.
    public var shape: Shape
    /// Its fill.
    public var color: Color
    /// How it moves.
    public var motion: Motion

    /// A part drawn as `shape` in `color`, moving by `motion`.
    public init(shape: Shape, color: Color, motion: Motion) {
        self.shape = shape
        self.color = color
        self.motion = motion
    }
}
