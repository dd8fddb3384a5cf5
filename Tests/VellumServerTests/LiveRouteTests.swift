import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import Vellum
import VellumComponents
import VellumServer
import VellumStandardPlugins

@Suite("GET /live")
struct LiveRouteTests {
    /// The live SVG is the one `vellum animate … -o live.svg` writes: the SVG backend's document
    /// of the still parts with the moving parts over them.
    @Test func aClockIsServedAsTheLiveSVGTheLibraryWrites() async throws {
        let registry = try StandardPlugins.registry()
        let clock = try registry.component(named: "clock")
        let values = try clock.values(from: ["time": "2026-11-22T01:09:30Z", "timezone": "Asia/Seoul"],
                                      size: clock.defaultSize)
        let make = try #require(clock.liveSVG)
        let live = try make(values)
        let expected = try SVGBackend().render(try live.body.scene().renderTree(size: clock.defaultSize),
                                               size: clock.defaultSize, moving: live.parts).text
        try await withServer { client in
            let response = try await get(client, "/live/clock.svg?time=2026-11-22T01:09:30Z&timezone=Asia/Seoul")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/svg+xml")
            #expect(response.text == expected)
            #expect(response.text.components(separatedBy: "<animateTransform").count == 4)
        }
    }

    @Test func aComponentWithoutMovingPartsAPNGOrAScaleIsRefused() async throws {
        try await withServer { client in
            let badge = try await get(client, "/live/badge.svg")
            #expect(badge.status == .badRequest)
            #expect(try badge.error().error == "not-live")
            let png = try await get(client, "/live/clock.png")
            #expect(png.status == .notFound)
            let scaled = try await get(client, "/live/clock.svg?scale=2")
            #expect(scaled.status == .badRequest)
            #expect(try scaled.error().parameter == "scale")
        }
    }
}
