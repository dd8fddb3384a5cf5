import Foundation
import Vellum
import VellumComponents

/// A component driven through time by its instant parameter, or from one state to another by a
/// change of its parameters: each frame's body is the component built at that instant, put in
/// place of the previous one with `Scene.replace`, or — for a change — the scene is updated once
/// inside `withAnimation` and moved on with `Scene.advanceAnimations(by:)`; only the damage is
/// drawn again.
struct ComponentAnimation {
    /// The tag the component's content carries in the animation's scene.
    private static let tag = "vellum.animate"

    /// What the frames change.
    enum Change {
        /// The instant parameter named, from the first instant on.
        case time(parameter: String)
        /// The parameters, from their first values to `target`, moving as `animation` says.
        case state(target: ParameterValues, animation: Animation)
    }

    let component: Component
    /// What the frames change.
    let change: Change
    /// The first instant (for a change of state, the reference its frame times count from).
    let start: Date
    /// The canvas size in pixels.
    let size: Size
    /// The other parameters' values, validated once.
    private let values: ParameterValues

    /// Prepares `component` with `arguments`, starting at the ISO 8601 instant `from`.
    init(component: Component, arguments: [String: String], from: String, size: PixelSize?) throws {
        guard let parameter = component.parameters.first(where: { $0.kind == .instant }) else {
            throw CLIError("component '\(component.name)' has no instant parameter, so time cannot change it; "
                           + "animate a component with one, such as clock or daytime-bar, or give --param-to")
        }
        guard arguments[parameter.name] == nil else {
            throw CLIError("--param \(parameter.name) is what the frames change: give the first instant as --from")
        }
        guard case .instant(let start)? = try? ParameterKind.instant.parse(from) else {
            throw CLIError("--from '\(from)' is not an instant: expected \(ParameterKind.instant.allowedDescription)")
        }
        self.component = component
        self.change = .time(parameter: parameter.name)
        self.start = start
        self.size = Self.canvas(size, of: component)
        values = try component.values(from: arguments, size: self.size)
    }

    /// Prepares `component` going from `arguments` to the same with `targets` changed, moving as
    /// `animation` says.
    init(component: Component, arguments: [String: String], targets: [String: String], animation: Animation,
         size: PixelSize?) throws {
        self.component = component
        self.size = Self.canvas(size, of: component)
        values = try component.values(from: arguments, size: self.size)
        let target = try component.values(from: arguments.merging(targets) { $1 }, size: self.size)
        change = .state(target: target, animation: animation)
        start = Date(timeIntervalSince1970: 0)
    }

    private static func canvas(_ size: PixelSize?, of component: Component) -> Size {
        size.map { Size(width: Double($0.width), height: Double($0.height)) } ?? component.defaultSize
    }

    /// The component's values at `instant`.
    func values(at instant: Date) -> ParameterValues {
        guard case .time(let parameter) = change else { return values }
        var values = values
        values[parameter] = .instant(instant)
        return values
    }

    /// The component's body at `instant`.
    func body(at instant: Date) throws -> ComponentBody {
        try component.make(values(at: instant))
    }

    /// The render trees of a change of state at each of `instants` (seconds from the start), as
    /// ``render(_:incremental:frame:)`` draws them: the first state, the change made inside
    /// `withAnimation`, and the animations moved on from frame to frame.
    func stateTrees(_ instants: [Date]) throws -> [RenderTree] {
        guard let firstInstant = instants.first else { return [] }
        let scene = try scene(at: firstInstant)
        _ = try scene.renderTree(size: size)
        try startChange(in: scene)
        var trees = [try scene.renderTree(size: size)]
        for index in instants.indices.dropFirst() {
            try scene.advanceAnimations(by: instants[index].timeIntervalSince(instants[index - 1]))
            trees.append(try scene.renderTree(size: size))
        }
        return trees
    }

    /// A scene of the component's body at `instant`, tagged for ``Scene/replace(_:with:)``.
    private func scene(at instant: Date) throws -> Scene {
        let first = try body(at: instant)
        return Scene(symbols: first.symbols) { first.content.tag(Self.tag) }
    }

    /// Puts the component at the target values into `scene` inside `withAnimation`, for a change
    /// of state (nothing for a change of time), and returns the damage.
    @discardableResult
    private func startChange(in scene: Scene) throws -> Damage {
        guard case .state(let target, let animation) = change else { return .none }
        let next = try component.make(target)
        return try withAnimation(animation) { try scene.replace(Self.tag, with: next.content) }
    }

    /// Renders a frame at each of `instants` in turn and hands it to `frame` with its damage
    /// (the whole canvas for the first). Incrementally by default; `incremental: false` renders
    /// every frame in full, for comparison (from a fresh scene for a change of time).
    func render(_ instants: [Date], incremental: Bool = true,
                frame: (_ index: Int, _ pixmap: Pixmap, _ damage: Damage) throws -> Void) throws {
        guard let firstInstant = instants.first else { return }
        var frames = try FrameSequence(scene: try scene(at: firstInstant), size: size)
        if case .state = change { try frames.next { try startChange(in: $0) } }
        try frame(0, frames.frame, .canvas)
        for index in instants.indices.dropFirst() {
            switch change {
            case .time:
                let next = try body(at: instants[index])
                if incremental {
                    let damage = try frames.next { try $0.replace(Self.tag, with: next.content) }
                    try frame(index, frames.frame, damage)
                } else {
                    try frame(index, try next.scene().render(size: size, backend: RasterBackend()), .canvas)
                }
            case .state:
                let step = instants[index].timeIntervalSince(instants[index - 1])
                let damage = try frames.next { try $0.advanceAnimations(by: step) }
                try frame(index, incremental ? frames.frame : try frames.scene.render(size: size, backend: RasterBackend()),
                          incremental ? damage : .canvas)
            }
        }
    }
}
