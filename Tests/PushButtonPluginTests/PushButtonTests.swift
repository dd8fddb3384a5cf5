import VellumTestSupport
import Testing
import Vellum
import VellumComponents
import VellumPushButtonPlugin

@Suite("push-button")
struct PushButtonTests {
    let component = PushButtonPlugin.pushButton

    @Test func plusStrokesAreCentredAtSixTenthsWithTheHalfPointShift() {
        // 100 × 100: the sign is 60 long, from 20 to 80, every point moved by (0.5, 0.5).
        let segments = PushButton(kind: .add).signSegments(in: Size(square: 100))
        #expect(segments == [
            PushButton.Segment(start: Point(x: 20.5, y: 50.5), end: Point(x: 80.5, y: 50.5)),
            PushButton.Segment(start: Point(x: 50.5, y: 20.5), end: Point(x: 50.5, y: 80.5)),
        ])
    }

    @Test func minusHasOnlyTheHorizontalStroke() {
        let segments = PushButton(kind: .minus).signSegments(in: Size(square: 50))
        #expect(segments == [PushButton.Segment(start: Point(x: 10.5, y: 25.5), end: Point(x: 40.5, y: 25.5))])
    }

    @Test func signFollowsTheSmallerSideOfAnOval() {
        let segments = PushButton(kind: .add, scale: 0.5).signSegments(in: Size(width: 200, height: 80))
        #expect(segments[0] == PushButton.Segment(start: Point(x: 80.5, y: 40.5), end: Point(x: 120.5, y: 40.5)))
        #expect(segments[1] == PushButton.Segment(start: Point(x: 100.5, y: 20.5), end: Point(x: 100.5, y: 60.5)))
    }

    @Test func recordsTheOvalThenOneWhiteStrokeThreeWide() throws {
        let list = try component.build().scene().displayList(size: Size(square: 100))
        guard list.operations.count == 2,
              case .fill(let oval, .color(let fill), _, _) = list.operations[0],
              case .stroke(let sign, .color(let white), let style, _) = list.operations[1] else {
            Issue.record("unexpected operations \(list.operations)")
            return
        }
        #expect(oval.boundingRect == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(fill == Color(red8: 87, green8: 218, blue8: 213))
        #expect(white == .white)
        #expect(style.lineWidth == 3)
        #expect(sign.elements == [.move(to: Point(x: 20.5, y: 50.5)), .line(to: Point(x: 80.5, y: 50.5)),
                                  .move(to: Point(x: 50.5, y: 20.5)), .line(to: Point(x: 50.5, y: 80.5))])
    }

    @Test func fillDefaultsToTheKindsStoryboardColour() throws {
        // Away from the sign, inside the circle.
        let add = try pixel(of: component, x: 30, y: 30)
        let minus = try pixel(of: component, ["kind": "minus"], x: 30, y: 30)
        let custom = try pixel(of: component, ["kind": "minus", "fill": "#0000ff"], x: 30, y: 30)
        #expect(add == RGBA8(r: 87, g: 218, b: 213, a: 255))
        #expect(minus == RGBA8(r: 238, g: 77, b: 77, a: 255))
        #expect(custom == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func fillParsing() throws {
        #expect(try ButtonFill(parsing: "auto") == .automatic)
        #expect(try ButtonFill(parsing: " AUTO ") == .automatic)
        #expect(try ButtonFill(parsing: "red") == .color(.cssRed))
        #expect(ButtonFill.automatic.resolved(for: .minus) == Color(red8: 238, green8: 77, blue8: 77))
        #expect(ButtonFill.color(.blue).resolved(for: .add) == .blue)
        #expect(throws: ParameterValueError.self) { try ButtonFill(parsing: "automatic") }
    }

    @Test func crispLinesCoverWholePixels() throws {
        // The 3-wide horizontal stroke centred on y = 50.5 covers rows 49…51 fully and nothing
        // of rows 48 and 52 — the point of the half-point shift.
        let image = try component.renderForTest()
        for y in 49...51 { #expect(image.straightPixel(x: 30, y: y) == RGBA8(r: 255, g: 255, b: 255, a: 255)) }
        for y in [48, 52] { #expect(image.straightPixel(x: 30, y: y) == RGBA8(r: 87, g: 218, b: 213, a: 255)) }
    }

    @Test func invalidParametersAreComponentErrors() {
        #expect(buildError(component, ["fill": "blurple"]) == "component 'push-button', parameter 'fill': "
            + "'blurple' is not allowed: expected auto, #rgb, #rrggbb, #rrggbbaa or a CSS colour name")
        #expect(buildError(component, ["kind": "times"]) == "component 'push-button', parameter 'kind': "
            + "'times' is not allowed: expected one of: add, minus")
        #expect(buildError(component, ["line-width": "0"]) == "component 'push-button', parameter 'line-width': "
            + "'0' is not allowed: expected a number from 0.5 to 50")
    }

    @Test(arguments: [
        ("push-button-add-100", [:], Size(square: 100)),
        ("push-button-minus-100", ["kind": "minus"], Size(square: 100)),
        ("push-button-add-50", [:], Size(square: 50)),
        ("push-button-minus-50", ["kind": "minus"], Size(square: 50)),
        ("push-button-add-oval", ["fill": "#4060c0", "scale": "0.4"], Size(width: 160, height: 100)),
    ] as [(String, [String: String], Size)])
    func golden(name: String, arguments: [String: String], size: Size) throws {
        try expectGolden(component, arguments, size: size, named: name)
    }
}
