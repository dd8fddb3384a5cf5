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

    static let stretches: [Stretch] = (0..<12).map { index in
        let step = Double(index)
        return Stretch(elevation: (120 + 14 * step + 6 * sin(step))...(150 + 16 * step + 10 * cos(step)),
                       heartRate: (96 + 8 * sin(step * 0.8))...(118 + 14 * abs(sin(step * 0.5)) + 2 * step))
    }

    static let trailSize = Size(width: 300, height: 170)

    /// The capsules' drawings, left to right.
    static func capsules(_ tree: RenderTree) -> [RenderDraw] {
        func collect(_ nodes: [RenderNode]) -> [RenderDraw] {
            nodes.flatMap { node -> [RenderDraw] in
                switch node {
                case .draw(let draw): draw.glyphRuns.isEmpty ? [draw] : []
                case .group(let group): collect(group.children)
                case .symbol: []
                }
            }
        }
        return Array(collect(tree.nodes).dropFirst())    // after the card's background
    }

    /// The trail card switched to heart rate inside `withAnimation`, 0.25 s in: the golden shows
    /// the capsules on their way, the left ones (which start first) furthest along.
    @Test func trailGraphMidAnimation() throws {
        let scene = Scene { TrailCard(stretches: Self.stretches, showsHeartRate: false).tag("card") }
        let before = Self.capsules(try scene.renderTree(size: Self.trailSize))
        var frames = try FrameSequence(scene: scene, size: Self.trailSize)
        try frames.next { scene in
            try withAnimation(.easeInOut(duration: 0.6)) {
                try scene.update("card", as: TrailCard.self) { $0.showsHeartRate = true }
            }
        }
        for _ in 0..<5 { try frames.next { try $0.advanceAnimations(by: 0.05) } }
        let full = try RasterBackend().render(try scene.renderTree(size: Self.trailSize), size: Self.trailSize)
        #expect(frames.frame.bytes == full.bytes, "the incremental frame equals a full render")
        let difference = try GoldenImage.compare(full, withGoldenAt: Self.golden + "/trail-graph-mid-animation.png")
        #expect(difference.isWithinTolerance, "\(difference)")

        let middle = Self.capsules(try scene.renderTree(size: Self.trailSize))
        try scene.advanceAnimations(by: 10)
        let after = Self.capsules(try scene.renderTree(size: Self.trailSize))
        #expect(before.count == 12 && middle.count == 12 && after.count == 12)
        func travelled(_ index: Int) -> Double {
            let start = before[index].path.boundingRect.height, end = after[index].path.boundingRect.height
            return (middle[index].path.boundingRect.height - start) / (end - start)
        }
        #expect(travelled(0) > travelled(11), "the first capsule starts first: \(travelled(0)) against \(travelled(11))")
        #expect(!scene.isAnimating)
    }

    @Test func radialClockFace() throws {
        try expectGolden(RadialClockFace(), size: Size(width: 200, height: 230), named: "radial-clock-face")
    }

    /// The scene's nodes whose path ends with `name`, parents before children.
    static func nodes(named name: String, in scene: Scene) throws -> [SceneNode] {
        func walk(_ node: SceneNode) -> [SceneNode] { [node] + node.children.flatMap(walk) }
        return try walk(scene.root()).filter { $0.path.hasSuffix("> " + name) || $0.path == name }
    }

    static let players = [Player(rank: 1, handle: "tourist", rating: 3814), Player(rank: 2, handle: "jiangly", rating: 3792),
                          Player(rank: 3, handle: "ksun48", rating: 3552)]

    @Test func leaderboardGrid() throws {
        try expectGolden(LeaderboardGrid(players: Self.players), size: Size(width: 260, height: 130), named: "leaderboard-grid")
    }

    @Test func alignedMedalRow() throws {
        try expectGolden(AlignedMedalRow(title: "Weekly contest", subtitle: "3 medals this month", count: 3),
                         size: Size(width: 240, height: 90), named: "aligned-medal-row")
    }

    @Test func theLeaderboardsRatingsShareOneTrailingEdge() throws {
        let scene = Scene { LeaderboardGrid(players: Self.players) }
        _ = try scene.renderTree(size: Size(width: 260, height: 130))
        let texts = try Self.nodes(named: "Text", in: scene)
        // Header and three rows: columns hold 4 texts each; the rating column's are flush right.
        let ratings = texts.enumerated().filter { $0.offset % 3 == 2 }.map(\.element)
        let trailingEdges = Set(ratings.map { $0.deviceTransform!.tx + $0.frame.width })
        #expect(ratings.count == 4 && trailingEdges.count == 1)
        let handles = texts.enumerated().filter { $0.offset % 3 == 1 }.map { $0.element.deviceTransform!.tx }
        #expect(Set(handles).count == 1)
    }

    @Test func theMedalLinesUpWithTheSubtitle() throws {
        let scene = Scene { AlignedMedalRow(title: "Weekly contest", subtitle: "3 medals this month", count: 3) }
        _ = try scene.renderTree(size: Size(width: 240, height: 90))
        // The medal's ZStack (badge included) is centred on the subtitle's centre line.
        let medal = try #require(Self.nodes(named: "ZStack", in: scene).first { $0.path.hasSuffix("HStack[0] > ZStack") })
        let subtitle = try Self.nodes(named: "Text", in: scene)[2]
        let medalMidY = medal.deviceTransform!.ty + medal.frame.height / 2
        let subtitleMidY = subtitle.deviceTransform!.ty + subtitle.frame.height / 2
        #expect(abs(medalMidY - subtitleMidY) < 1e-9)
    }

    @Test func avatarCard() throws {
        try expectGolden(AvatarCard(name: "Ada Lovelace", role: "Analyst"), size: Size(width: 280, height: 96),
                         named: "avatar-card")
    }

    static let icons = [IconRow.Item(icon: "heart", title: "Likes", tint: .pink),
                        IconRow.Item(icon: "star", title: "Starred", tint: .orange),
                        IconRow.Item(icon: "bell", title: "Alerts", tint: .blue)]

    @Test func iconRow() throws {
        try expectGolden(IconRow(items: Self.icons), size: Size(width: 240, height: 90), named: "icon-row")
    }

    @Test func theAvatarIsCroppedToACircleAndTheIconsAreTinted() throws {
        let card = try Scene { AvatarCard(name: "Ada", role: "Analyst") }.render(size: Size(width: 280, height: 96),
                                                                                 backend: .raster)
        // The photo's corner, outside the circle, shows the card; its middle shows the face
        // (skin: red over green over blue), not the card nor the sky.
        let corner = card.straightPixel(x: 20 + 4, y: 20 + 4), middle = card.straightPixel(x: 48, y: 48)
        #expect(corner.r > 230 && corner.g > 230 && corner.b > 230)
        #expect(middle.r > 200 && middle.g < 220 && middle.g > middle.b + 10, "\(middle)")
        let row = try Scene { IconRow(items: [IconRow.Item(icon: "star", title: "Starred", tint: .black)]) }
            .render(size: Size(width: 100, height: 90), backend: .raster)
        // The yellow star is drawn black: only its alpha is kept.
        var darkest = 255
        for y in 0..<90 { for x in 0..<100 { let p = row.straightPixel(x: x, y: y); if p.a == 255 { darkest = min(darkest, Int(p.r) + Int(p.g)) } } }
        #expect(darkest == 0)
    }

    static let news = NewsItem(
        source: "Market Wire", headline: "Vellum ships text truncation across every backend today",
        summary: "Line limits cut text at grapheme clusters and shape it again, so an ellipsis never splits "
            + "an emoji or a Hangul syllable, whatever the width of the row it sits in.",
        price: 1249.5, published: Date(timeIntervalSince1970: 1_700_000_000))

    static let tags = [TagItem(id: "design", color: .pink, count: 12),
                       TagItem(id: "swift", color: .orange, count: 48),
                       TagItem(id: "linux", color: .blue, count: 7, isArchived: true)]

    @Test func newsRow() throws {
        try expectGolden(NewsRow(item: Self.news), size: Size(width: 380, height: 130), named: "news-row")
    }

    @Test func tagList() throws {
        try expectGolden(TagList(tags: Self.tags), size: Size(width: 260, height: 160), named: "tag-list")
    }

    @Test func theNewsRowCutsItsTextsToTheirLineLimits() throws {
        let tree = try Scene { NewsRow(item: Self.news) }.renderTree(size: Size(width: 380, height: 130))
        var texts: [String] = []
        func collect(_ nodes: [RenderNode]) {
            for node in nodes {
                if case .draw(let draw) = node, !draw.glyphRuns.isEmpty {
                    texts.append(draw.glyphRuns.map(\.text).joined())
                }
                if case .group(let group) = node { collect(group.children) }
            }
        }
        collect(tree.nodes)
        let headline = try #require(texts.first { $0.hasPrefix("Vellum") })
        #expect(headline.hasSuffix("\u{2026}") && headline.count < Self.news.headline.count)
        let summary = try #require(texts.first { $0.hasPrefix("Line limits") })
        #expect(summary.hasSuffix("\u{2026}"))
        #expect(texts.contains("$1,249.50") && texts.contains("Market Wire · Nov 14, 2023"))
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
