import Foundation
import Testing
import VellumComponents
import VellumCore
import VellumScene

/// A component drawing nothing, with the parameters `keys` declare.
private func component<each Value>(_ name: String, _ keys: repeat ParameterKey<each Value>,
                                   variations: [Component.Variation] = []) -> Component {
    Component(name: name, summary: "test", parameters: repeat each keys, variations: variations) { _ in
        ComponentBody(EmptyNode())
    }
}

@Suite struct RegistryTests {
    @Test func registersAndFindsComponents() throws {
        var registry = ComponentRegistry()
        try registry.register(Plugin(name: "demo", summary: "demo", components: [component("dot"), component("ring")]))
        #expect(registry.components.map(\.component.name) == ["dot", "ring"])
        #expect(try registry.component(named: "ring").name == "ring")
        #expect(registry.components.allSatisfy { $0.plugin == "demo" })
    }

    @Test func rejectsDuplicates() throws {
        var registry = ComponentRegistry()
        try registry.register(Plugin(name: "demo", summary: "", components: [component("dot")]))
        #expect(throws: ComponentError.duplicateName(kind: "component", name: "dot")) {
            try registry.register(component("dot"))
        }
        #expect(throws: ComponentError.duplicateName(kind: "plugin", name: "demo")) {
            try registry.register(Plugin(name: "demo", summary: "", components: []))
        }
        // A plugin with one bad component registers nothing.
        #expect(throws: ComponentError.self) {
            try registry.register(Plugin(name: "other", summary: "", components: [component("new"), component("dot")]))
        }
        #expect((try? registry.component(named: "new")) == nil)
    }

    /// What a key's type cannot rule out, and variations (written as text) that name an unknown
    /// parameter or give a bad value.
    @Test(arguments: [
        component("Bad_Name"),
        component("ok", ParameterKey<Int>("level", default: 9, range: 1...5, summary: "out of range")),
        component("ok", ParameterKey<Bool>("x", default: true, summary: ""), ParameterKey<Bool>("x", default: false, summary: "")),
        component("ok", ParameterKey<Double>("size", default: 1, range: 0...Double.infinity, summary: "")),
        component("ok", ParameterKey<String>("label", default: "", maxLength: 0, summary: "")),
        component("ok", ParameterKey<Double>("Size", default: 0.5, range: 0...1, summary: "")),
        component("ok", .level, variations: [.init("typo", ["levle": "3"])]),
        component("ok", .level, variations: [.init("too-high", ["level": "7"])]),
    ])
    func rejectsInvalidDefinitions(component: Component) {
        var registry = ComponentRegistry()
        #expect(throws: ComponentError.self) { try registry.register(component) }
    }

    @Test func unknownNamesSuggestTheClosest() throws {
        var registry = ComponentRegistry()
        try registry.register(component("tier-badge", .level))
        do {
            _ = try registry.component(named: "tier-bagde")
            Issue.record("found a misspelt component")
        } catch {
            #expect(error.description.contains("did you mean 'tier-badge'"))
        }
        let tier = try registry.component(named: "tier-badge")
        do {
            _ = try tier.values(from: ["levle": "3"])
            Issue.record("accepted a misspelt parameter")
        } catch {
            #expect(error.description.contains("'levle'") && error.description.contains("did you mean 'level'"))
        }
        do {
            _ = try tier.values(from: ["level": "7"])
            Issue.record("accepted an out-of-range level")
        } catch {
            #expect(error.description.contains("parameter 'level'") && error.description.contains("from 1 to 5"))
        }
    }

    @Test func defaultsAreFilledIn() throws {
        let c = component("clock", .time, .timeZone, .numerals)
        let now = Date(timeIntervalSince1970: 1_000_000)
        let values = try c.values(from: ["numerals": "true"], now: now)
        #expect(values[.time] == now)
        #expect(values[.timeZone] == TimeZone(identifier: "Asia/Seoul"))
        #expect(values[.numerals])
    }
}

extension ParameterKey where Value == Int {
    fileprivate static let level = ParameterKey("level", default: 5, range: 1...5, summary: "")
}

extension ParameterKey where Value == Date {
    fileprivate static let time = ParameterKey("time", summary: "when")
}

extension ParameterKey where Value == TimeZone {
    fileprivate static let timeZone = ParameterKey("timezone", default: TimeZone(identifier: "Asia/Seoul")!, summary: "")
}

extension ParameterKey where Value == Bool {
    fileprivate static let numerals = ParameterKey("numerals", default: false, summary: "")
}
