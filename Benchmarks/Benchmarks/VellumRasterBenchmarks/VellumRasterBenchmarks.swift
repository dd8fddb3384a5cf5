import Benchmark
import Vellum

// Vellum's raster backend, flattener, stroker and PNG encoder, in the style of Blend2D's bl_bench:
// each shape benchmark draws 100 shapes of one kind and size per frame (one iteration), into one
// reused 640 × 640 pixmap with one reused RasterBackend. Names have no spaces or slashes, so that
// the Thresholds/ files (named after them) are found.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .milliseconds(400),
        maxIterations: 10_000)

    registerShapeBenchmarks()
    registerGradientBenchmarks()
    registerGlyphBenchmarks()
    registerGeometryBenchmarks()
    registerPNGBenchmarks()
}

/// The default configuration plus the fill path's promise to allocate nothing once warmed up,
/// checked against Thresholds/*.p90.json (`mallocCountTotal: 0`) by `swift package benchmark
/// thresholds check`, with no tolerance.
func zeroAllocations() -> Benchmark.Configuration {
    var configuration = Benchmark.defaultConfiguration
    configuration.thresholds = [
        .mallocCountTotal: BenchmarkThresholds(relative: BenchmarkThresholds.Relative.strict,
                                               absolute: BenchmarkThresholds.Absolute.strict),
    ]
    return configuration
}

/// Registers a benchmark drawing `makeTree()`'s tree once per iteration, cold (every node prepared
/// again) unless `cold` is false. The tree is made when the benchmark runs, not when it registers.
func frameBenchmark(_ name: String, configuration: Benchmark.Configuration = Benchmark.defaultConfiguration,
                    cold: Bool = true, makeTree: @escaping () throws -> RenderTree) {
    Benchmark(name, configuration: configuration) { benchmark, frame in
        for _ in benchmark.scaledIterations { frame.draw(cold: cold) }
        blackHole(frame.pixmap.pixel(x: 0, y: 0))
    } setup: {
        try RasterFrame(tree: makeTree())
    }
}

/// Fill and stroke of every bl_bench shape at every size; polygons filled with both rules.
func registerShapeBenchmarks() {
    for size in ShapeScene.sizes {
        for shape in BenchShape.allCases {
            let rules: [(String, FillRule)] = shape.crossesItself
                ? [("-NZ", .nonZero), ("-EO", .evenOdd)] : [("", .nonZero)]
            for (suffix, rule) in rules {
                frameBenchmark("Fill-\(shape.name)\(suffix)-\(size)", configuration: zeroAllocations()) {
                    try ShapeScene(shape: shape, size: size, operation: .fill(rule)).renderTree()
                }
            }
            frameBenchmark("Stroke-\(shape.name)-\(size)") {
                try ShapeScene(shape: shape, size: size, operation: .stroke(StrokeStyle(lineWidth: 2))).renderTree()
            }
        }
    }
    // The same frames drawn warm: edges taken from the prepare cache, no flattening.
    for size in ShapeScene.sizes {
        frameBenchmark("FillWarm-Poly40-NZ-\(size)", configuration: zeroAllocations(), cold: false) {
            try ShapeScene(shape: .polygon40, size: size, operation: .fill(.nonZero)).renderTree()
        }
        frameBenchmark("StrokeWarm-Poly40-\(size)", cold: false) {
            try ShapeScene(shape: .polygon40, size: size, operation: .stroke(StrokeStyle(lineWidth: 2))).renderTree()
        }
    }
}

/// Unaligned squares filled with a linear or a radial gradient across each square.
func registerGradientBenchmarks() {
    let shadings: [(String, ShapeScene.Shading)] = [("Linear", .linearGradient), ("Radial", .radialGradient)]
    for size in ShapeScene.sizes {
        for (name, shading) in shadings {
            frameBenchmark("Gradient-\(name)-\(size)", configuration: zeroAllocations()) {
                try ShapeScene(shape: .rectUnaligned, size: size, operation: .fill(.nonZero), shading: shading)
                    .renderTree()
            }
        }
    }
}

/// A canvas of text: one fill per glyph, quadratic outlines.
func registerGlyphBenchmarks() {
    for size in Workloads.glyphSizes {
        frameBenchmark("Glyphs-\(size)", configuration: zeroAllocations()) { try Workloads.glyphTree(size: size) }
    }
}

/// Flattening alone and stroking alone, into a sink that only counts segments.
func registerGeometryBenchmarks() {
    let tolerance = Path.defaultTolerance
    Benchmark("Flatten-Cubics") { benchmark, path in
        var counter = SegmentCounter()
        for _ in benchmark.scaledIterations { path.flatten(tolerance: tolerance, into: &counter) }
        blackHole(counter.coordinateSum + Double(counter.segments))
    } setup: {
        Workloads.cubicCurves()
    }
    Benchmark("Flatten-Glyphs") { benchmark, path in
        var counter = SegmentCounter()
        for _ in benchmark.scaledIterations { path.flatten(tolerance: tolerance, into: &counter) }
        blackHole(counter.coordinateSum + Double(counter.segments))
    } setup: {
        try Workloads.glyphOutlines()
    }
    let strokes: [(String, StrokeStyle, () -> Path)] = [
        ("Stroker-Cubics-Round", StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .round), Workloads.cubicCurves),
        ("Stroker-Cubics-Dashed", StrokeStyle(lineWidth: 3, dash: [12, 6]), Workloads.cubicCurves),
        ("Stroker-Poly40-Miter", StrokeStyle(lineWidth: 2, lineJoin: .miter), Workloads.polygons),
    ]
    for (name, style, makePath) in strokes {
        Benchmark(name) { benchmark, path in
            var counter = SegmentCounter()
            for _ in benchmark.scaledIterations { path.stroke(style, tolerance: tolerance, into: &counter) }
            blackHole(counter.coordinateSum + Double(counter.segments))
        } setup: {
            makePath()
        }
    }
}

/// PNG encoding of a rendered canvas: flat colours, then smooth gradients.
func registerPNGBenchmarks() {
    let canvases: [(String, () throws -> RenderTree)] = [
        ("PNG-Shapes-640", { try ShapeScene(shape: .triangle, size: 128, operation: .fill(.nonZero)).renderTree() }),
        ("PNG-Gradients-640", {
            try ShapeScene(shape: .rectUnaligned, size: 128, operation: .fill(.nonZero), shading: .radialGradient)
                .renderTree()
        }),
    ]
    for (name, makeTree) in canvases {
        Benchmark(name) { (benchmark: Benchmark, pixmap: Pixmap) in
            for _ in benchmark.scaledIterations { blackHole(try? pixmap.pngData()) }
        } setup: {
            let frame = try RasterFrame(tree: makeTree())
            frame.draw()
            return frame.pixmap
        }
    }
}
