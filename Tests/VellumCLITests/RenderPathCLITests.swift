import Foundation
import Testing
import VellumCore
import VellumRaster

@Suite struct RenderPathCLITests {
    @Test func rendersFilledAndStrokedPath() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let out = dir.appendingPathComponent("tri.png").path
        let result = try CLIRunner.run(["render-path", "M10 10 H90 V90 H10 Z", "--size", "100x100",
                                        "--fill", "#ff0000", "--stroke", "blue", "--line-width", "4", "-o", out])
        #expect(result.status == 0, "\(result.stderr)")
        let pixmap = try Pixmap(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(pixmap.width == 100 && pixmap.height == 100)
        // Inside: red. On the outline (x = 10): blue. Outside: transparent.
        #expect(pixmap.straightPixel(x: 50, y: 50) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(pixmap.straightPixel(x: 10, y: 50) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        #expect(pixmap.straightPixel(x: 3, y: 3).a == 0)
    }

    @Test func evenOddLeavesHole() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let out = dir.appendingPathComponent("ring.png").path
        let data = "M0 0 H40 V40 H0 Z M10 10 H30 V30 H10 Z"
        let result = try CLIRunner.run(["render-path", data, "--size", "40x40", "--fill-rule", "evenodd", "-o", out])
        #expect(result.status == 0, "\(result.stderr)")
        let pixmap = try Pixmap(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(pixmap.straightPixel(x: 20, y: 20).a == 0)
        #expect(pixmap.straightPixel(x: 5, y: 20) == RGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    /// Each bad input exits with 2, says what was wrong, and writes nothing.
    @Test(arguments: [
        (["M10 10 L20 x", "--size", "10x10"], "offset 11"),
        (["M0 0 L5 5", "--size", "0x10"], "--size"),
        (["M0 0 L5 5", "--size", "40000x10"], "40000"),
        (["M0 0 L5 5", "--size", "20000x20000"], "20000"),
        (["M0 0 L5 5", "--size", "abc"], "WIDTHxHEIGHT"),
        (["M0 0 L5 5", "--size", "10x10", "--fill", "blurple"], "blurple"),
        (["M0 0 L5 5", "--size", "10x10", "--stroke", "#12"], "--stroke"),
        (["M0 0 L5 5", "--size", "10x10", "--line-width", "nan"], "--line-width"),
        (["M0 0 L5 5", "--size", "10x10", "--line-cap", "pointy"], "butt, round, square"),
        (["M0 0 L5 5", "--size", "10x10", "--dash", "3,-1"], "--dash"),
        (["M0 0 L5 5", "--size", "10x10", "--fill-rule", "odd"], "nonzero, evenodd"),
        (["M0 0 L1e400 5", "--size", "10x10"], "finite"),
    ])
    func badInputExitsWithTwo(arguments: [String], expected: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        let out = dir.appendingPathComponent("bad.png").path
        let result = try CLIRunner.run(["render-path"] + arguments + ["-o", out])
        #expect(result.status == 2)
        #expect(result.stderr.contains(expected), "stderr was: \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func missingOutputDirectoryIsReported() throws {
        let result = try CLIRunner.run(["render-path", "M0 0 L5 5", "--size", "10x10", "-o", "/nonexistent-dir/x.png"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("/nonexistent-dir"))
    }

    @Test func sameInputGivesIdenticalBytes() throws {
        let dir = try CLIRunner.temporaryDirectory()
        var files: [Data] = []
        for name in ["a.png", "b.png"] {
            let out = dir.appendingPathComponent(name).path
            let r = try CLIRunner.run(["render-path", "M5 50 C20 0 80 100 95 50", "--size", "100x100",
                                       "--stroke", "#226e64", "--line-width", "7", "--line-cap", "round",
                                       "--dash", "12,6", "-o", out])
            #expect(r.status == 0, "\(r.stderr)")
            files.append(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        #expect(files[0] == files[1] && !files[0].isEmpty)
    }
}
