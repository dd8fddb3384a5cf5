import Foundation
import Testing
import Vellum
import VellumCairo
import VellumTestSupport

/// Cairo draws conic gradients as mesh patterns — on image surfaces and, as type 7 shadings, in PDF
/// and PostScript: pixel by pixel they match the raster backend's.
///
/// The documents are checked on a page the gradient fills edge to edge: Poppler clips a shading
/// to a path without anti-aliasing its rim the way it anti-aliases fills (the rims of a disc or a
/// ring differ there, while Ghostscript reads the same PDF within the suite's bound), and the
/// rims say nothing about the mesh.
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

    /// `premultiplied` over white, as the document readers give pages.
    static func overWhite(_ premultiplied: [UInt8]) -> [UInt8] {
        var out = premultiplied
        for p in stride(from: 0, to: out.count, by: 4) {
            for c in 0..<3 { out[p + c] = UInt8(Int(premultiplied[p + c]) + 255 - Int(premultiplied[p + 3])) }
            out[p + 3] = 255
        }
        return out
    }

    @Test("In PDF (Poppler, Ghostscript) and PostScript (Ghostscript) the mesh reads back as the raster draws it")
    func documents() throws {
        let size = Size(width: 120, height: 120)
        // Opaque: a translucent mesh becomes a colour shading under a soft-mask shading in PDF,
        // which the readers rasterize at a resolution of their own (the image surface's
        // translucent case is `translucentPad`).
        let sweep = AngularGradient(gradient: Gradient(colors: [.red, .yellow, .blue, .green]),
                                    center: .center, startAngle: .degrees(-60), endAngle: .degrees(220))
        let tree = try RenderTree(DisplayList([.fill(Path(Rect(size: size)), paint: .angularGradient(sweep),
                                                     rule: .nonZero, transform: .identity)]))
        let raster = Self.overWhite(try RasterBackend().render(tree, size: size).bytes)
        let seams = [220.0 + 80 / 2]  // the middle of the gap, where the end colours switch
        // (reader, page, bound): Ghostscript draws a smooth shading as flat pieces within its
        // default smoothness tolerance, so its colours step by up to 6 %.
        var pages: [(String, [UInt8], Int)] = []
        if Prerequisite.isMet(pdftoppm != nil) {
            let pdf = try CairoDocumentBackend(.pdf).render(tree, size: size)
            pages.append(("pdf through pdftoppm", try Poppler.rasterize(pdf, width: 120, height: 120, scale: 1), 4))
        }
        if Prerequisite.isMet(ghostscript != nil) {
            for (ext, kind) in [("pdf", CairoDocumentBackend.Kind.pdf), ("ps", .postScript)] {
                let document = try CairoDocumentBackend(kind).render(tree, size: size)
                pages.append(("\(ext) through gs", try Ghostscript.rasterize(document, fileExtension: ext, width: 120,
                                                                           height: 120, scale: 1), 16))
            }
        }
        for (name, page, bound) in pages {
            let agreement = ConicAgreement(raster, page, width: 120, height: 120, center: Point(x: 60, y: 60),
                                           innerRadius: 30, seams: seams)
            print("conic \(name): \(agreement)")
            #expect(agreement.worst <= bound && agreement.compared > 8_000, "\(name): \(agreement)")
        }
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
