import Testing
import Vellum

/// A flipbook whose frames blend by a Porter–Duff operator: `SVGBackend.standard` (what
/// `vellum animate --param-to … -o change.svg` writes with) draws each such frame as an image.
@Suite struct FlipbookPixelFallbackTests {
    /// A blue square with a disc at `x` cut out of it (`destinationOut`).
    static func frame(_ x: Double) throws -> RenderTree {
        try RenderTree(DisplayList([
            .beginLayer(opacity: 1, isolated: true),
            .fill(square(10, 10, side: 40), paint: .color(.blue), rule: .nonZero, transform: .identity),
            .beginLayer(opacity: 1, blendMode: .destinationOut),
            .fill(Path(ellipseIn: Rect(x: x, y: 20, width: 20, height: 20)), paint: .color(.black), rule: .nonZero,
                  transform: .identity),
            .endLayer,
            .endLayer,
        ]))
    }

    @Test func eachFrameThatBlendsByAnOperatorIsAnImage() throws {
        let frames = [(try Self.frame(15), 0.0), (try Self.frame(25), 0.5)]
        let size = Size(width: 60, height: 60)
        let standard = try SVGBackend.standard.render(frames: frames, size: size).text
        #expect(standard.components(separatedBy: "<image").count - 1 == 2)
        #expect(standard.components(separatedBy: "data:image/png;base64,").count - 1 == 2)
        #expect(standard.components(separatedBy: "<set ").count - 1 == 2)
        // Without the fallback the operator cannot be said: the disc is drawn over the square.
        let plain = try SVGBackend().render(frames: frames, size: size).text
        #expect(!plain.contains("<image"))
    }
}
