import Testing
import VellumComponents
import VellumCore
import VellumRaster
import VellumScene
import VellumTestSupport

// The component from Docs/WritingAPlugin.md, compiled and rendered so the guide stays true.

struct Target: Node {
    var rings: Int
    var color: Color

    var body: some Node {
        ZStack {
            ForEach(0..<rings) { i in
                Circle()
                    .stroke(color, lineWidth: 4)
                    .padding(Double(i) * 12)
            }
        }
    }
}

extension ParameterKey where Value == Int {
    static let rings = ParameterKey("rings", default: 4, range: 1...12, summary: "How many rings to draw.")
}

extension ParameterKey where Value == Color {
    static let ringColor = ParameterKey("color", default: Color(red8: 34, green8: 110, blue8: 100),
                                        summary: "The rings' colour.")
}

enum TargetPlugin {
    static var plugin: Plugin {
        Plugin(name: "target", summary: "Concentric rings", components: [
            Component(
                name: "target",
                summary: "Concentric rings around a centre",
                parameters: .rings, .ringColor,
                defaultSize: Size(square: 200),
                variations: [.init("two", ["rings": "2"])]
            ) { values in
                ComponentBody(Target(rings: values[.rings], color: values[.ringColor]))
            },
        ])
    }
}

@Suite struct GuideExampleTests {
    @Test func theGuidesComponentRegistersAndDrawsItsRings() throws {
        var registry = ComponentRegistry()
        try registry.register(TargetPlugin.plugin)
        let target = try registry.component(named: "target")
        let pixmap = try target.renderForTest(["rings": "3"], size: Size(square: 120))
        // Along the horizontal through the centre (60, 60): the strokes are centred on circles of
        // radius 60, 48 and 36, 4 wide, so ink around x = 0, 12 and 24 and none between.
        let ink = (0..<60).map { pixmap.straightPixel(x: $0, y: 60).a > 128 }
        #expect(ink[1] && ink[12] && ink[24])
        #expect(!ink[6] && !ink[18] && !ink[40])
        #expect(pixmap.straightPixel(x: 12, y: 60) == RGBA8(r: 34, g: 110, b: 100, a: 255))
    }

    @Test func registerShapeMakesAComponentInOneCall() throws {
        var registry = ComponentRegistry()
        try registry.registerShape("disc", summary: "A disc") { Circle() }
        let disc = try registry.component(named: "disc")
        #expect(disc.parameters.map(\.name) == ["fill", "stroke", "line-width", "padding"])
        let pixmap = try disc.renderForTest(["fill": "#ff0000", "padding": "10"], size: Size(square: 100))
        #expect(pixmap.straightPixel(x: 50, y: 50) == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(pixmap.straightPixel(x: 5, y: 50).a == 0)
        #expect(pixmap.straightPixel(x: 12, y: 50).a == 255)
    }
}
