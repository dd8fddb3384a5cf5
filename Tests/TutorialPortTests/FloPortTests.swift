import Foundation
import Testing
import Vellum
import VellumComponents
import VellumPushButtonPlugin
import VellumTestSupport
import VellumUIKit

/// Flo's `PushButton` and `CounterView` (FloPort.swift), the tutorial's `UIView` subclasses ported
/// with only the lines listed there changed, registered as components in one call each and
/// compared with the push-button plugin's golden images, which draw the same controls through
/// Vellum's own API.
///
/// The tutorial's storyboard gives the views their colours (the inspectable properties), their
/// sizes (100 and 50 for the buttons, 230 for the counter) and puts a 36-point `UILabel` with the
/// count over the counter; the tests set the same through the components' parameters and a `Text`.
@Suite struct FloPortTests {
    static let pushButton = Component(view: PushButton.self, name: "tutorial-push-button",
                                      summary: "Flo's push button as the tutorial writes it", defaultSize: Size(square: 100))
    static let counterView = Component(view: CounterView.self, name: "tutorial-counter-view",
                                       summary: "Flo's counter as the tutorial writes it", defaultSize: Size(square: 230))
    static let golden = GoldenImage.directory(for: #filePath)
        .replacingOccurrences(of: "TutorialPortTests", with: "PushButtonPluginTests")

    @Test(arguments: [
        ("push-button-add-100", ["fill-color": "#57dad5"], Size(square: 100)),
        ("push-button-add-50", ["fill-color": "#57dad5"], Size(square: 50)),
        ("push-button-minus-100", ["fill-color": "#ee4d4d", "is-add-button": "false"], Size(square: 100)),
        ("push-button-minus-50", ["fill-color": "#ee4d4d", "is-add-button": "false"], Size(square: 50)),
    ] as [(String, [String: String], Size)])
    func portedPushButtonMatchesTheGolden(name: String, storyboard: [String: String], size: Size) throws {
        let port = try Self.pushButton.renderForTest(storyboard, size: size)
        let difference = try GoldenImage.compare(port, withGoldenAt: "\(Self.golden)/\(name).png")
        #expect(difference.isWithinTolerance, "\(name): \(difference)")
        #expect(port.straightPixel(x: Int(size.width) / 2 - 2, y: 3 * Int(size.height) / 4).a == 255)  // drew the oval
    }

    @Test(arguments: [0, 5, 8])
    func portedCounterWithTheStoryboardLabelMatchesTheGolden(counter: Int) throws {
        let size = Size(square: 230)
        let view = try Self.counterView.build(["counter": String(counter), "counter-color": "#57dad5",
                                               "outline-color": "#226e64"], size: size)
        // The storyboard's label: centred, 36 points, black, the count as text.
        let scene = Scene { ZStack { view.content; Text(String(counter)).font(.system(size: 36)).foregroundColor(.black) } }
        let port = try scene.render(size: size, backend: .raster)
        let difference = try GoldenImage.compare(port, withGoldenAt: "\(Self.golden)/counter-\(counter)-230.png")
        #expect(difference.isWithinTolerance, "counter \(counter): \(difference)")
        #expect(port.straightPixel(x: 115, y: 20) == RGBA8(r: 87, g: 218, b: 213, a: 255))  // the thick arc at the top
    }

    @Test func theInspectablePropertiesAreTheParameters() {
        #expect(Self.pushButton.parameters.map(\.name) == ["fill-color", "is-add-button"])
        #expect(Self.counterView.parameters.map(\.name) == ["counter", "outline-color", "counter-color"])
        // The declared values are the defaults: UIKit's green (0, 255, 0) and orange (255, 128, 0).
        #expect(Self.pushButton.parameter(named: "fill-color")?.defaultValue == .value(.color(UIColor.green.cgColor)))
        #expect(Self.counterView.parameter(named: "counter-color")?.defaultValue
                == .value(.color(Color(red: 1, green: 0.5, blue: 0))))
    }

    @Test func settingTheCounterMarksTheViewForDisplay() throws {
        let counter = CounterView(frame: CGRect(x: 0, y: 0, width: 230, height: 230))
        let scene = Scene { counter.node.tag("counter") }
        _ = try scene.render(size: Size(square: 230), backend: .raster)
        #expect(!counter.needsDisplay)
        #expect(try scene.displayIfNeeded(counter, tagged: "counter") == .none)
        counter.counter = 6                                 // its didSet calls setNeedsDisplay()
        #expect(counter.needsDisplay)
        #expect(try scene.displayIfNeeded(counter, tagged: "counter") != .none)
        #expect(!counter.needsDisplay)
        counter.counter = 9                                 // past the goal: the tutorial does not redraw
        #expect(!counter.needsDisplay)
    }
}
