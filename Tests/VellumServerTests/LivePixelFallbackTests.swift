import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import Vellum
import VellumComponents
import VellumServer
import VellumStandardPlugins

/// A live SVG whose still part blends by a Porter–Duff operator, which SVG cannot say: served
/// with that layer drawn by the raster backend, as every SVG Vellum writes.
@Suite struct LivePixelFallbackTests {
    /// A blue square with a disc punched out (`destinationOut`) and a red dot sliding across.
    static func knockout() -> Component {
        @Sendable func body() -> ComponentBody {
            ComponentBody(ZStack {
                Color.blue
                Circle().fill(.black).frame(width: 8, height: 8).blendMode(.destinationOut)
            }.compositingGroup())
        }
        var component = Component(name: "knockout", summary: "A punched square", defaultSize: Size(square: 16)) { _ in
            body()
        }
        component.liveSVG = { _ in
            LiveSVG(body: body(), parts: [LivePart(shape: .disc(radius: 2), color: .red,
                                                 motion: .sliding(start: Point(x: 0, y: 4), width: 16, secondsAcross: 4))])
        }
        return component
    }

    @Test func aPorterDuffLayerInALiveSVGIsAnImage() async throws {
        var registry = try StandardPlugins.registry()
        let component = Self.knockout()
        try registry.register(component, plugin: "test")
        let make = try #require(component.liveSVG)
        let live = try make(try component.values(from: [:], size: component.defaultSize))
        let expected = try SVGBackend.standard.render(try live.body.scene().renderTree(size: component.defaultSize),
                                                      size: component.defaultSize, moving: live.parts).text
        try await withServer(RenderServer(registry: registry)) { client in
            let response = try await get(client, "/live/knockout.svg")
            #expect(response.status == .ok)
            #expect(response.text == expected)
            #expect(response.text.contains("<image") && response.text.contains("data:image/png;base64,"))
            #expect(!response.text.contains("mix-blend-mode"))
            #expect(response.text.contains("<animateTransform"))
        }
    }
}
