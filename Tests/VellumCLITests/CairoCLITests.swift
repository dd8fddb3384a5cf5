import Foundation
import Testing
import VellumCore
import VellumRaster

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
        let unknown = try CLIRunner.run(["render", "badge", "-o", dir.appendingPathComponent("b.tiff").path])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains(".pdf"), "\(unknown.stderr)")
    }
}
