import Foundation
import Testing
import VellumCore
import VellumRaster
import VellumTestSupport

/// The `vellum` executable writes PDF, PostScript and Cairo PNG through the Cairo backend.
@Suite struct CairoCLITests {
    @Test func rendersABadgeAsPDFAndPostScript() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (name, signature) in [("badge.pdf", "%PDF-"), ("badge.ps", "%!PS-Adobe-3.0"), ("badge.eps", "%!PS-Adobe-3.0 EPSF")] {
            let path = dir.appendingPathComponent(name).path
            let result = try CLIRunner.run(["render", "badge", "-o", path])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)).starts(with: Array(signature.utf8)))
        }
    }

    @Test func theCairoBackendWritesPNG() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("badge.png").path
        let result = try CLIRunner.run(["render", "badge", "--backend", "cairo", "--size", "64x64", "-o", path])
        #expect(result.status == 0, "\(result.stderr)")
        let pixmap = try Pixmap(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(pixmap.width == 64 && pixmap.height == 64)
    }

    @Test func aPageTooLargeExitsWithTwoAndWritesNothing() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("huge.pdf").path
        let result = try CLIRunner.run(["render", "badge", "--size", "20000x100", "-o", path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("too large for a PDF or PostScript page"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: path))
        let unwritable = dir.appendingPathComponent("missing/badge.pdf").path
        let denied = try CLIRunner.run(["render", "badge", "-o", unwritable])
        #expect(denied.status == 2)
        #expect(denied.stderr.contains("cannot write"), "\(denied.stderr)")
        #expect(!FileManager.default.fileExists(atPath: unwritable))
        let unknown = try CLIRunner.run(["render", "badge", "-o", dir.appendingPathComponent("b.tiff").path])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains(".pdf"), "\(unknown.stderr)")
    }
}

/// `vellum gallery --pdf`: every picture in one PDF, a page each, captioned as text.
@Suite struct GalleryPDFCLITests {
    @Test func theGalleryPDFHasAPagePerPictureWithItsName() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let pdf = dir.appendingPathComponent("gallery.pdf").path
        let result = try CLIRunner.run(["gallery", "-o", dir.appendingPathComponent("g").path, "--pdf", pdf])
        #expect(result.status == 0, "\(result.stderr)")
        // "rendered N images as …"
        let count = try #require(result.stdout.split(separator: " ").dropFirst().first.flatMap { Int($0) })
        let bytes = try Data(contentsOf: URL(fileURLWithPath: pdf))
        #expect(bytes.starts(with: Array("%PDF-".utf8)))
        #expect(String(decoding: bytes, as: UTF8.self).contains("/Count \(count)"))
        let pdftotext = Prerequisite.program("pdftotext")
        if Prerequisite.isMet(pdftotext != nil) {
            let tool = try Prerequisite.require(pdftotext, "pdftotext", package: "poppler-utils")
            let text = try CLIRunner.run([pdf, "-"], executable: URL(fileURLWithPath: tool))
            #expect(text.stdout.contains("tier-badge (gold-1)"), "\(text.stdout.prefix(300))")
            #expect(text.stdout.contains("badge"))
        }
    }

    @Test func aGalleryDocumentNeedsAFormatWithPages() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIRunner.run(["gallery", "-o", dir.path, "--pdf", dir.appendingPathComponent("g.svg").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("holds one picture"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("g.svg").path))
    }
}
