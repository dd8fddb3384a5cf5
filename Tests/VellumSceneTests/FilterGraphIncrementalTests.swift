import Testing
import Vellum
@testable import VellumRaster
import VellumTestSupport

/// A filter graph over moving content: each incremental frame equals a full render.
@Suite struct FilterGraphIncrementalTests {
    static let size = Size(width: 160, height: 120)

    /// A drop shadow as SVG writes it: the alpha blurred, offset, over a flood, under the source.
    static let shadow: Filter = {
        let region = Rect(x: 0, y: 0, width: 160, height: 120)
        func p(_ kind: FilterPrimitiveKind, _ inputs: [FilterInput]) -> FilterPrimitive {
            FilterPrimitive(kind, inputs: inputs, subregion: region)
        }
        return .graph(FilterGraph(region: region, primitives: [
            p(.gaussianBlur(x: 3, y: 3), [.sourceAlpha]), p(.offset(dx: 6, dy: 4), [.result(0)]),
            p(.flood(Color(red: 0.1, green: 0.2, blue: 0.5, opacity: 0.7)), []),
            p(.composite(.in), [.result(2), .result(1)]), p(.merge, [.result(3), .sourceGraphic]),
        ]))
    }()

    @Test(arguments: 0..<3)
    func movingFilteredContentRedrawsExactly(run: Int) throws {
        var rng = SplitMix64(seed: UInt64(0xF117_0000 + run))
        let count = 4
        let scene = Scene(symbols: RandomScenes.symbols) {
            ZStack {
                ZStack { ForEach(0..<count) { i in RandomScenes.item(&rng).tag(i) } }.filtered(by: Self.shadow)
                RandomScenes.item(&rng).tag(count)
            }
        }
        var check = try IncrementalRenderCheck(scene: scene, size: Self.size)
        for step in 0..<12 {
            let tag = Int.random(in: 0...count, using: &rng)
            let item = RandomScenes.item(&rng)
            let result = try check.step { try $0.replace(tag, with: item) }
            #expect(result.equal, "run \(run), step \(step): incremental frame differs (damage \(result.damage))")
            guard result.equal else { return }
        }
    }
}
