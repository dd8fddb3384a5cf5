import Testing
import Vellum
import VellumTestSupport
import VellumUIKit

/// UIKit and Core Graphics code written as iOS developers write it (the other files of this
/// folder, each with only `import UIKit` changed to `import VellumUIKit`), drawn by Vellum and
/// compared with golden images checked by eye.
@Suite struct UIKitPortTests {
    static let golden = GoldenImage.directory(for: #filePath)

    private func expectGolden(_ pixmap: Pixmap, named name: String,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let difference = try GoldenImage.compare(pixmap, withGoldenAt: Self.golden + "/" + name + ".png")
        #expect(difference.isWithinTolerance, "\(name): \(difference)", sourceLocation: sourceLocation)
    }

    /// A view drawn by a scene at `size`, as UIKit draws it in a window.
    private func render(_ view: UIView, size: Size) throws -> Pixmap {
        try Scene { view.node }.render(size: size, backend: .raster)
    }

    @Test func gradientGraphView() throws {
        let pixmap = try render(GraphView(), size: Size(width: 300, height: 240))
        try expectGolden(pixmap, named: "graph-view")
        // The corners are clipped away; the top of the background is the start colour.
        #expect(pixmap.straightPixel(x: 0, y: 0).a == 0)
        let top = pixmap.straightPixel(x: 150, y: 2)
        #expect(top.a == 255 && top.r == 250 && abs(Int(top.g) - 233) <= 3 && abs(Int(top.b) - 222) <= 3)
    }

    @Test func patternedBackground() throws {
        let pixmap = try render(BackgroundView(), size: Size(width: 250, height: 250))
        try expectGolden(pixmap, named: "patterned-background")
        // Inside the 200-point pattern square the cells repeat every 25 points; outside it the
        // dark colour (UIKit's yellow) shows.
        #expect(pixmap.straightPixel(x: 12, y: 3) == pixmap.straightPixel(x: 137, y: 78))
        #expect(pixmap.straightPixel(x: 12, y: 3) == RGBA8(r: 255, g: 128, b: 0, a: 255))  // a triangle: UIKit's orange
        #expect(pixmap.straightPixel(x: 3, y: 3) == RGBA8(r: 255, g: 255, b: 0, a: 255))   // between triangles
        #expect(pixmap.straightPixel(x: 230, y: 230) == RGBA8(r: 255, g: 255, b: 0, a: 255))
    }

    @Test func layerStyledCardView() throws {
        // The card laid out 10 points in, so that its shadow shows below it.
        let card = SparklineCardView()
        let pixmap = try Scene { card.node.frame(width: 180, height: 100).padding(10) }
            .render(size: Size(width: 200, height: 120), backend: .raster)
        try expectGolden(pixmap, named: "sparkline-card-view")
        #expect(card.bounds.size == CGSize(width: 180, height: 100))
        // layer.cornerRadius rounds the background: the card's corner pixel is only shadow, faint.
        #expect(pixmap.straightPixel(x: 10, y: 10).a < 40)
        #expect(pixmap.straightPixel(x: 100, y: 102) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        // The shadow falls below the card; the border (systemGray4) runs along its left edge.
        let shadow = pixmap.straightPixel(x: 100, y: 113)
        #expect(shadow.a > 20 && shadow.r < 40)
        #expect(pixmap.straightPixel(x: 10, y: 60) == RGBA8(r: 209, g: 209, b: 214, a: 255))
        // The sparkline's last point (value 12 of 12) is at the chart's top right, in systemGreen.
        let end = pixmap.straightPixel(x: 10 + 164, y: 10 + 40)
        #expect(end.g > 150 && end.r < 120)
        // The UILabel subview's "12k" is dark grey text at the top right, over the card's background.
        #expect((150..<190).contains { x in (18..<36).contains { pixmap.straightPixel(x: x, y: $0).r < 100 } })
        // The masked gradient under the line tints the white card green.
        let underLine = pixmap.straightPixel(x: 10 + 150, y: 10 + 60)
        #expect(underLine.r < 240 && underLine.g > underLine.r)
    }

    @Test func offscreenMedal() throws {
        let medal = createMedalImage(with: CGSize(width: 120, height: 200))
        #expect(medal.size == CGSize(width: 120, height: 200) && medal.scale == 1)
        let image = try #require(medal.cgImage)
        let pixmap = try Pixmap(width: image.width, height: image.height, premultipliedBytes: image.raster.pixels)
        try expectGolden(pixmap, named: "medal")
        // The shadow falls right of the upper ribbon's edge, where nothing is drawn.
        #expect(pixmap.straightPixel(x: 111, y: 4).a > 0 && pixmap.straightPixel(x: 111, y: 4).r < 40)
    }
}
