import Testing
import Vellum
@testable import VellumBadgePlugin
import VellumComponents

@Suite("Badge parameters")
struct BadgeParameterTests {
    @Test("out-of-range values are rejected with what is allowed", arguments: [
        ("rotation-count", "0", "component 'badge', parameter 'rotation-count': '0' is not allowed: expected a whole number from 1 to 24"),
        ("rotation-count", "25", "component 'badge', parameter 'rotation-count': '25' is not allowed: expected a whole number from 1 to 24"),
        ("symbol-opacity", "1.5", "component 'badge', parameter 'symbol-opacity': '1.5' is not allowed: expected a number from 0 to 1"),
        ("symbol-scale", "0", "component 'badge', parameter 'symbol-scale': '0' is not allowed: expected a number from 0.05 to 1"),
        ("gradient-start", "pinkish", "component 'badge', parameter 'gradient-start': 'pinkish' is not allowed: expected #rgb, #rrggbb, #rrggbbaa or a CSS colour name"),
    ])
    func rejects(name: String, value: String, message: String) {
        #expect {
            _ = try BadgePlugin.badge.build([name: value])
        } throws: { error in
            (error as? ComponentError)?.description == message
        }
    }

    @Test("a misspelt parameter is named with a suggestion")
    func misspelt() {
        #expect {
            _ = try BadgePlugin.badge.build(["rotation-cuont": "6"])
        } throws: { error in
            guard let error = error as? ComponentError, case .unknownParameter(_, _, let suggestion, _) = error else { return false }
            return suggestion == "rotation-count"
        }
    }

    @Test("the plugin registers, with defaults the seed's and every variation valid")
    func registers() throws {
        var registry = ComponentRegistry()
        try registry.register(BadgePlugin.plugin)
        let component = try registry.component(named: "badge")
        let values = try component.values(from: [:])
        #expect(values[.rotationCount] == 8)
        #expect(values[.gradientStart].hexString == "#ef78dd")
        #expect(values[.gradientEnd].hexString == "#efac78")
        #expect(values[.symbolColor].hexString == "#4f4fbf")
        #expect(values[.symbolOpacity] == 0.5 && values[.symbolScale] == 0.25)
        #expect(component.defaultSize == Size(square: 256))
        for variation in component.variations {
            _ = try component.build(variation.arguments)
        }
    }
}
