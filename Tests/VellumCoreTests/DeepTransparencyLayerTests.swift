import Testing
import VellumCore

/// Core Graphics transparency layers nested far past the render tree's depth: the recording is
/// rejected with the depth error, never a stack overflow.
@Suite struct DeepTransparencyLayerTests {
    @Test func tenThousandNestedLayersAreTheDepthErrorNotACrash() {
        let cg: CGContext = GraphicsContext()
        for _ in 0..<10_000 { cg.beginTransparencyLayer() }
        cg.fill(Path(Rect(x: 0, y: 0, width: 4, height: 4)), with: .color(.red))
        for _ in 0..<10_000 { cg.endTransparencyLayer() }
        let error = #expect(throws: RenderError.self) { _ = try cg.renderTree() }
        #expect(error?.description.hasSuffix("nesting: groups and symbol uses nest deeper than 256 levels") == true)
    }

    @Test func layersLeftOpenAreClosedAndRejectedAlike() {
        let cg: CGContext = GraphicsContext()
        for _ in 0..<10_000 { cg.beginTransparencyLayer() }
        cg.fill(Path(Rect(x: 0, y: 0, width: 4, height: 4)), with: .color(.red))
        #expect(throws: RenderError.self) { _ = try cg.renderTree() }
    }
}
