import Foundation
import Testing
import Vellum
import VellumCairo
import VellumTestSupport
import VellumComponents
import VellumStandardPlugins
import VellumUIKit

/// Every picture drawn by the raster backend and by Cairo — on an image surface, as a PDF
/// rasterized back by Poppler's pdftoppm and as PostScript rasterized back by Ghostscript (both
/// at 4 × 4 pixels a point, averaged, and pages holding fonts at 16 × 16: see ``Supersampling``)
/// — agrees: at most 0.5 % of pixels differ by more than 16/255 (RGB composited over white).
@Suite struct CairoAgreementTests {
    /// A picture to compare: a tree and its canvas.
    struct Picture {
        var tree: RenderTree
        var size: Size
    }

    /// Pictures whose PDF Poppler renders measurably differently by design, not through a fault of
    /// either backend; the Cairo image of each agrees with the raster backend within the bound,
    /// and so does the same PDF read by Ghostscript.
    static let popplerDifferences: [String: String] = [
        // Splash snaps the edges of a filled single-subpath rectangle to whole device pixels
        // ("stroke adjustment", as Acrobat does): two abutting rectangles meeting at x = 96.6
        // meet at 97 instead, a quarter pixel off at 4 × 4 sampling, on two columns of a 24-pixel
        // high bar (0.6 % of its pixels).
        "daytime-bar--marked": "Poppler snaps filled rectangles' edges to whole pixels",
        // Where a repeating gradient wraps, its colour jumps; Poppler places the jump one device
        // pixel later than the exact position (its shading is sampled per device pixel), a
        // quarter pixel at 4 × 4 sampling, on the seam columns (0.6 % of the pixels).
        "linear-spreads": "Poppler samples a repeating gradient's wrap one device pixel late",
        // A mask is a soft-mask image in the PDF (at 4 × the canvas's resolution); Poppler
        // smooths it when it scales it, softening the masked edges by about a pixel (0.8 % of the
        // pixels). Ghostscript reads the same PDF within 0.1 %.
        "masks": "Poppler smooths a soft mask's image when it scales it",
        // Splash enlarges an image drawn unrotated with a filter of its own, not bilinear
        // sampling about the pixel centres: the smooth ramps between a picture's pixels fall
        // elsewhere (17 % of the pixels of the `Image` scene, all inside smoothly enlarged
        // pictures). Ghostscript reads the same PDF within 0.4 %, and turned pictures (`images`)
        // agree.
        "image-nodes": "Poppler enlarges an unrotated image with its own filter",
        // The badge's logo is a 28-pixel picture drawn 14 points high: Poppler reduces it with
        // its own filter too (2.8 % of this small picture's pixels). Ghostscript agrees.
        "shields-badge--logo": "Poppler scales an unrotated image with its own filter",
        // A filtered group (the duotone badge's grayscale and colour multiply) is an image in the
        // PDF, at 4 × the canvas's resolution; Poppler resamples it with its own filter, which
        // moves the badge's hard edges by part of a pixel (1.5 % of the pixels). Ghostscript
        // reads the PostScript within 0.01 %, and the same PDF within tolerance.
        "tier-badge--duotone": "Poppler resamples a filtered group's image with its own filter",
        // A colour emoji is a 34-pixel image (Noto's 136-pixel strike halved twice) drawn about
        // 25 pixels wide: Poppler reduces it with its own filter (1.6 % of this small picture's
        // pixels, all on the emoji). Ghostscript reads the same PDF and the PostScript within tolerance.
        "text-color-glyphs": "Poppler scales a colour emoji's image with its own filter",
    ].merging(["", "--failing", "--coverage", "--version"].map { variant in
        // A PDF shows text as text: Poppler draws the embedded font's glyphs through FreeType at
        // the page's resolution, not the outlines Vellum fills. At 11 points on a 28-pixel-high
        // badge the stems it draws fall up to a quarter pixel elsewhere, on about 0.7 % of the
        // pixels; Ghostscript reads the same PDF within tolerance.
        ("shields-badge" + variant, "Poppler rasterizes small embedded glyphs with FreeType's own rules")
    }) { first, _ in first }

    /// How many pixels of a picture Poppler may read differently by design: what its choices
    /// cost and no more (1 % unless said).
    static let popplerBounds: [String: Double] = ["image-nodes": 0.2, "shields-badge--logo": 0.05,
                                                  "tier-badge--duotone": 0.02, "text-color-glyphs": 0.03]

    static func core(_ name: String) throws -> Picture {
        Picture(tree: try RenderTree(CoreScenes.all[name]!), size: CoreScenes.size)
    }

    /// Every gallery picture: each standard component with its defaults and each variation.
    static let galleryNames: [String] = {
        guard let registry = try? StandardPlugins.registry() else { return [] }
        return registry.components.flatMap { entry in
            ["\(entry.component.name)"] + entry.component.variations.map { "\(entry.component.name)--\($0.label)" }
        }
    }()

    static func gallery(_ name: String) throws -> Picture {
        let parts = name.components(separatedBy: "--")
        let component = try StandardPlugins.registry().component(named: parts[0])
        let arguments = parts.count > 1 ? component.variations.first { $0.label == parts[1] }!.arguments : [:]
        // A fixed clock, so the picture is the same whenever the suite runs.
        let body = try component.build(arguments, size: component.defaultSize, now: Date(timeIntervalSince1970: 1e9))
        let scene = Scene(symbols: body.symbols) { body.content }
        return Picture(tree: try scene.renderTree(size: component.defaultSize), size: component.defaultSize)
    }

    /// Text in several scripts: glyph paths on images, text on document pages.
    static func text() throws -> Picture {
        let scene = Scene {
            VStack(spacing: 4) {
                Text("Vellum 42 ffi").font(.system(size: 26)).fontWeight(.bold).foregroundColor(.blue)
                Text("مرحبا بالعالم").font(.custom("Noto Sans Arabic", size: 24))
                Text("골드 III").font(.system(size: 22))
            }
        }
        let size = Size(width: 220, height: 120)
        return Picture(tree: try scene.renderTree(size: size), size: size)
    }

    static func compare(_ name: String, _ picture: Picture) throws {
        let raster = try RasterBackend().render(picture.tree, size: picture.size)
        let cairo = try CairoBackend().render(picture.tree, size: picture.size)
        let agreement = Agreement(raster.bytes, cairo.premultipliedBytes)
        if let dump = ProcessInfo.processInfo.environment["VELLUM_CAIRO_DUMP"] {
            try Data(raster.pngData()).write(to: URL(fileURLWithPath: "\(dump)/\(name)-raster.png"))
            try Data(cairo.pngData).write(to: URL(fileURLWithPath: "\(dump)/\(name)-cairo.png"))
            try Data(try CairoDocumentBackend(.pdf).render(picture.tree, size: picture.size))
                .write(to: URL(fileURLWithPath: "\(dump)/\(name).pdf"))
        }
        print("cairo agreement \(name): image \(agreement)")
        #expect(agreement.isWithinTolerance, "\(name): raster vs Cairo image: \(agreement)")
        // Not a vacuous comparison: the picture draws something.
        #expect(raster.bytes.enumerated().contains { $0.offset % 4 == 3 && $0.element > 0 }, "\(name) is empty")
        let n = Supersampling.factor
        let fine = try RasterBackend().render(try Supersampling.scaled(picture.tree), size: picture.size * Double(n))
        let reference = Supersampling.averaged(fine.bytes, width: raster.width, height: raster.height)
        /// How a document page read back at `n · finer` pixels a point agrees with the raster
        /// render: a page holding fonts is read finer and averaged to `n` first
        /// (``Supersampling/textFactor``).
        func readBack(_ page: [UInt8], finer: Int) -> Agreement {
            let page = Supersampling.averaged(page, width: raster.width * n, height: raster.height * n, by: finer)
            return Agreement(reference, Supersampling.averaged(page, width: raster.width, height: raster.height))
        }
        if Prerequisite.isMet(ghostscript != nil) {
            // PostScript through Ghostscript; and where Poppler reads the PDF differently, the PDF
            // through Ghostscript too, which settles whether the difference is in the document.
            var documents = [("ps", try CairoDocumentBackend(.postScript).render(picture.tree, size: picture.size))]
            if Self.popplerDifferences[name] != nil {
                documents.append(("pdf", try CairoDocumentBackend(.pdf).render(picture.tree, size: picture.size)))
            }
            for (format, document) in documents {
                let finer = Supersampling.readFactor(for: document)
                let page = try Ghostscript.rasterize(document, fileExtension: format, width: raster.width,
                                                     height: raster.height, scale: n * finer)
                let read = readBack(page, finer: finer)
                print("cairo agreement \(name): \(format) through gs \(read)")
                #expect(read.isWithinTolerance, "\(name): raster vs \(format) through Ghostscript: \(read)")
            }
        }
        if Prerequisite.isMet(pdftoppm != nil) {
            let pdf = try CairoDocumentBackend(.pdf).render(picture.tree, size: picture.size)
            let finer = Supersampling.readFactor(for: pdf)
            let page = try Poppler.rasterize(pdf, width: raster.width, height: raster.height, scale: n * finer)
            if let dump = ProcessInfo.processInfo.environment["VELLUM_CAIRO_DUMP"] {
                try Data(fine.pngData()).write(to: URL(fileURLWithPath: "\(dump)/\(name)-raster4.png"))
            }
            let viaPDF = readBack(page, finer: finer)
            print("cairo agreement \(name): pdf \(viaPDF)")
            if let reason = Self.popplerDifferences[name] {
                withKnownIssue(Comment(rawValue: reason), isIntermittent: true) {
                    #expect(viaPDF.isWithinTolerance, "\(name): raster vs PDF through pdftoppm: \(viaPDF)")
                }
                // Still bounded: what Poppler's choices cost, and no more.
                #expect(viaPDF.fractionOff <= Self.popplerBounds[name, default: 0.01],
                        "\(name): raster vs PDF through pdftoppm: \(viaPDF)")
            } else {
                #expect(viaPDF.isWithinTolerance, "\(name): raster vs PDF through pdftoppm: \(viaPDF)")
            }
        }
    }

    @Test(arguments: CoreScenes.names)
    func coreScenesAgree(_ name: String) throws {
        try Self.compare(name, try Self.core(name))
    }

    @Test(arguments: galleryNames)
    func galleryPicturesAgree(_ name: String) throws {
        try Self.compare(name, try Self.gallery(name))
    }

    /// A Core Animation port (Tests/UIKitPortTests/ProgressRingLayers.swift, linked into this
    /// target): shape layers trimmed by `strokeEnd` with round caps, one turned by its transform,
    /// and a text layer.
    @Test func layerPortSceneAgrees() throws {
        let size = Size(square: 96)
        let ring = makeProgressRing(frame: CGRect(x: 0, y: 0, width: 96, height: 96), progress: 0.72, animated: false)
        try Self.compare("progress-ring-layers", Picture(tree: try Scene { ring.node }.renderTree(size: size), size: size))
    }

    @Test func textAgrees() throws {
        try Self.compare("text", try Self.text())
    }

    @Test func theGalleryIsCompared() {
        #expect(Self.galleryNames.count >= 4)
    }
}
