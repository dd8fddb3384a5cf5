import Testing
import VellumCore

/// The filter graph model: its problems, reach and transfer functions.
@Suite struct FilterGraphTests {
    static let region = Rect(x: 10, y: 10, width: 50, height: 40)

    @Test func aGraphReachesItsRegionWhereItIsApplied() {
        let graph = Filter.graph(FilterGraph(region: Self.region, primitives: []))
        let moved = graph.applying(AffineTransform(scaleX: 2, y: 2))
        #expect(Filter.extent(of: Rect(x: 0, y: 0, width: 1, height: 1), by: [moved])
                == Rect(x: 20, y: 20, width: 100, height: 80))
        #expect(Filter.needsWholeRegion([moved]) && !Filter.needsWholeRegion([.blur(radius: 2)]))
    }

    @Test func badGraphsSayWhatIsWrong() {
        let later = FilterPrimitive(.merge, inputs: [.result(0)], subregion: Self.region)
        #expect(FilterGraph(region: Self.region, primitives: [later]).problem?.contains("not an earlier") == true)
        let kernel = ConvolveKernel(columns: 3, rows: 3, values: [1, 2], divisor: 1, bias: 0, targetX: 1, targetY: 1,
                                    edgeMode: .none, preserveAlpha: false)
        let wrong = FilterPrimitive(.convolveMatrix(kernel), inputs: [.sourceGraphic], subregion: Self.region)
        #expect(Filter.graph(FilterGraph(region: Self.region, primitives: [wrong])).problem?.contains("wrong size") == true)
        let long = Array(repeating: FilterPrimitive(.offset(dx: 0, dy: 0), inputs: [.sourceGraphic], subregion: Self.region),
                         count: FilterGraph.maxPrimitives + 1)
        #expect(FilterGraph(region: Self.region, primitives: long).problem?.contains("at most") == true)
        let infinite = FilterPrimitive(.gaussianBlur(x: .infinity, y: 1), inputs: [.sourceGraphic], subregion: Self.region)
        #expect(FilterGraph(region: Self.region, primitives: [infinite]).problem != nil)
    }

    @Test func transferFunctionsFollowTheSpec() {
        #expect(TransferFunction.table([0, 1, 0])(0.25) == 0.5)
        #expect(TransferFunction.discrete([0.1, 0.9])(0.49) == 0.1)
        #expect(TransferFunction.discrete([0.1, 0.9])(0.5) == 0.9)
        #expect(TransferFunction.linear(slope: 2, intercept: -0.5)(0.5) == 0.5)
        #expect(TransferFunction.gamma(amplitude: 1, exponent: 2, offset: 0)(0.5) == 0.25)
        #expect(TransferFunction.linear(slope: 10, intercept: 0)(0.5) == 1)
    }
}
