import Testing
import Vellum
import VellumBadgePlugin
import VellumComponents
import VellumTestSupport

/// The badge used from Swift as the docs show it, and through the vector backend.
@Suite("Badge from Swift")
struct BadgeSwiftAPITests {
    @Test("Badge with Badge.symbols records exactly what the component records")
    func nodeMatchesComponent() throws {
        let style = BadgeStyle(rotationCount: 6, symbolColor: Color(red8: 40, green8: 40, blue8: 120))
        let scene = Scene(symbols: Badge.symbols(style: style, side: 300)) { Badge(style: style, side: 300) }
        let direct = try scene.displayList(size: Size(square: 300))
        let component = try badgeList(["rotation-count": "6", "symbol-color": "#282878"], size: Size(square: 300))
        #expect(direct == component)
    }

    @Test("the SVG document defines the mountain once and uses it eight times")
    func svgUsesOneSymbol() throws {
        let body = try BadgePlugin.badge.build([:], size: Size(square: 256))
        let svg = try body.scene().render(size: Size(square: 256), backend: .svg).text
        #expect(svg.components(separatedBy: "<symbol").count - 1 == 1)
        #expect(svg.components(separatedBy: "<use").count - 1 == 8)
    }
}
