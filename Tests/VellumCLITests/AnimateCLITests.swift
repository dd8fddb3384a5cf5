import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import VellumCore
import VellumRaster

/// ffprobe and ffmpeg (Debian's ffmpeg, which scripts/setup.sh installs), when installed.
private let ffprobe = ["/usr/bin/ffprobe", "/usr/local/bin/ffprobe"].first { FileManager.default.isExecutableFile(atPath: $0) }
private let ffmpeg = ["/usr/bin/ffmpeg", "/usr/local/bin/ffmpeg"].first { FileManager.default.isExecutableFile(atPath: $0) }

/// `vellum animate`: frames, animated PNG, bad input.
@Suite struct AnimateCLITests {
    static let from = "2026-11-22T01:09:30Z"

    /// Runs `vellum animate` with `arguments` after the component.
    static func animate(_ arguments: [String], component: String = "clock") throws -> CLIRunner.Result {
        try CLIRunner.run(["animate", component, "--from", from] + arguments)
    }

    /// Runs a tool and returns its stdout.
    static func tool(_ path: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    @Test func aFolderGetsNumberedFramesEqualToRendersOfEachInstant() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let result = try Self.animate(["--duration", "5s", "--size", "96x96", "-o", dir.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("animate: 5 frames, "))
        #expect(result.stderr.isEmpty, "no progress bar when stderr is not a terminal")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(names == (0..<5).map { String(format: "frame-%05d.png", $0) })
        for (index, second) in [(0, 30), (4, 34)] {
            let reference = dir.appendingPathComponent("ref.png").path
            let render = try CLIRunner.run(["render", "clock", "--param", "time=2026-11-22T01:09:\(second)Z",
                                            "--size", "96x96", "-o", reference])
            #expect(render.status == 0)
            let frame = try Data(contentsOf: dir.appendingPathComponent(names[index]))
            #expect(frame == (try Data(contentsOf: URL(fileURLWithPath: reference))), "frame \(index) equals a full render")
        }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"),
                   "util-linux's script, which gives the command a terminal, is not installed"))
    func aTerminalGetsAProgressBarThatIsClearedBeforeTheSummary() throws {
        let out = try CLIRunner.temporaryDirectory().appendingPathComponent("clock.png").path
        let command = [CLIRunner.executable.path, "animate", "clock", "--from", Self.from, "--duration", "10s",
                       "--size", "64x64", "-o", out].joined(separator: " ")
        let terminal = String(decoding: try Self.tool("/usr/bin/script", ["-qc", command, "/dev/null"]), as: UTF8.self)
        #expect(terminal.contains("] 1/10"))
        #expect(terminal.contains("\r[" + String(repeating: "#", count: 30) + "] 10/10"))
        #expect(terminal.contains("\ranimate: 10 frames, "), "the bar's line is cleared before the summary")
    }

    @Test func anAnimatedPNGHasAFrameControlPerFrameAndPartialFramesAfterTheFirst() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let out = dir.appendingPathComponent("clock.png").path
        let result = try Self.animate(["--duration", "10s", "--size", "128x128", "-o", out])
        #expect(result.status == 0, "\(result.stderr)")
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: out)))
        #expect(result.stdout.contains("10 frames, \(bytes.count) bytes"))
        let chunks = try #require(PNGChunk.chunks(of: bytes), "CRC-framed chunks")
        #expect(chunks.map(\.type).prefix(2) == ["IHDR", "acTL"])
        #expect(chunks.last?.type == "IEND")
        let actl = try #require(chunks.first { $0.type == "acTL" })
        #expect(actl.data.prefix(4) == [0, 0, 0, 10])
        let controls = chunks.filter { $0.type == "fcTL" }
        #expect(controls.count == 10)
        // Sequence numbers run over fcTL and fdAT chunks without a gap.
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { Self.uint32($0.data, 0) }
        #expect(sequence == Array(0..<UInt32(sequence.count)))
        let widths = controls.map { Self.uint32($0.data, 4) }
        #expect(widths[0] == 128)
        #expect(widths.dropFirst().allSatisfy { $0 < 128 }, "later frames hold the damaged rectangle only: \(widths)")
        #expect(controls.allSatisfy { $0.data[20...23] == [0, 1, 0, 1] }, "one second each")
        // Every chunk's CRC is right: written again from type and data, the file is the same.
        #expect(PNGChunk.signature + chunks.flatMap(\.bytes) == bytes)
    }

    static func uint32(_ data: [UInt8], _ offset: Int) -> UInt32 {
        data[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    @Test(.enabled(if: ffprobe != nil, "ffprobe (Debian's ffmpeg) is not installed; scripts/setup.sh installs it"),
          arguments: [("everySecond", "60s", 60, [Double](repeating: 1, count: 60)),
                      ("everyMinute", "3m", 4, [30, 60, 60, 30]),
                      ("fps:4", "5s", 20, [Double](repeating: 0.25, count: 20))])
    func ffprobeReadsTheFrameCountAndDelays(schedule: String, duration: String, count: Int, delays: [Double]) throws {
        let out = try CLIRunner.temporaryDirectory().appendingPathComponent("clock.png").path
        let result = try Self.animate(["--duration", duration, "--schedule", schedule, "--size", "64x64", "-o", out])
        #expect(result.status == 0, "\(result.stderr)")
        let probe = String(decoding: try Self.tool(ffprobe!, ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                                              "-show_entries", "stream=codec_name,nb_read_frames",
                                                              "-of", "default=nw=1", out]), as: UTF8.self)
        #expect(probe.contains("codec_name=apng"), "\(probe)")
        #expect(probe.contains("nb_read_frames=\(count)"), "\(probe)")
        let packets = String(decoding: try Self.tool(ffprobe!, ["-v", "error", "-show_entries", "packet=duration_time",
                                                                "-of", "csv=p=0", out]), as: UTF8.self)
        let read = packets.split(separator: "\n").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        #expect(read == delays, "\(schedule): delays ffprobe reads")
    }

    @Test(.enabled(if: ffmpeg != nil, "ffmpeg is not installed; scripts/setup.sh installs it"))
    func ffmpegDecodesEveryFrameOfTheAnimatedPNGAsTheFolderHasIt() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let apng = dir.appendingPathComponent("bar.png").path
        let frames = dir.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        let common = ["--param", "show-now=true", "--duration", "12m", "--schedule", "everyMinute"]
        #expect(try Self.animate(common + ["-o", apng], component: "daytime-bar").status == 0)
        #expect(try Self.animate(common + ["-o", frames.path], component: "daytime-bar").status == 0)
        let decoded = [UInt8](try Self.tool(ffmpeg!, ["-v", "error", "-i", apng, "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgba", "-"]))
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
        #expect(names.count == 13)
        let expected = try names.flatMap { name in
            try Pixmap(pngData: [UInt8](try Data(contentsOf: frames.appendingPathComponent(name)))).straightBytes
        }
        #expect(decoded.count == expected.count)
        let equal = decoded == expected
        #expect(equal, "every decoded APNG frame equals the frame written to the folder")
    }

    @Test func aLiveSVGTurnsTheHandsFromTheStartInstant() throws {
        let out = try CLIRunner.temporaryDirectory().appendingPathComponent("clock.svg")
        let result = try Self.animate(["--param", "timezone=Asia/Seoul", "--duration", "60s", "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOf: out, encoding: .utf8)
        // 10:09:30 in Seoul: hour hand at (10 + 9.5/60) / 12 of a turn, minute hand at 9.5/60, second at 1/2.
        for (from, to, period) in [("304.75", "664.75", "43200s"), ("57", "417", "3600s"), ("180", "540", "60s")] {
            #expect(svg.contains("type=\"rotate\" from=\"\(from)\" to=\"\(to)\" dur=\"\(period)\" repeatCount=\"indefinite\""),
                    "a hand turning from \(from)° once every \(period)")
        }
        #expect(svg.components(separatedBy: "<animateTransform").count == 4)
        #expect(svg.contains("fill=\"#ff0000\"><g transform=\"rotate(180)\">"), "the red second hand")
        #expect(XMLParser(data: Data(svg.utf8)).parse(), "well-formed XML")
        let bar = try Self.animate(["--duration", "60s", "-o", out.deletingLastPathComponent().appendingPathComponent("bar.svg").path],
                                   component: "daytime-bar")
        #expect(bar.status == 2)
        #expect(bar.stderr.contains("component 'daytime-bar' has no parts that turn with time"))
    }

    @Test(arguments: [
        (["--duration", "0s"], "'0s' is not a duration"),
        (["--duration=-5s"], "'-5s' is not a duration"),
        (["--duration", "infs"], "'infs' is not a duration"),
        (["--duration", "nan"], "'nan' is not a duration"),
        (["--duration", "60s", "--schedule", "everyHour"], "'everyHour' is not a schedule: expected everySecond, everyMinute or fps:N"),
        (["--duration", "60s", "--schedule", "fps:0"], "'fps:0' is not a schedule"),
        (["--duration", "60s", "--schedule", "fps:-2"], "'fps:-2' is not a schedule"),
        (["--duration", "60s", "--schedule", "fps:inf"], "'fps:inf' is not a schedule"),
        (["--duration", "2h", "--schedule", "everySecond"], "makes more than 3600 frames"),
        (["--duration", "60s", "--param", "time=2026-11-22T01:09:30Z"], "--param time is what the frames change"),
    ])
    func badInputExitsWithTwoAndWritesNothing(arguments: [String], message: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        for out in [dir.path, dir.appendingPathComponent("a.png").path] {
            let result = try Self.animate(arguments + ["-o", out])
            #expect(result.status == 2)
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "nothing written")
        }
    }

    @Test func anUnparsableStartAMissingFolderAndATimelessComponentAreRejected() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let badStart = try CLIRunner.run(["animate", "clock", "--from", "yesterday", "--duration", "5s", "-o", dir.path])
        #expect(badStart.status == 2)
        #expect(badStart.stderr.contains("--from 'yesterday' is not an instant: expected an ISO 8601 instant"))
        let missing = dir.appendingPathComponent("nope").path
        let noFolder = try Self.animate(["--duration", "5s", "-o", missing])
        #expect(noFolder.status == 2)
        #expect(noFolder.stderr.contains("-o '\(missing)': no such folder"))
        let noParent = try Self.animate(["--duration", "5s", "-o", missing + "/clock.png"])
        #expect(noParent.status == 2)
        #expect(noParent.stderr.contains("the folder '\(missing)' does not exist"))
        let timeless = try CLIRunner.run(["animate", "badge", "--from", Self.from, "--duration", "5s", "-o", dir.path])
        #expect(timeless.status == 2)
        #expect(timeless.stderr.contains("component 'badge' has no instant parameter"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }
}
