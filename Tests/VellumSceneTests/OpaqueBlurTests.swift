import Testing
import Vellum
import VellumTestSupport

/// SwiftUI's `blur(radius:opaque: true)`: edge pixels repeated beyond the node's bounds, the
/// result cut to them.
@Suite struct OpaqueBlurTests {
    /// A red 32-point square on a 64-point canvas (16…48), blurred by 4.
    static func render(opaque: Bool) throws -> Pixmap {
        try Scene { Rectangle().fill(Color(red: 1, green: 0, blue: 0)).frame(width: 32, height: 32)
            .blur(radius: 4, opaque: opaque) }
            .render(size: Size(square: 64), backend: .raster)
    }

    @Test func anOpaqueBlurStaysOpaqueAtTheCornersAndEndsAtTheBounds() throws {
        let pixmap = try Self.render(opaque: true)
        for (x, y) in [(16, 16), (47, 16), (16, 47), (47, 47), (32, 32)] {
            #expect(pixmap.straightPixel(x: x, y: y) == RGBA8(r: 255, g: 0, b: 0, a: 255), "at \(x), \(y)")
        }
        #expect(pixmap.straightPixel(x: 15, y: 15).a == 0)
        #expect(pixmap.straightPixel(x: 48, y: 32).a == 0)
    }

    @Test func aBlurThatIsNotOpaqueFadesAtTheCornersAndSpreadsBeyond() throws {
        let pixmap = try Self.render(opaque: false)
        #expect(pixmap.straightPixel(x: 16, y: 16).a < 128)
        #expect(pixmap.straightPixel(x: 15, y: 15).a > 0)
        #expect(pixmap.straightPixel(x: 32, y: 32) == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test func aNegativeRadiusIsTheBlursError() {
        let error = sceneError { _ = try Scene { Rectangle().blur(radius: -1, opaque: true) }.renderTree(size: Size(square: 8)) }
        #expect(error == .invalidValue(path: "blur", message: "blur radius -1.0 (must be ≥ 0)"))
    }

    @Test func movingAnOpaqueBlurRedrawsExactly() throws {
        func stripes(at x: Double) -> some Node {
            HStack(spacing: 0) { Color.red; Color.blue; Color.green }.frame(width: 30, height: 24)
                .blur(radius: 3, opaque: true).offset(x: x)
        }
        let scene = Scene { ZStack { Color(white: 0.9); stripes(at: -10).tag("blurred") }.frame(width: 96, height: 64) }
        var check = try IncrementalRenderCheck(scene: scene, size: Size(width: 96, height: 64))
        let result = try check.step { try $0.replace("blurred", with: stripes(at: 17)) }
        #expect(result.equal, "incremental frame differs (damage \(result.damage))")
    }
}
