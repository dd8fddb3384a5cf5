import Foundation
import Testing
import Vellum
import VellumCairo
import VellumTestSupport

/// Cairo draws conic gradients as mesh patterns (``CoreScenes/conicGradients`` also goes through
/// the PDF and PostScript agreement checks): pixel by pixel they match the raster backend's.
@Suite struct CairoConicGradientTests {
    /// The raster and the Cairo image of a 120 × 120 square filled with `gradient`, compared away
    /// from the centre and the colour jumps (``ConicAgreement``).
    static func agreement(_ gradient: AngularGradient, seams: [Double]) throws -> ConicAgreement {
        let size = Size(width: 120, height: 120)
        let tree = try RenderTree(DisplayList([.fill(Path(Rect(size: size)), paint: .angularGradient(gradient),
                                                     rule: .nonZero, transform: .identity)]))
        let raster = try RasterBackend().render(tree, size: size)
        let cairo = try CairoBackend().render(tree, size: size)
        return ConicAgreement(raster.bytes, cairo.premultipliedBytes, width: 120, height: 120,
                              center: Point(x: 60, y: 60), innerRadius: 30, seams: seams)
    }

    @Test("A colour wheel: Cairo's mesh within 3/255 of the raster 30 px out from the centre, off the seam")
    func colourWheel() throws {
        let wheel = AngularGradient(gradient: Gradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple]),
                                    center: .center, angle: .degrees(-90))
        let agreement = try Self.agreement(wheel, seams: [-90])
        #expect(agreement.worst <= 3 && agreement.compared > 8_000, "\(agreement)")
    }

    @Test("A translucent sweep under a turn: the gap holds the end colours in Cairo as in the raster")
    func translucentPad() throws {
        let sweep = AngularGradient(gradient: Gradient(colors: [Color.blue.opacity(0.2), .orange]), center: .center,
                                    startAngle: .degrees(45), endAngle: .degrees(200))
        // The gap's middle, where the end colours switch, is the one jump: 200 + 205 / 2.
        let agreement = try Self.agreement(sweep, seams: [302.5])
        #expect(agreement.worst <= 3 && agreement.compared > 8_000, "\(agreement)")
    }
}
