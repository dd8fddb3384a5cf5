import Testing
import Vellum
import VellumComponents
import VellumTierBadgePlugin

@Suite("Tier badge parameters")
struct TierBadgeParameterTests {
    @Test("out-of-range levels and indices and unknown tiers are rejected with what is allowed", arguments: [
        ("level", "0", "component 'tier-badge', parameter 'level': '0' is not allowed: expected a whole number from 1 to 5"),
        ("level", "6", "component 'tier-badge', parameter 'level': '6' is not allowed: expected a whole number from 1 to 5"),
        ("index", "32", "component 'tier-badge', parameter 'index': '32' is not allowed: expected a whole number from 0 to 31"),
        ("index", "-1", "component 'tier-badge', parameter 'index': '-1' is not allowed: expected a whole number from 0 to 31"),
        ("tier", "gld", "component 'tier-badge', parameter 'tier': 'gld' is not allowed: expected one of: bronze, silver, gold, platinum, diamond, ruby, master"),
        ("palette", "rainbow", "component 'tier-badge', parameter 'palette': 'rainbow' is not allowed: expected one of: per-level, per-tier"),
        ("shadow-radius", "25", "component 'tier-badge', parameter 'shadow-radius': '25' is not allowed: expected a number from 0 to 20"),
    ])
    func rejects(name: String, value: String, message: String) {
        #expect {
            _ = try TierBadgePlugin.tierBadge.build([name: value])
        } throws: { error in
            (error as? ComponentError)?.description == message
        }
    }

    @Test("tier names are case-insensitive, as every choice")
    func caseInsensitive() throws {
        let values = try TierBadgePlugin.tierBadge.values(from: ["tier": "Ruby", "level": "2"])
        #expect(TierBadgePlugin.rank(from: values).description == "Ruby II")
    }

    @Test("the plugin registers and every variation builds")
    func registers() throws {
        var registry = ComponentRegistry()
        try registry.register(TierBadgePlugin.plugin)
        let component = try registry.component(named: "tier-badge")
        #expect(component.parameters.map(\.name) == ["tier", "level", "index", "palette", "numerals", "label",
                                                     "label-color", "shadow-radius", "glow", "duotone"])
        for variation in component.variations {
            _ = try component.build(variation.arguments).scene().displayList(size: component.defaultSize)
        }
    }
}
