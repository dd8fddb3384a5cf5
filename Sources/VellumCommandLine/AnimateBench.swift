import Foundation
import Vellum
import VellumComponents

/// What incremental frames save when animating (`vellum bench --animate`): a 60 s `everySecond`
/// clock at 512 × 512 written as an animated PNG, every frame after the first drawn from the
/// damage against every frame drawn in full, and the animated PNG's size against 60 independent
/// PNGs of the same frames.
enum AnimateBench {
    struct Result {
        var incrementalFPS: Double, fullFPS: Double
        var apngBytes: Int, fullFrameAPNGBytes: Int, separatePNGBytes: Int
    }

    /// Times `runs` encodings of each kind and takes the median.
    static func run(runs: Int) throws -> Result {
        let clock = try VellumCommandLine.components.component(named: "clock")
        let animation = try ComponentAnimation(component: clock, arguments: ["timezone": "Asia/Seoul"],
                                               from: "2026-11-22T01:09:30Z", size: PixelSize(width: 512, height: 512))
        let frames = try AnimationSchedule.everySecond.frames(from: animation.start, duration: 60)
        func fps(incremental: Bool) throws -> (fps: Double, bytes: Int) {
            var bytes = 0
            let median = try Timing.median(budget: 0, minFrames: runs) { () throws in
                bytes = try AnimationOutput.animatedPNG(frames: frames, of: animation, incremental: incremental).count
            }
            return (Double(frames.count) / (median / 1000), bytes)
        }
        let incremental = try fps(incremental: true), full = try fps(incremental: false)
        var separate = 0
        try animation.render(frames.map(\.instant)) { _, pixmap, _ in separate += try pixmap.pngData().count }
        return Result(incrementalFPS: incremental.fps, fullFPS: full.fps, apngBytes: incremental.bytes,
                      fullFrameAPNGBytes: full.bytes, separatePNGBytes: separate)
    }

    /// Runs the benchmark and prints its table.
    static func report(runs: Int) throws {
        let result = try run(runs: runs)
        print("# 60 s everySecond clock, 512x512, to an animated PNG (60 frames; median of \(runs) runs, encoding included)")
        print(String(format: "incremental (damage only)  %7.1f fps", result.incrementalFPS))
        print(String(format: "full frames                %7.1f fps   (%.2fx slower)", result.fullFPS,
                     result.incrementalFPS / result.fullFPS))
        print("animated PNG, damaged rectangles  \(result.apngBytes) bytes")
        print("animated PNG, whole frames        \(result.fullFrameAPNGBytes) bytes")
        print(String(format: "60 separate PNGs                  %d bytes (%.1fx the animated PNG)", result.separatePNGBytes,
                     Double(result.separatePNGBytes) / Double(result.apngBytes)))
    }
}
