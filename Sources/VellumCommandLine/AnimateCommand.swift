import ArgumentParser
import Foundation
import Vellum
import VellumComponents

/// `vellum animate`: a component with an instant parameter rendered at the instants of a
/// schedule, or a change of a component's parameters animated as SwiftUI animates a state
/// change, to numbered PNG frames, an animated PNG or an SVG (live over time, a flipbook for a change).
struct AnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Render a component over time, or a change of its parameters, to PNG frames, an animated PNG or an SVG.",
        discussion: """
            The component's instant parameter (e.g. the clock's 'time') takes each instant the \
            schedule yields from --from until --duration has passed: everySecond and everyMinute \
            give a frame at the start and at the start of each second or minute, fps:N gives N \
            frames a second. At most \(AnimationSchedule.maximumFrames) frames.
            Each frame after the first is drawn by updating the scene and redrawing only what \
            changed; it equals a full render byte for byte.
            OUT ending in .png is an animated PNG whose frame delays follow the schedule and whose \
            frames after the first hold only the changed rectangle; any other OUT is an existing \
            folder that receives frame-00000.png, frame-00001.png…; OUT ending in .svg is one SVG \
            whose hands keep turning in real time from --from (SMIL animateTransform; components with \
            turning parts only, such as the clock).
            With --param-to NAME=VALUE the frames show the component going from its --param \
            values to these instead, moving as --animation says (default, linear, easeIn, easeOut, \
            easeInOut, spring, interpolatingSpring, bouncy, smooth, snappy, with settings such as \
            spring:response=0.4,damping=0.6,delay=0.1); --duration defaults to the animation's own, \
            --schedule to fps:30, and --from is not used; OUT ending in .svg is then a flipbook: \
            every frame a vector group shown in its time by SMIL set elements.
            Example: vellum animate tier-badge --param level=1 --param-to level=2 --animation bouncy \
            -o badge.png
            Example: vellum animate clock --param timezone=Asia/Seoul --from 2026-11-22T01:09:30Z \
            --duration 60s --schedule everySecond -o clock.png
            """)

    @Argument(help: "The component's name.")
    var component: String

    @Option(name: .customLong("param"), help: "A parameter as NAME=VALUE; repeat for several.")
    var parameters: [String] = []

    @Option(name: .customLong("param-to"),
            help: "A parameter's value to animate to, as NAME=VALUE; repeat for several.")
    var targets: [String] = []

    @Option(help: "How a --param-to change moves, e.g. spring, bouncy, easeInOut:duration=0.8 (default: default).",
            transform: AnimationSpec.parse)
    var animation: Animation?

    @Option(help: "The first instant (ISO 8601, e.g. 2026-11-22T01:09:30Z); not with --param-to.")
    var from: String?

    @Option(help: "How long: e.g. 60s, 2m, 500ms (with --param-to: the animation's own by default).",
            transform: AnimationDuration.parse)
    var duration: TimeInterval?

    @Option(help: "everySecond, everyMinute or fps:N (default everySecond, fps:30 with --param-to).",
            transform: AnimationSchedule.parse)
    var schedule: AnimationSchedule?

    @Option(help: "Canvas size in pixels, WIDTHxHEIGHT (default: the component's own).", transform: PixelSize.parse)
    var size: PixelSize?

    @Option(name: .shortAndLong, help: "An animated .png, a live .svg, or an existing folder for numbered frames.")
    var output: String

    func run() throws {
        let started = ContinuousClock.now
        let component = try VellumCommandLine.components.component(named: self.component)
        let (animation, duration, schedule) = try plan(for: component)
        let destination = try AnimationOutput(path: output)
        try destination.check(animation)
        let frames = try schedule.frames(from: animation.start, duration: duration)
        let progress = ProgressBar(total: frames.count)
        let bytes = try destination.write(frames: frames, of: animation, progress: progress)
        progress.finish()
        let seconds = (ContinuousClock.now - started).milliseconds / 1000
        print("animate: \(frames.count) frames, \(bytes) bytes, \(String(format: "%.2f", seconds)) s → \(output)")
    }

    /// What to animate, for how long and at which instants: over time from --from, or a change
    /// to the --param-to values.
    private func plan(for component: Component) throws -> (ComponentAnimation, TimeInterval, AnimationSchedule) {
        let arguments = try ComponentRendering.parseParameters(parameters)
        guard !targets.isEmpty else {
            guard animation == nil else { throw CLIError("--animation moves a --param-to change: give --param-to too") }
            guard let from else { throw CLIError("--from is required to animate over time (or give --param-to to animate a change)") }
            guard let duration else { throw CLIError("--duration is required to animate over time, e.g. --duration 60s") }
            let animation = try ComponentAnimation(component: component, arguments: arguments, from: from, size: size)
            return (animation, duration, schedule ?? .everySecond)
        }
        guard from == nil else {
            throw CLIError("--from is for animating over time; a --param-to change starts at once (set an instant with --param)")
        }
        let moving = animation ?? .default
        guard let length = duration ?? (moving.duration.isFinite ? moving.duration : nil) else {
            throw CLIError("--animation never ends (it repeats for ever or never settles): give --duration")
        }
        let change = try ComponentAnimation(component: component, arguments: arguments,
                                            targets: try ComponentRendering.parseParameters(targets, option: "--param-to"),
                                            animation: moving, size: size)
        return (change, max(length, 1e-3), schedule ?? .framesPerSecond(30))
    }
}
