import Testing
import Vellum
import VellumTestSupport

/// SwiftUI components written as SwiftUI code (the other files of this folder, each with only its
/// import changed), rendered by Vellum and compared with golden images checked by eye against
/// what SwiftUI draws (Docs/Porting.md lists where Vellum knowingly differs).
@Suite struct SwiftUIPortTests {
    static let golden = GoldenImage.directory(for: #filePath)

    /// Renders `view` on a canvas of `size` and expects it to match `Golden/<name>.png`.
    private func expectGolden<V: View>(_ view: V, size: Size, named name: String,
                                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        let pixmap = try Scene { view }.render(size: size, backend: .raster)
        let difference = try GoldenImage.compare(pixmap, withGoldenAt: Self.golden + "/" + name + ".png")
        #expect(difference.isWithinTolerance, "\(name): \(difference)", sourceLocation: sourceLocation)
    }

    static let stats = [Stat(title: "Solved", value: "1,204"), Stat(title: "Rating", value: "2,317"),
                        Stat(title: "Streak", value: "86 days")]

    @Test func statsCard() throws {
        try expectGolden(StatsCard(title: "This season", stats: Self.stats), size: Size(width: 280, height: 190),
                         named: "stats-card")
    }

    @Test func progressRing() throws {
        try expectGolden(ProgressRing(progress: 0.72), size: Size(width: 160, height: 160), named: "progress-ring")
    }

    @Test func shieldBadge() throws {
        try expectGolden(ShieldBadge(label: "build", message: "passing"), size: Size(width: 100, height: 24),
                         named: "shield-badge")
    }

    @Test func profileHeader() throws {
        try expectGolden(ProfileHeader(name: "Ada Lovelace", handle: "ada", isPro: true),
                         size: Size(width: 320, height: 100), named: "profile-header")
    }

    @Test func barChart() throws {
        try expectGolden(BarChart(values: [3, 5, 2, 8, 6], labels: ["M", "T", "W", "T", "F"]),
                         size: Size(width: 280, height: 180), named: "bar-chart")
    }

    @Test func radialClockFace() throws {
        try expectGolden(RadialClockFace(), size: Size(width: 200, height: 230), named: "radial-clock-face")
    }

    @Test func activityRings() throws {
        try expectGolden(ActivityRings(move: 0.8, exercise: 0.55, stand: 0.9), size: Size(width: 184, height: 184),
                         named: "activity-rings")
    }

    @Test func darkSettingsCard() throws {
        try expectGolden(DarkSettingsCard(), size: Size(width: 300, height: 220), named: "dark-settings-card")
    }

    @Test func theDarkCardDrawsDarkSystemColoursAndTheTint() throws {
        let card = try Scene { DarkSettingsCard() }.render(size: Size(width: 300, height: 220), backend: .raster)
        func rgb(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
            let p = card.straightPixel(x: x, y: y)
            return (p.r, p.g, p.b)
        }
        var found: Set<String> = []
        for y in 0..<220 {
            for x in 0..<300 {
                switch rgb(x, y) {
                case (255, 69, 58): found.insert("dark red")
                case (10, 132, 255): found.insert("dark blue tint")
                case (48, 209, 88): found.insert("dark green tint")
                case (255, 59, 48): found.insert("light red")
                default: break
                }
            }
        }
        #expect(found == ["dark red", "dark blue tint", "dark green tint"])
    }

    @Test func theRadialLayoutPutsTwelveAtTheTopAndSixAtTheBottom() throws {
        let scene = Scene { RadialLayout { ForEach(0..<4) { i in Color.black.frame(width: 4, height: 4).tag("mark\(i)") } } }
        _ = try scene.renderTree(size: Size(width: 100, height: 100))
        let top = try scene.node(tagged: "mark0").frame, right = try scene.node(tagged: "mark1").frame
        let bottom = try scene.node(tagged: "mark2").frame
        #expect(abs(top.midX - 50) < 1e-9 && abs(top.midY - 10) < 1e-9)
        #expect(abs(right.midX - 90) < 1e-9 && abs(right.midY - 50) < 1e-9)
        #expect(abs(bottom.midY - 90) < 1e-9)
    }

    @Test func theShieldBadgeIsAsWideAsItsTexts() throws {
        let short = Scene { ShieldBadge(label: "ci", message: "ok").tag("badge") }
        let long = Scene { ShieldBadge(label: "coverage", message: "97 percent").tag("badge") }
        _ = try short.renderTree(size: Size(width: 300, height: 40))
        _ = try long.renderTree(size: Size(width: 300, height: 40))
        let narrow = try short.node(tagged: "badge").frame, wide = try long.node(tagged: "badge").frame
        #expect(narrow.height == 20 && wide.height == 20)
        #expect(wide.width > narrow.width + 60)
    }

    @Test func theRingDrawsOnlyItsProgress() throws {
        let ring = try Scene { ProgressRing(progress: 0.25, color: .black) }.render(size: Size(width: 140, height: 140),
                                                                                 backend: .raster)
        // A quarter from twelve o'clock clockwise: the top-right arc is drawn at full strength,
        // the top-left one only as the faint track.
        let drawn = ring.straightPixel(x: 70 + 44, y: 70 - 44 + 2), track = ring.straightPixel(x: 70 - 44, y: 70 - 44 + 2)
        #expect(drawn.a == 255)
        #expect(track.a < 80)
    }
}
