import Testing
import VellumCore
@testable import VellumRaster

/// A sink that takes the sweep's groups (a solid colour, drawn by the kernel's own sweep) must get
/// exactly the coverage a sink that takes gathered spans sees: pixel by pixel, each pixel once, and
/// nothing outside the clip box or the drawing area — in particular not the winding that geometry
/// cut by the clip's right side leaves open past it.
@Suite("Sweeping in groups")
struct GroupSweepTests {
    /// The coverage a sink was handed, summed per pixel of a `side` × `side` grid; coverage
    /// handed for pixels off the grid is counted apart. The kernel draws a group-taking sink's
    /// coverage itself, as opaque white onto transparent pixels, whose alpha is then the coverage.
    /// Held by reference, since the sink is copied into the sweep.
    final class Counts {
        let side: Int
        var values: [Int]
        var offGrid = 0
        let pixels: UnsafeMutablePointer<UInt32>

        init(side: Int) {
            self.side = side
            values = [Int](repeating: 0, count: side * side)
            pixels = .allocate(capacity: side * side)
            pixels.initialize(repeating: 0, count: side * side)
        }

        deinit { pixels.deallocate() }

        func add(_ coverage: UInt8, x: Int, y: Int) {
            guard coverage != 0 else { return }
            guard x >= 0, x < side, y >= 0, y < side else { return offGrid += 1 }
            values[y * side + x] += Int(coverage)
        }

        /// The coverage handed in spans plus the coverage the kernel drew.
        var drawn: [Int] { values.indices.map { values[$0] + Int(PixelMath.alpha(pixels[$0])) } }

        /// The pixels with coverage outside `box`.
        func covered(outside box: PixelBox) -> Int {
            let drawn = drawn
            var count = offGrid
            for y in 0..<side {
                for x in 0..<side where drawn[y * side + x] != 0 && !(box.minX...box.maxX - 1 ~= x && box.minY...box.maxY - 1 ~= y) {
                    count += 1
                }
            }
            return count
        }
    }

    /// Counts the coverage it is handed, in spans or, when `takesGroups`, drawn by the kernel.
    struct CoverageGrid: SpanSink {
        let counts: Counts
        let takesGroups: Bool

        init(side: Int, takesGroups: Bool) {
            counts = Counts(side: side)
            self.takesGroups = takesGroups
        }

        func fillRun(y: Int, x: Int, count: Int, coverage: UInt8) {
            for i in 0..<count { counts.add(coverage, x: x + i, y: y) }
        }

        func fillCoverage(y: Int, x: Int, count: Int, coverage: UnsafeMutablePointer<UInt8>) {
            for i in 0..<count { counts.add(coverage[i], x: x + i, y: y) }
        }

        func solidRows(from y: Int, before end: Int) -> SolidRows {
            let first = SolidRow(pixels: counts.pixels + y * counts.side, origin_x: 0, min_x: 0,
                                 max_x: Int64(counts.side), color: .max)
            return SolidRows(first: first, stride: counts.side, end: end)
        }
    }

    static func randomBox(_ rng: inout SplitMix64, side: Int) -> PixelBox {
        let minX = Int.random(in: 0..<side / 2, using: &rng), minY = Int.random(in: 0..<side / 2, using: &rng)
        return PixelBox(minX: minX, minY: minY, maxX: Int.random(in: minX + 1...side, using: &rng),
                        maxY: Int.random(in: minY + 1...side, using: &rng))
    }

    @Test("Random polygons, clip boxes, areas and both fill rules: every kernel set's groups give the spans' coverage, inside the box and area only",
          arguments: RasterKernels.supported)
    func groupsMatchSpans(kernels: RasterKernels) {
        let table = kernels.table!
        let side = 200
        var rng = SplitMix64(seed: 0x6E0_0F5)
        let rasterizer = Rasterizer()
        rasterizer.resize(width: side)
        for _ in 0..<300 {
            var path = Path()
            // Two overlapping polygons, so the even-odd rule has holes to find.
            for _ in 0..<2 {
                path.addLines(CoverageTests.starShapedPolygon(&rng))
                path.closeSubpath()
            }
            let clip = Self.randomBox(&rng, side: side)
            let area = Bool.random(using: &rng) ? Self.randomBox(&rng, side: side)
                                                : PixelBox(minX: 0, minY: 0, maxX: side, maxY: side)
            let rule: FillRule = Bool.random(using: &rng) ? .nonZero : .evenOdd
            rasterizer.area = area
            var grids = [CoverageGrid(side: side, takesGroups: false), CoverageGrid(side: side, takesGroups: true)]
            for i in grids.indices {
                guard rasterizer.prepare(path, transform: .identity, tolerance: 0.05, clip: clip) != nil else { continue }
                rasterizer.sweep(rule: rule, into: &grids[i], kernels: table)
            }
            #expect(grids[1].counts.drawn == grids[0].counts.values, "clip \(clip), area \(area), \(rule)")
            #expect(grids[1].counts.covered(outside: clip.intersection(area)) == 0, "clip \(clip), area \(area), \(rule)")
            #expect(grids[0].counts.covered(outside: clip.intersection(area)) == 0)
        }
    }

    @Test("An area passes on only the columns of its rows to the kernel, and only its parts of runs")
    func areaTrimsGroups() {
        let area = PixelBox(minX: 3, minY: 2, maxX: 13, maxY: 4)
        var sink = AreaTrimmedSink(inner: CoverageGrid(side: 32, takesGroups: true), area: area)
        // Rows above, inside and below the area come in three runs, each with its columns.
        var y = 0, runs: [Range<Int>] = []
        while y < 6 {
            let rows = sink.solidRows(from: y, before: 6)
            let inside = area.minY..<area.maxY ~= y
            #expect(inside ? (rows.first.min_x, rows.first.max_x) == (3, 13) : rows.first.max_x <= rows.first.min_x,
                    "row \(y)")
            #expect(rows.stride == 32 && rows.first.pixels == sink.inner.counts.pixels + 32 * y)
            runs.append(y..<rows.end)
            y = rows.end
        }
        #expect(runs == [0..<2, 2..<4, 4..<6])
        sink.fillRun(y: 3, x: 0, count: 16, coverage: 255)
        sink.fillRun(y: 5, x: 0, count: 16, coverage: 255)
        #expect(sink.inner.counts.covered(outside: area) == 0)
        #expect(sink.inner.counts.values.reduce(0, +) == 10 * 255)
    }
}
