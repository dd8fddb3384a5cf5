import Foundation
import Testing
import Vellum
import VellumTestSupport

/// The SVG writer's conic gradient — a pattern of thin solid sectors, with a grey luminance mask
/// when the alpha varies — read back by Vellum's SVG importer and rasterized, against the raster
/// backend's own conic shading.
@Suite struct SVGConicGradientTests {
    /// The raster render and the written-then-imported render of `operations` on a 120 × 120 canvas,
    /// and the SVG text.
    static func renders(_ operations: [DrawOperation]) throws -> (direct: Pixmap, viaSVG: Pixmap, svg: String) {
        let size = Size(width: 120, height: 120)
        let tree = try RenderTree(DisplayList(operations))
        let direct = try RasterBackend().render(tree, size: size)
        let document = try SVGBackend.svg.render(tree, size: size)
        let image = try SVGImage(string: document.text)
        let viaSVG = try image.scene(size: size).render(size: size, backend: .raster)
        return (direct, viaSVG, document.text)
    }

    static func square(_ gradient: AngularGradient) -> DrawOperation {
        .fill(Path(Rect(x: 0, y: 0, width: 120, height: 120)), paint: .angularGradient(gradient), rule: .nonZero,
              transform: .identity)
    }

    @Test("A colour wheel written as sectors renders within 3/255 of the raster 30 px out, off the seam")
    func colourWheel() throws {
        let wheel = AngularGradient(gradient: Gradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple]),
                                    center: .center, angle: .degrees(-90))
        let (direct, viaSVG, svg) = try Self.renders([Self.square(wheel)])
        #expect(svg.contains("<pattern"))
        #expect(!svg.contains("<mask"), "an opaque gradient needs no mask")
        let agreement = ConicAgreement(direct.bytes, viaSVG.bytes, width: 120, height: 120,
                                       center: Point(x: 60, y: 60), innerRadius: 30, seams: [-90])
        #expect(agreement.worst <= 3 && agreement.compared > 8_000, "\(agreement)")
    }

    @Test("A translucent sweep under a turn: the mask carries the alpha and the gap holds the end colours")
    func translucentPad() throws {
        let sweep = AngularGradient(gradient: Gradient(colors: [Color.blue.opacity(0.2), .orange]), center: .center,
                                    startAngle: .degrees(45), endAngle: .degrees(200))
        let (direct, viaSVG, svg) = try Self.renders([Self.square(sweep)])
        #expect(svg.contains("<mask"))
        let agreement = ConicAgreement(direct.bytes, viaSVG.bytes, width: 120, height: 120,
                                       center: Point(x: 60, y: 60), innerRadius: 30, seams: [302.5])
        #expect(agreement.worst <= 3 && agreement.compared > 8_000, "\(agreement)")
    }

    @Test("A stroked, transformed ring: the pattern covers the stroke, under the element's transform")
    func strokedRing() throws {
        let gradient = AngularGradient(gradient: Gradient(colors: [.mint, .indigo]), center: .center,
                                       startAngle: .degrees(0), endAngle: .degrees(270))
        let ring = DrawOperation.stroke(Path(ellipseIn: Rect(x: -40, y: -40, width: 80, height: 80)),
                                        paint: .angularGradient(gradient), style: StrokeStyle(lineWidth: 16),
                                        transform: AffineTransform(rotationAngle: .degrees(30))
                                            .concatenating(AffineTransform(translationX: 60, y: 60)))
        let (direct, viaSVG, _) = try Self.renders([ring])
        // Inside the stroke (radius 34 … 46 about the centre), off the gap's middle (315° + 30°)
        // and the start (30°), where the rims' anti-aliasing does not enter.
        var inside = direct.bytes, insideSVG = viaSVG.bytes
        for y in 0..<120 {
            for x in 0..<120 {
                let r = ((Double(x) + 0.5 - 60) * (Double(x) + 0.5 - 60) + (Double(y) + 0.5 - 60) * (Double(y) + 0.5 - 60))
                    .squareRoot()
                if r < 35 || r > 45 { for c in 0..<4 { inside[4 * (y * 120 + x) + c] = 0; insideSVG[4 * (y * 120 + x) + c] = 0 } }
            }
        }
        let agreement = ConicAgreement(inside, insideSVG, width: 120, height: 120, center: Point(x: 60, y: 60),
                                       innerRadius: 30, seams: [345, 30])
        #expect(agreement.worst <= 3 && agreement.compared > 1_500, "\(agreement)")
    }
}
