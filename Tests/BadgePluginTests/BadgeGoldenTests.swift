import Testing
import Vellum
import VellumBadgePlugin
import VellumComponents
import VellumTestSupport

@Suite("Badge golden images")
struct BadgeGoldenTests {
    typealias Case = GoldenCase

    static let cases: [Case] = [
        Case(name: "default-256", arguments: [:], size: Size(square: 256)),
        Case(name: "default-96", arguments: [:], size: Size(square: 96)),
        Case(name: "wide-320x200", arguments: [:], size: Size(width: 320, height: 200)),
        Case(name: "six-256", arguments: ["rotation-count": "6"], size: Size(square: 256)),
        Case(name: "twelve-160", arguments: ["rotation-count": "12"], size: Size(square: 160)),
        Case(name: "night-256", arguments: BadgePlugin.badge.variations.first { $0.label == "night" }!.arguments,
             size: Size(square: 256)),
        Case(name: "forest-256", arguments: BadgePlugin.badge.variations.first { $0.label == "forest" }!.arguments,
             size: Size(square: 256)),
    ]

    @Test("renders match the recorded references", arguments: cases)
    func golden(_ test: Case) throws {
        try expectGolden(BadgePlugin.badge, test.arguments, size: test.size, named: test.name)
    }
}
