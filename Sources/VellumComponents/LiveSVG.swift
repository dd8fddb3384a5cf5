import VellumCore

/// What a component that shows time gives for a live SVG (`vellum animate … -o live.svg`): its
/// still parts, drawn by the SVG backend, and the parts that move with time, which the SVG keeps
/// moving in a browser with SMIL `animateTransform` — a clock's hands, a marker crossing a day.
/// `SVGBackend.render(_:size:moving:)` writes it.
public struct LiveSVG {
    /// The component without the moving parts, at the start instant.
    public var body: ComponentBody
    /// The moving parts, drawn over `body` in order.
    public var parts: [LivePart]

    /// Still parts and moving parts.
    public init(body: ComponentBody, parts: [LivePart]) {
        self.body = body
        self.parts = parts
    }

    /// Whether any part moves; a live SVG in which nothing moves is only a still picture.
    public var moves: Bool { parts.contains { $0.motion.moves } }
}
