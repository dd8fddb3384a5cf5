import Testing
import Vellum

/// Layers SVG cannot say — a group inside blended by a Porter–Duff operator or `plusDarker` —
/// written by the SVG backend with the raster backend as its pixel fallback: the layer's content
/// becomes one `<image>`, and the document read back draws what the raster backend draws.
@Suite struct SVGPixelFallbackTests {
    static let size = Size(width: 48, height: 48)
    static let modes = BlendMode.allCases.filter { $0.cssName == nil || $0 == .plusDarker }

    /// An isolated group holding an opaque and a half-transparent band, and over their right
    /// half a translucent bar blended by `mode`; beside the group, a small black square.
    static func tree(_ mode: BlendMode) throws -> RenderTree {
        func fill(_ index: UInt32, _ rect: Rect, _ color: Color) -> RenderNode {
            .draw(RenderDraw(id: RenderNodeID(scope: 1, index: index), path: Path(rect), paint: .color(color),
                             kind: .fill(.nonZero)))
        }
        let bar = RenderGroup(id: RenderNodeID(scope: 1, index: 3), blendMode: mode, children: [
            fill(4, Rect(x: 22, y: 2, width: 20, height: 40), Color(red8: 230, green8: 120, blue8: 20).opacity(0.75)),
        ])
        let layer = RenderGroup(id: RenderNodeID(scope: 1, index: 0), isolated: true, children: [
            fill(1, Rect(x: 4, y: 4, width: 32, height: 18), Color(red8: 40, green8: 160, blue8: 220)),
            fill(2, Rect(x: 4, y: 22, width: 32, height: 18), Color(red8: 200, green8: 60, blue8: 120).opacity(0.5)),
            .group(bar),
        ])
        return try RenderTree(nodes: [.group(layer), fill(5, Rect(x: 42, y: 42, width: 5, height: 5), .black)])
    }

    /// The largest channel difference between two renders of one size.
    static func largestDifference(_ a: Pixmap, _ b: Pixmap) -> Int {
        zip(a.bytes, b.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    @Test(arguments: modes)
    func theWrittenLayerReadBackDrawsAsTheRasterBackend(_ mode: BlendMode) throws {
        let tree = try Self.tree(mode)
        let svg = try SVGBackend(pixelFallback: .raster).render(tree, size: Self.size).text
        #expect(svg.components(separatedBy: "<image").count == 2, "one image, of the layer's content")
        #expect(svg.contains(#"<path d="M42 42"#), "the square beside the layer stays a path")
        let raster = try RasterBackend().render(tree, size: Self.size)
        #expect(Self.largestDifference(raster, try ImportTest.render(svg)) <= 1, "\(mode)")
    }

    @Test func withoutAFallbackTheModeIsWrittenSourceOver() throws {
        let tree = try Self.tree(.xor)
        let svg = try SVGBackend().render(tree, size: Self.size).text
        #expect(!svg.contains("<image"))
        #expect(Self.largestDifference(try RasterBackend().render(tree, size: Self.size), try ImportTest.render(svg)) > 100)
    }
}
