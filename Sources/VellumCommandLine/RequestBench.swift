import Foundation
import Vellum
import VellumComponents

/// `vellum bench --request tier-badge.png`: what one uncached `vellum serve` request costs, stage by
/// stage, without HTTP — the arguments validated, the component built, its scene made, laid out and
/// recorded, then rasterized and encoded as PNG, or written as SVG. The difference between its
/// total and a `wrk` run's time per response is what HTTP and the server's threads add.
enum RequestBench {
    /// The stages of one request, in the order they run.
    enum Stage: String, CaseIterable {
        case validate, build, scene, layoutAndRecord = "layout+record", rasterize, encode
    }

    /// Times `request` (`NAME.png` or `NAME.svg`) on a canvas of `size` (the component's default
    /// size when `nil`) and prints each stage's median and the whole request's.
    static func report(request: String, size: Size?, budget: Double, minFrames: Int) throws {
        let (component, format) = try parse(request)
        let canvas = size ?? component.defaultSize
        var stages: [Stage: [Double]] = [:]
        let totals = try Timing.frames(budget: budget, minFrames: minFrames) {
            for (stage, ms) in try timeOneRequest(component, format: format, canvas: canvas) {
                stages[stage, default: []].append(ms)
            }
        }
        print("# \(component.name).\(format.name) at \(Int(canvas.width))x\(Int(canvas.height)), "
              + "\(totals.count) requests timed after 2 warm-up ones, medians")
        for stage in Stage.allCases {
            guard let times = stages[stage] else { continue }
            print(stage.rawValue.padding(16) + String(format: "%9.1f µs", 1000 * Timing.median(times)))
        }
        let total = Timing.median(totals)
        print("request".padding(16) + String(format: "%9.1f µs  (%.0f requests a second on one thread)",
                                             1000 * total, 1000 / total))
    }

    private static func parse(_ request: String) throws -> (Component, OutputFormat) {
        let parts = request.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let format = [OutputFormat.png, .svg].first(where: { $0.name == parts[1] }) else {
            throw CLIError("--request wants NAME.png or NAME.svg, e.g. tier-badge.png; got '\(request)'")
        }
        return (try VellumCommandLine.components.component(named: String(parts[0])), format)
    }

    /// One request's stages and their times in ms.
    private static func timeOneRequest(_ component: Component, format: OutputFormat,
                                       canvas: Size) throws -> [(Stage, Double)] {
        let clock = ContinuousClock()
        var times: [(Stage, Double)] = []
        func timed<T>(_ stage: Stage, _ work: () throws -> T) rethrows -> T {
            var result: T?
            times.append((stage, try clock.measure { result = try work() }.milliseconds))
            return result!
        }
        let values = try timed(.validate) { try component.values(from: [:], size: canvas) }
        let body = try timed(.build) { try component.make(values) }
        let scene = try timed(.scene) { () throws -> Scene in
            let scene = body.scene()
            _ = try scene.root()
            return scene
        }
        let tree = try timed(.layoutAndRecord) { try scene.renderTree(size: canvas) }
        if format.name == "png" {
            let pixmap = try timed(.rasterize) { try RasterBackend().render(tree, size: canvas) }
            _ = try timed(.encode) { try pixmap.pngData() }
        } else {
            _ = try timed(.encode) { try SVGBackend().render(tree, size: canvas).data }
        }
        return times
    }
}
