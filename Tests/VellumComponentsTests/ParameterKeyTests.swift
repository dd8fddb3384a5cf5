import Foundation
import Testing
import VellumComponents
import VellumCore
import VellumScene

/// A choice parameter's Swift type: its cases are the allowed values.
private enum Shade: String, CaseIterable, ParameterChoice {
    case light, dark, extraDark = "extra-dark"
}

extension ParameterKey where Value == Int {
    fileprivate static let count = ParameterKey("count", default: 7, range: 0...8, summary: "How many.")
}

extension ParameterKey where Value == Double {
    fileprivate static let opacity = ParameterKey("opacity", default: 0.5, range: 0...1, summary: "How opaque.")
}

extension ParameterKey where Value == Shade {
    fileprivate static let shade = ParameterKey("shade", default: .light, summary: "How dark.")
}

extension ParameterKey where Value == Date {
    fileprivate static let time = ParameterKey("time", summary: "When.")
}

extension ParameterKey where Value == Angle {
    fileprivate static let turn = ParameterKey("turn", default: .degrees(90), range: 0...360, summary: "How far.")
}

extension ParameterKey where Value == Bool {
    /// Declared by no component.
    fileprivate static let undeclared = ParameterKey("undeclared", default: false, summary: "Nobody's.")
}

extension ParameterKey where Value == String {
    fileprivate static let caption = ParameterKey("caption", default: "", maxLength: 20, summary: "What it says.")
}

/// A square tagged `plus` whose press adds one to `count`, up to its maximum.
private let counter: Component = {
    var counter = Component(name: "counter", summary: "test", parameters: .count, .opacity, .shade, .time, .turn,
                            .caption, defaultSize: Size(square: 10)) { values in
        ComponentBody(Rectangle().fill(.black.opacity(values[.opacity])).tag("plus"))
    }
    counter.press = { tags, values in
        var pressed = values
        if tags.contains("plus") { pressed[.count] = min(values[.count] + 1, 8) }
        return pressed
    }
    return counter
}()

@Suite struct ParameterKeyTests {
    @Test func readsThroughKeysAreTyped() throws {
        let values = try counter.values(from: ["count": "3", "shade": "Extra-Dark", "time": "2026-11-22T01:09:30Z",
                                               "caption": "골드"])
        let count: Int = values[.count]
        let shade: Shade = values[.shade]
        #expect(count == 3)
        #expect(shade == .extraDark)
        #expect(values[.time] == Date(timeIntervalSince1970: 1_795_309_770))
        #expect(values[.caption] == "골드")
        // Not given: the declared defaults.
        #expect(values[.opacity] == 0.5)
        #expect(values[.turn] == .degrees(90))
    }

    @Test func keysDescribeTheParametersListingsAndParsersUse() {
        #expect(counter.parameters.map(\.name) == ["count", "opacity", "shade", "time", "turn", "caption"])
        let shade = counter.parameter(named: "shade")
        #expect(shade?.kind == .choice(["light", "dark", "extra-dark"]))
        #expect(shade?.defaultValue == .value(.choice("light")))
        #expect(counter.parameter(named: "count")?.kind == .integer(0...8))
        #expect(counter.parameter(named: "time")?.defaultValue == .now)
    }

    @Test func aWrittenValueIsReadBack() throws {
        var values = try counter.values(from: [:])
        values[.shade] = .dark
        values[.count] += 1
        #expect(values[.shade] == .dark)
        #expect(values[.count] == 8)
    }

    @Test func aPressAnswersWithTheValuesItChanged() throws {
        let values = try counter.values(from: ["count": "5", "opacity": "1"])
        #expect(try counter.arguments(pressedAt: Point(x: 5, y: 5), values: values) == ["count": "6"])
        // At the maximum the press changes nothing, and so answers nothing.
        let full = try counter.values(from: ["count": "8", "opacity": "1"])
        #expect(try counter.arguments(pressedAt: Point(x: 5, y: 5), values: full) == nil)
    }

    /// A mistake in the plugin, which the compiler cannot see: it stops the program, naming the
    /// parameter.
    @Test func readingAKeyTheComponentDoesNotDeclareTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = try counter.values(from: [:])[.undeclared]
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("parameter 'undeclared', which it does not declare"), "\(message)")
    }
}
