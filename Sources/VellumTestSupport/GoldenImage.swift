import Foundation
import Vellum
import VellumComponents

/// How a rendering differs from a committed reference image.
public struct ImageDifference: CustomStringConvertible, Sendable {
    /// The mean absolute difference over all channels, on a 0…255 scale.
    public var mean: Double
    /// The share of pixels (0…1) with some channel off by more than 16.
    public var fractionOver16: Double
    /// The largest difference of any channel.
    public var maximum: Int

    public var description: String {
        "mean |Δ| \(String(format: "%.3f", mean))/255, \(String(format: "%.3f", fractionOver16 * 100)) % of pixels off by > 16, max \(maximum)"
    }

    /// Whether the difference is within the golden-image tolerance: at most 0.5 % of pixels off
    /// by more than 16/255 and a mean below 1/255, so that rounding changes pass and visible
    /// changes fail.
    public var isWithinTolerance: Bool { fractionOver16 <= 0.005 && mean <= 1 }
}

/// Golden-image testing: compares a rendering with a reference PNG committed next to the tests.
///
/// Set the environment variable `VELLUM_RECORD_GOLDENS=1` to write the references instead (then
/// look at every image before committing it).
public enum GoldenImage {
    /// Whether this run records references instead of comparing.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["VELLUM_RECORD_GOLDENS"] == "1" }

    /// Compares `pixmap` with the PNG at `path` (straight RGBA, every channel including alpha).
    /// When recording, writes `pixmap` there and reports no difference.
    public static func compare(_ pixmap: Pixmap, withGoldenAt path: String) throws -> ImageDifference {
        if isRecording {
            try pixmap.write(to: path)
            return ImageDifference(mean: 0, fractionOver16: 0, maximum: 0)
        }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let golden = try Pixmap(pngData: Array(data))
        return difference(pixmap, golden)
    }

    /// The difference of two images of the same size (a size mismatch counts as fully different).
    public static func difference(_ a: Pixmap, _ b: Pixmap) -> ImageDifference {
        guard a.width == b.width, a.height == b.height else {
            return ImageDifference(mean: 255, fractionOver16: 1, maximum: 255)
        }
        let x = a.straightBytes, y = b.straightBytes
        var total = 0, over = 0, maximum = 0
        for pixel in stride(from: 0, to: x.count, by: 4) {
            var worst = 0
            for c in 0..<4 {
                let d = abs(Int(x[pixel + c]) - Int(y[pixel + c]))
                total += d
                worst = max(worst, d)
            }
            if worst > 16 { over += 1 }
            maximum = max(maximum, worst)
        }
        let pixels = max(1, x.count / 4)
        return ImageDifference(mean: Double(total) / Double(x.count), fractionOver16: Double(over) / Double(pixels),
                               maximum: maximum)
    }

    /// The folder `Golden` next to the calling test file.
    public static func directory(for testFile: String = #filePath) -> String {
        URL(fileURLWithPath: testFile).deletingLastPathComponent().appendingPathComponent("Golden").path
    }
}

extension Component {
    /// Renders the component with the raster backend on a canvas of `size` (its default size when
    /// `nil`), at a fixed instant so that time-dependent components render the same every run.
    public func renderForTest(_ arguments: [String: String] = [:], size: Size? = nil,
                              now: Date = Date(timeIntervalSince1970: 1_795_309_770)) throws -> Pixmap {
        let canvas = size ?? defaultSize
        return try build(arguments, size: canvas, now: now).scene().render(size: canvas, backend: .raster)
    }
}
