import Testing
import Vellum
import VellumComponents
import VellumTierBadgePlugin

/// The recorded shield, band and numeral against the seed's `TierBadgeShape`, `TierBadgeMask`
/// and `Text(...).font(.system(size: 100)).minimumScaleFactor(0.0001)`.
@Suite("Tier badge geometry")
struct TierBadgeGeometryTests {
    /// The shield's full height over its width: 1.09 + (w / 2) / 1.8 over w.
    static let heightRatio = 1.09 + 0.5 / 1.8

    @Test("the shield: a w-wide rectangle down to 1.09·w with its tip at 1.09·w + w/2/1.8, centred")
    func shield() throws {
        let fills = deviceFills(try tierList())
        let shield = try #require(fills.first)
        // With no label the card keeps a 6 % margin: the shield is 88 % of the canvas tall.
        let w = 256 * 0.88 / Self.heightRatio
        let x = (256 - w) / 2, y = 256 * 0.06
        let expected: [Point?] = [
            Point(x: x, y: y), Point(x: x, y: y + 1.09 * w), Point(x: x + w / 2, y: y + 1.09 * w + w / 2 / 1.8),
            Point(x: x + w, y: y + 1.09 * w), Point(x: x + w, y: y), nil,
        ]
        #expect(same(vertices(shield.path), expected), "\(vertices(shield.path))")
        #expect(close(shield.bounds.midY, 128, 1e-9) && close(shield.bounds.midX, 128, 1e-9))
    }

    @Test("the V band: bottomOfRect·0.1 thick, from bottomOfRect − 2·band, bent by the tip's height")
    func band() throws {
        let fills = deviceFills(try tierList(size: Size(square: 200)))
        let shield = try #require(fills.first), band = try #require(fills.dropFirst().first)
        #expect(band.paint == .color(.white))
        let x = shield.bounds.minX, y = shield.bounds.minY, w = shield.bounds.width
        let bottom = 1.09 * w, thickness = bottom * 0.1, tip = w / 2 / 1.8, top = bottom - 2 * thickness
        let expected: [Point?] = [
            Point(x: x, y: y + top), Point(x: x, y: y + top + thickness),
            Point(x: x + w / 2, y: y + top + tip + thickness), Point(x: x + w, y: y + top + thickness),
            Point(x: x + w, y: y + top), Point(x: x + w / 2, y: y + top + tip), nil,
        ]
        #expect(same(vertices(band.path), expected), "\(vertices(band.path))")
    }

    @Test("the shield casts SwiftUI's default shadow: black at 33 %, radius 1.5; radius 0 casts none")
    func shadow() throws {
        let list = try tierList()
        #expect(list.operations.first == .beginLayer(opacity: 1, shadow: Shadow(color: Color(white: 0, opacity: 0.33), radius: 1.5)))
        #expect(list.operations.filter { $0 == .endLayer }.count == 1)
        let plain = try tierList(["shadow-radius": "0"])
        #expect(!plain.operations.contains { if case .beginLayer = $0 { true } else { false } })
        let soft = try tierList(["shadow-radius": "4"])
        #expect(soft.operations.first == .beginLayer(opacity: 1, shadow: Shadow(radius: 4)))
    }

    @Test("a 100-point numeral shrinks to fit a narrow badge's square and stays 100 points on a wide one")
    func numeralFits() throws {
        for (canvas, shrinks) in [(128.0, true), (256.0, false)] {
            let fills = deviceFills(try tierList(size: Size(square: canvas)))
            let shield = try #require(fills.first), numeral = try #require(fills.dropFirst(2).first)
            #expect(numeral.paint == .color(.white))
            let w = shield.bounds.width
            let square = Rect(x: shield.bounds.minX, y: shield.bounds.minY, width: w, height: w)
            #expect(square.contains(numeral.bounds), "\(numeral.bounds) outside \(square)")

            let layout = try TextLayout("3", style: TextStyle(size: 100, weight: .bold),
                                        paragraph: ParagraphStyle(minimumScaleFactor: 0.0001), maxWidth: w, maxHeight: w)
            #expect((layout.scaleFactor < 1) == shrinks, "scale \(layout.scaleFactor) at width \(w)")
            #expect(layout.size.height <= w + 1e-9)
            // The scene drew the same (shrunk) glyph: its ink is as tall as the layout's.
            #expect(close(numeral.bounds.height, layout.inkBounds.height, 1e-6), "\(numeral.bounds.height) vs \(layout.inkBounds.height)")
            // …centred in the square horizontally within a pixel (the digit's side bearings differ).
            #expect(abs(numeral.bounds.midX - square.midX) < 1)
        }
    }

    @Test("a Hangul label is drawn with real glyphs under the shield's tip")
    func hangulLabel() throws {
        let fills = deviceFills(try tierList(["label": "골드 III", "index": "13"]))
        #expect(fills.count == 4)
        let shield = try #require(fills.first), label = try #require(fills.last)
        #expect(label.paint == .color(Color(red8: 0x2d, green8: 0x2d, blue8: 0x2d)))
        #expect(label.bounds.minY > shield.bounds.maxY)
        #expect(label.bounds.maxY <= 256 && label.bounds.width > 40)

        let layout = try TextLayout("골드 III", style: TextStyle(size: 20, weight: .bold))
        let hangul = layout.glyphs.prefix(2)
        #expect(hangul.count == 2 && hangul.allSatisfy { !$0.path.isEmpty && $0.face.familyName != "DejaVu Sans" },
                "\(hangul.map(\.face.familyName))")
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
    }
}
