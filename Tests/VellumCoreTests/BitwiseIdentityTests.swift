import Testing
@testable import VellumCore

/// The same-bits shortcut in front of `==`: true only for one value, and render nodes carried
/// over from one tree to the next found equal without a look inside.
@Suite struct BitwiseIdentityTests {
    @Test func sameBitsAreTheSameValueOnly() {
        #expect(haveSameBits(42, 42) && !haveSameBits(42, 43))
        #expect(haveSameBits("dial", "dial") && !haveSameBits("dial", "dials"))
        // Odd sizes compare their last bytes too.
        #expect(haveSameBits((UInt8(1), UInt8(2), UInt8(3)), (1, 2, 3)))
        #expect(!haveSameBits((UInt8(1), UInt8(2), UInt8(3)), (1, 2, 4)))
        #expect(!haveSameBits(0.0, -0.0), "equal values may differ in bits; == decides then")
    }

    @Test func aNodeIsItsOwnBoxAndEqualToACopyOfItsContent() throws {
        let draw = RenderDraw(id: RenderNodeID(scope: 1, index: 0), path: Path(Rect(x: 0, y: 0, width: 4, height: 4)),
                              paint: .color(.red), kind: .fill(.nonZero))
        let node = RenderNode.draw(draw)
        let carried = node
        let remade = RenderNode.draw(draw)
        #expect(carried.isSameBox(as: node) && carried == node)
        #expect(!remade.isSameBox(as: node) && remade == node, "equal content in another box is still equal")
        let moved = RenderNode.draw(RenderDraw(id: draw.id, path: Path(Rect(x: 1, y: 0, width: 4, height: 4)),
                                               paint: .color(.red), kind: .fill(.nonZero)))
        #expect(moved != node)
        #expect(RenderNode.symbol(RenderSymbolUse(id: draw.id, tag: 1)) != node)
    }
}
