import Testing
@testable import VellumCore

/// The render tree refuses paths and nesting past its limits, with the documented messages.
@Suite struct RenderTreeLimitTests {
    private static func square() -> Path { Path(Rect(x: 0, y: 0, width: 4, height: 4)) }

    /// `levels` groups, each inside the one before, around a filled square.
    private static func nested(_ levels: Int) -> [RenderNode] {
        var node = RenderNode.draw(RenderDraw(id: RenderNodeID(scope: 1, index: 0), path: square(),
                                              paint: .color(.black), kind: .fill(.nonZero)))
        for level in 0..<levels {
            node = .group(RenderGroup(id: RenderNodeID(scope: 2, index: UInt32(level)), opacity: 0.5, children: [node]))
        }
        return [node]
    }

    @Test func nestingUpToTheLimitIsAccepted() throws {
        let tree = try RenderTree(nodes: Self.nested(RenderTree.maxDepth))
        #expect(tree.bounds != nil)
    }

    @Test func nestingPastTheLimitIsRejected() {
        #expect(throws: RenderError.invalidValue(operation: RenderTree.maxDepth + 1,
                                                 what: "nesting: groups and symbol uses nest deeper than 256 levels")) {
            _ = try RenderTree(nodes: Self.nested(RenderTree.maxDepth + 1))
        }
    }

    @Test func symbolsCountTowardsTheDepth() throws {
        let tag = Tag("deep")
        let symbols = [tag: Self.nested(RenderTree.maxDepth - 1)]
        let use = RenderNode.symbol(RenderSymbolUse(id: RenderNodeID(scope: 3, index: 0), tag: tag))
        _ = try RenderTree(nodes: [use], symbols: symbols)
        // One group more around the use takes the symbol's content one level past the limit.
        let deeper = RenderNode.group(RenderGroup(id: RenderNodeID(scope: 3, index: 1), opacity: 0.5, children: [use]))
        let error = #expect(throws: RenderError.self) { _ = try RenderTree(nodes: [deeper], symbols: symbols) }
        #expect(error?.description.hasPrefix("drawing operation 1: invalid nesting: symbol ") == true)
        #expect(error?.description.hasSuffix(" used at depth 1 nests deeper than 256 levels") == true)
    }

    @Test func aPathPastTheElementLimitIsRejected() {
        var path = Path()
        path.move(to: .zero)
        for i in 0..<RenderTree.maxPathElements { path.addLine(to: Point(x: Double(i % 7), y: 1)) }
        #expect(path.elements.count == RenderTree.maxPathElements + 1)
        let draw = RenderDraw(id: RenderNodeID(scope: 1, index: 0), path: path, paint: .color(.black),
                              kind: .stroke(StrokeStyle(lineWidth: 1)))
        #expect(throws: RenderError.invalidValue(operation: 0, what: "stroke path of 4194305 elements (at most 4194304)")) {
            _ = try RenderTree(nodes: [.draw(draw)])
        }
    }
}
