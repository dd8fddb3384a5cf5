import Testing
import Vellum
import VellumCairo
import VellumTestSupport

/// Every blend mode drawn by Cairo's operators agrees with the raster backend's formulas: a
/// gradient and half-transparent shapes beneath a blended group of a circle and a square far
/// from it (so a mode acting outside its drawing acts on the gap between them, and no further),
/// the group partly clipped and half opaque.
@Suite struct BlendAgreementTests {
    static func scene(_ mode: BlendMode) throws -> RenderTree {
        let context = GraphicsContext()
        context.fill(Path(Rect(x: 0, y: 0, width: 160, height: 120)), with: .linearGradient(LinearGradient(
            gradient: Gradient(colors: [Color(red8: 250, green8: 230, blue8: 120), Color(red8: 30, green8: 90, blue8: 200)]),
            start: .zero, end: Point(x: 160, y: 120))))
        context.fill(Path(ellipseIn: Rect(x: 60, y: 10, width: 90, height: 70)),
                     with: .color(Color(red8: 200, green8: 40, blue8: 90).opacity(0.6)))
        context.withSavedGState {
            context.clip(to: Path(Rect(x: 0, y: 0, width: 130, height: 120)))
            context.blendMode = mode
            context.drawLayer(opacity: 0.8) { layer in
                layer.fill(Path(ellipseIn: Rect(x: 20, y: 20, width: 60, height: 60)),
                           with: .color(Color(red8: 240, green8: 140, blue8: 30).opacity(0.9)))
                layer.fill(Path(Rect(x: 110, y: 80, width: 40, height: 30)), with: .color(Color(red8: 20, green8: 200, blue8: 120)))
            }
        }
        return try context.renderTree()
    }

    /// Every mode: by Cairo's operator, or for `plusDarker` (which Cairo lacks) by the formula on
    /// the image's pixels.
    @Test(arguments: BlendMode.allCases)
    func cairoAgreesWithTheRasterBackend(_ mode: BlendMode) throws {
        let size = Size(width: 160, height: 120)
        let tree = try Self.scene(mode)
        let raster = try RasterBackend().render(tree, size: size)
        let cairo = try CairoBackend().render(tree, size: size)
        let agreement = Agreement(raster.bytes, cairo.premultipliedBytes)
        #expect(agreement.isWithinTolerance, "\(mode): \(agreement)")
        #expect(agreement.meanDifference < 1, "\(mode): \(agreement)")
    }

    /// An operator inside a mask's content blends into the mask's own layer, in Cairo as in the
    /// raster backend: the left half cut out of an alpha mask leaves the square's right half.
    @Test(arguments: [BlendMode.destinationOut, .xor, .plusDarker])
    func anOperatorInsideAMaskAgreesWithTheRasterBackend(_ mode: BlendMode) throws {
        let size = Size(width: 40, height: 20)
        let context = GraphicsContext()
        context.clipToLayer { mask in
            mask.fill(Path(Rect(x: 0, y: 0, width: 40, height: 20)), with: .color(.black))
            mask.blendMode = mode
            mask.fill(Path(Rect(x: 0, y: 0, width: 20, height: 20)), with: .color(.black))
        }
        context.fill(Path(Rect(x: 0, y: 0, width: 40, height: 20)), with: .color(Color(red8: 200, green8: 40, blue8: 90)))
        let tree = try context.renderTree()
        let raster = try RasterBackend().render(tree, size: size)
        let cairo = try CairoBackend().render(tree, size: size)
        let agreement = Agreement(raster.bytes, cairo.premultipliedBytes)
        #expect(agreement.isWithinTolerance && agreement.meanDifference < 1, "\(mode): \(agreement)")
        if mode != .plusDarker { #expect(raster.pixel(x: 10, y: 10).a == 0 && raster.pixel(x: 30, y: 10).a == 255) }
    }

    /// `plusDarker` on a PDF page, whose pixels Cairo cannot read: the page's content is drawn
    /// on an image, blended there by the formula and painted as that one image, which agrees
    /// with the raster backend (as multiply, the nearest operator, would not).
    @Test func plusDarkerOnAPDFPageAgreesWithTheRasterBackend() throws {
        guard Prerequisite.isMet(pdfimages != nil) else { return }
        let size = Size(width: 160, height: 120)
        let raster = try RasterBackend().render(Self.scene(.plusDarker), size: size).bytes
        // The scene on a quarter-size page, whose image has four pixels a point: the raster's.
        let pdf = try CairoDocumentBackend(.pdf).render(Self.scene(.plusDarker).scaled(by: 0.25),
                                                        size: Size(width: 40, height: 30))
        #expect(try Poppler.imageCount(pdf) == 1)
        let image = try Poppler.firstImage(pdf)
        #expect(image.width == 160 && image.height == 120)
        let page = Agreement(raster, image.bytes)
        #expect(page.isWithinTolerance && page.meanDifference < 1, "\(page)")
        let multiply = try RasterBackend().render(Self.scene(.multiply), size: size).bytes
        #expect(!Agreement(multiply, raster).isWithinTolerance)
    }
}
