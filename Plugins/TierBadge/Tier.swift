/// A solved.ac tier, from Bronze up to Master.
public enum Tier: String, CaseIterable, Hashable, Sendable {
    case bronze, silver, gold, platinum, diamond, ruby, master

    /// The name with a capital, as solved.ac writes it.
    public var displayName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// Whether the tier is divided into levels V…I (every tier but Master).
    public var hasLevels: Bool { self != .master }
}

/// A tier and a level within it: what a solved.ac tier index (1–31) names.
///
/// Levels count down as solved.ac's Roman numerals do: level 5 is V, the lowest step of a tier,
/// and level 1 is I, the highest. Index 1 is Bronze V, 5 Bronze I, 6 Silver V, …, 30 Ruby I, and
/// 31 Master, which has no levels.
public struct TierRank: Hashable, Sendable, CustomStringConvertible {
    /// The levels a tier has, highest (1) to lowest (5).
    public static let levels = 1...5
    /// The tier indices solved.ac gives ranked users.
    public static let indices = 1...31

    /// The tier.
    public let tier: Tier
    /// The level, 1 (I) to 5 (V); `nil` for Master.
    public let level: Int?

    /// Tier `tier` at `level`; `nil` when the level is not 1–5. Master ignores the level.
    public init?(tier: Tier, level: Int) {
        if tier == .master {
            self.tier = .master
            self.level = nil
            return
        }
        guard Self.levels.contains(level) else { return nil }
        self.tier = tier
        self.level = level
    }

    /// The rank solved.ac's tier index names; `nil` outside 1–31.
    public init?(index: Int) {
        guard Self.indices.contains(index) else { return nil }
        let ranked = Tier.allCases.filter(\.hasLevels)
        guard index <= ranked.count * Self.levels.count else {
            self.init(tier: .master, level: 1)
            return
        }
        let step = (index - 1) % Self.levels.count       // 0 for V … 4 for I
        self.init(tier: ranked[(index - 1) / Self.levels.count], level: Self.levels.upperBound - step)
    }

    /// The solved.ac tier index (1–31).
    public var index: Int {
        guard let level, let position = Tier.allCases.firstIndex(of: tier) else { return Self.indices.upperBound }
        return position * Self.levels.count + (Self.levels.upperBound - level) + 1
    }

    /// "Gold III", "Master".
    public var description: String {
        level.map { "\(tier.displayName) \(TierNumerals.roman.numeral(for: $0))" } ?? tier.displayName
    }
}

/// How the level is written on the badge.
public enum TierNumerals: String, CaseIterable, Hashable, Sendable {
    /// 1…5, as the seed's badge shows it.
    case arabic
    /// I…V, as solved.ac names the levels.
    case roman

    /// The numeral for `level` (1–5).
    public func numeral(for level: Int) -> String {
        switch self {
        case .arabic: String(level)
        case .roman: ["I", "II", "III", "IV", "V"][level - 1]
        }
    }

    /// What the badge of `rank` shows: its level, or "M" for Master, which has none.
    public func numeral(for rank: TierRank) -> String {
        rank.level.map { numeral(for: $0) } ?? "M"
    }
}
