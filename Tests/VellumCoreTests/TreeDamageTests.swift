import Testing
import VellumCore

/// Damage between two render trees: what changed, found by identity, measured through the
/// groups around it — and nothing more.
@Suite struct TreeDamageTests {
    static let canvas = Size(width: 400, height: 400)

    static func id(_ index: UInt32) -> RenderNodeID { RenderNodeID(scope: 1, index: index) }

    static func square(_ index: UInt32, x: Double, y: Double = 10, side: Double = 10, color: Color = .red) -> RenderNode {
        .draw(RenderDraw(id: id(index), path: Path(Rect(x: x, y: y, width: side, height: side)), paint: .color(color),
                         kind: .fill(.nonZero)))
    }

    /// A clip group holding three squares, the middle one `moved` to the right.
    static func clipped(moved: Double, opacity: Double = 1, shadow: Shadow? = nil, extra: [RenderNode] = []) throws -> RenderTree {
        let group = RenderGroup(id: id(100), clip: RenderClip(Path(Rect(x: 0, y: 0, width: 300, height: 300))),
                                opacity: opacity, shadow: shadow,
                                children: [square(1, x: 10), square(2, x: 100 + moved), square(3, x: 250)])
        return try RenderTree(nodes: extra + [.group(group)])
    }

    @Test func aChildChangedInAGroupDamagesTheChildNotTheGroup() throws {
        let damage = try Self.clipped(moved: 20).damage(since: Self.clipped(moved: 0), canvas: Self.canvas)
        // The square's old and new places, grown to whole pixels plus one: not the group's 10…260.
        #expect(damage == .regions([Rect(x: 99, y: 9, width: 32, height: 12)]))
    }

    @Test func theSameHoldsWhenTheTreesDifferInShape() throws {
        // A node added in front makes the trees differ in shape: they are matched by identity.
        let added = try Self.clipped(moved: 20, extra: [Self.square(7, x: 350, y: 350)])
        let damage = added.damage(since: try Self.clipped(moved: 0), canvas: Self.canvas)
        #expect(damage == .regions([Rect(x: 99, y: 9, width: 32, height: 12), Rect(x: 349, y: 349, width: 12, height: 12)]))
    }

    @Test func aChildInAShadowedGroupDamagesWhereItsShadowFalls() throws {
        let shadow = Shadow(color: .black, radius: 0, x: 0, y: 50)
        let damage = try Self.clipped(moved: 20, shadow: shadow)
            .damage(since: Self.clipped(moved: 0, shadow: shadow), canvas: Self.canvas)
        // The square's places and their shadows 50 below, grown by the pixel a sub-pixel shadow
        // offset spreads into (Shadow.blurReach) and then to whole pixels plus one.
        #expect(damage == .regions([Rect(x: 98, y: 9, width: 34, height: 63)]))
    }

    @Test func aGroupWhoseEffectsChangedDamagesAllItDraws() throws {
        let damage = try Self.clipped(moved: 0, opacity: 0.5).damage(since: Self.clipped(moved: 0), canvas: Self.canvas)
        #expect(damage == .regions([Rect(x: 9, y: 9, width: 252, height: 12)]))
    }

    @Test func reorderedNodesDamageTheCanvasAndAnUnchangedTreeNothing() throws {
        let tree = try RenderTree(nodes: [Self.square(1, x: 10), Self.square(2, x: 50)])
        let swapped = try RenderTree(nodes: [Self.square(2, x: 50), Self.square(1, x: 10)])
        #expect(swapped.damage(since: tree, canvas: Self.canvas) == .canvas)
        #expect(try Self.clipped(moved: 5).damage(since: Self.clipped(moved: 5), canvas: Self.canvas) == .none)
    }

    @Test func aChangedSymbolDamagesEveryUse() throws {
        func tree(_ color: Color) throws -> RenderTree {
            try RenderTree(nodes: [.symbol(RenderSymbolUse(id: Self.id(1), tag: "dot", transform: .init(translationX: 100, y: 0))),
                                   .symbol(RenderSymbolUse(id: Self.id(2), tag: "dot", transform: .init(translationX: 300, y: 300))),
                                   Self.square(3, x: 200)],
                           symbols: ["dot": [Self.square(9, x: 0, y: 0, color: color)]])
        }
        let damage = try tree(.blue).damage(since: tree(.red), canvas: Self.canvas)
        #expect(damage == .regions([Rect(x: 99, y: 0, width: 12, height: 11), Rect(x: 299, y: 299, width: 12, height: 12)]))
    }
}
