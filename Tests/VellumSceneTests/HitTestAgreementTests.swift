import Testing
import Vellum
import VellumTestSupport

/// Hit tests against exact coverage at random points over random scenes: a hit node must cover
/// the point (its own drawing rendered alone, opaque) with nothing drawn above it covering it, and
/// a miss must have nothing covering it. Points within a pixel of an edge are not judged (see
/// ``CoverageMasks``).
@Suite("Hit testing agrees with coverage")
struct HitTestAgreementTests {
    /// Random scenes: several random items (shapes, strokes, gradients, text, symbols, canvases,
    /// nested opacity, shadows, clips, rotations and scales), some turned off for hit testing or
    /// drawn at opacity 0.
    @Test(arguments: 0..<32)
    func randomScenes(seed: UInt64) throws {
        var rng = SplitMix64(seed: 0x4117_7E57 &+ seed &* 0x9E37_79B9)
        let count = Int.random(in: 4...9, using: &rng)
        var items: [AnyNode] = []
        for index in 0..<count {
            let item = RandomScenes.item(&rng)
            switch Int.random(in: 0..<8, using: &rng) {
            case 0: items.append(AnyNode(item.allowsHitTesting(false).tag("off \(index)")))
            case 1: items.append(AnyNode(item.opacity(0)))
            default: items.append(item)
            }
        }
        let scene = Scene(symbols: RandomScenes.symbols) { ZStack { ForEach(0..<count) { items[$0] } } }
        let size = Size(square: 200)
        _ = try scene.renderTree(size: size)
        let excluded = (0..<count).reduce(into: Set<UInt64>()) { $0.formUnion(scene.renderScopes(under: "off \($1)")) }
        var agreement = HitTestAgreement()
        try agreement.check(scene, size: size, points: 600, excluding: excluded, using: &rng, label: "seed \(seed)")
        print("hit-test agreement, random scene \(seed): \(agreement)")
        #expect(agreement.disagreements.isEmpty, "\(agreement.disagreements.prefix(5))")
        #expect(agreement.agreed >= 300, "too many points on edges: \(agreement)")
    }

    /// The check itself catches wrong answers: a hit on the node beneath, a miss on a covered
    /// point, a hit where the node does not draw.
    @Test func theCoverageCheckCatchesWrongAnswers() throws {
        let scene = Scene {
            ZStack {
                Rectangle().fill(.blue).tag("back")
                Circle().fill(.red).frame(width: 40, height: 40).tag("front")
            }
        }
        let size = Size(square: 100)
        let masks = try CoverageMasks(tree: scene.renderTree(size: size), size: size)
        let back = try scene.node(tagged: "back").renderScope
        let front = try #require(try scene.node(tagged: "front").children.first).renderScope
        let centre = Point(x: 50, y: 50), corner = Point(x: 5, y: 5)
        #expect(masks.check(hitScope: front, at: centre) == .agreedHit)
        #expect(masks.check(hitScope: back, at: corner) == .agreedHit)
        guard case .disagreed = masks.check(hitScope: back, at: centre) else { Issue.record("beneath"); return }
        guard case .disagreed = masks.check(hitScope: nil, at: centre) else { Issue.record("miss"); return }
        guard case .disagreed = masks.check(hitScope: front, at: corner) else { Issue.record("outside"); return }
        #expect(masks.check(hitScope: front, at: Point(x: 70, y: 50)) == .edge)
    }
}
