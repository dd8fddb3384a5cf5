import Foundation
import Testing
import Vellum

/// VellumCore's transform, not Foundation's.
typealias AffineTransform = VellumCore.AffineTransform

/// Helpers shared by the importer tests.
enum ImportTest {
    /// Imports `svg` (markup), failing the test on an error.
    static func image(_ svg: String, strict: Bool = false,
                      sourceLocation: SourceLocation = #_sourceLocation) throws -> SVGImage {
        do {
            return try SVGImage(string: svg, options: SVGImportOptions(strict: strict))
        } catch {
            Issue.record("import failed: \(error)", sourceLocation: sourceLocation)
            throw error
        }
    }

    /// The display list of `svg` on a canvas of its intrinsic size.
    static func displayList(_ svg: String) throws -> DisplayList {
        let image = try image(svg)
        return try image.scene().displayList(size: image.size)
    }

    /// `svg` rendered with the raster backend at its intrinsic size (or `size`).
    static func render(_ svg: String, size: Size? = nil) throws -> Pixmap {
        try render(try image(svg), size: size)
    }

    static func render(_ image: SVGImage, size: Size? = nil) throws -> Pixmap {
        let canvas = size ?? image.size
        return try image.scene(size: canvas).render(size: canvas, backend: .raster)
    }

    /// The fills of a display list, in order, with their transforms applied to the paths.
    static func fills(_ list: DisplayList) -> [(path: Path, paint: Paint, rule: FillRule)] {
        list.operations.compactMap { op in
            guard case .fill(let path, let paint, let rule, let transform) = op else { return nil }
            return (path.applying(transform), paint, rule)
        }
    }

    /// The strokes of a display list, in order, with their styles and transforms.
    static func strokes(_ list: DisplayList) -> [(path: Path, paint: Paint, style: StrokeStyle, transform: AffineTransform)] {
        list.operations.compactMap { op in
            guard case .stroke(let path, let paint, let style, let transform) = op else { return nil }
            return (path, paint, style, transform)
        }
    }

    /// The straight-alpha pixel at (x, y) as (r, g, b, a).
    static func rgba(_ pixmap: Pixmap, _ x: Int, _ y: Int) -> [Int] {
        let p = pixmap.straightPixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    /// Whether two rects agree to within `tolerance` on every side.
    static func close(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-6) -> Bool {
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
    }

    static func close(_ a: AffineTransform, _ b: AffineTransform, _ tolerance: Double = 1e-9) -> Bool {
        [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) <= tolerance }
    }
}

/// The agreement metric of shared/bench/peers.py: both images composited over white, the
/// percentage of pixels whose largest RGB difference exceeds 16.
enum PixelAgreement {
    /// Straight-alpha RGBA bytes of two images of the same size → % of pixels off by more than 16.
    static func percentOff(_ a: [UInt8], _ b: [UInt8]) -> Double {
        precondition(a.count == b.count && a.count % 4 == 0, "images differ in size")
        var off = 0
        var i = 0
        while i < a.count {
            var worst = 0.0
            for c in 0..<3 {
                let d = abs(overWhite(a[i + c], alpha: a[i + 3]) - overWhite(b[i + c], alpha: b[i + 3]))
                worst = max(worst, d)
            }
            if worst > 16 { off += 1 }
            i += 4
        }
        return Double(off) * 100 / Double(a.count / 4)
    }

    static func percentOff(_ a: Pixmap, _ b: Pixmap) -> Double {
        percentOff(a.straightBytes, b.straightBytes)
    }

    private static func overWhite(_ value: UInt8, alpha: UInt8) -> Double {
        let a = Double(alpha) / 255
        return Double(value) * a + 255 * (1 - a)
    }
}

/// Files the tests read, all committed: the benchmark scenes (Benchmarks/Scenes) and the importer's
/// fixtures (Tests/Fixtures/SVGImport), both outside every target.
enum ImportFixtures {
    /// The repository root, found from this source file.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The benchmark scenes, the same files the peer benchmark times.
    static let scenes = repository.appendingPathComponent("Benchmarks/Scenes")

    /// Committed reference images and conformance scenes.
    static let references = repository.appendingPathComponent("Tests/Fixtures/SVGImport")

    /// The benchmark scene `name` (without extension).
    static func scene(_ name: String) -> String { scenes.appendingPathComponent("\(name).svg").path }

    /// The reference PNG of scene `name`, decoded.
    static func reference(_ name: String) throws -> Pixmap {
        let data = try Data(contentsOf: references.appendingPathComponent("\(name).resvg.png"))
        return try Pixmap(pngData: [UInt8](data))
    }
}
