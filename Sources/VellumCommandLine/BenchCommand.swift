import ArgumentParser
import Foundation
import Vellum
import VellumComponents

/// `vellum bench`: times Vellum's raster backend on SVG scenes exactly as shared/bench/peers.py
/// times its peer engines, so the two tables compare.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time the raster backend on SVG scenes, as shared/bench/peers.py times its peers.",
        discussion: """
            Each scene is imported, recorded into a render tree once. Then, on one thread with \
            one RasterBackend and one Pixmap of the scene's size, 2 warm-up frames are drawn, and \
            whole frames (clear + draw the list) are timed one by one until --budget seconds have \
            passed and at least 5 frames were timed. The median and minimum are reported.
            With a FILE the last line of stdout is {"median_ms": M, "min_ms": N, "frames": F}, for
            peers.py --external vellum='vellum bench {svg} --budget {budget} -o {png}'.
            Without one, every .svg in --scenes is timed and one table printed.
            """)

    @Argument(help: "One SVG scene to time; without it, every scene in --scenes.")
    var file: String?

    @Option(help: "Folder of .svg scenes (default Benchmarks/Scenes, the peer benchmark's scenes).")
    var scenes: String?

    @Option(help: "Seconds of timed frames per scene.", transform: { try parseNumber($0, in: 0...3600) })
    var budget: Double = 1.5

    @Option(help: "Fewest frames timed per scene.", transform: { try parseCount($0) })
    var minFrames = 5

    @Option(name: .shortAndLong, help: "With a FILE: write the last frame to this PNG.")
    var output: String?

    @Option(help: "Without a FILE: write <scene>.vellum.png files to this folder.")
    var out: String?

    @Option(help: "Without a FILE: write all results to this JSON file.")
    var json: String?

    @Option(help: "Bands drawn at once, each on its own thread (RasterBackend(threads:)).",
            transform: { try parseCount($0) })
    var threads = 1

    @Flag(help: "With --threads N: time each scene's frames in pairs, one on one thread and one on N, and report the speed-up.")
    var scaling = false

    @Flag(help: "Also time warm frames, unchanged frames and a ticking 512 × 512 clock (the retained tree).")
    var retained = false

    @Flag(help: "Time a 60 s clock written as an animated PNG instead: incremental against full frames, and its size.")
    var animate = false

    @Option(help: "Measure the peak resident memory of one scenario instead: layers, dashes or gallery.")
    var memory: MemoryScenario?

    @Option(help: "Time one uncached `vellum serve` request stage by stage instead, NAME.png or NAME.svg (e.g. tier-badge.png).")
    var request: String?

    @Option(help: "With --request: the canvas, WIDTHxHEIGHT (default: the component's own).", transform: PixelSize.parse)
    var size: PixelSize?

    func run() throws {
        if let memory { return try memory.run(components: VellumCommandLine.components) }
        if animate { return try AnimateBench.report(runs: minFrames) }
        if let request {
            return try RequestBench.report(request: request, size: size.map { Size(width: Double($0.width), height: Double($0.height)) },
                                           budget: budget, minFrames: minFrames)
        }
        if scaling {
            guard threads > 1, file == nil else { throw CLIError("--scaling needs --threads 2 or more, and no FILE") }
            return try ScalingBench.report(folder: scenes ?? "Benchmarks/Scenes", threads: threads, budget: budget,
                                           minFrames: minFrames)
        }
        if let file {
            let result = try Self.benchmark(file, budget: budget, minFrames: minFrames, png: output, threads: threads)
            print("# \(file): \(result.width)x\(result.height), import + record "
                  + String(format: "%.1f ms", result.importMS))
            print(Self.kernelsLine)
            print(String(format: "{\"median_ms\": %.4f, \"min_ms\": %.4f, \"frames\": %d}",
                         result.medianMS, result.minMS, result.frames))
        } else {
            try runFolder()
        }
    }

    private func runFolder() throws {
        let folder = scenes ?? "Benchmarks/Scenes"
        let files = try Self.sceneFiles(in: folder)
        if let out { try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true) }
        print("# vellum raster backend, \(threads) thread\(threads == 1 ? "" : "s"), "
              + String(format: "budget %.2fs per scene, >= %d frames, 2 warm-up frames", budget, minFrames))
        print(Self.kernelsLine)
        let header = "scene".padding(24) + " " + "engine".padding(14) + " " + "median ms".leftPadded(10) + " "
            + "min ms".leftPadded(9) + " " + "frames".leftPadded(7) + " " + "import ms".leftPadded(10)
        print(header)
        print(String(repeating: "-", count: header.count))
        var results: [BenchResult] = []
        for name in files {
            let scene = String(name.dropLast(4))
            let png = out.map { ($0 as NSString).appendingPathComponent("\(scene).vellum.png") }
            let result = try Self.benchmark((folder as NSString).appendingPathComponent(name), budget: budget,
                                            minFrames: minFrames, png: png, threads: threads)
            results.append(result)
            print(scene.padding(24) + " " + "vellum".padding(14) + " "
                  + String(format: "%10.3f %9.3f %7d %10.1f", result.medianMS, result.minMS, result.frames,
                           result.importMS))
        }
        if retained { try runRetained(folder: folder, files: files) }
        if let json {
            let report = BenchReport(budgetSeconds: budget, minFrames: minFrames, results: results)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(report).write(to: URL(fileURLWithPath: json), options: .atomic)
            print("# wrote \(json)")
        }
    }

    /// The retained tree's table: cold, warm and unchanged frames per scene, and the clock tick.
    private func runRetained(folder: String, files: [String]) throws {
        print("\n# retained render tree: cold = every node prepared again, warm = prepared geometry cached, "
              + "unchanged = trees compared, nothing redrawn")
        let header = "scene".padding(24) + " " + "cold ms".leftPadded(9) + " " + "warm ms".leftPadded(9) + " "
            + "cold/warm".leftPadded(9) + " " + "unchanged ms".leftPadded(12)
        print(header)
        print(String(repeating: "-", count: header.count))
        for name in files {
            let image = try importSVG((folder as NSString).appendingPathComponent(name))
            let size = Size(width: max(1, image.size.width.rounded()), height: max(1, image.size.height.rounded()))
            let tree = try image.scene(size: size).renderTree(size: size)
            let t = try RetainedBench.times(of: tree, size: size, budget: budget, minFrames: minFrames)
            print(String(name.dropLast(4)).padding(24) + " "
                  + String(format: "%9.3f %9.3f %9.2f %12.4f", t.cold, t.warm, t.cold / t.warm, t.unchanged))
        }
        let tick = try RetainedBench.clockTick(side: 512, budget: budget, minFrames: minFrames)
        let incremental = tick.update + tick.redraw
        print(String(format: "\n# clock 512x512, one-second tick: whole frame %.3f ms (render alone %.3f ms); "
                     + "update %.3f ms + redraw %.3f ms = %.3f ms, %.1f %% of the whole frame; redraw %.1f %% of the render",
                     tick.full, tick.render, tick.update, tick.redraw, incremental, 100 * incremental / tick.full,
                     100 * tick.redraw / tick.render))
        print("# last damage: \(tick.damage)")
    }

    /// The `.svg` files of a scenes folder, sorted.
    static func sceneFiles(in folder: String) throws -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw CLIError("no scenes folder at '\(folder)': run from the repository root, or pass --scenes DIR")
        }
        let files = names.filter { $0.hasSuffix(".svg") }.sorted()
        guard !files.isEmpty else { throw CLIError("no .svg scenes in '\(folder)'") }
        return files
    }

    /// Which kernels drew (`RasterKernels`), which this CPU runs, and what asked for them.
    static var kernelsLine: String {
        let asked = ProcessInfo.processInfo.environment["VELLUM_KERNELS"].map { "VELLUM_KERNELS=\($0)" }
            ?? "chosen from the CPU"
        return "# kernels: \(RasterKernels.active.rawValue) (\(asked); this CPU runs "
            + RasterKernels.supported.map(\.rawValue).joined(separator: ", ") + ")"
    }

    /// Imports, records and times one scene.
    static func benchmark(_ path: String, budget: Double, minFrames: Int, png: String?,
                          threads: Int = 1) throws -> BenchResult {
        let clock = ContinuousClock()
        let start = clock.now
        let image = try importSVG(path)
        let size = Size(width: max(1, image.size.width.rounded()), height: max(1, image.size.height.rounded()))
        // Recorded and validated once, as the peers convert their scenes once.
        let tree = try image.scene(size: size).renderTree(size: size)
        let importMS = (clock.now - start).milliseconds
        var frames = try ColdFrames(tree, size: size, threads: threads)
        let times = Timing.frames(budget: budget, minFrames: minFrames) { frames.draw() }
        if let png { try frames.pixmap.write(to: png) }
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        return BenchResult(scene: name, width: frames.pixmap.width, height: frames.pixmap.height,
                           medianMS: Timing.median(times), minMS: times.min() ?? 0, frames: times.count,
                           importMS: importMS)
    }

}

/// One scene's timing.
struct BenchResult: Codable {
    var scene: String
    var engine = "vellum"
    var width: Int
    var height: Int
    var medianMS: Double
    var minMS: Double
    var frames: Int
    /// Reading, importing, laying out and recording the scene, once (not part of the frames).
    var importMS: Double

    init(scene: String, width: Int, height: Int, medianMS: Double, minMS: Double, frames: Int, importMS: Double) {
        self.scene = scene
        self.width = width
        self.height = height
        self.medianMS = medianMS
        self.minMS = minMS
        self.frames = frames
        self.importMS = importMS
    }

    enum CodingKeys: String, CodingKey {
        case scene, engine, width, height, frames
        case medianMS = "median_ms", minMS = "min_ms", importMS = "import_ms"
    }
}

/// The JSON written by `--json`.
private struct BenchReport: Codable {
    var engine = "vellum raster backend, 1 thread"
    var budgetSeconds: Double
    var minFrames: Int
    var results: [BenchResult]

    enum CodingKeys: String, CodingKey {
        case engine, results
        case budgetSeconds = "budget_s", minFrames = "min_frames"
    }
}

/// Parses a whole number of at least 1.
private func parseCount(_ text: String) throws -> Int {
    guard let n = Int(text), n >= 1 else { throw CLIError("expected a whole number of at least 1") }
    return n
}


extension String {
    /// The string padded with spaces on the right to `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// The string padded with spaces on the left to `width` characters.
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
