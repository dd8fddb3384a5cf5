import Testing
import VellumCore
@testable import VellumRaster

@Suite("Layers")
struct LayerTests {
    @Test("Overlapping opaque shapes in a half-opacity layer show no overlap")
    func groupOpacity() throws {
        let pixmap = try render([
            .beginLayer(opacity: 0.5),
            fill(Path(Rect(x: 10, y: 10, width: 50, height: 50)), .cssRed),
            fill(Path(Rect(x: 40, y: 40, width: 50, height: 50)), .cssRed),
            .endLayer,
        ])
        let single = pixmap.pixel(x: 20, y: 20), overlap = pixmap.pixel(x: 50, y: 50)
        #expect(single == overlap)
        #expect((127...128).contains(Int(single.a)))
        #expect(single.r == single.a && single.g == 0)
        #expect(pixmap.alpha(5, 5) == 0)
    }

    @Test("A layer composites over what is below it")
    func compositesOver() throws {
        let pixmap = try render([
            fill(Path(Rect(x: 0, y: 0, width: 100, height: 100)), .cssBlue),
            .beginLayer(opacity: 0.5),
            fill(Path(Rect(x: 0, y: 0, width: 50, height: 100)), .cssRed),
            .endLayer,
        ])
        let p = pixmap.pixel(x: 25, y: 50)
        #expect(p.a == 255)
        #expect((127...128).contains(Int(p.r)) && (127...128).contains(Int(p.b)))
        #expect(pixmap.pixel(x: 75, y: 50) == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test("Nested layers multiply their opacities; an unclosed layer is composited at the end")
    func nestedLayers() throws {
        let pixmap = try render([
            .beginLayer(opacity: 0.5),
            .beginLayer(opacity: 0.5),
            fill(Path(Rect(x: 0, y: 0, width: 10, height: 10))),
            .endLayer,
        ])
        #expect((63...65).contains(pixmap.alpha(5, 5)))
    }

    @Test("Layer buffers are recycled clean: a second layer does not see the first one's pixels")
    func recycledLayers() throws {
        let pixmap = try render([
            .beginLayer(opacity: 0),
            fill(Path(Rect(x: 0, y: 0, width: 50, height: 50))),
            .endLayer,
            .beginLayer(opacity: 1),
            fill(Path(Rect(x: 60, y: 60, width: 10, height: 10))),
            .endLayer,
        ])
        #expect(pixmap.coveredArea == 100)
    }
}

@Suite("Layer effects in order")
struct LayerEffectOrderTests {
    @Test("A layer's content hides its own shadow, and both take the opacity together")
    func shadowUnderContentThenOpacity() throws {
        let pixmap = try render([
            .beginLayer(opacity: 0.5, shadow: Shadow(color: .black, radius: 0, x: 10, y: 0)),
            fill(Path(Rect(x: 10, y: 10, width: 30, height: 30)), .cssRed),
            .endLayer,
        ])
        // Where content covers shadow, only the content shows, at half opacity (SVG and Cairo agree).
        #expect(pixmap.pixel(x: 30, y: 20) == RGBA8(r: 128, g: 0, b: 0, a: 128))
        // The shadow alone, at half opacity, where the content is not.
        #expect(pixmap.pixel(x: 45, y: 20) == RGBA8(r: 0, g: 0, b: 0, a: 128))
        #expect(pixmap.pixel(x: 15, y: 20) == RGBA8(r: 128, g: 0, b: 0, a: 128))
    }
}
