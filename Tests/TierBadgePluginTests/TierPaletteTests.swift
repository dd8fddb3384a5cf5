import Testing
import Vellum
import VellumComponents
import VellumTierBadgePlugin

@Suite("Tier palette and ranks")
struct TierPaletteTests {
    /// DESIGN.md's per-level table in tier-index order (Bronze V = index 1 … Ruby I = index 30).
    static let perLevel = [
        "#9d4900", "#a54f00", "#ad5600", "#b55d0a", "#c67739",
        "#38546e", "#3d5a74", "#435f7a", "#496580", "#4e6a86",
        "#d28500", "#df8f00", "#ec9a00", "#f9a518", "#ffb028",
        "#00c78b", "#00d497", "#27e2a4", "#3ef0b1", "#51fdbd",
        "#009ee5", "#00a9f0", "#00b4fc", "#2bbfff", "#41caff",
        "#e0004c", "#ea0053", "#f5005a", "#ff0062", "#ff3071",
    ]

    /// The shield's paint as recorded.
    func shieldPaint(_ arguments: [String: String]) throws -> Paint {
        try #require(deviceFills(try tierList(arguments, size: Size(square: 64))).first).paint
    }

    @Test("every index 1–30 gets its level's colour, recorded on the shield")
    func perLevelTable() throws {
        for (offset, hex) in Self.perLevel.enumerated() {
            let paint = try shieldPaint(["index": String(offset + 1)])
            #expect(paint == .color(try Color(parsing: hex)), "index \(offset + 1)")
        }
    }

    @Test("index 13 is Gold III #ec9a00, index 30 Ruby I #ff3071, index 1 Bronze V #9d4900")
    func namedIndices() throws {
        #expect(TierRank(index: 13)?.description == "Gold III")
        #expect(TierRank(index: 30)?.description == "Ruby I")
        #expect(TierRank(index: 1)?.description == "Bronze V")
        #expect(TierRank(index: 31)?.description == "Master")
        #expect(TierRank(index: 0) == nil && TierRank(index: 32) == nil)
        #expect(try shieldPaint(["index": "13"]) == .color(try Color(parsing: "#ec9a00")))
        #expect(try shieldPaint(["index": "30"]) == .color(try Color(parsing: "#ff3071")))
        #expect(try shieldPaint(["tier": "gold", "level": "3"]) == .color(try Color(parsing: "#ec9a00")))
        for index in TierRank.indices { #expect(TierRank(index: index)?.index == index) }
    }

    @Test("per-tier: one colour per tier whatever the level", arguments: [
        ("bronze", "#ad5600"), ("silver", "#435f7a"), ("gold", "#ec9a00"), ("platinum", "#27e2a4"),
        ("diamond", "#00b4fc"), ("ruby", "#ff0062"), ("master", "#b300e0"),
    ])
    func perTier(tier: String, hex: String) throws {
        for level in 1...5 {
            let paint = try shieldPaint(["tier": tier, "level": String(level), "palette": "per-tier"])
            #expect(paint == .color(try Color(parsing: hex)), "\(tier) \(level)")
        }
    }

    @Test("Master, per level, is the pink → lilac → cyan gradient across the shield")
    func master() throws {
        for arguments in [["tier": "master"], ["index": "31"]] {
            guard case .linearGradient(let gradient) = try shieldPaint(arguments) else {
                Issue.record("Master is not drawn with a gradient")
                continue
            }
            #expect(gradient.gradient.stops.map(\.color) == [Color(red8: 255, green8: 124, blue8: 168),
                                                             Color(red8: 180, green8: 145, blue8: 255),
                                                             Color(red8: 124, green8: 249, blue8: 255)])
            #expect(gradient.gradient.stops.map(\.location) == [0, 0.5, 1])
            #expect(gradient.startPoint == Point(x: 0, y: 0) && gradient.endPoint == Point(x: 1, y: 1))
        }
    }

    @Test("a non-zero index wins over tier and level")
    func indexWins() throws {
        let values = try TierBadgePlugin.tierBadge.values(from: ["index": "30", "tier": "bronze", "level": "5"])
        #expect(TierBadgePlugin.rank(from: values) == TierRank(tier: .ruby, level: 1))
        let both = deviceFills(try tierList(["index": "30", "tier": "bronze", "level": "5"]))
        let ruby = deviceFills(try tierList(["tier": "ruby", "level": "1"]))
        #expect(both.map(\.paint) == ruby.map(\.paint))
        #expect(both.map(\.path) == ruby.map(\.path))           // the same numeral "1"
    }

    @Test("numerals: the seed's digit for the level, Roman on request, M for Master")
    func numerals() throws {
        #expect((1...5).map { TierNumerals.arabic.numeral(for: $0) } == ["1", "2", "3", "4", "5"])
        #expect((1...5).map { TierNumerals.roman.numeral(for: $0) } == ["I", "II", "III", "IV", "V"])
        #expect(TierNumerals.arabic.numeral(for: try #require(TierRank(index: 31))) == "M")
        #expect(TierNumerals.arabic.numeral(for: try #require(TierRank(index: 2))) == "4")
        // The drawn numeral changes with the choice.
        let arabic = deviceFills(try tierList(["level": "4"]))[2].path
        let roman = deviceFills(try tierList(["level": "4", "numerals": "roman"]))[2].path
        #expect(arabic != roman)
    }
}
