import VellumCore
import VellumScene

/// Where a badge's colour comes from: solved.ac's shade for each level, or one colour per tier.
public enum TierPalette: String, CaseIterable, Hashable, Sendable {
    /// A shade per level, darker at V and lighter at I; Master is the three-colour gradient.
    case perLevel = "per-level"
    /// One colour per tier, Master included.
    case perTier = "per-tier"

    /// The shield's paint for `rank`.
    public func paint(for rank: TierRank) -> Paint {
        switch (self, rank.level) {
        case (.perLevel, let level?):
            .color(Self.levelColors[rank.tier]![Self.column(level)])
        case (.perLevel, nil):
            .linearGradient(colors: Self.masterGradient, startPoint: .topLeading, endPoint: .bottomTrailing)
        case (.perTier, _):
            .color(Self.tierColors[rank.tier]!)
        }
    }

    /// The gradient Master badges are drawn with: pink, lilac, cyan.
    public static let masterGradient = [
        Color(red8: 255, green8: 124, blue8: 168), Color(red8: 180, green8: 145, blue8: 255),
        Color(red8: 124, green8: 249, blue8: 255),
    ]

    /// One colour per tier.
    public static let tierColors: [Tier: Color] = [
        .bronze: hex(0xad5600), .silver: hex(0x435f7a), .gold: hex(0xec9a00), .platinum: hex(0x27e2a4),
        .diamond: hex(0x00b4fc), .ruby: hex(0xff0062), .master: hex(0xb300e0),
    ]

    /// Shades per tier, from level V (first) to level I (last).
    public static let levelColors: [Tier: [Color]] = [
        .bronze: [hex(0x9d4900), hex(0xa54f00), hex(0xad5600), hex(0xb55d0a), hex(0xc67739)],
        .silver: [hex(0x38546e), hex(0x3d5a74), hex(0x435f7a), hex(0x496580), hex(0x4e6a86)],
        .gold: [hex(0xd28500), hex(0xdf8f00), hex(0xec9a00), hex(0xf9a518), hex(0xffb028)],
        .platinum: [hex(0x00c78b), hex(0x00d497), hex(0x27e2a4), hex(0x3ef0b1), hex(0x51fdbd)],
        .diamond: [hex(0x009ee5), hex(0x00a9f0), hex(0x00b4fc), hex(0x2bbfff), hex(0x41caff)],
        .ruby: [hex(0xe0004c), hex(0xea0053), hex(0xf5005a), hex(0xff0062), hex(0xff3071)],
    ]

    /// The table column of `level`: V (5) is the first column, I (1) the last.
    private static func column(_ level: Int) -> Int { TierRank.levels.upperBound - level }

    private static func hex(_ rgb: Int) -> Color {
        Color(red8: rgb >> 16 & 0xff, green8: rgb >> 8 & 0xff, blue8: rgb & 0xff)
    }
}
