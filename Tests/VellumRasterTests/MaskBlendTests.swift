import Testing
import VellumCore
@testable import VellumRaster

/// Porter–Duff operators inside a mask's content blend into the mask's own layer, as anywhere.
@Suite("Blend modes inside masks")
struct MaskBlendTests {
    /// A red 100 × 100 square through an alpha mask: a black square with the left half
    /// composited into it by `mode`.
    static func masked(by mode: BlendMode) -> [DrawOperation] {
        let mask = DisplayList([
            fill(Path(Rect(x: 0, y: 0, width: 100, height: 100)), .black),
            .beginLayer(opacity: 1, blendMode: mode),
            fill(Path(Rect(x: 0, y: 0, width: 50, height: 100)), .black),
            .endLayer,
        ])
        return [.beginMask(.alpha, content: mask), fill(Path(Rect(x: 0, y: 0, width: 100, height: 100)), .cssRed), .endMask]
    }

    @Test("destinationOut and clear cut the left half out of the mask", arguments: [BlendMode.destinationOut, .clear, .xor])
    func cutOut(mode: BlendMode) throws {
        let pixmap = try render(Self.masked(by: mode))
        #expect(pixmap.pixel(x: 25, y: 50).a == 0)
        #expect(pixmap.pixel(x: 75, y: 50) == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    @Test("sourceOver leaves the mask whole")
    func sourceOver() throws {
        let pixmap = try render(Self.masked(by: .normal))
        #expect(pixmap.pixel(x: 25, y: 50) == RGBA8(r: 255, g: 0, b: 0, a: 255))
    }
}
