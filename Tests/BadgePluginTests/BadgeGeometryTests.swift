import Foundation
import Testing
import Vellum
import VellumBadgePlugin
import VellumComponents

/// The recorded geometry against the numbers of Apple's *Drawing Paths and Shapes*, written out
/// here again rather than taken from the plugin, so a typo in either shows.
@Suite("Badge geometry")
struct BadgeGeometryTests {
    /// The seed's segments as (line, curve, control), with its adjustment of 0.085.
    static let seedSegments: [(Point, Point, Point)] = {
        let a = 0.085
        return [
            (Point(x: 0.60, y: 0.05), Point(x: 0.40, y: 0.05), Point(x: 0.50, y: 0.00)),
            (Point(x: 0.05, y: 0.20 + a), Point(x: 0.00, y: 0.30 + a), Point(x: 0.00, y: 0.25 + a)),
            (Point(x: 0.00, y: 0.70 - a), Point(x: 0.05, y: 0.80 - a), Point(x: 0.00, y: 0.75 - a)),
            (Point(x: 0.40, y: 0.95), Point(x: 0.60, y: 0.95), Point(x: 0.50, y: 1.00)),
            (Point(x: 0.95, y: 0.80 - a), Point(x: 1.00, y: 0.70 - a), Point(x: 1.00, y: 0.75 - a)),
            (Point(x: 1.00, y: 0.30 + a), Point(x: 0.95, y: 0.20 + a), Point(x: 1.00, y: 0.25 + a)),
        ]
    }()

    /// The seed's hexagon in a square of `side` at `origin`: width squeezed to 0.832 and centred.
    static func seedHexagon(side: Double, origin: Point) -> [Point?] {
        let width = side * 0.832, xOffset = side * (1 - 0.832) / 2
        func p(_ u: Point) -> Point { Point(x: origin.x + width * u.x + xOffset, y: origin.y + side * u.y) }
        var expected: [Point?] = [p(Point(x: 0.95, y: 0.20 + 0.085))]
        for (line, curve, control) in seedSegments { expected += [p(line), p(control), p(curve)] }
        return expected
    }

    @Test("the hexagon's points are the seed's at 256 and centred in a 320 × 200 canvas", arguments: [
        (Size(square: 256), 256.0, Point(x: 0, y: 0)),
        (Size(width: 320, height: 200), 200.0, Point(x: 60, y: 0)),
    ])
    func hexagon(canvas: Size, side: Double, origin: Point) throws {
        let background = try #require(fills(try badgeList(size: canvas)).first)
        let recorded = points(background.path).map { $0?.applying(background.transform) }
        let expected = Self.seedHexagon(side: side, origin: origin)
        #expect(recorded.count == expected.count)
        for (r, e) in zip(recorded, expected) {
            #expect(close(try #require(r), try #require(e), 1e-9), "\(String(describing: r)) ≠ \(String(describing: e))")
        }
        // The first move, spelt out: x = w · 0.95 · 0.832 + xOffset, y = h · (0.20 + 0.085).
        let first = try #require(recorded.first ?? nil)
        #expect(close(first, Point(x: origin.x + side * 0.95 * 0.832 + side * 0.084, y: side * 0.285), 1e-9))
    }

    @Test("the background gradient runs from rgb(239,120,221) at the top to rgb(239,172,120) at 0.6 of the height")
    func gradient() throws {
        let background = try #require(fills(try badgeList()).first)
        guard case .linearGradient(let gradient) = background.paint else {
            Issue.record("the background is not a linear gradient: \(background.paint)")
            return
        }
        #expect(gradient.gradient.stops.map(\.location) == [0, 1])
        #expect(gradient.gradient.stops.map(\.color.hexString) == ["#ef78dd", "#efac78"])
        #expect(gradient.units == .userSpace)
        #expect(close(gradient.startPoint.applying(background.transform), Point(x: 128, y: 0)))
        #expect(close(gradient.endPoint.applying(background.transform), Point(x: 128, y: 0.6 * 256)))
    }

    @Test("eight uses of one mountain symbol, each half-opaque, at 45° steps about the bottom anchor")
    func eightRotatedUses() throws {
        let side = 256.0
        let list = try badgeList(size: Size(square: side))
        #expect(list.symbols.count == 1)
        #expect(list.symbols[Badge.symbolTag] != nil)
        let uses = symbolUses(list)
        #expect(uses.count == 8)
        #expect(uses.allSatisfy { $0.tag == "mountain" })

        // The padded frame's bottom centre, in the symbol's space: the symbol is 1.4 × side and
        // overflows its frame by 0.2 × side on each side.
        let pivot = Point(x: 0.5 * side + 0.2 * side, y: side + 0.2 * side)
        for (i, use) in uses.enumerated() {
            let t = use.transform
            let degrees = atan2(t.b, t.a) * 180 / .pi
            let expected = Double(i) * 45
            #expect(close((degrees + 360).truncatingRemainder(dividingBy: 360), expected, 1e-9), "use \(i): \(degrees)°")
            #expect(close(hypot(t.a, t.b), 0.25, 1e-12) && close(t.determinant, 0.0625, 1e-12))
            #expect(close(pivot.applying(t), Point(x: side / 2, y: side / 2), 1e-9), "use \(i) turns about \(pivot.applying(t))")
        }
        // Each use sits in its own half-opaque layer, as `.opacity` on a `ForEach` applies to each item.
        let layered = list.operations.dropFirst().map { op -> String in
            switch op {
            case .beginLayer(let opacity, let shadow, _, _, _): "begin \(opacity) \(shadow == nil)"
            case .useSymbol: "use"
            case .endLayer: "end"
            default: "other"
            }
        }
        #expect(layered == Array(repeating: ["begin 0.5 true", "use", "end"], count: 8).flatMap { $0 })
    }

    @Test("the first mountain's peak points up from the centre, the third's to the right")
    func peaks() throws {
        let side = 300.0
        let uses = symbolUses(try badgeList(size: Size(square: side)))
        // The frame's top centre in symbol space is 0.2 × side right of and below the symbol's origin.
        let frameTop = Point(x: 0.7 * side, y: 0.2 * side)
        #expect(close(frameTop.applying(uses[0].transform), Point(x: 150, y: 75), 1e-9))
        #expect(close(frameTop.applying(uses[2].transform), Point(x: 225, y: 150), 1e-9))
    }

    @Test("the symbol is defined once: one purple fill of the seed's mountain at 1.4 × the badge")
    func symbolDefinition() throws {
        let list = try badgeList(size: Size(square: 200))
        let symbol = try #require(list.symbols[Badge.symbolTag])
        let symbolFills = fills(symbol)
        #expect(symbol.operations.count == 1 && symbolFills.count == 1)
        let fill = try #require(symbolFills.first)
        #expect(fill.paint == .color(Color(red8: 79, green8: 79, blue8: 191)))
        let width = 280.0, height = width * 0.75, spacing = width * 0.030
        let middle = width * 0.5, topWidth = width * 0.226, topHeight = height * 0.488
        let expected: [Point?] = [
            Point(x: middle, y: spacing), Point(x: middle - topWidth, y: topHeight - spacing),
            Point(x: middle, y: topHeight / 2 + spacing), Point(x: middle + topWidth, y: topHeight - spacing),
            Point(x: middle, y: spacing),
            Point(x: middle, y: topHeight / 2 + spacing * 3), Point(x: middle - topWidth, y: topHeight + spacing),
            Point(x: spacing, y: height - spacing), Point(x: width - spacing, y: height - spacing),
            Point(x: middle + topWidth, y: topHeight + spacing), Point(x: middle, y: topHeight / 2 + spacing * 3),
        ]
        let recorded = points(fill.path).map { $0?.applying(fill.transform) }
        #expect(recorded.count == expected.count)
        for (r, e) in zip(recorded, expected) {
            #expect(close(try #require(r), try #require(e), 1e-9))
        }
    }

    @Test("rotation-count, symbol-scale, symbol-opacity and colours reach the drawing", arguments: [6, 12])
    func parameters(count: Int) throws {
        let list = try badgeList(["rotation-count": String(count), "symbol-scale": "0.4", "symbol-opacity": "0.8",
                                  "symbol-color": "#102030"])
        let uses = symbolUses(list)
        #expect(uses.count == count)
        let step = 360.0 / Double(count)
        for (i, use) in uses.enumerated() {
            let degrees = (atan2(use.transform.b, use.transform.a) * 180 / .pi + 360).truncatingRemainder(dividingBy: 360)
            #expect(close(degrees, Double(i) * step, 1e-9))
            #expect(close(hypot(use.transform.a, use.transform.b), 0.4, 1e-12))
            // Any scale keeps the ring centred.
            #expect(close(Point(x: 0.7 * 256, y: 1.2 * 256).applying(use.transform), Point(x: 128, y: 128), 1e-9))
        }
        #expect(list.operations.filter { $0 == .beginLayer(opacity: 0.8) }.count == count)
        #expect(fills(try #require(list.symbols[Badge.symbolTag])).first?.paint == .color(Color(red8: 16, green8: 32, blue8: 48)))
    }

    @Test("the render: transparent outside the hexagon, pink at the top, purple over a mountain")
    func pixels() throws {
        let image = try BadgePlugin.badge.renderForTest(size: Size(square: 256))
        #expect(image.straightPixel(x: 2, y: 2).a == 0)
        #expect(image.straightPixel(x: 2, y: 128).a == 0)             // left of the squeezed hexagon
        let top = image.straightPixel(x: 128, y: 20)                 // gradient at 20/153.6 ≈ 0.13
        #expect(top.a == 255 && abs(Int(top.r) - 239) <= 2 && abs(Int(top.g) - 127) <= 3 && abs(Int(top.b) - 208) <= 3)
        let bottom = image.straightPixel(x: 128, y: 240)             // below 0.6: the end colour
        #expect(abs(Int(bottom.r) - 239) <= 1 && abs(Int(bottom.g) - 172) <= 1 && abs(Int(bottom.b) - 120) <= 1)
        // Half purple over the gradient, once in the upright mountain's snow cap (65 px above the
        // centre), three times where its slopes overlap both neighbours' (38 px above).
        func expect(_ pixel: RGBA8, _ r: Int, _ g: Int, _ b: Int) {
            #expect(abs(Int(pixel.r) - r) <= 4 && abs(Int(pixel.g) - g) <= 4 && abs(Int(pixel.b) - b) <= 4, "\(pixel)")
        }
        expect(image.straightPixel(x: 128, y: 63), 159, 110, 185)
        expect(image.straightPixel(x: 128, y: 90), 99, 88, 188)
    }
}
