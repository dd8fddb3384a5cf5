import Testing
import Vellum
import VellumComponents
import VellumTestSupport
import VellumTierBadgePlugin

/// `TierBadge` used directly as a node, as the docs show it: rows of badges in one scene.
@Suite("Tier badge from Swift")
struct TierBadgeSwiftAPITests {
    /// A row of badges `width` wide, each framed to its full shield height, with a margin.
    static func row(_ ranks: [TierRank], width: Double) -> (Scene, Size) {
        let spacing = 8.0, margin = 6.0
        let height = width * TierBadgeShape.heightRatio
        let scene = Scene {
            HStack(spacing: spacing) {
                ForEach(ranks) { rank in
                    TierBadge(rank: rank, width: width).frame(width: width, height: height, alignment: .top)
                }
            }
        }
        let count = Double(ranks.count)
        return (scene, Size(width: count * width + (count - 1) * spacing + 2 * margin, height: height + 2 * margin))
    }

    @Test("every tier at level I in a row", arguments: [
        ("tiers-level-1", [5, 10, 15, 20, 25, 30, 31]),
        ("gold-levels", [11, 12, 13, 14, 15]),
    ])
    func rows(name: String, indices: [Int]) throws {
        let ranks = indices.compactMap(TierRank.init(index:))
        #expect(ranks.count == indices.count)
        let (scene, size) = Self.row(ranks, width: 64)
        let image = try scene.render(size: size, backend: .raster)
        let difference = try GoldenImage.compare(image, withGoldenAt: GoldenImage.directory() + "/row-\(name).png")
        #expect(difference.isWithinTolerance, "\(name): \(difference)")
    }
}
