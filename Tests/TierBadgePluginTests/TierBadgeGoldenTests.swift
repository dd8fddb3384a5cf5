import Testing
import Vellum
import VellumComponents
import VellumTestSupport
import VellumTierBadgePlugin

@Suite("Tier badge golden images")
struct TierBadgeGoldenTests {
    typealias Case = GoldenCase

    static let cases: [Case] = [
        Case(name: "default-256", arguments: [:], size: Size(square: 256)),
        Case(name: "default-96", arguments: [:], size: Size(square: 96)),
        Case(name: "ruby-1-256", arguments: ["index": "30"], size: Size(square: 256)),
        Case(name: "master-256", arguments: ["tier": "master"], size: Size(square: 256)),
        Case(name: "hangul-label-256", arguments: ["index": "13", "label": "골드 III"], size: Size(square: 256)),
        Case(name: "arabic-label-256", arguments: ["index": "13", "label": "ذهب III"], size: Size(square: 256)),
        Case(name: "hindi-label-256", arguments: ["index": "13", "label": "स्वर्ण III"], size: Size(square: 256)),
        Case(name: "emoji-label-256", arguments: ["tier": "gold", "level": "1", "label": "🏆 Gold I"], size: Size(square: 256)),
        Case(name: "roman-per-tier-label-200x320", arguments: ["tier": "diamond", "level": "4", "numerals": "roman",
                                                               "palette": "per-tier", "label": "Diamond IV",
                                                               "label-color": "#00b4fc"],
             size: Size(width: 200, height: 320)),
        Case(name: "glowing-diamond-1-256", arguments: ["tier": "diamond", "level": "1", "glow": "8"], size: Size(square: 256)),
        Case(name: "duotone-ruby-2-256", arguments: ["tier": "ruby", "level": "2", "duotone": "true"], size: Size(square: 256)),
    ] + ["bronze", "silver", "gold", "platinum", "diamond", "ruby", "master"].map {
        Case(name: "tier-\($0)-1-96", arguments: ["tier": $0, "level": "1"], size: Size(square: 96))
    }

    @Test("renders match the recorded references", arguments: cases)
    func golden(_ test: Case) throws {
        try expectGolden(TierBadgePlugin.tierBadge, test.arguments, size: test.size, named: test.name)
    }
}
