import Testing
@testable import VellumScene
import VellumCore
import VellumText
import VellumRaster
import VellumSVG
import Foundation

/// SwiftUI's text vocabulary: line limits and truncation, `Text + Text`, formatted values,
/// attributed strings, italic and decorations, and `Label`.
@Suite struct TextVocabularyTests {
    static let sentence = "The quick brown fox jumps over the lazy dog and keeps on running"
    static let english = Locale(identifier: "en_US")
    static let utc = TimeZone(identifier: "UTC")!

    /// Every draw of a render tree, groups opened, in drawing order.
    func draws(_ nodes: [RenderNode]) -> [RenderDraw] {
        nodes.flatMap { node -> [RenderDraw] in
            switch node {
            case .draw(let draw): [draw]
            case .group(let group): draws(group.children)
            case .symbol: []
            }
        }
    }

    /// The characters a scene's text draws, per fill, as its glyph runs carry them.
    func drawnText<Content: Node>(width: Double = 400, height: Double = 200,
                                  @NodeBuilder _ content: () -> Content) throws -> [String] {
        let tree = try Scene(content: content).renderTree(size: Size(width: width, height: height))
        return draws(tree.nodes).filter { !$0.glyphRuns.isEmpty }.map { $0.glyphRuns.map(\.text).joined() }
    }

    func oneLineHeight(_ font: TextFont = .body) throws -> Double {
        try Probe { Text("X").font(font) }.size(nil, nil).height
    }

    @Test func lineLimitKeepsThatManyLines() throws {
        let free = try Probe { Text(Self.sentence) }.size(150, nil)
        let two = try Probe { Text(Self.sentence).lineLimit(2) }.size(150, nil)
        let line = try oneLineHeight()
        #expect(free.height > 3 * line)
        let spacing = try TextLayout("X\nX", style: TextStyle()).size.height - 2 * line
        #expect(close(two.height, 2 * line + spacing))
        #expect(two.width <= 150)
        let text = try drawnText(width: 150) { Text(Self.sentence).lineLimit(2) }.joined()
        #expect(text.hasSuffix("\u{2026}") && Self.sentence.hasPrefix(text.dropLast()))
        // nil lifts a limit set above.
        #expect(try Probe { VStack { Text(Self.sentence).lineLimit(nil) }.lineLimit(1) }.size(150, nil) == free)
    }

    @Test func theEllipsisIsDrawnInThePaintOfTheTextItFollows() throws {
        let text = Text("Red ").foregroundColor(.red) + Text(Self.sentence).foregroundColor(.blue)
        let tree = try Scene { text.lineLimit(1).frame(width: 150) }.renderTree(size: Size(width: 200, height: 40))
        let fills = draws(tree.nodes)
        #expect(fills.map(\.paint) == [.color(.red), .color(.blue)])
        let blue = fills[1].glyphRuns.map(\.text).joined()
        #expect(blue.hasPrefix("The") && blue.hasSuffix("\u{2026}"))
        // The ellipsis is filled, not only carried as text: the blue ink reaches the line's end.
        let layout = try TextLayout(runs: [TextRun("Red ", style: TextStyle()), TextRun(Self.sentence, style: TextStyle())],
                                    paragraph: ParagraphStyle(lineLimit: 1), maxWidth: 150)
        let ellipsis = try #require(layout.glyphs.last?.inkBounds)
        #expect(layout.glyphs.last?.characters == "\u{2026}" && layout.glyphs.last?.run == 1)
        #expect(try #require(fills[1].bounds).maxX >= 25 + (150 - layout.size.width) / 2 + ellipsis.maxX - 0.5)
    }

    @Test func aSingleLineTruncatesInsteadOfOverflowing() throws {
        let probe = Probe { Text(Self.sentence).lineLimit(1).frame(width: 120).tag("text") }
        _ = try probe.list(300, 100)
        #expect(try probe.scene.node(tagged: "text").frame.width == 120)
        let head = try drawnText { Text(Self.sentence).lineLimit(1).truncationMode(.head).frame(width: 120) }.joined()
        #expect(head.hasPrefix("\u{2026}") && head.hasSuffix("running"))
        let middle = try drawnText { Text(Self.sentence).lineLimit(1).truncationMode(.middle).frame(width: 160) }.joined()
        #expect(middle.hasPrefix("The") && middle.hasSuffix("running") && middle.contains("\u{2026}"))
    }

    @Test func reservedLinesKeepTheHeight() throws {
        let line = try oneLineHeight()
        let spacing = try TextLayout("X\nX", style: TextStyle()).size.height - 2 * line
        let reserved = try Probe { Text("Hi").lineLimit(3, reservesSpace: true) }.size(200, nil)
        #expect(close(reserved.height, 3 * line + 2 * spacing))
        #expect(close(try Probe { Text("Hi").lineLimit(3, reservesSpace: false) }.size(200, nil).height, line))
        let ranged = try Probe { Text("Hi").lineLimit(2...4) }.size(200, nil)
        #expect(close(ranged.height, 2 * line + spacing))
        let long = try Probe { Text(Self.sentence).lineLimit(2...4) }.size(150, nil)
        #expect(close(long.height, 4 * line + 3 * spacing))
    }

    @Test func aLineLimitBelowOneIsAnError() {
        let zero = sceneError { try Probe { Text("x").lineLimit(0) }.list(10, 10) }
        #expect(zero == .invalidValue(path: "Text", message: "line limit must be at least 1 (0)"))
        let negative = sceneError { try Probe { VStack { Text("x") }.lineLimit(-2) }.list(10, 10) }
        #expect(negative == .invalidValue(path: "VStack > Text", message: "line limit must be at least 1 (-2)"))
        let reserved = sceneError { try Probe { Text("x").lineLimit(-1...3) }.list(10, 10) }
        #expect(reserved == .invalidValue(path: "Text", message: "the lines a line limit reserves must not be negative (-1)"))
        var kerned = AttributedString("x")
        kerned.kern = .nan
        let kern = sceneError { try Probe { Text(kerned) }.list(10, 10) }
        #expect(kern == .invalidValue(path: "Text", message: "kerning is not finite (nan)"))
    }

    @Test func verticalTextIsSetInColumns() throws {
        let font = TextFont.custom("Noto Sans CJK JP", size: 20)
        let column = try Probe { Text("日本語").font(font).writingMode(.verticalRightToLeft) }.size(nil, nil)
        let line = try Probe { Text("日本語").font(font) }.size(nil, nil)
        #expect(close(column.height, 60) && close(line.width, 60) && column.width < column.height)
        let two = try Probe { Text("日本\n語").font(font).writingMode(.verticalRightToLeft) }.size(nil, nil)
        #expect(close(two.width, 2 * column.width) && close(two.height, 40))
    }

    @Test func fontWidthsAndVariationsReachTheDescriptor() {
        let font = TextFont.custom("Inter", size: 20).weight(FontWeight(550)).width(.condensed).variation("opsz", 32)
        #expect(font.descriptor.weight.value == 550 && font.descriptor.width == .condensed)
        #expect(font.descriptor.variations.map(\.tag) == ["opsz"] && font.variationProblem == nil)
        let bad = sceneError { try Probe { Text("x").font(.body.variation("wg", 1)) }.list(10, 10) }
        #expect(bad == .invalidValue(path: "Text", message: "font variation 'wg' = 1.0 is not valid: an axis tag is four printable ASCII characters"))
        let infinite = sceneError { try Probe { Text("x").font(.body.variation("wght", .infinity)) }.list(10, 10) }
        #expect(infinite == .invalidValue(path: "Text", message: "font variation 'wght' = inf is not valid: the value must be a finite number"))
    }

    @Test func emptyAndTooNarrowTexts() throws {
        #expect(try Probe { Text(AttributedString()) }.size(nil, nil) == .zero)
        #expect(try Probe { Text("") + Text("") }.size(nil, nil) == .zero)
        #expect(try Probe { Text(AttributedString()) }.list(10, 10).operations.isEmpty)
        // Narrower than the ellipsis: the ellipsis alone, as wide as it is.
        let ellipsis = try Probe { Text("\u{2026}") }.size(nil, nil)
        #expect(try Probe { Text(Self.sentence).lineLimit(1) }.size(2, nil) == ellipsis)
        #expect(try drawnText { Text(Self.sentence).lineLimit(1).frame(width: 2) } == ["\u{2026}"])
    }

    @Test func joinedTextsKeepEachPartsStyle() throws {
        let text = Text("AAAA").bold() + Text("BBBB").foregroundColor(.red)
        let pixmap = try Scene { text.font(.system(size: 40)).frame(width: 300, height: 60, alignment: .leading) }
            .render(size: Size(width: 300, height: 60), backend: .raster)
        func inkColours(from x0: Int, to x1: Int) -> (black: Int, red: Int) {
            var black = 0, red = 0
            for y in 0..<60 { for x in x0..<x1 {
                let p = pixmap.straightPixel(x: x, y: y)
                guard p.a > 200 else { continue }
                if p.r > 200 && p.g < 60 { red += 1 } else if p.r < 60 { black += 1 }
            } }
            return (black, red)
        }
        let aWidth = try Probe { Text("AAAA").bold().font(.system(size: 40)) }.size(nil, nil).width
        let left = inkColours(from: 0, to: Int(aWidth) - 2), right = inkColours(from: Int(aWidth) + 2, to: 300)
        #expect(left.black > 200 && left.red == 0)
        #expect(right.red > 200 && right.black == 0)
        // The bold part is wider than the same letters in the regular weight.
        #expect(aWidth > (try Probe { Text("AAAA").font(.system(size: 40)) }.size(nil, nil).width) + 4)
        // One paragraph: the parts wrap together, and the fills carry each part's characters.
        let joined = Text("one two ") + Text("three four").foregroundColor(.blue)
        #expect(try Probe { joined }.size(90, nil).height > 1.5 * (try oneLineHeight()))
        #expect(try drawnText { joined } == ["one two ", "three four"])
    }

    @Test func aJoinedTextsOwnStyleIsAFallback() {
        let joined = (Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue).italic()
        #expect(joined.parts.map(\.attributes.color) == [.red, nil] && joined.color == .blue)
        let again = joined + Text("c")
        #expect(again.parts.map(\.attributes.color) == [.red, .blue, nil])
        #expect(again.parts.map(\.attributes.italic) == [true, true, nil])
    }

    @Test func formattedValuesUseTheEnvironmentsLocale() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)   // 2023-11-14 22:13:20 UTC
        let texts = try drawnText {
            VStack {
                Text(1234.5, format: .number)
                Text(0.25, format: .percent)
                Text(19.99, format: .currency(code: "USD"))
                Text(date, format: Date.FormatStyle(date: .abbreviated, time: .omitted))
                Text(date, style: .time)
                Text(date, style: .date)
            }
            .environment(\.locale, Self.english)
            .environment(\.timeZone, Self.utc)
        }
        #expect(texts == ["1,234.5", "25%", "$19.99", "Nov 14, 2023", "10:13\u{202F}PM", "November 14, 2023"])
        let german = try drawnText {
            Text(1234.5, format: .number).environment(\.locale, Locale(identifier: "de_DE"))
        }
        #expect(german == ["1.234,5"])
        let tokyo = try drawnText {
            Text(date, style: .time).environment(\.locale, Self.english)
                .environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
        }
        #expect(tokyo == ["7:13\u{202F}AM"])
    }

    @Test func relativeDateStylesCountFromNow() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        var values = EnvironmentValues()
        values.locale = Self.english
        let later = now.addingTimeInterval(2 * 3600 + 23 * 60)
        #expect(Text.DateStyle.relative.string(for: later, now: now, values: values) == "2 hours, 23 minutes")
        #expect(Text.DateStyle.offset.string(for: now.addingTimeInterval(-180), now: now, values: values) == "-3 minutes")
        #expect(Text.DateStyle.timer.string(for: now.addingTimeInterval(185), now: now, values: values) == "3:05")
        #expect(Text.DateStyle.timer.string(for: later.addingTimeInterval(5), now: now, values: values) == "2:23:05")
    }

    @Test func attributedRunsDrawInTheirStyles() throws {
        var string = AttributedString("Plain ")
        var loud = AttributedString("Loud")
        loud.foregroundColor = .red
        loud.font = .system(size: 40).bold()
        loud.underlineStyle = .single
        string.append(loud)
        let scene = Scene { Text(string).font(.system(size: 40)).frame(width: 300, height: 60, alignment: .topLeading) }
        let tree = try scene.renderTree(size: Size(width: 300, height: 60))
        let fills = draws(tree.nodes)
        #expect(fills.map(\.paint) == [.color(.black), .color(.red), .color(.red)])
        #expect(fills.map { $0.glyphRuns.map(\.text).joined() } == ["Plain ", "Loud", ""])
        // The underline: a red bar under "Loud" only, below the baseline.
        let layout = try TextLayout(runs: [TextRun("Plain ", style: TextStyle(size: 40)),
                                           TextRun("Loud", style: TextStyle(size: 40, weight: .bold,
                                                                            underline: TextDecoration()))])
        let bar = try #require(layout.decorations.first).bounds
        let pixmap = try scene.render(size: Size(width: 300, height: 60), backend: .raster)
        let y = Int(bar.midY)
        #expect(bar.height >= 1.5)
        let underLoud = pixmap.straightPixel(x: Int(bar.minX) + 3, y: y)
        #expect(underLoud.r > 200 && underLoud.g < 60 && underLoud.a > 200)
        #expect(pixmap.straightPixel(x: Int(bar.minX) - 20, y: y).a == 0)
        // SVG draws the same fills: the red text and its bar.
        let svg = try scene.render(size: Size(width: 300, height: 60), backend: .svg).text
        #expect(svg.components(separatedBy: "<path").count - 1 == 3)
    }

    @Test func italicPicksTheObliqueFace() throws {
        let italic = try TextLayout("x", style: TextStyle(font: TextFont.body.italic().descriptor))
        #expect(italic.glyphs[0].face.styleName == "Oblique")
        let tree = try Scene { Text("Slanted").italic() }.renderTree(size: Size(width: 200, height: 40))
        let run = try #require(draws(tree.nodes).first?.glyphRuns.first)
        #expect(run.fontFile.hasSuffix("DejaVuSans-Oblique.ttf"))
        // italic(false) on a part undoes the italic of the joined text around it.
        let mixed = try Scene { (Text("a") + Text("b").italic(false)).italic() }.renderTree(size: Size(width: 100, height: 40))
        #expect(draws(mixed.nodes).first?.glyphRuns.map { URL(fileURLWithPath: $0.fontFile).lastPathComponent }
                == ["DejaVuSans-Oblique.ttf", "DejaVuSans.ttf"])
    }

    @Test func strikethroughIsDrawnThroughTheLetters() throws {
        let scene = Scene { Text("HHHH").font(.system(size: 40)).strikethrough(color: .blue) }
        let tree = try scene.renderTree(size: Size(width: 200, height: 60))
        let fills = draws(tree.nodes)
        #expect(fills.count == 2 && fills[1].paint == .color(.blue) && fills[1].glyphRuns.isEmpty)
        let metrics = try Font(FontDescriptor()).metrics(size: 40)
        let bar = try #require(fills[1].bounds), letters = try #require(fills[0].bounds)
        // Through the capitals (whose ink runs from the cap height to the baseline), as wide as
        // the letters' advances.
        #expect(bar.minY > letters.minY + 5 && bar.maxY < letters.maxY - 5)
        #expect(close(bar.height, metrics.strikeoutThickness, 1e-6))
        #expect(bar.minX <= letters.minX && bar.maxX >= letters.maxX)
    }

    @Test func decorationsAreHitTestedAsPartOfTheText() throws {
        let scene = Scene { Text("Under   line").font(.system(size: 40)).underline().tag("text") }
        let tree = try scene.renderTree(size: Size(width: 300, height: 80))
        let fills = draws(tree.nodes)
        let bar = try #require(fills.last?.bounds)
        // Between the words there is no glyph ink, only the underline.
        let gap = Point(x: bar.midX, y: bar.midY)
        #expect(try scene.hitTest(at: gap)?.tags == ["text"])
        #expect(try scene.hitTest(at: Point(x: gap.x, y: bar.minY - 6)) == nil)
    }

    @Test func labelsShowTheIconThenTheTitle() throws {
        let probe = Probe {
            VellumScene.Label {
                Text("Downloads").tag("title")
            } icon: {
                Color.blue.frame(width: 16, height: 16).tag("icon")
            }
        }
        _ = try probe.list(300, 100)
        let icon = try probe.frame("icon"), title = try probe.frame("title")
        #expect(close(title.minX - icon.maxX, 8))
        #expect(close(icon.midY, title.midY))
        let titleOnly = Probe { VellumScene.Label("Downloads") { Color.blue.frame(width: 16, height: 16) }.labelStyle(.titleOnly) }
        #expect(try titleOnly.size(nil, nil) == (try Probe { Text("Downloads") }.size(nil, nil)))
        let iconOnly = Probe { VellumScene.Label("Downloads") { Color.blue.frame(width: 16, height: 16) }.labelStyle(.iconOnly) }
        #expect(try iconOnly.size(nil, nil) == Size(width: 16, height: 16))
    }

    @Test func aLabelWithAnImageNameLooksTheResourceUp() throws {
        // The test runner's main bundle has no such resource: the error names what was looked for.
        let probe = Probe { VellumScene.Label("Likes", image: "no-such-icon") }
        #expect {
            try probe.list(100, 40)
        } throws: { error in
            "\(error)".contains("> Image: no image resource named 'no-such-icon'")
        }
    }
}
