import Foundation
import Testing
import Vellum
import VellumCairo
import VellumTestSupport

/// PDF and PostScript: vector where they can be, the same bytes every time, and clear errors.
@Suite struct CairoDocumentTests {
    static func tree(_ name: String) throws -> RenderTree { try RenderTree(CoreScenes.all[name]!) }

    static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    @Test(arguments: CairoDocumentBackend.Kind.allCases)
    func twoRendersGiveTheSameBytes(kind: CairoDocumentBackend.Kind) throws {
        // Shadows and gradients included: every kind of object Cairo writes.
        for name in ["shadow-inside-clip", "radial-spreads"] {
            let tree = try Self.tree(name)
            let first = try CairoDocumentBackend(kind).render(tree, size: CoreScenes.size)
            // Cairo's clock moves on between the renders; the date written must not.
            Thread.sleep(forTimeInterval: 1.1)
            let second = try CairoDocumentBackend(kind).render(tree, size: CoreScenes.size)
            #expect(first == second, "\(kind) \(name): two renders differ")
            #expect(first.count > 500)
        }
    }

    @Test func documentsStartWithTheirSignatures() throws {
        let tree = try Self.tree("caps")
        let pdf = try CairoDocumentBackend(.pdf).render(tree, size: CoreScenes.size)
        let ps = try CairoDocumentBackend(.postScript).render(tree, size: CoreScenes.size)
        let eps = try CairoDocumentBackend(.encapsulatedPostScript).render(tree, size: CoreScenes.size)
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        #expect(Self.contains(pdf, "/MediaBox [ 0 0 160 120 ]"))
        #expect(ps.starts(with: Array("%!PS-Adobe-3.0\n".utf8)))
        #expect(eps.starts(with: Array("%!PS-Adobe-3.0 EPSF-3.0".utf8)))
        #expect(Self.contains(ps, "%%CreationDate: Sat Jan  1 00:00:00 2000"))
    }

    /// Gradients stay shadings (type 2 axial, type 3 radial) and paths stay paths: a PDF holds
    /// images only for shadows, masks and images.
    @Test(.requires(pdfimages != nil, "pdfimages (Debian's poppler-utils) is not installed"))
    func onlyShadowsBecomeImages() throws {
        let linear = try CairoDocumentBackend(.pdf).render(try Self.tree("linear-spreads"), size: CoreScenes.size)
        let radial = try CairoDocumentBackend(.pdf).render(try Self.tree("radial-focus"), size: CoreScenes.size)
        #expect(Self.contains(linear, "/ShadingType 2"))
        #expect(Self.contains(radial, "/ShadingType 3"))
        for name in CoreScenes.names where !["shadow-inside-clip", "masks", "images", "pixelated-image"].contains(name) {
            let pdf = try CairoDocumentBackend(.pdf).render(try Self.tree(name), size: CoreScenes.size)
            #expect(try Poppler.imageCount(pdf) == 0, "\(name) holds images")
        }
        let shadows = try CairoDocumentBackend(.pdf).render(try Self.tree("shadow-inside-clip"), size: CoreScenes.size)
        #expect(try Poppler.imageCount(shadows) > 0)
        let masks = try CairoDocumentBackend(.pdf).render(try Self.tree("masks"), size: CoreScenes.size)
        #expect(try Poppler.imageCount(masks) > 0)
    }

    @Test func aPageTooLargeForPDFIsRefused() throws {
        let tree = try Self.tree("caps")
        #expect(throws: CairoError.pageTooLarge(width: 20_000, height: 100, limit: 14_400)) {
            try CairoDocumentBackend(.pdf).render(tree, size: Size(width: 20_000, height: 100))
        }
        #expect(throws: CanvasError.self) {
            try CairoDocumentBackend(.postScript).render(tree, size: Size(width: 0, height: 100))
        }
        let message = CairoError.pageTooLarge(width: 20_000, height: 100, limit: 14_400).description
        #expect(message == "canvas size 20000×100 is too large for a PDF or PostScript page: each side must be at most 14400 points")
    }

    @Test func badOutputLeavesNoFile() throws {
        let formats = OutputFormats.standard.adding(.pdf).adding(.ps).adding(.eps)
        let tree = try Self.tree("caps")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-cairo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let big = dir.appendingPathComponent("big.pdf").path
        #expect(throws: CairoError.self) { try formats.write(tree, size: Size(width: 30_000, height: 10), to: big) }
        #expect(!FileManager.default.fileExists(atPath: big))
        #expect(throws: OutputFormatError.self) {
            try formats.write(tree, size: CoreScenes.size, to: dir.appendingPathComponent("x.tiff").path)
        }
        #expect(throws: FileWriteError.self) {
            try formats.write(tree, size: CoreScenes.size, to: dir.appendingPathComponent("missing/x.pdf").path)
        }
        // The extensions choose Cairo's formats, and `.png` stays with the raster backend.
        #expect(try formats.format(forPath: "a.PDF") == .pdf)
        #expect(try formats.format(forPath: "a.eps") == .eps)
        #expect(try formats.adding(.cairoPNG).format(forPath: "a.png") == .png)
        #expect(try formats.adding(.cairoPNG).format(named: "cairo") == .cairoPNG)
        let ps = dir.appendingPathComponent("ok.ps").path
        try formats.write(tree, size: CoreScenes.size, to: ps)
        #expect(try Data(contentsOf: URL(fileURLWithPath: ps)).starts(with: Array("%!PS".utf8)))
    }

    @Test func aMultiPageDocumentHasOnePagePerEntryWithItsCaption() throws {
        let pages = try ["caps", "joins", "symbols"].map {
            DocumentPage(tree: try Self.tree($0), size: CoreScenes.size, caption: "scene \($0)")
        }
        let pdf = try CairoDocumentBackend(.pdf).documentData(for: pages)
        #expect(Self.contains(pdf, "/Count 3"))
        #expect(Self.contains(pdf, "/MediaBox [ 0 0 160 144 ]"))
    }

    /// Cairo's PNG is a real PNG of the canvas, and the image keeps what was drawn.
    @Test func theImageBackendWritesPNG() throws {
        let image = try CairoBackend().render(try Self.tree("fill-rules"), size: CoreScenes.size)
        let decoded = try Pixmap(pngData: image.pngData)
        #expect(decoded.width == 160 && decoded.height == 120)
        #expect(decoded.bytes == image.premultipliedBytes)
        #expect(try CairoBackend().fileData(for: try Self.tree("fill-rules"), size: CoreScenes.size) == image.pngData)
    }
}

/// The order of a group's effects (Docs/WritingABackend.md): the shadow is cast under the layer,
/// and layer and shadow are composited together with the opacity — so an opaque layer hides its
/// own shadow, whatever the opacity.
@Suite struct CairoGroupEffectTests {
    @Test func layerAndShadowShareTheOpacity() throws {
        let list = DisplayList([
            .beginLayer(opacity: 0.5, shadow: Shadow(color: .black, radius: 0, x: 10, y: 0)),
            .fill(Path(Rect(x: 10, y: 10, width: 30, height: 30)), paint: .color(.cssRed), rule: .nonZero,
                  transform: .identity),
            .endLayer,
        ])
        let image = try CairoBackend().render(list, size: Size(width: 60, height: 50))
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(image.premultipliedBytes[(y * 60 + x) * 4..<(y * 60 + x) * 4 + 4]) }
        // Layer over its shadow: red only, at half opacity.
        #expect(pixel(30, 20) == [128, 0, 0, 128])
        // The shadow alone, beyond the layer: black at half opacity.
        #expect(pixel(45, 20) == [0, 0, 0, 128])
        #expect(pixel(5, 20) == [0, 0, 0, 0])
    }
}
