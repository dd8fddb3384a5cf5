import Foundation
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
            let item = Int.random(in: 0..<3, using: &rng) == 0 ? Self.holed(&rng) : RandomScenes.item(&rng)
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

    /// A shape whose fill rule matters — a pentagram, whose centre winds twice — filled or
    /// used as a clip by either rule, turned and moved.
    private static func holed(_ rng: inout SplitMix64) -> AnyNode {
        let evenOdd = FillStyle(eoFill: Bool.random(using: &rng))
        let side = Double.random(in: 40...120, using: &rng)
        let node = Bool.random(using: &rng)
            ? AnyNode(Pentagram().fill(.color(.orange), style: evenOdd).frame(width: side, height: side))
            : AnyNode(Rectangle().fill(.color(.blue)).frame(width: side, height: side).clipShape(Pentagram(), style: evenOdd))
        return AnyNode(node.rotationEffect(.degrees(.random(in: 0..<360, using: &rng)))
            .offset(x: .random(in: -50...50, using: &rng), y: .random(in: -50...50, using: &rng)))
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
        let back = try #require(scene.renderScope(of: scene.node(tagged: "back")))
        let front = try #require(scene.renderScope(of: scene.node(tagged: "front").children[0]))
        let centre = Point(x: 50, y: 50), corner = Point(x: 5, y: 5)
        #expect(masks.check(hitScope: front, at: centre) == .agreedHit)
        #expect(masks.check(hitScope: back, at: corner) == .agreedHit)
        guard case .disagreed = masks.check(hitScope: back, at: centre) else { Issue.record("beneath"); return }
        guard case .disagreed = masks.check(hitScope: nil, at: centre) else { Issue.record("miss"); return }
        guard case .disagreed = masks.check(hitScope: front, at: corner) else { Issue.record("outside"); return }
        #expect(masks.check(hitScope: front, at: Point(x: 70, y: 50)) == .edge)
    }
}

/// A five-pointed star drawn in one stroke, so its centre pentagon winds twice: filled by the
/// non-zero rule it is solid, by the even-odd rule it has a hole.
private struct Pentagram: Shape {
    func path(in rect: Rect) -> Path {
        let centre = Point(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2
        let points = (0..<5).map { i -> Point in
            let angle = Double(i * 2 % 5) * 2 * Double.pi / 5 - Double.pi / 2
            return Point(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
        }
        return Path { path in
            path.addLines(points)
            path.closeSubpath()
        }
    }
}
