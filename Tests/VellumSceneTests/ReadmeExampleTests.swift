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
        try scene.write(to: file, size: Size(square: 200))
        let svg = try String(contentsOfFile: file, encoding: .utf8)
        #expect(svg.contains("width=\"200\"") && svg.contains("fill=\"#ef78dd\"") && svg.contains("fill=\"#ffffff\""))
        let png = file.replacingOccurrences(of: ".svg", with: ".png")
        try scene.write(to: png, size: Size(square: 200))
        let pixmap = try Pixmap(pngData: Array(try Data(contentsOf: URL(fileURLWithPath: png))))
        #expect(pixmap.width == 200 && pixmap.straightPixel(x: 100, y: 30) == RGBA8(r: 239, g: 120, b: 221, a: 255))
        #expect(throws: OutputFormatError.self) { try scene.write(to: file + ".gif", size: Size(square: 200)) }
    }
}
