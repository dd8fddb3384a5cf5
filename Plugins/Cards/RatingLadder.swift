import Vellum
import VellumTierBadgePlugin

/// solved.ac's rating ladder: the least rating of each tier index, from Bronze V (30) to
/// Master (3000), and where a rating stands on it.
public enum RatingLadder {
    /// The least rating of tier index `i + 1`: Bronze V…I, Silver, Gold, Platinum, Diamond, Ruby,
    /// Master — solved.ac's published thresholds.
    public static let thresholds = [
        30, 60, 90, 120, 150,
        200, 300, 400, 500, 650,
        800, 950, 1100, 1250, 1400,
        1600, 1750, 1900, 2000, 2100,
        2200, 2300, 2400, 2500, 2600,
        2700, 2800, 2850, 2900, 2950,
        3000,
    ]

    /// Where a rating stands: its rank (`nil` below Bronze V: unrated), the next rank's least
    /// rating (`nil` at Master), and the fraction of the way there.
    public struct Standing: Hashable, Sendable {
        /// The rank the rating earns, or `nil` for an unrated user.
        public var rank: TierRank?
        /// The rating the next rank starts at, or `nil` at Master.
        public var nextThreshold: Int?
        /// How far from this rank's threshold to the next the rating is, 0…1 (1 at Master).
        public var progress: Double
    }

    /// The standing of `rating`.
    public static func standing(of rating: Int) -> Standing {
        let reached = thresholds.lastIndex { $0 <= rating }
        let floor = reached.map { thresholds[$0] } ?? 0
        let next = thresholds.first { $0 > rating }
        let progress = next.map { Double(rating - floor) / Double($0 - floor) } ?? 1
        return Standing(rank: reached.flatMap { TierRank(index: $0 + 1) }, nextThreshold: next,
                        progress: min(max(progress, 0), 1))
    }
}
