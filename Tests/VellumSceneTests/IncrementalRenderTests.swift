import Testing
import Vellum
@testable import VellumRaster
import VellumTestSupport

/// Long random sequences of updates, each frame redrawn only where the damage says, compared
/// byte for byte with a full render after every step.
@Suite struct IncrementalRenderTests {
    static let size = Size(width: 160, height: 120)

    /// A scene of `count` tagged random items in a ZStack.
    static func scene(items: [AnyNode]) -> Scene {
        Scene(symbols: RandomScenes.symbols) {
            ZStack { ForEach(0..<items.count) { i in items[i].tag(i) } }
        }
    }

    @Test(arguments: 0..<8)
    func randomUpdatesRedrawTheDamageExactly(run: Int) throws {
        let seed = UInt64(0x5EED_0000 + run)
        var rng = SplitMix64(seed: seed)
        let count = 6
        var check = try IncrementalRenderCheck(scene: Self.scene(items: (0..<count).map { _ in RandomScenes.item(&rng) }),
                                               size: Self.size)
        var partial = 0
        for step in 0..<40 {
            let tag = Int.random(in: 0..<count, using: &rng)
            let item = RandomScenes.item(&rng)
            let result = try check.step { try $0.replace(tag, with: item) }
            #expect(result.equal, "seed \(seed), step \(step): incremental frame differs (damage \(result.damage))")
            if case .regions(let rects) = result.damage,
               rects.reduce(0, { $0 + $1.width * $1.height }) < Self.size.width * Self.size.height { partial += 1 }
            guard result.equal else { return }
        }
        // Not a vacuous test: most steps redraw part of the canvas only.
        #expect(partial > 10, "seed \(seed): only \(partial) partial redraws")
    }

    /// One item replaced again and again (the pixels beneath it kept and drawn over), and now
    /// and then one beneath it (the kept pixels let go), on one and on two threads.
    @Test(arguments: 0..<6)
    func oneItemChangingAgainIsDrawnOverTheKeptPixelsBeneathIt(run: Int) throws {
        let seed = UInt64(0xBAC0_0000 + run)
        var rng = SplitMix64(seed: seed)
        let count = 6, changing = 4
        var check = try IncrementalRenderCheck(scene: Self.scene(items: (0..<count).map { _ in RandomScenes.item(&rng) }),
                                               size: Self.size, backend: RasterBackend(threads: 1 + run % 2))
        for step in 0..<30 {
            let tag = step % 7 == 6 ? Int.random(in: 0..<changing, using: &rng) : changing
            let item = RandomScenes.item(&rng)
            let result = try check.step { try $0.replace(tag, with: item) }
            #expect(result.equal, "seed \(seed), step \(step): incremental frame differs (damage \(result.damage))")
            guard result.equal else { return }
        }
        // Not a vacuous test: most frames started from the kept pixels.
        #expect(check.backend.backdrop.framesServed > 12, "seed \(seed): \(check.backend.backdrop.framesServed) frames")
    }

    @Test func aMovedShapeDamagesItsOldAndNewPlace() throws {
        struct Dot: Node {
            var x: Double
            var body: some Node { Circle().fill(.red).frame(width: 10, height: 10).offset(x: x) }
        }
        let scene = Scene { ZStack { Rectangle().fill(.blue).frame(width: 20, height: 20).offset(x: -60); Dot(x: 0).tag("dot") } }
        var check = try IncrementalRenderCheck(scene: scene, size: Self.size)
        let result = try check.step { try $0.update("dot", as: Dot.self) { $0.x = 30 } }
        #expect(result.equal)
        // The dot sat at 75…85 × 55…65 and moves to 105…115: the damage covers both, not the square.
        // The two places are 18 pixels apart: one rectangle costs less than two.
        #expect(result.damage == .regions([Rect(x: 74, y: 54, width: 42, height: 12)]))
    }

    @Test func changesFarApartAreDrawnAsSeparateRegions() throws {
        struct Pair: Node {
            var color: Color
            var body: some Node {
                ZStack {
                    Circle().fill(color).frame(width: 10, height: 10).offset(x: -70, y: -40)
                    Circle().fill(color).frame(width: 10, height: 10).offset(x: 70, y: 40)
                }
            }
        }
        let scene = Scene { ZStack { Rectangle().fill(.blue).frame(width: 160, height: 100); Pair(color: .red).tag("pair") } }
        var check = try IncrementalRenderCheck(scene: scene, size: Self.size)
        let result = try check.step { try $0.update("pair", as: Pair.self) { $0.color = .green } }
        #expect(result.equal, "the two regions redrawn give the full frame's bytes")
        // Dots at 5…15 × 15…25 and 145…155 × 95…105: two rectangles, nothing between them drawn.
        #expect(result.damage == .regions([Rect(x: 4, y: 14, width: 12, height: 12), Rect(x: 144, y: 94, width: 12, height: 12)]))
    }
}
