import Foundation
import Vellum
import VellumComponents

/// A component driven through time by its instant parameter: each frame's body is the component
/// built at that instant, put in place of the previous one with `Scene.replace`, and only the
/// damage is drawn again.
struct ComponentAnimation {
    /// The tag the component's content carries in the animation's scene.
    private static let tag = "vellum.animate"

    let component: Component
    /// The name of the instant parameter the frames set.
    let instantParameter: String
    /// The first instant.
    let start: Date
    /// The canvas size in pixels.
    let size: Size
    /// The other parameters' values, validated once.
    private let values: ParameterValues

    /// Prepares `component` with `arguments`, starting at the ISO 8601 instant `from`.
    init(component: Component, arguments: [String: String], from: String, size: PixelSize?) throws {
        guard let parameter = component.parameters.first(where: { $0.kind == .instant }) else {
            throw CLIError("component '\(component.name)' has no instant parameter, so time cannot change it; "
                           + "animate a component with one, such as clock or daytime-bar")
        }
        guard arguments[parameter.name] == nil else {
            throw CLIError("--param \(parameter.name) is what the frames change: give the first instant as --from")
        }
        guard case .instant(let start)? = try? ParameterKind.instant.parse(from) else {
            throw CLIError("--from '\(from)' is not an instant: expected \(ParameterKind.instant.allowedDescription)")
        }
        self.component = component
        self.instantParameter = parameter.name
        self.start = start
        self.size = size.map { Size(width: Double($0.width), height: Double($0.height)) } ?? component.defaultSize
        values = try component.values(from: arguments, size: self.size)
    }

    /// The component's values at `instant`.
    func values(at instant: Date) -> ParameterValues {
        var values = values
        values[instantParameter] = .instant(instant)
        return values
    }

    /// The component's body at `instant`.
    func body(at instant: Date) throws -> ComponentBody {
        try component.make(values(at: instant))
    }

    /// Renders a frame at each of `instants` in turn and hands it to `frame` with its damage
    /// (the whole canvas for the first). Incrementally by default; `incremental: false` renders
    /// every frame from a fresh scene, for comparison.
    func render(_ instants: [Date], incremental: Bool = true,
                frame: (_ index: Int, _ pixmap: Pixmap, _ damage: Damage) throws -> Void) throws {
        guard let firstInstant = instants.first else { return }
        let first = try body(at: firstInstant)
        var frames = try FrameSequence(scene: Scene(symbols: first.symbols) { first.content.tag(Self.tag) }, size: size)
        try frame(0, frames.frame, .canvas)
        for index in instants.indices.dropFirst() {
            let next = try body(at: instants[index])
            if incremental {
                let damage = try frames.next { try $0.replace(Self.tag, with: next.content) }
                try frame(index, frames.frame, damage)
            } else {
                try frame(index, try next.scene().render(size: size, backend: RasterBackend()), .canvas)
            }
        }
    }
}
