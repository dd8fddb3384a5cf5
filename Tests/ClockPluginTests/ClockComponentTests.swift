import VellumTestSupport
import Foundation
import Testing
import Vellum
import VellumClockPlugin
import VellumComponents

@Suite("clock")
struct ClockComponentTests {
    let component = ClockPlugin.clock
    let seoul = ["time": "2026-11-22T01:09:30Z", "timezone": "Asia/Seoul"]
    let canvas = Size(square: 256)
    // On 256 × 256: the face is 230.4 across, centred on (128, 128), radius 115.2.
    let clockSize = 230.4, c = 128.0

    func displayList(_ arguments: [String: String]) throws -> DisplayList {
        try component.build(arguments, size: canvas).scene().displayList(size: canvas)
    }

    /// The fills of the list in device space, with their colours.
    func fills(_ list: DisplayList) -> [(path: Path, color: Color)] {
        list.operations.compactMap {
            guard case .fill(let path, .color(let color), _, let transform) = $0 else { return nil }
            return (path.applying(transform), color)
        }
    }

    /// A point of an upright hand turned by `angle` (clockwise on screen) about the centre.
    func turned(_ p: Point, by angle: Double) -> Point {
        Point(x: c + p.x * cos(angle) - p.y * sin(angle), y: c + p.x * sin(angle) + p.y * cos(angle))
    }

    /// The hand's tip: `length` from the centre at `angle` clockwise from twelve.
    func tip(angle: Double, length: Double) -> Point {
        turned(Point(x: 0, y: -length), by: angle)
    }

    func contains(_ path: Path, _ point: Point) -> Bool {
        path.elements.contains {
            if case .line(let p) = $0 { (p - point).length < 1e-9 } else { false }
        }
    }

    @Test func faceIsFilledAndOutlinedByDay() throws {
        let list = try displayList(seoul)
        guard case .fill(let face, .color(let fill), _, _) = list.operations[0],
              case .stroke(let rim, .color(let ink), let style, let transform) = list.operations[1] else {
            Issue.record("unexpected operations \(list.operations.prefix(2))")
            return
        }
        #expect(fill == AnalogClock.defaultDayColor)
        #expect(ink == .black)
        #expect(style.lineWidth == 2)
        let bounds = face.boundingRect
        #expect(abs(bounds.minX - 12.8) < 1e-9 && abs(bounds.width - clockSize) < 1e-9)
        #expect((rim.applying(transform).boundingRect.center - Point(x: c, y: c)).length < 1e-9)
    }

    @Test func nightFaceIsDarkWithWhiteInk() throws {
        let list = try displayList(["time": "2026-11-22T01:09:30Z", "timezone": "America/New_York"])
        guard case .fill(_, .color(let fill), _, _) = list.operations[0],
              case .stroke(_, .color(let ink), _, _) = list.operations[1] else {
            Issue.record("unexpected operations")
            return
        }
        #expect(fill == AnalogClock.defaultNightColor)
        #expect(ink == .white)
        #expect(fills(list).filter { $0.color == .white }.count == 3)   // hour, minute, button
    }

    @Test func twelveTickStrokesAfterTheRim() throws {
        let strokes = try displayList(seoul).operations.filter { if case .stroke = $0 { true } else { false } }
        #expect(strokes.count == 13)
    }

    @Test func handsPointAtTenNineThirtyInSeoul() throws {
        let angles = ClockGeometry.handAngles(for: instant("2026-11-22T01:09:30Z"), in: zone("Asia/Seoul"))
        let hands = fills(try displayList(seoul)).dropFirst()   // after the face
        let black = hands.filter { $0.color == .black }, red = hands.filter { $0.color == .cssRed }
        #expect(black.count == 3 && red.count == 1)
        let hourLength = clockSize * 0.65 / 2
        #expect(contains(black[black.startIndex].path, tip(angle: angles.hour, length: hourLength)))
        // The kite is 7.5 to each side at two thirds of its length (256 × 256: no scaling).
        for side in [-7.5, 7.5] {
            #expect(contains(black[black.startIndex].path,
                             turned(Point(x: side, y: -hourLength * 0.67), by: angles.hour)))
        }
        #expect(contains(black[black.startIndex + 1].path, tip(angle: angles.minute, length: clockSize * 0.75 / 2)))
        // Thirty seconds: the red hand points straight down.
        #expect(contains(red[red.startIndex].path, Point(x: c, y: c + clockSize * 0.85 / 2)))
        // The centre button, 5 % of the face across.
        let button = black[black.startIndex + 2].path.boundingRect
        #expect(abs(button.width - clockSize * 0.05) < 1e-9 && (button.center - Point(x: c, y: c)).length < 1e-9)
    }

    @Test func dayOfMonthSymbolIsDefinedOnceAndDrawnOnceAtOnePointSixTimesTheCentre() throws {
        let list = try displayList(seoul)
        #expect(list.symbols.count == 1)
        #expect(list.symbols[0] != nil)
        let uses = list.operations.compactMap { operation -> VellumCore.AffineTransform? in
            guard case .useSymbol(let tag, let transform) = operation, tag == 0 else { return nil }
            return transform
        }
        #expect(uses.count == 1)
        let box = ClockDayView.size(forClockSize: clockSize)
        let center = Point(x: box.width / 2, y: box.height / 2).applying(try #require(uses.first))
        #expect((center - Point(x: 1.6 * c, y: c)).length < 1e-9)
        // Drawn last, over the hands, as the tutorial does after its Core Graphics closure.
        guard case .useSymbol = list.operations.last else {
            Issue.record("the day view is not drawn last")
            return
        }
    }

    @Test func dayViewShowsTheZonesDate() throws {
        // 01:09:30 UTC on the 22nd is still the 21st in New York.
        let list = try displayList(["time": "2026-11-22T01:09:30Z", "timezone": "America/New_York"])
        let symbol = try #require(list.symbols[0])
        let glyphs = symbol.operations.filter { if case .fill(_, .color(.black), _, _) = $0 { true } else { false } }
        #expect(glyphs.count == 1)
        let seoulSymbol = try #require(try displayList(seoul).symbols[0])
        #expect(symbol != seoulSymbol)
    }

    @Test func numeralsAreSymbolsStartingAtTwelveWithTheThreeUnderTheDayBox() throws {
        let list = try displayList(seoul.merging(["numerals": "true"]) { $1 })
        #expect(list.symbols.count == 12)
        var numeralUses: [Int: VellumCore.AffineTransform] = [:]
        for case .useSymbol(let tag, let transform) in list.operations {
            if let numeral = tag.value(as: ClockNumeralTag.self) { numeralUses[numeral.hour] = transform }
        }
        #expect(numeralUses.keys.sorted() == [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12])
        // The box of "12" is centred above the centre, 0.75 of the radius up.
        let twelve = try #require(numeralUses[12])
        let fontSize = clockSize * 0.1
        let boxCenter = Point(x: fontSize * 0.8, y: fontSize * 0.65).applying(twelve)
        #expect((boxCenter - Point(x: c, y: c - 0.75 * clockSize / 2)).length < 1e-9)
    }

    @Test func invalidParametersAreComponentErrors() {
        #expect(buildError(component, ["timezone": "Mars/Olympus"]) == "component 'clock', parameter 'timezone': "
            + "'Mars/Olympus' is not allowed: expected an IANA time zone such as Asia/Seoul or UTC")
        #expect(buildError(component, ["time": "2026-11-22 01:09"]) == "component 'clock', parameter 'time': "
            + "'2026-11-22 01:09' is not allowed: expected an ISO 8601 instant such as 2026-11-22T10:09:30Z")
        #expect(buildError(component, ["time": "2026-11-22T01:09:30"]) != nil)   // no zone: not one instant
        #expect(buildError(component, ["sunset": "5"]) == "component 'clock', parameter 'sunset': "
            + "'5' is not allowed: expected a number of hours after sunrise (6) up to 24")
        #expect(buildError(component, ["sunrise": "25"]) == "component 'clock', parameter 'sunrise': "
            + "'25' is not allowed: expected a number from 0 to 24")
    }

    @Test func dayAndNightPixels() throws {
        // Left of the centre, between the ticks and the hands: the face's colour.
        let day = try component.renderForTest(seoul).straightPixel(x: 50, y: 128)
        let night = try component.renderForTest(["timezone": "America/New_York"]).straightPixel(x: 50, y: 128)
        #expect(day == RGBA8(r: 135, g: 206, b: 250, a: 255))
        #expect(night == RGBA8(r: 25, g: 25, b: 112, a: 255))
    }

    @Test(arguments: [
        ("clock-seoul-day-256", ["timezone": "Asia/Seoul"], Size(square: 256)),
        ("clock-newyork-night-256", ["timezone": "America/New_York"], Size(square: 256)),
        ("clock-seoul-numerals-256", ["timezone": "Asia/Seoul", "numerals": "true"], Size(square: 256)),
        ("clock-newyork-numerals-128", ["timezone": "America/New_York", "numerals": "true"], Size(square: 128)),
        ("clock-seoul-day-512", ["timezone": "Asia/Seoul", "time": "2026-11-22T06:42:07.5Z"], Size(square: 512)),
        ("clock-colors-wide", ["timezone": "Europe/Paris", "sunrise": "8", "sunset": "17", "day-color": "#ffe4b5",
                               "night-color": "#2f2f4f"], Size(width: 320, height: 200)),
    ] as [(String, [String: String], Size)])
    func golden(name: String, arguments: [String: String], size: Size) throws {
        try expectGolden(component, arguments, size: size, named: name)
    }
}

@Suite("daytime-bar")
struct DaytimeBarComponentTests {
    let component = ClockPlugin.daytimeBar

    @Test func recordsThreeRectanglesAndTwoYellowLines() throws {
        let size = Size(width: 480, height: 20)
        let list = try component.build(["sunrise": "6.5"], size: size).scene().displayList(size: size)
        let rects = list.operations.compactMap { operation -> (Rect, Color)? in
            guard case .fill(let path, .color(let color), _, let t) = operation else { return nil }
            return (path.applying(t).boundingRect, color)
        }
        #expect(rects.map(\.0) == [Rect(x: 0, y: 0, width: 130, height: 20), Rect(x: 130, y: 0, width: 230, height: 20),
                                   Rect(x: 360, y: 0, width: 120, height: 20)])
        #expect(rects.map(\.1) == [.black, DaytimeBar.dayColor, .black])
        let lines = list.operations.compactMap { operation -> (Double, Double)? in
            guard case .stroke(let path, .color(DaytimeBar.hourLineColor), let style, let t) = operation else { return nil }
            return (path.applying(t).boundingRect.minX, style.lineWidth)
        }
        #expect(lines.map(\.0) == [0, 240])
        #expect(lines.allSatisfy { $0.1 == 3 })
        #expect(list.operations.count == 5)
    }

    @Test func markerAtTheZonesTimeOfDay() throws {
        let size = Size(width: 480, height: 20)
        let arguments = ["show-now": "true", "time": "2026-11-22T01:09:30Z", "timezone": "Asia/Seoul"]
        let list = try component.build(arguments, size: size).scene().displayList(size: size)
        guard case .stroke(let path, .color(.cssRed), _, let t) = list.operations.last else {
            Issue.record("no marker")
            return
        }
        #expect(abs(path.applying(t).boundingRect.minX - (10 + 9.5 / 60) / 24 * 480) < 1e-9)
    }

    @Test func sunsetMustFollowSunrise() {
        #expect(buildError(component, ["sunrise": "19", "sunset": "18"]) == "component 'daytime-bar', parameter "
            + "'sunset': '18' is not allowed: expected a number of hours after sunrise (19) up to 24")
    }

    @Test(arguments: [
        ("daytime-bar-320x24", [:], Size(width: 320, height: 24)),
        ("daytime-bar-marked-480x32", ["sunrise": "7.25", "sunset": "17.5", "show-now": "true",
                                       "timezone": "Asia/Seoul"], Size(width: 480, height: 32)),
    ] as [(String, [String: String], Size)])
    func golden(name: String, arguments: [String: String], size: Size) throws {
        try expectGolden(component, arguments, size: size, named: name)
    }
}

@Suite("clock scenes")
struct ClockSceneTests {
    @Test func twoClocksInOneSceneKeepTheirSymbolsApart() throws {
        let t = instant("2026-11-22T01:09:30Z")
        let scene = Scene {
            HStack(spacing: 0) {
                AnalogClock(time: t, timeZone: zone("Asia/Seoul"), showsNumerals: true).frame(width: 128, height: 128)
                AnalogClock(time: t, timeZone: zone("America/New_York"), showsNumerals: true, dayViewTag: "new-york")
                    .frame(width: 128, height: 128)
            }
        }
        let list = try scene.displayList(size: Size(width: 256, height: 128))
        #expect(list.symbols.count == 24)
        #expect(list.symbols[0] != list.symbols["new-york"])
    }
}
