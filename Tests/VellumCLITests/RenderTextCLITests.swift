import Foundation
import Testing
import VellumCore
import VellumRaster
import VellumText

@Suite struct RenderTextCLITests {
    private func render(_ arguments: [String], name: String = "text.png") throws -> (CLIRunner.Result, String) {
        let dir = try CLIRunner.temporaryDirectory()
        let out = dir.appendingPathComponent(name).path
        return (try CLIRunner.run(["render-text"] + arguments + ["-o", out]), out)
    }

    private func image(_ path: String) throws -> Pixmap {
        try Pixmap(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    @Test func canvasIsTheTypographicBoundsPlusTheMargin() throws {
        let (result, out) = try render(["Vellum", "--size", "40", "--margin", "6"])
        #expect(result.status == 0, "\(result.stderr)")
        let layout = try TextLayout("Vellum", style: TextStyle(size: 40))
        let pixmap = try image(out)
        #expect(pixmap.width == Int((layout.size.width + 12).rounded(.up)))
        #expect(pixmap.height == Int((layout.size.height + 12).rounded(.up)))
        // The margin stays empty; the glyphs are black.
        #expect((0..<pixmap.width).allSatisfy { pixmap.straightPixel(x: $0, y: 2).a == 0 })
        #expect(pixmap.straightBytes.enumerated().contains { $0.offset % 4 == 3 && $0.element == 255 })
    }

    @Test func hangulComesFromAFallbackFont() throws {
        let (result, out) = try render(["골드 III", "--weight", "bold", "--size", "48", "--color", "#ec9a00"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("no font"), "\(result.stderr)")
        let pixmap = try image(out)
        // Ink in the first two character cells (the Hangul syllables), in the text colour.
        let cell = 48
        for c in 0..<2 {
            let inked = (0..<cell).contains { dx in
                (0..<pixmap.height).contains { y in pixmap.straightPixel(x: 4 + c * cell + dx, y: y).a == 255 }
            }
            #expect(inked, "no ink in character cell \(c)")
        }
        let opaque = stride(from: 0, to: pixmap.straightBytes.count, by: 4).first { pixmap.straightBytes[$0 + 3] == 255 }
        #expect(opaque.map { Array(pixmap.straightBytes[$0..<$0 + 3]) } == [236, 154, 0])
    }

    @Test func wrapsToAWidthAndAligns() throws {
        let (one, _) = try render(["one two three four", "--size", "20"], name: "a.png")
        let (wrapped, out) = try render(["one two three four", "--size", "20", "--width", "80", "--align", "center"],
                                        name: "b.png")
        #expect(one.status == 0 && wrapped.status == 0)
        let pixmap = try image(out)
        #expect(pixmap.width <= 80 + 8 && pixmap.height > 60)
    }

    @Test func missingFamilyFallsBackWithAWarning() throws {
        let (result, out) = try render(["Hello", "--font", "No Such Family 123"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("warning:") && result.stderr.contains("No Such Family 123"))
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test(arguments: [
        (["Hello", "--font-file", "/etc/hostname"], "/etc/hostname"),
        (["Hello", "--font-file", "/nonexistent.ttf"], "/nonexistent.ttf"),
        (["Hello", "--weight", "chunky"], "--weight"),
        (["Hello", "--size", "-3"], "--size"),
        (["Hello", "--align", "justified"], "leading, center, trailing"),
    ])
    func badInputExitsWithTwo(arguments: [String], expected: String) throws {
        let (result, out) = try render(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(expected), "stderr was: \(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func writesSVGWithGlyphPaths() throws {
        let (result, out) = try render(["Ag", "--size", "30"], name: "t.svg")
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(svg.contains("<svg") && svg.contains("<path"))
    }
}
