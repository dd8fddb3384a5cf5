import Foundation
import Testing
import VellumCore
import VellumRaster
import VellumSVG
import VellumTestSupport

/// The SVG writer's blend modes and filters as a browser draws them: every blend mode CSS names
/// and every CSS filter function, each in a cell of one drawing, written by the SVG writer and
/// shown by headless Chromium once, against the raster backend's pixels cell by cell.
@Suite struct EffectsChromiumTests {
    /// One cell of the drawing: an effect, how far Chromium may differ from the raster backend
    /// there, and how to draw it at the origin of a `cell` × `cell` square.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// The largest channel difference allowed (0…255), over white.
        var maximum: Int
        /// The largest mean channel difference allowed over the cell (0…255), over white.
        var mean: Double
        var draw: @Sendable (GraphicsContext) -> Void
        /// Where in the drawing: the cell's number, row by row.
        var index = 0
        var testDescription: String { name }
    }

    static let cell = 48, columns = 7

    /// A cell per blend mode: an opaque backdrop above a half-transparent one, and a blended
    /// group over the right half of both. `plusDarker` is left out: only WebKit draws it.
    static let blendCases = BlendMode.allCases.filter { $0.cssName != nil && $0 != .plusDarker }.map { mode in
        Case(name: "blend \(mode)", maximum: 3, mean: 0.5) { context in
            context.fill(Path(Rect(x: 0, y: 0, width: 48, height: 24)), with: .color(Color(red8: 40, green8: 160, blue8: 220)))
            context.fill(Path(Rect(x: 0, y: 24, width: 48, height: 24)),
                         with: .color(Color(red8: 200, green8: 60, blue8: 120).opacity(0.5)))
            context.blendMode = mode
            context.fill(Path(Rect(x: 24, y: 0, width: 24, height: 48)),
                         with: .color(Color(red8: 230, green8: 120, blue8: 20).opacity(0.75)))
        }
    }

    /// A cell per CSS filter function, each as the render-tree filter (or shadow) it maps to,
    /// on a layer with an opaque, a half-transparent and a round part.
    ///
    /// Colour filters agree to a mean of 0.25/255; the few pixels that differ more (up to 40) are
    /// the anti-aliased rim of the circle, whose low alpha Chromium's 8-bit premultiplied
    /// intermediates cannot unpremultiply exactly. Blurs and shadows agree to 16 at most: Skia
    /// approximates the Gaussian.
    static let filterCases: [Case] = [
        filtered("blur(2px)", [.blur(radius: 2)], maximum: 16, mean: 1),
        filtered("brightness(60%)", [.colorMultiply(Color(white: 0.6))]),
        filtered("contrast(160%)", [.contrast(1.6)]),
        filtered("grayscale(80%)", [.grayscale(0.8)]),
        filtered("hue-rotate(120deg)", [.hueRotation(.degrees(120))]),
        filtered("invert(100%)", [.colorInvert]),
        filtered("opacity(50%)", [.colorMultiply(Color(white: 1, opacity: 0.5))]),
        filtered("saturate(250%)", [.saturation(2.5)]),
        filtered("sepia(100%)", [.colorMatrix(.sepia(1))]),
        filtered("drop-shadow(3px 3px 4px)", [], maximum: 16, mean: 1,
                 shadow: Shadow(color: Color(red8: 20, green8: 40, blue8: 90, alpha8: 180), radius: 4, x: 3, y: 3)),
        filtered("sepia(60%) blur(1px) hue-rotate(90deg) contrast(120%)",
                 [.colorMatrix(.sepia(0.6)), .blur(radius: 1), .hueRotation(.degrees(90)), .contrast(1.2)],
                 maximum: 16, mean: 1),
    ]

    static func filtered(_ name: String, _ filters: [Filter], maximum: Int = 40, mean: Double = 0.25,
                         shadow: Shadow? = nil) -> Case {
        Case(name: name, maximum: maximum, mean: mean) { context in
            for filter in filters { context.addFilter(filter) }
            context.drawLayer(shadow: shadow) { layer in
                layer.fill(Path(Rect(x: 10, y: 10, width: 26, height: 13)), with: .color(Color(red8: 40, green8: 160, blue8: 220)))
                layer.fill(Path(Rect(x: 10, y: 23, width: 26, height: 13)),
                           with: .color(Color(red8: 200, green8: 60, blue8: 120).opacity(0.5)))
                layer.fill(Path(ellipseIn: Rect(x: 22, y: 16, width: 14, height: 14)),
                           with: .color(Color(red8: 240, green8: 190, blue8: 40)))
            }
        }
    }

    static let cases = (blendCases + filterCases).enumerated().map { index, effect in
        var effect = effect
        effect.index = index
        return effect
    }
    static let size = (width: columns * cell, height: (cases.count + columns - 1) / columns * cell)

    static func origin(of index: Int) -> (x: Int, y: Int) { (index % columns * cell, index / columns * cell) }

    static func tree() throws -> RenderTree {
        let context = GraphicsContext()
        for (index, effect) in cases.enumerated() {
            context.withSavedGState {
                context.translateBy(x: Double(origin(of: index).x), y: Double(origin(of: index).y))
                effect.draw(context)
            }
        }
        return try context.renderTree()
    }

    /// The raster backend's drawing and Chromium's, both over white; rendered once for all cases.
    static let renderings = Result { () throws -> (raster: Pixmap, browser: Pixmap) in
        let size = Size(width: Double(Self.size.width), height: Double(Self.size.height))
        let drawing = try Self.tree()
        var svg = try SVGBackend().render(drawing, size: size).text
        if svg.hasPrefix("<?xml"), let end = svg.firstIndex(of: "\n") { svg = String(svg[svg.index(after: end)...]) }
        // Isolated, so the blended groups meet the drawing's backdrop, not the page's white.
        let page = "<!DOCTYPE html><html><body style=\"margin:0;background:#fff\">"
            + "<div style=\"isolation:isolate;width:\(Self.size.width)px;height:\(Self.size.height)px\">\(svg)</div></body></html>"
        // Headless Chromium lays a short window out shorter still (rows below 40 came out blank):
        // the window is taller than the drawing, and the rows beneath stay unread.
        let browser = try Chromium.screenshot(of: page, width: Self.size.width, height: Self.size.height + 200)
        return (try overWhite(RasterBackend().render(drawing, size: size)),
                try browser.cropped(x: 0, y: 0, width: Self.size.width, height: Self.size.height))
    }

    /// `pixmap` composited over white: opaque, as the browser's screenshot.
    static func overWhite(_ pixmap: Pixmap) throws -> Pixmap {
        var bytes = pixmap.bytes
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let cover = 255 - bytes[i + 3]
            for c in 0..<3 { bytes[i + c] += cover }
            bytes[i + 3] = 255
        }
        return try Pixmap(width: pixmap.width, height: pixmap.height, premultipliedBytes: bytes)
    }

    @Test(.requires(Chromium.path != nil, "chromium is not installed; scripts/setup.sh installs it"),
          arguments: cases)
    func chromiumDrawsTheWrittenEffectAsTheRasterBackendDoes(_ effect: Case) throws {
        let (raster, browser) = try Self.renderings.get()
        let (x, y) = Self.origin(of: effect.index)
        let difference = GoldenImage.difference(try raster.cropped(x: x, y: y, width: Self.cell, height: Self.cell),
                                                try browser.cropped(x: x, y: y, width: Self.cell, height: Self.cell))
        #expect(difference.maximum <= effect.maximum && difference.mean <= effect.mean, "\(effect.name): \(difference)")
    }
}
