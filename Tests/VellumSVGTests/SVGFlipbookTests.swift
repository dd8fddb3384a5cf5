import Foundation
import Testing
import Vellum

/// `SVGBackend.render(frames:size:)`: frames shown one after another by SMIL `set`s.
@Suite struct SVGFlipbookTests {
    /// A square at `x` filled with a shared gradient, and a symbol `dot` whose colour is `dot`.
    static func frame(_ x: Double, dot: Color = .blue) throws -> RenderTree {
        let gradient = LinearGradient(colors: [.red, .green], startPoint: .leading, endPoint: .trailing)
        let symbol = DisplayList([.fill(Path(ellipseIn: Rect(x: 0, y: 0, width: 4, height: 4)), paint: .color(dot),
                                        rule: .nonZero, transform: .identity)])
        return try RenderTree(DisplayList([
            .fill(square(x, 10), paint: .linearGradient(gradient), rule: .nonZero, transform: .identity),
            .useSymbol("dot", transform: AffineTransform(translationX: x, y: 30)),
        ], symbols: ["dot": symbol]))
    }

    @Test func eachDistinctFrameIsAGroupShownInItsTime() throws {
        let frames = [(try Self.frame(10), 0.0), (try Self.frame(20), 0.5), (try Self.frame(20), 1.0), (try Self.frame(30), 1.5)]
        let text = try SVGBackend().render(frames: frames, size: Size(width: 60, height: 60)).text
        // The repeated frame joins the one before it: three groups, the first shown until 0.5 s.
        #expect(text.components(separatedBy: "<set ").count - 1 == 3)
        #expect(text.contains(#"<set attributeName="visibility" to="hidden" begin="0.5s" fill="freeze"/>"#))
        #expect(text.contains(#"<set attributeName="visibility" to="visible" begin="0.5s" dur="1s"/>"#))
        #expect(text.contains(#"<set attributeName="visibility" to="visible" begin="1.5s" fill="freeze"/>"#))
        // One gradient and one symbol definition serve every frame.
        #expect(text.components(separatedBy: "<linearGradient").count - 1 == 1)
        #expect(text.components(separatedBy: "<symbol").count - 1 == 1)
        let parsed = try ParsedSVG(SVGDocument(text: text))
        #expect(parsed.elements.first?.name == "svg")
    }

    @Test func aSymbolThatChangesBetweenFramesGetsAnIdOfItsOwn() throws {
        let frames = [(try Self.frame(10, dot: .blue), 0.0), (try Self.frame(10, dot: .red), 0.5)]
        let text = try SVGBackend().render(frames: frames, size: Size(width: 60, height: 60)).text
        #expect(text.contains(#"id="s-dot""#) && text.contains(#"id="s-dot-2""#))
    }
}
