import Foundation
import Testing
import Vellum
import VellumTierBadgePlugin

/// What the post leaves out: its app's `Profile` (a colour and a level per tier), supplied here.
enum Profile {
    static func getTierColor(tier: Int) -> Color { Color(red8: 173, green8: 86, blue8: 0) }  // bronze
    static func getTierNumber(tier: Int) -> Int { 5 - (tier - 1) % 5 }
}

/// The post's shapes and views (TierBadgePort.swift), ported with only the imports changed,
/// against the tier badge plugin, which draws the same shapes through Vellum's own API.
@Suite struct TierBadgePortTests {
    @Test func theShapesAreThePlugins() {
        for rect in [Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 10, y: 20, width: 64, height: 64)] {
            #expect(TierBadgeShape().path(in: rect) == VellumTierBadgePlugin.TierBadgeShape().path(in: rect))
            #expect(TierBadgeMask().path(in: rect) == VellumTierBadgePlugin.TierBadgeMask().path(in: rect))
        }
    }

    @Test func theViewsDraw() throws {
        let rectangle = try Scene { ContentView() }.render(size: Size(width: 100, height: 100), backend: .raster)
        #expect(rectangle.straightPixel(x: 50, y: 50).a == 255)   // 50 × 100, centred: x 25…75
        #expect(rectangle.straightPixel(x: 10, y: 50).a == 0)

        let badge = try Scene { TierBadge(width: 100, tier: 1) }.render(size: Size(width: 100, height: 100), backend: .raster)
        #expect(badge.straightPixel(x: 5, y: 5) == RGBA8(r: 173, g: 86, b: 0, a: 255))   // the shield's colour
        #expect(badge.straightPixel(x: 2, y: 96) == RGBA8(r: 255, g: 255, b: 255, a: 255))  // the white V
    }
}
