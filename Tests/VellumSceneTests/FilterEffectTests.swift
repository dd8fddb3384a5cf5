import Testing
import Vellum
@testable import VellumRaster
import VellumTestSupport

/// SwiftUI's filter modifiers (`blur`, `brightness`, … `drawingGroup()`): what they record, the
/// pixels they give, hit testing through them, and region frames of a blurred node that moves.
@Suite struct FilterEffectTests {
    @Test func eachModifierRecordsAFilteredLayer() throws {
        func first<Content: Node>(_ content: () -> Content) throws -> DrawOperation? {
            try Probe { content() }.list(10, 10).operations.first
        }
        #expect(try first { Rectangle().blur(radius: 2) } == .beginLayer(opacity: 1, filters: [.blur(radius: 2)]))
        #expect(try first { Rectangle().brightness(0.1) } == .beginLayer(opacity: 1, filters: [.brightness(0.1)]))
        #expect(try first { Rectangle().contrast(2) } == .beginLayer(opacity: 1, filters: [.contrast(2)]))
        #expect(try first { Rectangle().saturation(0) } == .beginLayer(opacity: 1, filters: [.saturation(0)]))
        #expect(try first { Rectangle().grayscale(1) } == .beginLayer(opacity: 1, filters: [.grayscale(1)]))
        #expect(try first { Rectangle().hueRotation(.degrees(90)) }
                == .beginLayer(opacity: 1, filters: [.hueRotation(.degrees(90))]))
        #expect(try first { Rectangle().colorInvert() } == .beginLayer(opacity: 1, filters: [.colorInvert]))
        #expect(try first { Rectangle().colorMultiply(.red) } == .beginLayer(opacity: 1, filters: [.colorMultiply(.red)]))
        #expect(try first { Rectangle().luminanceToAlpha() } == .beginLayer(opacity: 1, filters: [.luminanceToAlpha]))
        #expect(try first { Rectangle().drawingGroup() } == .beginLayer(opacity: 1, isolated: true))
        // Nested modifiers nest layers, the innermost filtering first.
        let nested = try Probe { Rectangle().colorInvert().grayscale(1) }.list(10, 10).operations
        #expect(nested.prefix(2) == [.beginLayer(opacity: 1, filters: [.grayscale(1)]),
                                     .beginLayer(opacity: 1, filters: [.colorInvert])])
        // The radius is in the node's space: scaled around it, it scales.
        let scaled = try Probe { Rectangle().frame(width: 4, height: 4).blur(radius: 2).scaleEffect(2) }.list(10, 10)
        #expect(scaled.operations.first == .beginLayer(opacity: 1, filters: [.blur(radius: 4)]))
    }

    @Test func aNegativeOrNonFiniteRadiusIsAnError() {
        #expect(throws: SceneError.self) { try Probe { Rectangle().blur(radius: -1) }.list(10, 10) }
        #expect(throws: SceneError.self) { try Probe { Rectangle().brightness(.nan) }.list(10, 10) }
    }

    @Test func grayscaleRendersTheLuminance() throws {
        let scene = Scene { Rectangle().fill(Color(red: 1, green: 0, blue: 0)).grayscale(1) }
        let pixmap = try scene.render(size: Size(width: 10, height: 10), backend: .raster)
        #expect(pixmap.pixel(x: 5, y: 5) == RGBA8(r: 54, g: 54, b: 54, a: 255))
    }

    @Test func aBlurredNodeIsHitByItsContent() throws {
        let scene = Scene {
            ZStack(alignment: .topLeading) {
                Rectangle().fill(.blue).frame(width: 60, height: 40).tag("below")
                Rectangle().fill(.red).frame(width: 20, height: 20).blur(radius: 6).offset(x: 20, y: 10).tag("blurred")
            }
        }
        _ = try scene.renderTree(size: Size(width: 60, height: 40))
        #expect(try scene.hitTest(at: Point(x: 30, y: 20))?.tags == ["blurred"])
        // The blur spreads beyond the square, but the spread is not content.
        #expect(try scene.hitTest(at: Point(x: 17, y: 20))?.tags == ["below"])
    }

    @Test func aBlurredNodeThatMovesRedrawsExactly() throws {
        struct Blob: Node {
            var x: Double
            var body: some Node {
                Circle().fill(.red).frame(width: 16, height: 16).blur(radius: 3).offset(x: x, y: 5)
            }
        }
        let scene = Scene {
            ZStack {
                Rectangle().fill(.blue).frame(width: 40, height: 30).offset(x: -30)
                Blob(x: 0).tag("blob")
                Rectangle().fill(.green.opacity(0.5)).frame(width: 30, height: 30).offset(x: 25)
            }
        }
        var check = try IncrementalRenderCheck(scene: scene, size: Size(width: 160, height: 120))
        for (step, x) in [12.0, 31.5, -20.25, 55].enumerated() {
            let result = try check.step { try $0.update("blob", as: Blob.self) { $0.x = x } }
            #expect(result.equal, "step \(step): incremental frame differs (damage \(result.damage))")
            guard case .regions = result.damage else {
                Issue.record("step \(step): the whole canvas redrawn")
                continue
            }
        }
    }
}
