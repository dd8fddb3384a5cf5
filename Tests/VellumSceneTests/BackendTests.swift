import Testing
@testable import VellumScene
import VellumCore
import VellumSVG
import VellumRaster
import Foundation

/// Rendering a scene through a backend.
@Suite struct BackendTests {
    @Test func theBadgeRendersAsSVGWithOneSymbolAndEightUses() throws {
        let scene = Scene(symbols: Badge.symbols) { Badge() }
        let document = try scene.render(size: Size(width: 300, height: 300), backend: .svg).text
        #expect(document.components(separatedBy: "<symbol").count - 1 == 1)
        #expect(document.components(separatedBy: "<use").count - 1 == 8)
        #expect(document.contains("<linearGradient"))
    }

    @Test func renderReportsSceneErrors() throws {
        let scene = Scene { SymbolReference("nope") }
        #expect(throws: SceneError.missingSymbol(tag: "nope", path: "SymbolReference")) {
            _ = try scene.render(size: Size(width: 10, height: 10), backend: .svg)
        }
    }

    @Test func eightSymbolReferencesRenderTheSamePixelsAsEightCopies() throws {
        let size = Size(width: 300, height: 300)
        let referenced = try Scene(symbols: Badge.symbols) { Badge() }.render(size: size, backend: .raster)
        let copied = try Scene { Badge(usesSymbol: false) }.render(size: size, backend: .raster)
        #expect(referenced.width == 300 && referenced.height == 300)
        // The mountains are drawn: the centre is the symbol's colour over the gradient, not the
        // gradient alone.
        #expect(referenced.pixel(x: 150, y: 150) != referenced.pixel(x: 150, y: 30))
        let differing = zip(referenced.bytes, copied.bytes).filter { $0 != $1 }.count
        #expect(differing == 0)
    }

    @Test func theBadgeIsDrawnWhereTheLayoutPutsIt() throws {
        let pixmap = try Scene(symbols: Badge.symbols) { Badge() }.render(size: Size(width: 300, height: 300), backend: .raster)
        // Outside the hexagon (x 25.2…274.8) nothing is drawn; inside, the gradient is opaque.
        #expect(pixmap.pixel(x: 10, y: 150).a == 0)
        #expect(pixmap.pixel(x: 40, y: 150).a == 255)
        #expect(pixmap.pixel(x: 290, y: 150).a == 0)
        // The gradient runs from rgb(239, 120, 221) at the frame's top to rgb(239, 172, 120) at 0.6
        // of its height (SwiftUI measures unit points against the frame): y = 8 is 8/180 of the way.
        let top = pixmap.straightPixel(x: 150, y: 8)
        let t = 8.0 / 180
        #expect(abs(Double(top.r) - 239) <= 2 && abs(Double(top.g) - (120 + 52 * t)) <= 3
                && abs(Double(top.b) - (221 - 101 * t)) <= 3, "\(top)")
    }
}
