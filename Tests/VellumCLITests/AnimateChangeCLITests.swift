import Foundation
import Testing
import VellumCore
import VellumImageIO

/// `vellum animate --param-to`: a change of a component's parameters animated as SwiftUI animates
/// a state change.
@Suite struct AnimateChangeCLITests {
    static let ring = ["animate", "progress-ring", "--param", "progress=0.2", "--param-to", "progress=0.8",
                       "--size", "96x96"]

    @Test func framesRunFromTheOldStateToARenderOfTheNewOne() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let result = try CLIRunner.run(Self.ring + ["--animation", "linear:duration=1", "--schedule", "fps:4",
                                                    "--duration", "1.25s", "-o", dir.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("animate: 5 frames, "))
        let frames = try (0..<5).map { try Data(contentsOf: dir.appendingPathComponent(String(format: "frame-%05d.png", $0))) }
        let reference = dir.appendingPathComponent("ref.png").path
        let render = try CLIRunner.run(["render", "progress-ring", "--param", "progress=0.8", "--size", "96x96",
                                        "-o", reference])
        #expect(render.status == 0)
        #expect(frames[4] == (try Data(contentsOf: URL(fileURLWithPath: reference))), "the last frame is the new state")
        #expect(Set(frames).count == 5, "every frame differs: the ring fills up")
    }

    @Test func anAnimatedPNGLastsAsLongAsTheAnimation() throws {
        let out = try CLIRunner.temporaryDirectory().appendingPathComponent("ring.png").path
        let result = try CLIRunner.run(Self.ring + ["--animation", "easeInOut:duration=0.5", "-o", out])
        #expect(result.status == 0, "\(result.stderr)")
        // 0.5 s at the default 30 frames a second.
        #expect(result.stdout.hasPrefix("animate: 15 frames, "), "\(result.stdout)")
    }

    @Test(arguments: [
        (["--animation", "wobbly"], "'wobbly' is not an animation: expected default, linear"),
        (["--animation", "spring:response=-1"], "--animation 'spring:response=-1': spring damping"),
        (["--animation", "linear:speed=0"], "--animation 'linear:speed=0': animation speed 0.0 is not a positive finite number"),
        (["--animation", "linear:pace=2"], "'pace=2' is not a setting"),
        (["--animation", "linear:repeat=-2"], "animation repeat count -2 is below 0"),
        (["--animation", "spring:damping=0"], "--animation never ends"),
        (["--param-to", "progress=2"], "progress"),
        (["--param-to", "progress"], "--param-to 'progress': expected NAME=VALUE"),
        (["--from", "2026-11-22T01:09:30Z"], "--from is for animating over time"),
    ])
    func badChangesExitWithTwoAndWriteNothing(arguments: [String], message: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        let result = try CLIRunner.run(Self.ring + arguments + ["-o", dir.appendingPathComponent("a.png").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "nothing written")
    }

    @Test func aChangeIsNoLiveSVGAndAnimationNeedsAChange() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let svg = try CLIRunner.run(Self.ring + ["-o", dir.appendingPathComponent("a.svg").path])
        #expect(svg.status == 2)
        #expect(svg.stderr.contains("a --param-to change is written as an animated .png or a folder of frames"))
        let lone = try CLIRunner.run(["animate", "clock", "--from", "2026-11-22T01:09:30Z", "--duration", "5s",
                                      "--animation", "spring", "-o", dir.path])
        #expect(lone.status == 2)
        #expect(lone.stderr.contains("--animation moves a --param-to change: give --param-to too"))
    }
}
