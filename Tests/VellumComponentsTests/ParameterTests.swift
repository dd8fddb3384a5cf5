import Foundation
import Testing
import VellumComponents
import VellumCore

@Suite struct ParameterTests {
    @Test func parsesEveryKind() throws {
        #expect(try ParameterKind.number(0...10).parse("2.5") == .number(2.5))
        #expect(try ParameterKind.integer(1...5).parse("3") == .integer(3))
        #expect(try ParameterKind.boolean.parse("yes") == .boolean(true))
        #expect(try ParameterKind.boolean.parse("False") == .boolean(false))
        #expect(try ParameterKind.color.parse("#ec9a00") == .color(Color(red8: 236, green8: 154, blue8: 0)))
        #expect(try ParameterKind.choice(["add", "minus"]).parse("MINUS") == .choice("minus"))
        #expect(try ParameterKind.string(maxLength: 10).parse("골드") == .string("골드"))
        #expect(try ParameterKind.angle(0...360).parse("45") == .angle(.degrees(45)))
        #expect(try ParameterKind.timeZone.parse("Asia/Seoul") == .timeZone(TimeZone(identifier: "Asia/Seoul")!))
        let instant = try ParameterKind.instant.parse("2026-11-22T01:09:30Z")
        #expect(instant == .instant(Date(timeIntervalSince1970: 1_795_309_770)))
        let withOffset = try ParameterKind.instant.parse("2026-11-22T10:09:30+09:00")
        #expect(withOffset == instant)
        #expect(try ParameterKind.instant.parse("2026-11-22T01:09:30.250Z") != instant)
    }

    /// Out-of-range, wrong-type and malformed values are rejected with what is allowed.
    @Test(arguments: [
        (ParameterKind.number(0...10), "11", "from 0 to 10"),
        (.number(0...10), "nan", "number"),
        (.integer(1...5), "2.5", "whole number from 1 to 5"),
        (.boolean, "maybe", "true or false"),
        (.color, "blurple", "CSS colour"),
        (.choice(["add", "minus"]), "plus", "one of: add, minus"),
        (.string(maxLength: 3), "abcd", "at most 3"),
        (.instant, "yesterday", "ISO 8601"),
        (.instant, "2026-11-22T10:09:30", "ISO 8601"),
        (.timeZone, "Mars/Olympus", "IANA"),
    ])
    func rejectsBadValues(kind: ParameterKind, text: String, expected: String) {
        do {
            _ = try kind.parse(text)
            Issue.record("accepted \(text)")
        } catch {
            #expect(error.description.contains(expected), "\(error.description)")
            #expect(error.description.contains("'\(text)'"))
        }
    }

    @Test func suggestionsFindCloseNames() {
        let names = ["badge", "tier-badge", "push-button", "counter", "flo", "clock", "daytime-bar"]
        #expect(Suggestion.closest(to: "tierbadge", in: names) == "tier-badge")
        #expect(Suggestion.closest(to: "clokc", in: names) == "clock")
        #expect(Suggestion.closest(to: "zzzzzzzz", in: names) == nil)
    }
}

@Suite struct SuggestionTests {
    @Test(arguments: [("lvl", "level"), ("tier-bagde", "tier-badge"), ("colour", "color"), ("timezon", "timezone")])
    func suggestsPlausibleMisspellings(typed: String, meant: String) {
        let names = ["level", "tier", "tier-badge", "color", "timezone", "numerals", "index"]
        #expect(Suggestion.closest(to: typed, in: names) == meant)
    }

    @Test(arguments: ["xyz", "q", "zzzzzzzz"])
    func staysQuietForUnrelatedNames(typed: String) {
        #expect(Suggestion.closest(to: typed, in: ["level", "tier", "index"]) == nil)
    }
}
