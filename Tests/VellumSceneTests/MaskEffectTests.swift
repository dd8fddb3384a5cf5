import Testing
import Vellum

@Suite("Mask effect")
struct MaskEffectTests {
    /// A red square masked by a rectangle covering its left `fraction`, in `mode`, with the mask
    /// drawn in `color`.
    private static func scene(_ mode: RenderMask.Mode, color: Color) -> Scene {
        Scene {
            Rectangle().fill(Color.cssRed).tag("square")
                .mask(alignment: .leading, mode: mode) {
                    Rectangle().fill(color).frame(width: 50, height: 100)
                }
        }
    }

    @Test func anAlphaMaskShowsTheNodeWhereItIsOpaque() throws {
        let size = Size(square: 100)
        let scene = Self.scene(.alpha, color: .black)
        let pixmap = try scene.render(size: size, backend: .raster)
        #expect(pixmap.pixel(x: 25, y: 50) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(pixmap.pixel(x: 75, y: 50).a == 0)
        // The mask's content is never drawn, nor hit; outside the mask nothing is hit.
        #expect(try scene.hitTest(at: Point(x: 25, y: 50))?.tags == ["square"])
        #expect(try scene.hitTest(at: Point(x: 75, y: 50)) == nil)
    }

    @Test func aBlackLuminanceMaskHidesTheNodeAndIsNotHit() throws {
        let size = Size(square: 100)
        let scene = Self.scene(.luminance, color: .black)
        let pixmap = try scene.render(size: size, backend: .raster)
        #expect(pixmap.pixel(x: 25, y: 50).a == 0)
        #expect(try scene.hitTest(at: Point(x: 25, y: 50)) == nil)
        let white = Self.scene(.luminance, color: .white)
        #expect(try white.render(size: size, backend: .raster).pixel(x: 25, y: 50).a == 255)
        #expect(try white.hitTest(at: Point(x: 25, y: 50))?.tags == ["square"])
    }

    @Test func damageFollowsAChangedMask() throws {
        let before = try Self.scene(.alpha, color: .black).renderTree(size: Size(square: 100))
        let after = try Self.scene(.alpha, color: Color(white: 0, opacity: 0.5)).renderTree(size: Size(square: 100))
        #expect(after.damage(since: before, canvas: Size(square: 100)) != .none)
        #expect(after.damage(since: after, canvas: Size(square: 100)) == .none)
    }
}
