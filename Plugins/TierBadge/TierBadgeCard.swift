import VellumCore
import VellumScene

/// The `tier-badge` component's picture: a ``TierBadge`` sized to the canvas with a margin for its
/// shadow, and an optional line of text beneath it.
struct TierBadgeCard: Node {
    var badge: TierBadge
    var label: String
    var labelColor: Color
    var metrics: Metrics

    /// Sizes derived from the canvas, so the whole card — shield point and label included —
    /// fits and is centred.
    struct Metrics: Hashable {
        /// The badge's width.
        var width: Double
        /// The box the label is fitted into, or `nil` without a label.
        var label: Size?
        /// The space between the shield's point and the label.
        var spacing: Double

        /// A margin of 6 % of the shorter side all round, widened by 2.5 × the glow's radius
        /// (where its halo fades out); the label takes a line of 13 % of the shorter side.
        init(canvas: Size, hasLabel: Bool, glow: Double = 0) {
            let side = min(canvas.width, canvas.height)
            let margin = side * 0.06 + 2.5 * glow
            let labelHeight = hasLabel ? side * 0.13 : 0
            spacing = hasLabel ? side * 0.03 : 0
            width = min(canvas.width - 2 * margin,
                        (canvas.height - 2 * margin - labelHeight - spacing) / TierBadgeShape.heightRatio)
            label = hasLabel ? Size(width: canvas.width - 2 * margin, height: labelHeight) : nil
        }
    }

    var body: some Node {
        VStack(spacing: metrics.spacing) {
            badge.frame(width: metrics.width, height: metrics.width * TierBadgeShape.heightRatio, alignment: .top)
            if let box = metrics.label {
                // The font is sized to the line's height; a long label shrinks to the width.
                Text(label)
                    .font(.system(size: box.height / 1.2, weight: .bold))
                    .foregroundColor(labelColor)
                    .minimumScaleFactor(0.2)
                    .frame(width: box.width, height: box.height)
            }
        }
    }
}
