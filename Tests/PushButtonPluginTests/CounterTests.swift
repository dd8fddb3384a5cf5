import VellumTestSupport
import Foundation
import Testing
import Vellum
import VellumComponents
import VellumPushButtonPlugin

@Suite("counter")
struct CounterTests {
    let component = PushButtonPlugin.counter

    @Test func outlineEndsFiveEighthsOfTheWayRound() {
        let geometry = CounterGeometry(size: Size(square: 230), counter: 5)
        #expect(CounterGeometry.angleDifference == 3 * Double.pi / 2)
        #expect(abs(geometry.outlineEndAngle - (3 * Double.pi / 4 + 5 * (3 * Double.pi / 2) / 8)) < 1e-12)
        // 5/8 of 270° past 135° is 303.75°.
        #expect(abs(Angle.radians(geometry.outlineEndAngle).degrees - 303.75) < 1e-9)
    }

    @Test func tutorialMeasurementsAt230() {
        let geometry = CounterGeometry(size: Size(square: 230), counter: 5)
        #expect(geometry.arcWidth == 76)
        #expect(geometry.lineWidth == 5)
        #expect(geometry.fontSize == 36)
        #expect(geometry.arcRadius == 115 - 38)
        #expect(geometry.outerRadius == 115 - 2.5)
        #expect(geometry.innerRadius == 115 - 76 + 2.5)
        #expect(geometry.center == Point(x: 115, y: 115))
    }

    @Test func widthsScaleWithTheFrame() {
        let geometry = CounterGeometry(size: Size(square: 115), counter: 5)
        #expect(geometry.arcWidth == 38)
        #expect(geometry.lineWidth == 2.5)
        #expect(geometry.fontSize == 18)
    }

    @Test func thickArcRunsClockwiseThroughTheTop() throws {
        let geometry = CounterGeometry(size: Size(square: 230), counter: 5)
        let arc = geometry.arcPath
        let bounds = arc.boundingRect
        // From 135° clockwise over the top to 45°: both lower ends at y = 115 + 77·sin 45°, the
        // top and sides of the circle 77 from the centre (within the Bézier approximation).
        #expect(abs(bounds.minY - (115 - 77)) < 0.01)
        #expect(abs(bounds.maxY - (115 + 77 * sin(Double.pi / 4))) < 1e-6)
        #expect(abs(bounds.minX - (115 - 77)) < 0.01 && abs(bounds.maxX - (115 + 77)) < 0.01)
        let start = try #require(arc.elements.first)
        #expect(start == .move(to: Point(x: 115 + 77 * cos(3 * Double.pi / 4), y: 115 + 77 * sin(3 * Double.pi / 4))))
    }

    @Test func outlineRunsOutThenBackAndCloses() throws {
        let geometry = CounterGeometry(size: Size(square: 230), counter: 5)
        let outline = geometry.outlinePath.flattened(tolerance: 0.01, transform: .identity)
        #expect(outline.count == 1)
        let subpath = try #require(outline.first)
        #expect(subpath.isClosed)
        let center = Point(x: 115, y: 115)
        let end = geometry.outlineEndAngle
        let outerEnd = Point(x: 115 + 112.5 * cos(end), y: 115 + 112.5 * sin(end))
        let innerEnd = Point(x: 115 + 41.5 * cos(end), y: 115 + 41.5 * sin(end))
        #expect(subpath.points.contains { ($0 - outerEnd).length < 1e-6 })
        #expect(subpath.points.contains { ($0 - innerEnd).length < 1e-6 })
        // Every point lies on one of the two circles.
        #expect(subpath.points.allSatisfy { abs(($0 - center).length - 112.5) < 0.02 || abs(($0 - center).length - 41.5) < 0.02 })
    }

    @Test func counterIsClampedInSwiftAndRejectedOnTheCommandLine() {
        #expect(CounterGeometry(size: Size(square: 230), counter: -1).counter == 0)
        #expect(CounterGeometry(size: Size(square: 230), counter: 9).counter == 8)
        #expect(CounterGeometry(size: Size(square: 230), counter: 14, numberOfGlasses: 12).counter == 12)
        #expect(buildError(component, ["counter": "-1"])
            == "component 'counter', parameter 'counter': '-1' is not allowed: expected a whole number from 0 to 8")
        #expect(buildError(component, ["counter": "9"])
            == "component 'counter', parameter 'counter': '9' is not allowed: expected a whole number from 0 to 8")
        #expect(buildError(component, ["counter": "8"]) == nil)
    }

    @Test func recordsArcThenOutlineWithTheStoryboardColours() throws {
        let list = try component.build(["label": "false"]).scene().displayList(size: Size(square: 230))
        guard list.operations.count == 2,
              case .stroke(_, .color(let counterColor), let arcStyle, _) = list.operations[0],
              case .stroke(_, .color(let outlineColor), let outlineStyle, _) = list.operations[1] else {
            Issue.record("unexpected operations \(list.operations)")
            return
        }
        #expect(counterColor == Color(red8: 87, green8: 218, blue8: 213))
        #expect(outlineColor == Color(red8: 34, green8: 110, blue8: 100))
        #expect(arcStyle.lineWidth == 76)
        #expect(outlineStyle.lineWidth == 5)
    }

    @Test func labelIsTheCountCentred() throws {
        let list = try component.build(["counter": "7"]).scene().displayList(size: Size(square: 230))
        #expect(list.operations.count == 3)
        guard case .fill(let glyphs, .color(.black), _, let transform) = list.operations.last else {
            Issue.record("no label fill in \(list.operations)")
            return
        }
        let ink = glyphs.applying(transform).boundingRect
        #expect(abs(ink.midX - 115) < 2)
        #expect(abs(ink.midY - 115) < 3)
        #expect(ink.height > 20 && ink.height < 30)   // a 36-pixel digit is about 26 pixels tall
    }

    @Test func staysSquareAndCentredOnAWideCanvas() throws {
        let list = try component.build(["label": "false"]).scene().displayList(size: Size(width: 400, height: 200))
        guard case .stroke(let arc, _, _, let transform) = list.operations.first else {
            Issue.record("no arc")
            return
        }
        let bounds = arc.applying(transform).boundingRect
        #expect(abs(bounds.midX - 200) < 1e-6)
        // The square is 200 wide: the arc's centre line has radius 100 − arcWidth/2.
        let arcWidth = 76 * 200 / 230.0
        #expect(abs(bounds.minY - arcWidth / 2) < 1e-6)
    }

    @Test(arguments: [
        ("counter-5-230", ["counter": "5"], Size(square: 230)),
        ("counter-0-230", ["counter": "0"], Size(square: 230)),
        ("counter-8-230", ["counter": "8"], Size(square: 230)),
        ("counter-5-120", ["counter": "5"], Size(square: 120)),
        ("counter-3-nolabel-wide", ["counter": "3", "label": "false", "counter-color": "orange",
                                    "outline-color": "blue"], Size(width: 300, height: 160)),
    ] as [(String, [String: String], Size)])
    func golden(name: String, arguments: [String: String], size: Size) throws {
        try expectGolden(component, arguments, size: size, named: name)
    }
}
