import Testing
import VellumCore
import VellumRaster
import VellumTestSupport
import VellumText

/// Shaped text drawn: the pixels of an Arabic label against a reference image checked by eye
/// (joined letters, right to left, as `hb-view` draws it with the same font and size).
@Suite struct ShapedRenderingTests {
    static let arabicFont = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"

    /// Renders a layout on a transparent canvas of its typographic size plus `margin` all round.
    static func render(_ layout: TextLayout, margin: Double = 4) throws -> Pixmap {
        let context = GraphicsContext()
        context.draw(layout, at: Point(x: margin, y: margin))
        let size = Size(width: layout.size.width + 2 * margin, height: layout.size.height + 2 * margin)
        return try RasterBackend().render(context.displayList, size: size)
    }

    @Test func arabicLabelMatchesItsReference() throws {
        let style = TextStyle(font: FontDescriptor(file: Self.arabicFont), size: 48, color: .black)
        let layout = try TextLayout("مرحبا بالعالم", style: style)
        #expect(layout.warnings.isEmpty)
        // As wide as hb-shape sets the same text (the issue saw 1.42 × this before shaping).
        let face = try FontFace.load(path: Self.arabicFont)
        let advance = try HBShape.shape("مرحبا بالعالم", font: Self.arabicFont).reduce(0) { $0 + $1.ax }
        #expect(abs(layout.size.width - Double(advance) * 48 / face.unitsPerEm) < 1e-9)
        let pixmap = try Self.render(layout)
        let path = GoldenImage.directory() + "/arabic-label-48.png"
        let difference = try GoldenImage.compare(pixmap, withGoldenAt: path)
        #expect(difference.isWithinTolerance, "\(difference)")
    }
}
