import Foundation
import Vellum

/// `vellum bench --threads N --scaling`: how much faster N threads draw each scene than one.
///
/// Two runs timed one after the other on a shared machine measure its load as much as the
/// threads, so the frames are timed in pairs instead — one frame on one thread, then one on N —
/// and the speed-up is the median of the pairs' ratios: a change of load hits both frames of a
/// pair alike.
enum ScalingBench {
    static func report(folder: String, threads: Int, budget: Double, minFrames: Int) throws {
        print("# vellum raster backend, frames in pairs: 1 thread, then \(threads); "
              + String(format: "budget %.2fs per scene, >= %d pairs", budget, minFrames))
        print(BenchCommand.kernelsLine)
        let columns: [String] = ["scene".padding(24), "1 thread ms".leftPadded(12),
                                 "\(threads) threads ms".leftPadded(13), "speed-up".leftPadded(9), "pairs".leftPadded(6)]
        let header = columns.joined(separator: " ")
        print(header)
        print(String(repeating: "-", count: header.count))
        for name in try BenchCommand.sceneFiles(in: folder) {
            let image = try importSVG((folder as NSString).appendingPathComponent(name))
            let size = Size(width: max(1, image.size.width.rounded()), height: max(1, image.size.height.rounded()))
            let tree = try image.scene(size: size).renderTree(size: size)
            var one = try ColdFrames(tree, size: size, threads: 1)
            var many = try ColdFrames(tree, size: size, threads: threads)
            let clock = ContinuousClock()
            var ones: [Double] = [], manys: [Double] = []
            // Timing.frames paces the pairs (warm-up, budget, fewest); each pair is timed inside.
            _ = Timing.frames(budget: budget, minFrames: minFrames) {
                ones.append(clock.measure { one.draw() }.milliseconds)
                manys.append(clock.measure { many.draw() }.milliseconds)
            }
            // The warm-up pairs are not counted.
            (ones, manys) = (Array(ones.dropFirst(2)), Array(manys.dropFirst(2)))
            let ratios = zip(ones, manys).map { $0 / $1 }
            let figures = String(format: "%12.3f %13.3f %9.2f %6d", Timing.median(ones), Timing.median(manys),
                                 Timing.median(ratios), ratios.count)
            print(String(name.dropLast(4)).padding(24) + " " + figures)
        }
    }
}
