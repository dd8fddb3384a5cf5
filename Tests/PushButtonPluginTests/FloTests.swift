import VellumTestSupport
import Testing
import Vellum
import VellumComponents
import VellumPushButtonPlugin

@Suite("flo")
struct FloTests {
    let component = PushButtonPlugin.flo

    @Test func controlsAreStackedAsTheStoryboardPinsThem() throws {
        // 320 × 480: the stack is 230 + 40 + 100 + 10 + 50 = 430 tall, centred, so it starts at
        // y = 25. The counter is 25…255, the plus button 295…395, the minus button 405…455.
        let list = try component.build(["counter": "5"]).scene().displayList(size: FloScreen.designSize)
        let fills = list.operations.compactMap { operation -> (Rect, Color)? in
            guard case .fill(let path, .color(let color), _, let transform) = operation else { return nil }
            return (path.applying(transform).boundingRect, color)
        }
        let plus = try #require(fills.first { $0.1 == PushButton.Kind.add.defaultFillColor })
        let minus = try #require(fills.first { $0.1 == PushButton.Kind.minus.defaultFillColor })
        #expect(plus.0 == Rect(x: 110, y: 295, width: 100, height: 100))
        #expect(minus.0 == Rect(x: 135, y: 405, width: 50, height: 50))
        guard case .stroke(let arc, _, _, let transform) = list.operations.first(where: {
            if case .stroke = $0 { true } else { false }
        }) else {
            Issue.record("no counter arc")
            return
        }
        #expect(abs(arc.applying(transform).boundingRect.minY - (25 + 38)) < 1e-6)
    }

    @Test func counterOutOfRangeIsRejected() {
        #expect(buildError(component, ["counter": "12"])
            == "component 'flo', parameter 'counter': '12' is not allowed: expected a whole number from 0 to 8")
    }

    @Test(arguments: [
        ("flo-5-320x480", ["counter": "5"], Size(width: 320, height: 480)),
        ("flo-8-160x240", ["counter": "8"], Size(width: 160, height: 240)),
        ("flo-2-wide", ["counter": "2", "background": "#f4f0e8"], Size(width: 480, height: 320)),
    ] as [(String, [String: String], Size)])
    func golden(name: String, arguments: [String: String], size: Size) throws {
        try expectGolden(component, arguments, size: size, named: name)
    }
}
