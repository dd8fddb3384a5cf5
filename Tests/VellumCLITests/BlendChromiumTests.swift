import Foundation
import Testing
import VellumCore
import VellumRaster
import VellumSVG
import VellumTestSupport

/// The SVG writer's blend modes as a browser draws them: every mode CSS names, written by the
/// SVG writer and shown by headless Chromium, against the raster backend's pixels.
@Suite struct BlendChromiumTests {
    static let modes = BlendMode.allCases.filter { $0.cssName != nil && $0 != .plusDarker }
    static let cell = 40, columns = 6
    static var rows: Int { (modes.count + columns - 1) / columns }

    /// A cell per mode: an opaque backdrop above a half-transparent one, and a blended group
    /// over the right half of both.
    static func tree() throws -> RenderTree {
        let context = GraphicsContext()
        for (index, mode) in modes.enumerated() {
            context.withSavedGState {
                context.translateBy(x: Double(index % columns * cell), y: Double(index / columns * cell))
                context.fill(Path(Rect(x: 0, y: 0, width: 40, height: 20)), with: .color(Color(red8: 40, green8: 160, blue8: 220)))
                context.fill(Path(Rect(x: 0, y: 20, width: 40, height: 20)),
                             with: .color(Color(red8: 200, green8: 60, blue8: 120).opacity(0.5)))
                context.blendMode = mode
                context.fill(Path(Rect(x: 20, y: 0, width: 20, height: 40)),
                             with: .color(Color(red8: 230, green8: 120, blue8: 20).opacity(0.75)))
            }
        }
        return try context.renderTree()
    }

    /// The straight colour a premultiplied pixel shows over white.
    static func overWhite(_ p: RGBA8) -> [Int] {
        [p.r, p.g, p.b].map { Int($0) + 255 - Int(p.a) }
    }

    @Test(.requires(Chromium.path != nil, "chromium is not installed; scripts/setup.sh installs it"))
    func chromiumDrawsTheWrittenBlendModesAsTheRasterBackendDoes() throws {
        let (width, height) = (Self.columns * Self.cell, Self.rows * Self.cell)
        let size = Size(width: Double(width), height: Double(height))
        let tree = try Self.tree()
        let raster = try RasterBackend().render(tree, size: size)
        let document = try SVGBackend().render(tree, size: size)
        var svg = document.text
        if svg.hasPrefix("<?xml"), let end = svg.firstIndex(of: "\n") { svg = String(svg[svg.index(after: end)...]) }
        // Isolated, so the blended groups meet the drawing's backdrop, not the page's white.
        let page = "<!DOCTYPE html><html><body style=\"margin:0;background:#fff\">"
            + "<div style=\"isolation:isolate;width:\(width)px;height:\(height)px\">\(svg)</div></body></html>"
        // Headless Chromium lays a window this short out shorter still (rows below 40 came out
        // blank): the window is taller than the drawing, and the rows beneath stay unread.
        let browser = try Chromium.screenshot(of: page, width: width, height: height + 200)
        var differing: [String] = []
        for (index, mode) in Self.modes.enumerated() {
            let (x0, y0) = (index % Self.columns * Self.cell, index / Self.columns * Self.cell)
            for (dx, dy) in [(10, 10), (30, 10), (10, 30), (30, 30)] {
                let ours = Self.overWhite(raster.pixel(x: x0 + dx, y: y0 + dy))
                let theirs = Self.overWhite(browser.pixel(x: x0 + dx, y: y0 + dy))
                if zip(ours, theirs).contains(where: { abs($0 - $1) > 3 }) {
                    differing.append("\(mode) at (\(dx), \(dy)): raster \(ours), Chromium \(theirs)")
                }
            }
        }
        #expect(differing.isEmpty, "\(differing)")
    }
}
