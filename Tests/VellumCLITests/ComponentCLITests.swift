import Foundation
import Testing
import VellumCore
import VellumRaster

/// `list`, `render` and `gallery`, through the user-plugin example: Vellum's command line with a
/// `star` shape registered in a few lines (Examples/StarPlugin).
@Suite struct ComponentCLITests {
    private func star(_ arguments: [String]) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments, executable: CLIRunner.starExample)
    }

    @Test func listShowsTheUserShapeWithItsParameters() throws {
        let text = try star(["list"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("star: A five-pointed star"))
        #expect(text.stdout.contains("fill <color> = #000000"))
        let json = try star(["list", "--json"])
        #expect(json.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let plugins = try #require(object?["plugins"] as? [[String: Any]])
        let user = try #require(plugins.first { $0["name"] as? String == "user" })
        let components = try #require(user["components"] as? [[String: Any]])
        #expect(components.first?["name"] as? String == "star")
        let parameters = try #require(components.first?["parameters"] as? [[String: Any]])
        let width = try #require(parameters.first { $0["name"] as? String == "line-width" })
        #expect(width["type"] as? String == "number" && width["minimum"] as? Double == 0 && width["maximum"] as? Double == 1000)
    }

    @Test func rendersTheUserShapeAsPNGAndSVG() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let png = dir.appendingPathComponent("star.png").path
        let result = try star(["render", "star", "--param", "fill=#ff0000", "--size", "100x100", "-o", png])
        #expect(result.status == 0, "\(result.stderr)")
        let pixmap = try Pixmap(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: png))))
        #expect(pixmap.width == 100 && pixmap.height == 100)
        #expect(pixmap.straightPixel(x: 50, y: 50) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(pixmap.straightPixel(x: 50, y: 2).a > 0)  // the top tip
        #expect(pixmap.straightPixel(x: 2, y: 2).a == 0)
        let svg = dir.appendingPathComponent("star.svg").path
        #expect(try star(["render", "star", "--scale", "2", "-o", svg]).status == 0)
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.contains("<svg") && text.contains("width=\"512\""))
    }

    @Test func scaleEnlargesThePixels() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let out = dir.appendingPathComponent("big.png").path
        #expect(try star(["render", "star", "--size", "50x40", "--scale", "3", "-o", out]).status == 0)
        let pixmap = try Pixmap(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(pixmap.width == 150 && pixmap.height == 120)
    }

    /// Each bad input exits with 2, names what was wrong and what is allowed, and writes nothing.
    @Test(arguments: [
        (["render", "starr"], "did you mean 'star'"),
        (["render", "star", "--param", "fil=red"], "did you mean 'fill'"),
        (["render", "star", "--param", "fill=blurple"], "parameter 'fill'"),
        (["render", "star", "--param", "line-width=5000"], "from 0 to 1000"),
        (["render", "star", "--param", "fill"], "NAME=VALUE"),
        (["render", "star", "--param", "fill=red", "--param", "fill=blue"], "more than once"),
        (["render", "star", "--size", "0x5"], "--size"),
        (["render", "star", "--scale", "nan"], "--scale"),
        (["render", "star", "--backend", "gif"], "png, svg"),
    ])
    func badRenderInputExitsWithTwo(arguments: [String], expected: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        let out = dir.appendingPathComponent("out.png").path
        let result = try star(arguments + ["-o", out])
        #expect(result.status == 2)
        #expect(result.stderr.contains(expected), "stderr was: \(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func unknownOutputFormatIsReported() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let result = try star(["render", "star", "-o", dir.appendingPathComponent("x.gif").path])
        #expect(result.status == 2 && result.stderr.contains(".png, .svg"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func galleryRendersEveryComponentWithAnIndex() throws {
        let dir = try CLIRunner.temporaryDirectory().appendingPathComponent("gallery")
        let result = try star(["gallery", "-o", dir.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("rendered"))
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: dir.path))
        #expect(files.isSuperset(of: ["index.html", "star.png", "star.svg"]))
        let html = try String(contentsOf: dir.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<img src=\"star.png\"") && html.contains("line-width"))
        // Every picture the page shows exists.
        for name in files where name.hasSuffix(".png") { #expect(html.contains("src=\"\(name)\"")) }
    }
}

/// The standard components through `vellum` itself.
@Suite struct StandardComponentCLITests {
    @Test(arguments: [
        (["render", "clock", "--param", "timezone=Mars/Olympus"], "IANA time zone"),
        (["render", "clock", "--param", "time=yesterday"], "ISO 8601"),
        (["render", "tier-badge", "--param", "tier=wood"], "one of: bronze, silver, gold, platinum, diamond, ruby, master"),
        (["render", "tier-badge", "--param", "lvl=3"], "did you mean 'level'"),
        (["render", "counter", "--param", "counter=9"], "from 0 to 8"),
        (["render", "push-button", "--param", "kind=plus"], "add, minus"),
        (["render", "clok"], "did you mean 'clock'"),
    ])
    func badParametersExitWithTwo(arguments: [String], expected: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        let out = dir.appendingPathComponent("out.png").path
        let result = try CLIRunner.run(arguments + ["-o", out])
        #expect(result.status == 2)
        #expect(result.stderr.contains(expected), "stderr was: \(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }

    @Test func listsEveryStandardComponent() throws {
        let result = try CLIRunner.run(["list", "--json"])
        #expect(result.status == 0)
        for name in ["badge", "tier-badge", "push-button", "counter", "flo", "clock", "daytime-bar"] {
            #expect(result.stdout.contains("\"name\" : \"\(name)\""), "\(name) missing")
        }
    }

    @Test func clockAtAFixedInstantIsDeterministic() throws {
        let dir = try CLIRunner.temporaryDirectory()
        var outputs: [Data] = []
        for name in ["a.svg", "b.svg", "a.png", "b.png"] {
            let out = dir.appendingPathComponent(name).path
            let r = try CLIRunner.run(["render", "clock", "--param", "time=2026-11-22T01:09:30Z",
                                       "--param", "timezone=Asia/Seoul", "--param", "numerals=true", "-o", out])
            #expect(r.status == 0, "\(r.stderr)")
            outputs.append(try Data(contentsOf: URL(fileURLWithPath: out)))
        }
        #expect(outputs[0] == outputs[1] && outputs[2] == outputs[3])
    }
}
