import Foundation
import Testing
import VellumComponents
import VellumCore
import VellumScene

@Suite struct RegistryTests {
    private func component(_ name: String, parameters: [Parameter] = []) -> Component {
        Component(name: name, summary: "test", parameters: parameters) { _ in ComponentBody(EmptyNode()) }
    }

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

    @Test(arguments: [
        ("Bad_Name", [Parameter]()),
        ("ok", [Parameter.integer("level", 1...5, default: 9, "out of range")]),
        ("ok", [Parameter.boolean("x", default: true, ""), .boolean("x", default: false, "")]),
        ("ok", [Parameter.choice("kind", [], default: "a", "")]),
        ("ok", [Parameter("when", .number(0...1), default: .now, "")]),
        ("ok", [Parameter.number("Size", 0...1, default: 0.5, "")]),
    ])
    func rejectsInvalidDefinitions(name: String, parameters: [Parameter]) {
        var registry = ComponentRegistry()
        #expect(throws: ComponentError.self) { try registry.register(component(name, parameters: parameters)) }
    }

    @Test func unknownNamesSuggestTheClosest() throws {
        var registry = ComponentRegistry()
        try registry.register(component("tier-badge", parameters: [.integer("level", 1...5, default: 5, "")]))
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
        let c = component("clock", parameters: [.instant("time", "when"), .timeZone("timezone", default: "UTC", ""),
                                                .boolean("numerals", default: false, "")])
        let now = Date(timeIntervalSince1970: 1_000_000)
        let values = try c.values(from: ["numerals": "true"], now: now)
        #expect(values.instant("time") == now)
        #expect(values.timeZone("timezone").identifier == "GMT" || values.timeZone("timezone").identifier == "UTC")
        #expect(values.boolean("numerals"))
    }
}
