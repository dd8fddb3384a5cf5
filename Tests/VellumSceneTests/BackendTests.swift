import Testing
@testable import VellumScene
import VellumCore
import VellumSVG
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
}
