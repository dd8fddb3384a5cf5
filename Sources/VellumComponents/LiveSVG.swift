import VellumCore

/// What a component that shows time gives for a live SVG (`vellum animate … -o live.svg`): its
/// still parts, drawn by the SVG backend, and the parts that turn with time, which the SVG keeps
/// turning in a browser with SMIL `animateTransform` — a clock's hands.
public struct LiveSVG {
    /// The component without the turning parts, at the start instant.
    public var body: ComponentBody
    /// The turning parts, drawn over `body` in order.
    public var parts: [TurningPart]

    /// Still parts and turning parts.
    public init(body: ComponentBody, parts: [TurningPart]) {
        self.body = body
        self.parts = parts
    }
}

/// A filled shape turning clockwise about a pivot at a constant speed.
public struct TurningPart: Hashable, Sendable {
    /// The outline.
    public enum Shape: Hashable, Sendable {
        /// A closed polygon through the points, in the part's own space (pivot at the origin).
        case polygon([Point])
        /// A disc of this radius on the pivot.
        case disc(radius: Double)
    }

    /// What is drawn, before turning.
    public var shape: Shape
    /// Its fill.
    public var color: Color
    /// The centre of rotation on the canvas.
    public var pivot: Point
    /// The angle at the start instant, in degrees clockwise.
    public var startDegrees: Double
    /// Seconds per full turn, or `nil` for a part that stands still (drawn above the others).
    public var secondsPerTurn: Double?

    /// A part drawn as `shape` in `color`, turned by `startDegrees` about `pivot`, one turn every
    /// `secondsPerTurn` seconds.
    public init(shape: Shape, color: Color, pivot: Point, startDegrees: Double, secondsPerTurn: Double?) {
        self.shape = shape
        self.color = color
        self.pivot = pivot
        self.startDegrees = startDegrees
        self.secondsPerTurn = secondsPerTurn
    }
}
