import ArgumentParser
import Foundation
import Vellum
import VellumComponents

/// `vellum animate`: a component with an instant parameter, rendered at the instants of a
/// schedule, to numbered PNG frames or an animated PNG.
struct AnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Render a component over time to PNG frames or an animated PNG.",
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
            Example: vellum animate clock --param timezone=Asia/Seoul --from 2026-11-22T01:09:30Z \
            --duration 60s --schedule everySecond -o clock.png
            """)

    @Argument(help: "The component's name.")
    var component: String

    @Option(name: .customLong("param"), help: "A parameter as NAME=VALUE; repeat for several.")
    var parameters: [String] = []

    @Option(help: "The first instant (ISO 8601, e.g. 2026-11-22T01:09:30Z).")
    var from: String

    @Option(help: "How long: e.g. 60s, 2m, 500ms.", transform: AnimationDuration.parse)
    var duration: TimeInterval

    @Option(help: "everySecond, everyMinute or fps:N.", transform: AnimationSchedule.parse)
    var schedule: AnimationSchedule = .everySecond

    @Option(help: "Canvas size in pixels, WIDTHxHEIGHT (default: the component's own).", transform: PixelSize.parse)
    var size: PixelSize?

    @Option(name: .shortAndLong, help: "An animated .png, a live .svg, or an existing folder for numbered frames.")
    var output: String

    func run() throws {
        let started = ContinuousClock.now
        let component = try VellumCommandLine.components.component(named: self.component)
        let animation = try ComponentAnimation(component: component,
                                               arguments: try ComponentRendering.parseParameters(parameters),
                                               from: from, size: size)
        let destination = try AnimationOutput(path: output)
        try destination.check(animation)
        let frames = try schedule.frames(from: animation.start, duration: duration)
        let progress = ProgressBar(total: frames.count)
        let bytes = try destination.write(frames: frames, of: animation, progress: progress)
        progress.finish()
        let seconds = (ContinuousClock.now - started).milliseconds / 1000
        print("animate: \(frames.count) frames, \(bytes) bytes, \(String(format: "%.2f", seconds)) s → \(output)")
    }
}
