import Testing
import Vellum

/// A Porter–Duff operator inside a mask's content: with a pixel fallback the content is drawn
/// as an image inside the `<mask>`, so the mask has the hole the raster backend gives it.
@Suite struct MaskPixelFallbackTests {
    /// A red square through an alpha mask: a black square with its left half cut out by
    /// `destinationOut`.
    static let list = DisplayList([
        .beginMask(.alpha, content: DisplayList([
            .fill(square(0, 0, side: 100), paint: .color(.black), rule: .nonZero, transform: .identity),
            .beginLayer(opacity: 1, blendMode: .destinationOut),
            .fill(Path(Rect(x: 0, y: 0, width: 50, height: 100)), paint: .color(.black), rule: .nonZero,
                  transform: .identity),
            .endLayer,
        ])),
        .fill(square(0, 0, side: 100), paint: .color(Color(red: 1, green: 0, blue: 0)), rule: .nonZero, transform: .identity),
        .endMask,
    ])

    /// The text of the document's `<mask>` element.
    static func mask(in text: String) throws -> Substring {
        let start = try #require(text.range(of: "<mask"))
        let end = try #require(text.range(of: "</mask>", range: start.upperBound..<text.endIndex))
        return text[start.lowerBound..<end.upperBound]
    }

    @Test func theMaskContentIsAnImage() throws {
        let (standard, _) = try renderAndParse(Self.list, backend: .standard)
        let mask = try Self.mask(in: standard.text)
        #expect(mask.contains("<image") && mask.contains("data:image/png;base64,"))
        let (plain, _) = try renderAndParse(Self.list, backend: SVGBackend())
        #expect(!(try Self.mask(in: plain.text)).contains("<image"))
    }

    @Test func readBackTheMaskHasTheRasterBackendsHole() throws {
        let (document, _) = try renderAndParse(Self.list, backend: .standard)
        let pixmap = try ImportTest.render(document.text)
        #expect(ImportTest.rgba(pixmap, 25, 50)[3] == 0)
        #expect(ImportTest.rgba(pixmap, 75, 50) == [255, 0, 0, 255])
    }
}
