import Foundation
import Testing
import Vellum

/// The README's examples, compiled and run, so the front page stays true.
@Suite struct ReadmeExampleTests {
    let hexagon = Path { path in
        for i in 0..<6 {
            let angle = Angle.degrees(Double(i) * 60 - 90).radians
            let corner = Point(x: 100 + 90 * cos(angle), y: 100 + 90 * sin(angle))
            if i == 0 { path.move(to: corner) } else { path.addLine(to: corner) }
        }
        path.closeSubpath()
    }

    @Test func immediateModeExampleDrawsTheHexagon() throws {
        var pixmap = try Pixmap(width: 200, height: 200)
        try pixmap.draw { context in
            context.fill(hexagon, with: .linearGradient(LinearGradient(
                colors: [Color(red8: 239, green8: 120, blue8: 221), Color(red8: 239, green8: 172, blue8: 120)],
                startPoint: .top, endPoint: UnitPoint(x: 0.5, y: 0.6))))
            context.stroke(hexagon, with: .color(.white), style: StrokeStyle(lineWidth: 4, lineJoin: .round))
        }
        #expect(pixmap.straightPixel(x: 99, y: 10) == RGBA8(r: 255, g: 255, b: 255, a: 255))  // the outline
        #expect(pixmap.straightPixel(x: 100, y: 25).r == 239)                                  // the gradient
        #expect(pixmap.straightPixel(x: 3, y: 3).a == 0)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hexagon-\(UUID()).png").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        try pixmap.write(to: file)
        #expect(try Pixmap(pngData: Array(Data(contentsOf: URL(fileURLWithPath: file)))) == pixmap)
    }

    @Test func sceneExampleWritesSVG() throws {
        let scene = Scene {
            ZStack {
                hexagon.fill(Color(red8: 239, green8: 120, blue8: 221))
                Text("42").font(.system(size: 64)).fontWeight(.bold).foregroundColor(.white)
            }
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("badge-\(UUID()).svg").path
        let png = file.replacingOccurrences(of: ".svg", with: ".png")
        defer { for written in [file, png] { try? FileManager.default.removeItem(atPath: written) } }
        try scene.write(to: file, size: Size(square: 200))
        let svg = try String(contentsOfFile: file, encoding: .utf8)
        #expect(svg.contains("width=\"200\"") && svg.contains("fill=\"#ef78dd\"") && svg.contains("fill=\"#ffffff\""))
        try scene.write(to: png, size: Size(square: 200))
        let pixmap = try Pixmap(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: png))))
        #expect(pixmap.width == 200 && pixmap.straightPixel(x: 100, y: 30) == RGBA8(r: 239, g: 120, b: 221, a: 255))
        #expect(throws: OutputFormatError.self) { try scene.write(to: file + ".gif", size: Size(square: 200)) }
    }

    struct Label: Node {
        var text: String
        var body: some Node { Text(text).font(.system(size: 64)).fontWeight(.bold).foregroundColor(.white) }
    }

    @Test func liveSceneExampleRedrawsTheDamageAndHitTests() throws {
        let live = Scene { ZStack { hexagon.fill(.orange); Label(text: "42").tag("label") } }
        let size = Size(square: 200), backend = RasterBackend()
        var frame = try backend.render(try live.renderTree(size: size), size: size)
        let damage = try live.update("label", as: Label.self) { $0.text = "43" }
        backend.render(try live.renderTree(size: size), into: &frame, damage: damage)
        let region = try #require(damage.rect(in: size))
        #expect(region.width < 100 && region.height < 100)  // around the digits, not the hexagon
        #expect(frame == (try RasterBackend().render(try live.renderTree(size: size), size: size)))
        #expect(try live.hitTest(at: Point(x: 84, y: 100))?.tags == ["label"])  // on the 4's stem
        #expect(try live.hitTest(at: Point(x: 100, y: 30))?.tags == [])
    }
}
