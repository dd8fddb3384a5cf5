import Testing
import Vellum
import VellumCairo

/// A group's filter chain on a Cairo image agrees with the raster backend: both run the shared
/// pixel code (`FilterPixels`) over the group's layer.
@Suite struct CairoFilterTests {
    static let teal = Paint.color(Color(red8: 34, green8: 110, blue8: 100))
    static let coral = Paint.color(Color(red8: 238, green8: 97, blue8: 77))

    static var filtered: DisplayList {
        DisplayList([
            .fill(Path(Rect(x: 0, y: 0, width: 80, height: 120)), paint: teal, rule: .nonZero, transform: .identity),
            .pushClip(Path(Rect(x: 10, y: 0, width: 130, height: 110)), rule: .nonZero, transform: .identity),
            .beginLayer(opacity: 0.8, shadow: Shadow(color: .black, radius: 4, x: 3, y: 3),
                        filters: [.blur(radius: 3), .hueRotation(.degrees(120)), .contrast(1.4)]),
            .fill(Path(roundedRect: Rect(x: 20, y: 20, width: 80, height: 60), cornerRadius: 12), paint: coral,
                  rule: .nonZero, transform: .identity),
            .fill(Path(ellipseIn: Rect(x: 90, y: 60, width: 40, height: 40)), paint: teal, rule: .nonZero,
                  transform: .identity),
            .endLayer,
            .popClip,
            .beginLayer(opacity: 1, filters: [.grayscale(1), .colorInvert]),
            .fill(Path(Rect(x: 120, y: 10, width: 30, height: 30)), paint: coral, rule: .nonZero, transform: .identity),
            .endLayer,
        ])
    }

    @Test func aFilteredGroupOnACairoImageAgreesWithTheRasterBackend() throws {
        let tree = try RenderTree(Self.filtered)
        let size = Size(width: 160, height: 120)
        let raster = try RasterBackend().render(tree, size: size)
        let cairo = try CairoBackend().render(tree, size: size)
        let agreement = Agreement(raster.bytes, cairo.premultipliedBytes)
        #expect(agreement.isWithinTolerance, "raster vs Cairo image: \(agreement)")
        // Not vacuous: coral, grey (luminance 0.492) then inverted, on both: 0.508 · 255 ≈ 130.
        let offset = (25 * 160 + 135) * 4
        for bytes in [raster.bytes, cairo.premultipliedBytes] {
            let pixel = Array(bytes[offset..<offset + 4])
            #expect((128...131).contains(Int(pixel[0])) && pixel[0] == pixel[1] && pixel[1] == pixel[2]
                    && pixel[3] == 255, "\(pixel)")
        }
    }

    @Test func aFilterGraphOnACairoImageAgreesWithTheRasterBackend() throws {
        let region = Rect(x: 10, y: 10, width: 140, height: 100)
        func p(_ kind: FilterPrimitiveKind, _ inputs: [FilterInput]) -> FilterPrimitive {
            FilterPrimitive(kind, inputs: inputs, subregion: region)
        }
        let graph = FilterGraph(region: region, primitives: [
            p(.morphology(dilate: true, radiusX: 2, radiusY: 2), [.sourceGraphic]),
            p(.gaussianBlur(x: 4, y: 2), [.result(0)]),
            p(.turbulence(Turbulence(baseFrequencyX: 0.05, baseFrequencyY: 0.05, octaves: 2, seed: 7,
                                     stitchTiles: false, fractalNoise: true)), []),
            p(.composite(.arithmetic(k1: 0.5, k2: 0.5, k3: 0.2, k4: 0)), [.result(1), .result(2)]),
            p(.blend(.multiply), [.sourceGraphic, .result(3)]),
        ])
        let list = DisplayList([
            .beginLayer(opacity: 1, filters: [.graph(graph)]),
            .fill(Path(roundedRect: Rect(x: 30, y: 30, width: 80, height: 50), cornerRadius: 10), paint: Self.coral,
                  rule: .nonZero, transform: .identity),
            .endLayer,
        ])
        let tree = try RenderTree(list)
        let size = Size(width: 160, height: 120)
        let raster = try RasterBackend().render(tree, size: size)
        let cairo = try CairoBackend().render(tree, size: size)
        let agreement = Agreement(raster.bytes, cairo.premultipliedBytes)
        #expect(agreement.isWithinTolerance, "raster vs Cairo image: \(agreement)")
        // Not vacuous: the noise shows outside the shape, inside the region only.
        let inside = (20 * 160 + 20) * 4, outside = (5 * 160 + 5) * 4
        #expect(raster.bytes[inside + 3] > 0 && raster.bytes[outside + 3] == 0)
    }
}
