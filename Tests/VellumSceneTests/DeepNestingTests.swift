import Testing
@testable import VellumScene
import VellumCore

/// Hostile nesting: a thousand modifiers, each wrapping the last through `AnyNode` as a loop
/// builds them, is a clear error before anything recurses that deep, never a stack overflow.
@Suite struct DeepNestingTests {
    /// A red square wrapped `levels` times, cycling through `padding`, `opacity` and `blur`.
    static func wrapped(_ levels: Int) -> AnyNode {
        var node = AnyNode(Rectangle().fill(.red).frame(width: 8, height: 8))
        for level in 0..<levels {
            switch level % 3 {
            case 0: node = AnyNode(node.padding(1))
            case 1: node = AnyNode(node.opacity(0.99))
            default: node = AnyNode(node.blur(radius: 1))
            }
        }
        return node
    }

    @Test func aThousandNestedModifiersAreAnErrorNotACrash() {
        let deep = Self.wrapped(1000)
        let error = sceneError { _ = try Scene { deep }.renderTree(size: Size(square: 64)) }
        guard case .invalidStructure(_, let message) = error else {
            Issue.record("expected a structure error, got \(String(describing: error))")
            return
        }
        #expect(message.hasPrefix("nodes nest more than \(BuildContext.maximumDepth) deep"))
    }

    @Test func paddingsNestedJustUnderTheLimitAreLaidOutAndDrawn() throws {
        // Each padding is two levels (its `AnyNode` and itself); the square takes three more.
        var node = AnyNode(Rectangle().fill(.red).frame(width: 8, height: 8))
        for _ in 0..<(Scene.maxNestingDepth - 4) / 2 { node = AnyNode(node.padding(0.01)) }
        let pixmap = try Scene { node }.render(size: Size(square: 64), backend: .raster)
        #expect(pixmap.straightPixel(x: 32, y: 32).a == 255)
    }

    @Test func aHundredNestedModifiersAreDrawn() throws {
        let pixmap = try Scene { Self.wrapped(100) }.render(size: Size(square: 64), backend: .raster)
        #expect(pixmap.straightPixel(x: 32, y: 32).a > 0)
    }
}
