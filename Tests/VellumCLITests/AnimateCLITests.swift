import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import VellumCore
import VellumImageIO
import VellumRaster
import VellumTestSupport

/// ffprobe and ffmpeg (Debian's ffmpeg, which scripts/setup.sh installs), when installed.
private let ffprobe = Prerequisite.program("ffprobe")
private let ffmpeg = Prerequisite.program("ffmpeg")
/// util-linux's `script`, which runs a command on a terminal of its own.
private let script = Prerequisite.program("script")

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

    @Test(.requires(script != nil,
                   "util-linux's script, which gives the command a terminal, is not installed"))
    func aTerminalGetsAProgressBarThatIsClearedBeforeTheSummary() throws {
        let out = try CLIRunner.temporaryDirectory().appendingPathComponent("clock.png").path
        let command = [CLIRunner.executable.path, "animate", "clock", "--from", Self.from, "--duration", "10s",
                       "--size", "64x64", "-o", out].joined(separator: " ")
        let terminal = String(decoding: try Self.tool(try Prerequisite.require(script, "script", package: "bsdutils"), ["-qc", command, "/dev/null"]), as: UTF8.self)
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

    @Test(.requires(ffprobe != nil, "ffprobe (Debian's ffmpeg) is not installed; scripts/setup.sh installs it"),
          arguments: [("everySecond", "60s", 60, [Double](repeating: 1, count: 60)),
                      ("everyMinute", "3m", 4, [30, 60, 60, 30]),
                      ("fps:4", "5s", 20, [Double](repeating: 0.25, count: 20))])
    func ffprobeReadsTheFrameCountAndDelays(schedule: String, duration: String, count: Int, delays: [Double]) throws {
        let out = try CLIRunner.temporaryDirectory().appendingPathComponent("clock.png").path
        let result = try Self.animate(["--duration", duration, "--schedule", schedule, "--size", "64x64", "-o", out])
        #expect(result.status == 0, "\(result.stderr)")
        let probe = String(decoding: try Self.tool(try Prerequisite.require(ffprobe, "ffprobe", package: "ffmpeg"), ["-v", "error", "-count_frames", "-select_streams", "v:0",
                                                              "-show_entries", "stream=codec_name,nb_read_frames",
                                                              "-of", "default=nw=1", out]), as: UTF8.self)
        #expect(probe.contains("codec_name=apng"), "\(probe)")
        #expect(probe.contains("nb_read_frames=\(count)"), "\(probe)")
        let packets = String(decoding: try Self.tool(try Prerequisite.require(ffprobe, "ffprobe", package: "ffmpeg"), ["-v", "error", "-show_entries", "packet=duration_time",
                                                                "-of", "csv=p=0", out]), as: UTF8.self)
        let read = packets.split(separator: "\n").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        #expect(read == delays, "\(schedule): delays ffprobe reads")
    }

    @Test(.requires(ffmpeg != nil, "ffmpeg is not installed; scripts/setup.sh installs it"))
    func ffmpegDecodesEveryFrameOfTheAnimatedPNGAsTheFolderHasIt() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let apng = dir.appendingPathComponent("bar.png").path
        let frames = dir.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        let common = ["--param", "show-now=true", "--duration", "12m", "--schedule", "everyMinute"]
        #expect(try Self.animate(common + ["-o", apng], component: "daytime-bar").status == 0)
        #expect(try Self.animate(common + ["-o", frames.path], component: "daytime-bar").status == 0)
        let decoded = [UInt8](try Self.tool(try Prerequisite.require(ffmpeg, "ffmpeg", package: "ffmpeg"), ["-v", "error", "-i", apng, "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgba", "-"]))
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
        #expect(names.count == 13)
        let expected = try names.flatMap { name in
            try Pixmap(pngData: [UInt8](try Data(contentsOf: frames.appendingPathComponent(name)))).straightBytes
        }
        #expect(decoded.count == expected.count)
        let equal = decoded == expected
        #expect(equal, "every decoded APNG frame equals the frame written to the folder")
    }

    /// A page whose `decodeFrames()` decodes `png` with the browser's own image decoder
    /// (WebCodecs' `ImageDecoder`) and gives, per frame, its duration in microseconds and its
    /// pixels drawn on a canvas, unpremultiplied RGBA in base64.
    static func decodingPage(_ png: Data) -> String {
        """
        <!doctype html><html><body><script>
        async function decodeFrames() {
          const bytes = Uint8Array.from(atob('\(png.base64EncodedString())'), c => c.charCodeAt(0));
          const decoder = new ImageDecoder({data: bytes, type: 'image/png'});
          await decoder.tracks.ready;
          const frames = [];
          for (let i = 0; i < decoder.tracks.selectedTrack.frameCount; i++) {
            const {image} = await decoder.decode({frameIndex: i});
            const canvas = new OffscreenCanvas(image.displayWidth, image.displayHeight);
            const context = canvas.getContext('2d');
            context.drawImage(image, 0, 0);
            const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
            let text = '';
            for (let j = 0; j < pixels.length; j += 0x8000) text += String.fromCharCode(...pixels.subarray(j, j + 0x8000));
            frames.push({duration: image.duration, pixels: btoa(text)});
            image.close();
          }
          return frames;
        }
        </script></body></html>
        """
    }

    /// One frame as the browser decoded it.
    struct DecodedFrame: Decodable {
        var duration: Int
        var pixels: String
    }

    @Test(.requires(Chromium.path != nil, "chromium is not installed; scripts/setup.sh installs it"))
    func chromiumDecodesEveryFrameWithItsDelay() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let apng = dir.appendingPathComponent("clock.png")
        let frames = dir.appendingPathComponent("frames")
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        let common = ["--duration", "3m", "--schedule", "everyMinute", "--size", "48x48"]
        #expect(try Self.animate(common + ["-o", apng.path]).status == 0)
        #expect(try Self.animate(common + ["-o", frames.path]).status == 0)
        let json = try Chromium.evaluate("decodeFrames()", in: Self.decodingPage(try Data(contentsOf: apng)))
        let decoded = try JSONDecoder().decode([DecodedFrame].self, from: json)
        #expect(decoded.map(\.duration) == [30_000_000, 60_000_000, 60_000_000, 30_000_000], "frame durations in µs")
        let names = try FileManager.default.contentsOfDirectory(atPath: frames.path).sorted()
        #expect(names.count == 4)
        for (name, frame) in zip(names, decoded) {
            let pixels = [UInt8](Data(base64Encoded: frame.pixels) ?? Data())
            let expected = try Pixmap(pngData: [UInt8](try Data(contentsOf: frames.appendingPathComponent(name)))).straightBytes
            #expect(pixels.count == expected.count, "\(name)")
            // The canvas keeps pixels premultiplied, so where coverage is partial a channel may
            // come back one step off; opaque and clear pixels come back exact.
            let off = zip(pixels, expected).map { abs(Int($0) - Int($1)) }.max() ?? .max
            #expect(off <= 2, "\(name): largest channel difference \(off)")
        }
    }

    /// `svg` inline in a page, its animations paused `seconds` after their start.
    static func livePage(_ svg: String, at seconds: Double) -> String {
        let element = svg.range(of: "<svg").map { String(svg[$0.lowerBound...]) } ?? svg
        return """
            <!doctype html><html><head><style>html, body { margin: 0; overflow: hidden } svg { display: block }</style></head>
            <body>\(element)<script>
            const svg = document.querySelector('svg'); svg.pauseAnimations(); svg.setCurrentTime(\(seconds));
            </script></body></html>
            """
    }

    /// How many pixels of `shot` differ by more than a quarter of the range in some channel from
    /// `picture` composited over white (the page's background).
    static func pixelsOff(_ shot: Pixmap, from picture: Pixmap) -> Int {
        let a = shot.straightBytes, b = picture.straightBytes
        return stride(from: 0, to: min(a.count, b.count), by: 4).count { i in
            (0..<3).contains { c in
                let alpha = Int(b[i + 3]), over = (Int(b[i + c]) * alpha + 255 * (255 - alpha) + 127) / 255
                return abs(Int(a[i + c]) - over) > 64
            }
        }
    }

    @Test(.requires(Chromium.path != nil, "chromium is not installed; scripts/setup.sh installs it"),
          arguments: [("clock", 256, 256, ["--param", "timezone=Asia/Seoul"], [0.0, 30, 95]),
                      ("daytime-bar", 320, 24, ["--param", "show-now=true", "--param", "timezone=Asia/Seoul"],
                       [0, 5 * 3600, 14 * 3600])] as [(String, Int, Int, [String], [Double])])
    func chromiumShowsTheLiveSVGAsTheFramesOfThoseInstants(component: String, width: Int, height: Int,
                                                           params: [String], seconds: [Double]) throws {
        let dir = try CLIRunner.temporaryDirectory()
        let live = dir.appendingPathComponent("live.svg")
        let size = ["--size", "\(width)x\(height)"]
        #expect(try Self.animate(params + size + ["--duration", "60s", "-o", live.path], component: component).status == 0)
        let svg = try String(contentsOf: live, encoding: .utf8)
        var pictures: [Pixmap] = []
        for offset in seconds {
            let png = dir.appendingPathComponent("at-\(Int(offset)).png")
            let instant = try Date(Self.from, strategy: .iso8601).addingTimeInterval(offset)
            let time = instant.formatted(.iso8601)
            #expect(try CLIRunner.run(["render", component, "--param", "time=\(time)"] + params + size + ["-o", png.path]).status == 0)
            pictures.append(try Pixmap(pngData: [UInt8](try Data(contentsOf: png))))
        }
        try Self.expectChromiumShows(svg, at: seconds, as: pictures, width: width, height: height, label: component)
    }

    /// Headless Chromium, paused `seconds[i]` into the live `svg`, shows `pictures[i]` (at most 8
    /// pixels off by more than a quarter of the range) and none of the other pictures (more than
    /// 20 off each).
    static func expectChromiumShows(_ svg: String, at seconds: [Double], as pictures: [Pixmap],
                                    width: Int, height: Int, label: String) throws {
        for (index, offset) in seconds.enumerated() {
            let shot = try Chromium.screenshot(of: livePage(svg, at: offset), width: width, height: height)
            for (other, picture) in pictures.enumerated() {
                let off = pixelsOff(shot, from: picture)
                if other == index {
                    #expect(off <= 8, "\(label) at +\(offset) s: \(off) pixels differ from picture \(index)")
                } else {
                    #expect(off > 20, "\(label) at +\(offset) s looks like picture \(other) (+\(seconds[other]) s)")
                }
            }
        }
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
        #expect(svg.contains("fill=\"#ff0000\">\n    <g transform=\"rotate(180)\">"), "the red second hand")
        #expect(XMLParser(data: Data(svg.utf8)).parse(), "well-formed XML")
        let bar = try Self.animate(["--duration", "60s", "-o", out.deletingLastPathComponent().appendingPathComponent("bar.svg").path],
                                   component: "daytime-bar")
        #expect(bar.status == 2)
        #expect(bar.stderr.contains("nothing in component 'daytime-bar' moves with time with these parameters"), "\(bar.stderr)")
        let badge = try CLIRunner.run(["animate", "badge", "--from", Self.from, "--duration", "60s", "-o", out.path])
        #expect(badge.status == 2)
        #expect(badge.stderr.contains("component 'badge' has no"), "\(badge.stderr)")
    }

    @Test func aLiveSVGSlidesTheDaytimeMarkerAcrossTheDayAndBackToMidnight() throws {
        let out = try CLIRunner.temporaryDirectory().appendingPathComponent("bar.svg")
        let result = try Self.animate(["--param", "show-now=true", "--param", "timezone=Asia/Seoul", "--duration", "60s",
                                       "-o", out.path], component: "daytime-bar")
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOf: out, encoding: .utf8)
        // 10:09:30 in Seoul is 10.1583 h, 135.444 px across 320; the marker reaches the right
        // edge after 57.7% of a day and starts again from midnight.
        #expect(svg.contains("""
              <g transform="translate(135.444 0)" fill="#ff0000">
                <animateTransform attributeName="transform" type="translate" \
            values="135.444 0;320 0;0 0;135.444 0" keyTimes="0;0.577;0.577;1" dur="86400s" repeatCount="indefinite"/>
                <polygon points="-1,0 1,0 1,24 -1,24"/>
              </g>
            """), "\(svg)")
        #expect(!svg.contains("stroke=\"#ff0000\""), "the still part has no marker of its own")
        #expect(XMLParser(data: Data(svg.utf8)).parse(), "well-formed XML")
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
