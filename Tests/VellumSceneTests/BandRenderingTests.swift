import Testing
import Vellum
import VellumTestSupport

/// Frames drawn in bands on several threads are byte for byte the frames drawn on one: random
/// scenes (shapes, strokes, gradients, clips, nested opacity, shadows, symbols, text), whole and
/// redrawn where the damage says.
@Suite struct BandRenderingTests {
    /// Large enough to be cut: three times the incremental tests' canvas.
    static let scale = 3.0
    static let size = Size(width: 160 * scale, height: 120 * scale)

    static func scene(_ rng: inout SplitMix64, count: Int) -> Scene {
        let items = (0..<count).map { _ in RandomScenes.item(&rng) }
        return Scene(symbols: RandomScenes.symbols) {
            ZStack { ForEach(0..<items.count) { i in items[i].tag(i) } }.scaleEffect(scale)
        }
    }

    @Test(arguments: 0..<4)
    func randomScenesInBandsEqualOneThread(run: Int) throws {
        var rng = SplitMix64(seed: UInt64(0xBA4D_0000 + run))
        let tree = try Self.scene(&rng, count: 8).renderTree(size: Self.size)
        let serial = try RasterBackend().render(tree, size: Self.size)
        var cut = 0
        for threads in [2, 4] {
            if try RasterBackend(threads: threads).bandRows(for: tree, size: Self.size).count > 1 { cut += 1 }
            let banded = try RasterBackend(threads: threads).render(tree, size: Self.size)
            let equal = banded.bytes == serial.bytes
            #expect(equal, "run \(run), \(threads) threads")
        }
        #expect(cut == 2, "run \(run): the frame is large enough to be cut")
    }

    @Test func randomUpdatesRedrawnInBandsEqualFullFrames() throws {
        var rng = SplitMix64(seed: 0xBA4D_1000)
        let count = 8
        let scene = Self.scene(&rng, count: count)
        let backend = RasterBackend(threads: 2)
        var tree = try scene.renderTree(size: Self.size)
        var frame = try backend.render(tree, size: Self.size)
        var cut = 0
        for step in 0..<20 {
            let damage = try scene.replace(Int.random(in: 0..<count, using: &rng), with: RandomScenes.item(&rng))
            tree = try scene.renderTree(size: Self.size)
            backend.render(tree, into: &frame, damage: damage)
            let full = try RasterBackend().render(tree, size: Self.size)
            let equal = frame.bytes == full.bytes
            #expect(equal, "step \(step): damage \(damage)")
            guard equal else { return }
            if try backend.bandRows(for: tree, size: Self.size).count > 1 { cut += 1 }
        }
        // Not vacuous: most frames are large enough to be cut.
        #expect(cut > 10, "only \(cut) frames were cut into bands")
    }

    @Test func aSmallFrameIsNotCut() throws {
        let tree = try Scene { Circle().fill(.red).frame(width: 40, height: 40) }.renderTree(size: Size(square: 64))
        #expect(try RasterBackend(threads: 4).bandRows(for: tree, size: Size(square: 64)) == [0..<64])
    }
}
