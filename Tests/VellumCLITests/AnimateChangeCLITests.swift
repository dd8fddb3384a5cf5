import Foundation
import Testing
import VellumCore
import VellumImageIO
import VellumRaster
import VellumTestSupport

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

    /// The flipbook SVG of a change holds one group per distinct frame, each shown from its frame's
    /// time, and shows the first frame where SMIL does not run (Vellum's own importer).
    @Test func aChangeAsALiveSVGIsAFlipbookOfItsFrames() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let timing = ["--animation", "easeInOut:duration=0.5", "--schedule", "fps:4", "--duration", "1s"]
        let svgPath = dir.appendingPathComponent("ring.svg").path
        let svg = try CLIRunner.run(Self.ring + timing + ["-o", svgPath])
        #expect(svg.status == 0, "\(svg.stderr)")
        let frames = try CLIRunner.run(Self.ring + timing + ["-o", dir.path])
        #expect(frames.status == 0, "\(frames.stderr)")
        let pngs = try (0..<4).map { try Data(contentsOf: dir.appendingPathComponent(String(format: "frame-%05d.png", $0))) }
        let text = try String(contentsOfFile: svgPath, encoding: .utf8)
        // 0, 0.25 and 0.5 s differ; 0.75 s repeats the end state, so it joins its group.
        #expect(Set(pngs).count == 3)
        #expect(text.components(separatedBy: "<g visibility=\"hidden\">").count - 1 == 2)
        #expect(text.contains(#"<set attributeName="visibility" to="hidden" begin="0.25s" fill="freeze"/>"#))
        #expect(text.contains(#"<set attributeName="visibility" to="visible" begin="0.25s" dur="0.25s"/>"#))
        #expect(text.contains(#"<set attributeName="visibility" to="visible" begin="0.5s" fill="freeze"/>"#))
        // Without SMIL the first frame shows: the importer draws what the first PNG frame shows.
        let still = dir.appendingPathComponent("still.png").path
        #expect(try CLIRunner.run(["render", svgPath, "-o", still]).status == 0)
        // Paths written to three decimals move edges by a fraction of a pixel: count only real changes.
        let first = try Pixmap(pngData: [UInt8](pngs[0]))
        let drawn = try Pixmap(pngData: [UInt8](try Data(contentsOf: URL(fileURLWithPath: still))))
        let next = try Pixmap(pngData: [UInt8](pngs[1]))
        let off = { (a: Pixmap, b: Pixmap) in zip(a.bytes, b.bytes).count { abs(Int($0) - Int($1)) > 64 } }
        #expect(off(drawn, first) <= 8 && off(drawn, next) > 20, "\(off(drawn, first)) \(off(drawn, next))")
    }

    @Test(.requires(Chromium.path != nil, "chromium is not installed; scripts/setup.sh installs it"))
    func chromiumPlaysTheFlipbookAsTheFrames() throws {
        let dir = try CLIRunner.temporaryDirectory()
        // 200 px: headless Chromium cuts a smaller window's page short.
        let ring = Self.ring.dropLast(2) + ["--size", "200x200", "--animation", "linear:duration=0.5",
                                            "--schedule", "fps:4", "--duration", "0.75s"]
        let svgPath = dir.appendingPathComponent("ring.svg").path
        #expect(try CLIRunner.run(ring + ["-o", svgPath]).status == 0)
        #expect(try CLIRunner.run(ring + ["-o", dir.path]).status == 0)
        let pictures = try (0..<3).map {
            try Pixmap(pngData: [UInt8](try Data(contentsOf: dir.appendingPathComponent(String(format: "frame-%05d.png", $0)))))
        }
        let svg = try String(contentsOfFile: svgPath, encoding: .utf8)
        try AnimateCLITests.expectChromiumShows(svg, at: [0.1, 0.35, 0.6], as: pictures, width: 200, height: 200,
                                                label: "flipbook")
    }

    @Test func animationNeedsAChange() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let lone = try CLIRunner.run(["animate", "clock", "--from", "2026-11-22T01:09:30Z", "--duration", "5s",
                                      "--animation", "spring", "-o", dir.path])
        #expect(lone.status == 2)
        #expect(lone.stderr.contains("--animation moves a --param-to change: give --param-to too"))
    }
}
