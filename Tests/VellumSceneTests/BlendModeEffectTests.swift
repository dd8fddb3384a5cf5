import Testing
import Vellum
@testable import VellumRaster
import VellumTestSupport

/// SwiftUI's `blendMode(_:)` and `compositingGroup()`: what they record, the pixels they give,
/// hit testing through them, and region frames of a blended node that moves.
@Suite struct BlendModeEffectTests {
    static let blue = Color(red8: 40, green8: 160, blue8: 220), orange = Color(red8: 230, green8: 120, blue8: 20)

    @Test func aBlendModeRecordsABlendedLayerAndNormalRecordsNothing() throws {
        let multiplied = try Probe { Rectangle().blendMode(.multiply) }.list(10, 10)
        #expect(multiplied.operations.first == .beginLayer(opacity: 1, shadow: nil, blendMode: .multiply))
        #expect(multiplied.operations.count == 3)
        #expect(try Probe { Rectangle().blendMode(.normal) }.list(10, 10).operations.count == 1)
        let group = try Probe { Rectangle().compositingGroup() }.list(10, 10)
        #expect(group.operations.first == .beginLayer(opacity: 1, shadow: nil, isolated: true))
    }

    /// A blue square, and over its right half an orange one multiplied — in a compositing group
    /// of its own when `isolated`.
    static func scene(isolated: Bool) -> Scene {
        Scene {
            ZStack(alignment: .topLeading) {
                Rectangle().fill(blue).frame(width: 40, height: 20)
                if isolated {
                    Rectangle().fill(orange).frame(width: 20, height: 20).blendMode(.multiply).compositingGroup()
                        .offset(x: 20)
                } else {
                    Rectangle().fill(orange).frame(width: 20, height: 20).blendMode(.multiply).offset(x: 20)
                }
            }
        }
    }

    @Test func theBlendMeetsWhatIsBeneathUpToACompositingGroup() throws {
        let size = Size(width: 40, height: 20)
        let blended = try Self.scene(isolated: false).render(size: size, backend: .raster)
        // 40 · 230 / 255, 160 · 120 / 255, 220 · 20 / 255, rounded.
        #expect(blended.pixel(x: 30, y: 10) == RGBA8(r: 36, g: 75, b: 17, a: 255))
        #expect(blended.pixel(x: 10, y: 10) == RGBA8(r: 40, g: 160, b: 220, a: 255))
        // Inside its own compositing group the blend has nothing beneath it: the orange shows.
        let isolated = try Self.scene(isolated: true).render(size: size, backend: .raster)
        #expect(isolated.pixel(x: 30, y: 10) == RGBA8(r: 230, g: 120, b: 20, a: 255))
    }

    @Test func aBlendedNodeIsHitAsItsShapeIs() throws {
        let scene = Scene {
            ZStack(alignment: .topLeading) {
                Rectangle().fill(Self.blue).frame(width: 40, height: 20).tag("below")
                Circle().fill(Self.orange).frame(width: 20, height: 20).blendMode(.destinationOut).offset(x: 20)
                    .tag("blended")
            }
        }
        _ = try scene.renderTree(size: Size(width: 40, height: 20))
        #expect(try scene.hitTest(at: Point(x: 30, y: 10))?.tags == ["blended"])
        #expect(try scene.hitTest(at: Point(x: 21, y: 1))?.tags == ["below"])
        #expect(try scene.hitTest(at: Point(x: 10, y: 10))?.tags == ["below"])
    }

    /// A dot blended by `mode` at `x` over a gradient.
    static func dot(_ mode: BlendMode, x: Double) -> AnyNode {
        AnyNode(Circle().fill(orange.opacity(0.8)).frame(width: 30, height: 30).blendMode(mode).offset(x: x, y: 20))
    }

    @Test(arguments: [BlendMode.difference, .colorBurn, .destinationIn, .copy])
    func aBlendedNodeThatMovesIsRedrawnAsAWholeFrame(mode: BlendMode) throws {
        let size = Size(width: 160, height: 120)
        let scene = Scene {
            ZStack(alignment: .topLeading) {
                Rectangle().fill(LinearGradient(colors: [.white, Self.blue, .cssRed], startPoint: .topLeading,
                                                endPoint: .bottomTrailing))
                Self.dot(mode, x: 0).tag("dot")
                Rectangle().fill(Self.blue.opacity(0.5)).frame(width: 30, height: 30).offset(x: 100, y: 70)
            }
        }
        var check = try IncrementalRenderCheck(scene: scene, size: size)
        for step in 1...6 {
            let result = try check.step { try $0.replace("dot", with: Self.dot(mode, x: Double(step * 17))) }
            #expect(result.equal, "\(mode), step \(step): damage \(result.damage)")
        }
    }
}
