import Foundation
import Testing
import VellumCore
import VellumRaster

/// `vellum render FILE.svg`.
@Suite struct RenderSVGFileCLITests {
    private func write(_ svg: String, in dir: URL, name: String = "in.svg") throws -> String {
        let url = dir.appendingPathComponent(name)
        try Data(svg.utf8).write(to: url)
        return url.path
    }

    private let square = """
        <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20">
          <rect x="0" y="0" width="20" height="20" fill="#ff0000"/>
          <circle cx="30" cy="10" r="8" fill="blue"/>
        </svg>
        """

    @Test func rendersAtItsOwnSizeAndScaled() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let input = try write(square, in: dir)
        let out = dir.appendingPathComponent("a.png").path
        let r = try CLIRunner.run(["render", input, "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        let pm = try Pixmap(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(pm.width == 40 && pm.height == 20)
        #expect(pm.straightPixel(x: 10, y: 10) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(pm.straightPixel(x: 30, y: 10) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        let big = dir.appendingPathComponent("b.png").path
        #expect(try CLIRunner.run(["render", input, "--size", "80x40", "-o", big]).status == 0)
        let scaled = try Pixmap(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: big))))
        #expect(scaled.width == 80 && scaled.straightPixel(x: 60, y: 20) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        let svg = dir.appendingPathComponent("c.svg").path
        #expect(try CLIRunner.run(["render", input, "--scale", "2", "-o", svg]).status == 0)
        #expect(try String(contentsOfFile: svg, encoding: .utf8).contains("width=\"80\""))
    }

    @Test func malformedXMLNamesLineAndColumn() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let input = try write("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\">\n  <rect width=\"5\" height=\"5\"\n</svg>\n", in: dir)
        let out = dir.appendingPathComponent("x.png").path
        let r = try CLIRunner.run(["render", input, "-o", out])
        #expect(r.status == 2)
        #expect(r.stderr.contains("line") && r.stderr.contains("column"), "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func badAttributesWarnOrFailWhenStrict() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let input = try write("""
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
              <rect width="5" height="5" fill="blurple"/>
              <rect x="5" width="5" height="5" fill="red"/>
            </svg>
            """, in: dir)
        let out = dir.appendingPathComponent("w.png").path
        let lenient = try CLIRunner.run(["render", input, "-o", out])
        #expect(lenient.status == 0)
        #expect(lenient.stderr.contains("warning") && lenient.stderr.contains("blurple"), "\(lenient.stderr)")
        let strictOut = dir.appendingPathComponent("s.png").path
        let strict = try CLIRunner.run(["render", input, "--strict", "-o", strictOut])
        #expect(strict.status == 2 && strict.stderr.contains("blurple"), "\(strict.stderr)")
        #expect(!FileManager.default.fileExists(atPath: strictOut))
    }

    @Test func missingFileAndParametersAreErrors() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let out = dir.appendingPathComponent("m.png").path
        let missing = try CLIRunner.run(["render", "/nonexistent/icon.svg", "-o", out])
        #expect(missing.status == 2 && missing.stderr.contains("/nonexistent/icon.svg"))
        let input = try write(square, in: dir)
        let withParam = try CLIRunner.run(["render", input, "--param", "x=1", "-o", out])
        #expect(withParam.status == 2 && withParam.stderr.contains("--param"))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// An `<image>` file beside the SVG is read; one in a sibling directory only once
    /// `--resources` names a tree holding both.
    @Test func imageFilesAreReadFromTheResourceTree() throws {
        let dir = try CLIRunner.temporaryDirectory()
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("doc"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("pictures"), withIntermediateDirectories: true)
        let pixel = try Pixmap(width: 1, height: 1, straightBytes: [0, 0, 255, 255])
        try Data(try pixel.pngData()).write(to: dir.appendingPathComponent("pictures/blue.png"))
        let input = try write("""
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">
              <image width="10" height="10" href="../pictures/blue.png"/>
            </svg>
            """, in: dir.appendingPathComponent("doc"))
        let out = dir.appendingPathComponent("i.png").path
        let confined = try CLIRunner.run(["render", input, "-o", out])
        #expect(confined.status == 0)
        #expect(confined.stderr.contains("is outside the directory tree images are read from"), "\(confined.stderr)")
        #expect(try Pixmap(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out)))).straightPixel(x: 5, y: 5).a == 0)
        let widened = try CLIRunner.run(["render", input, "--resources", dir.path, "-o", out])
        #expect(widened.status == 0 && widened.stderr.isEmpty, "\(widened.stderr)")
        #expect(try Pixmap(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out)))).straightPixel(x: 5, y: 5)
                == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }
}
