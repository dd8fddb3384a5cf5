import Vellum
import VellumTierBadgePlugin

/// A solved.ac-style profile card, written as a SwiftUI developer writes a card: the tier badge
/// beside the handle and the rank, and a progress bar from the rank's threshold to the next.
public struct ProfileCard: View {
    /// The user's handle.
    public var handle: String
    /// The solved.ac rating.
    public var rating: Int
    /// The card's background.
    public var background: Color

    /// A card for `handle` at `rating`.
    public init(handle: String, rating: Int, background: Color = .white) {
        self.handle = handle
        self.rating = rating
        self.background = background
    }

    private var standing: RatingLadder.Standing { RatingLadder.standing(of: rating) }

    /// The tier's paint: solved.ac's shade of the level, grey when unrated.
    private var tierStyle: AnyShapeStyle {
        standing.rank.map { AnyShapeStyle(TierPalette.perLevel.paint(for: $0)) } ?? AnyShapeStyle(Color.gray)
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack(spacing: 14) {
                badge
                VStack(alignment: .leading, spacing: 4) {
                    Text(handle)
                        .font(.system(size: 20, weight: .bold))
                    Text(standing.rank?.description ?? "Unrated")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
                Text("\(rating)")
                    .font(.system(size: 22, weight: .semibold, design: .rounded))
                    .monospacedDigit()
            }
            VStack(alignment: .leading, spacing: 6) {
                GeometryReader { proxy in
                    ZStack(alignment: .leading) {
                        Capsule()
                            .fill(Color.gray.opacity(0.2))
                        Capsule()
                            .fill(tierStyle)
                            .frame(width: proxy.size.width * standing.progress)
                    }
                }
                .frame(height: 8)
                HStack {
                    Text(standing.rank.map { "\(RatingLadder.thresholds[$0.index - 1])" } ?? "0")
                    Spacer()
                    Text(standing.nextThreshold.map { "next: \($0)" } ?? "top tier")
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
        }
        .padding(16)
        .background(background, in: RoundedRectangle(cornerRadius: 14))
        .overlay(RoundedRectangle(cornerRadius: 14).strokeBorder(Color.gray.opacity(0.25), lineWidth: 1))
    }

    @ViewBuilder private var badge: some View {
        if let rank = standing.rank {
            TierBadge(rank: rank, width: 40, shadowRadius: 1)
                .frame(width: 40, height: 40 * TierBadgeShape.heightRatio, alignment: .top)
        } else {
            TierBadgeShape()
                .fill(Color.gray.opacity(0.5))
                .frame(width: 40, height: 40)
                .frame(width: 40, height: 40 * TierBadgeShape.heightRatio, alignment: .top)
        }
    }
}
