import VellumTestSupport
import Foundation
import Testing
import Vellum
import VellumCardsPlugin
import VellumComponents
import VellumTierBadgePlugin

/// The cards plugin: its components' pictures (goldens checked by eye), their geometry, and the
/// rating ladder the profile card reads.
@Suite("cards")
struct CardsComponentTests {
    static let golden = GoldenImage.directory(for: #filePath)

    /// Renders `component` with `arguments` on its default canvas and compares with a golden.
    private func expectGolden(_ component: Component, _ arguments: [String: String] = [:], named name: String,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let pixmap = try component.build(arguments).scene().render(size: component.defaultSize, backend: .raster)
        let difference = try GoldenImage.compare(pixmap, withGoldenAt: Self.golden + "/" + name + ".png")
        #expect(difference.isWithinTolerance, "\(name): \(difference)", sourceLocation: sourceLocation)
    }

    @Test func goldens() throws {
        try expectGolden(CardsPlugin.profileCard, named: "profile-card")
        try expectGolden(CardsPlugin.profileCard, ["handle": "newcomer", "rating": "0"], named: "profile-card-unrated")
        try expectGolden(CardsPlugin.profileCard, ["handle": "jh05013", "rating": "3120"], named: "profile-card-master")
        try expectGolden(CardsPlugin.shieldsBadge, named: "shields-badge")
        try expectGolden(CardsPlugin.shieldsBadge, ["label": "coverage", "message": "97%", "message-color": "#97ca00"],
                         named: "shields-badge-coverage")
        let logo = try #require(CardsPlugin.shieldsBadge.variations.first { $0.label == "logo" })
        try expectGolden(CardsPlugin.shieldsBadge, logo.arguments, named: "shields-badge-logo")
        try expectGolden(CardsPlugin.progressRing, named: "progress-ring")
        try expectGolden(CardsPlugin.progressRing, ["progress": "1", "ring-color": "green", "caption": "complete"],
                         named: "progress-ring-done")
    }

    @Test func theRatingLadderPlacesRatingsBetweenThresholds() {
        let gold = RatingLadder.standing(of: 1175)
        #expect(gold.rank == TierRank(tier: .gold, level: 3))
        #expect(gold.nextThreshold == 1250)
        #expect(abs(gold.progress - 0.5) < 1e-12)
        #expect(RatingLadder.standing(of: 29).rank == nil)
        #expect(RatingLadder.standing(of: 30).rank == TierRank(tier: .bronze, level: 5))
        let master = RatingLadder.standing(of: 3500)
        #expect(master.rank?.tier == .master && master.nextThreshold == nil && master.progress == 1)
        #expect(RatingLadder.thresholds.count == TierRank.indices.count)
        #expect(zip(RatingLadder.thresholds, RatingLadder.thresholds.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func theProgressBarFillsToTheRatingsShareOfItsTier() throws {
        // 1175 is half-way from Gold III (1100) to Gold II (1250): the bar's fill is half its track.
        let scene = Scene { ProfileCard(handle: "ada", rating: 1175).frame(width: 340) }
        _ = try scene.renderTree(size: Size(width: 360, height: 150))
        func capsules(_ node: SceneNode) -> [SceneNode] {
            (node.path.hasSuffix("Capsule") ? [node] : []) + node.children.flatMap(capsules)
        }
        let bars = try capsules(scene.root())
        #expect(bars.count == 2)
        #expect(abs(bars[1].frame.width - bars[0].frame.width / 2) < 1e-9)
    }

    @Test func theShieldsBadgeIsAsWideAsItsTexts() throws {
        func width(_ arguments: [String: String]) throws -> Double {
            let scene = try CardsPlugin.shieldsBadge.build(arguments).scene()
            _ = try scene.renderTree(size: Size(width: 400, height: 28))
            return try scene.root().frame.width
        }
        let short = try width(["label": "ci", "message": "ok"]), long = try width(["label": "coverage", "message": "97 percent"])
        #expect(long > short + 60)
        // Each part is its text plus 6 points a side.
        #expect(short > 36 && short < 60)
    }

    @Test func theRingIsDrawnInEveryBackend() throws {
        let body = try CardsPlugin.progressRing.build(["progress": "0.25", "ring-color": "#000000"])
        let size = Size(square: 160)
        let raster = try body.scene().render(size: size, backend: .raster)
        // A quarter from twelve o'clock: the arc passes through the top-right, the track alone
        // through the top-left.
        #expect(raster.straightPixel(x: 80 + 52, y: 80 - 52).a == 255)
        #expect(raster.straightPixel(x: 80 - 52, y: 80 - 52).a < 80)
        let svg = try body.scene().render(size: size, backend: .svg).text
        #expect(svg.contains("<path") && svg.contains("stroke-linecap=\"round\""))
    }

    @Test func badValuesAreErrorsNamingTheParameter() throws {
        #expect(throws: ComponentError.self) { try CardsPlugin.profileCard.build(["rating": "-5"]) }
        #expect(throws: ComponentError.self) { try CardsPlugin.progressRing.build(["progress": "1.5"]) }
        #expect(throws: ComponentError.self) { try CardsPlugin.shieldsBadge.build(["message": String(repeating: "x", count: 41)]) }
    }

    /// A 4 × 4 opaque red PNG as a data URI.
    static func redLogo() throws -> String {
        var pixmap = try Pixmap(width: 4, height: 4)
        try pixmap.draw { context in context.fill(Path(Rect(x: 0, y: 0, width: 4, height: 4)), with: .color(.cssRed)) }
        return "data:image/png;base64," + Data(try pixmap.pngData()).base64EncodedString()
    }

    @Test func aLogoGoesBeforeTheLabel() throws {
        func layout(_ arguments: [String: String]) throws -> (width: Double, pixmap: Pixmap) {
            let scene = try CardsPlugin.shieldsBadge.build(arguments).scene()
            let pixmap = try scene.render(size: Size(width: 160, height: 28), backend: .raster)
            return (try scene.root().frame.width, pixmap)
        }
        let plain = try layout([:]), logo = try layout(["logo": Self.redLogo()])
        // 14 points of picture, 3 to the label and 5 before it.
        #expect(abs(logo.width - plain.width - 22) < 1e-9)
        let left = (160 - logo.width) / 2
        let pixel = logo.pixmap.straightPixel(x: Int(left + 5 + 7), y: 14)
        // Red under the badge's faint sheen.
        #expect(pixel.r > 200 && pixel.g < 40 && pixel.b < 40 && pixel.a == 255, "\(pixel)")
    }

    @Test func aLogoThatIsNoPictureIsAnErrorNamingTheParameter() throws {
        for bad in ["https://example.com/logo.png", "data:image/png;base64,!!!", "data:image/png;base64,AAAA"] {
            #expect {
                try CardsPlugin.shieldsBadge.build(["logo": bad])
            } throws: { error in
                "\(error)".contains("logo") && "\(error)".contains("data:image")
            }
        }
    }
}
