import Testing
import Vellum
import VellumComponents
import VellumTestSupport
import VellumTierBadgePlugin

/// The glow and duotone finishes: what each does to the badge's pixels, compared with the plain
/// badge drawn at the same place.
@Suite("Tier badge finishes")
struct TierBadgeFinishTests {
    static let width = 100.0, margin = 40.0
    static let canvas = Size(width: width + 2 * margin, height: width * TierBadgeShape.heightRatio + 2 * margin)

    /// Diamond I without a shadow, `width` wide at (margin, margin), with the given finishes.
    static func render(glow: Double = 0, duotone: Bool = false) throws -> Pixmap {
        let badge = TierBadge(rank: TierRank(index: 25)!, width: width, shadowRadius: 0, glow: glow, duotone: duotone)
        let scene = Scene {
            badge.frame(width: width, height: width * TierBadgeShape.heightRatio, alignment: .top)
        }
        return try scene.render(size: canvas, backend: .raster)
    }

    @Test("a glow spreads a halo in the badge's colour around it, and brightens it, never darkens")
    func glow() throws {
        let plain = try Self.render(), glowing = try Self.render(glow: 6)
        // 6 px left of the shield's side, half-way down its rectangle: empty without the glow.
        let (x, y) = (Int(Self.margin) - 6, Int(Self.margin + Self.width / 2))
        #expect(plain.straightPixel(x: x, y: y).a == 0)
        let halo = glowing.straightPixel(x: x, y: y)
        #expect(halo.a > 20 && halo.b > halo.r + 60, "\(halo)")   // diamond blue
        // Far from the badge, nothing.
        #expect(glowing.straightPixel(x: 2, y: 2).a == 0)
        // Screen never darkens: every channel inside the badge is at least the plain badge's.
        for (px, py) in [(x + 20, y), (Int(Self.canvas.width) / 2, y), (Int(Self.canvas.width) / 2, Int(Self.margin) + 130)] {
            let a = plain.straightPixel(x: px, y: py), b = glowing.straightPixel(x: px, y: py)
            #expect(b.r >= a.r && b.g >= a.g && b.b >= a.b && b.a >= a.a, "(\(px), \(py)): \(a) → \(b)")
        }
    }

    @Test("a duotone keeps black and white as black and the tier's colour, and grey between")
    func duotone() throws {
        let plain = try Self.render(), toned = try Self.render(duotone: true)
        let tier = TierPalette.tierColors[.diamond]!
        // The shield's colour (#41caff at level I) turns into its luminance times the tier's colour.
        let (x, y) = (Int(Self.margin) + 8, Int(Self.margin) + 8)
        let shield = plain.straightPixel(x: x, y: y)
        let luminance = (0.2126 * Double(shield.r) + 0.7152 * Double(shield.g) + 0.0722 * Double(shield.b)) / 255
        let toned1 = toned.straightPixel(x: x, y: y)
        for (channel, component) in [(toned1.r, tier.red), (toned1.g, tier.green), (toned1.b, tier.blue)] {
            #expect(abs(Double(channel) - luminance * component * 255) <= 2, "\(toned1) for luminance \(luminance)")
        }
        // The white V band becomes the tier's colour itself: find a white pixel of the plain badge.
        let band = (0..<Int(Self.canvas.height)).lazy.map { (Int(Self.canvas.width) / 2, $0) }
            .first { plain.straightPixel(x: $0.0, y: $0.1) == RGBA8(r: 255, g: 255, b: 255, a: 255) }
        let (bx, by) = try #require(band)
        let white = toned.straightPixel(x: bx, y: by)
        #expect(abs(Double(white.r) - tier.red * 255) <= 1 && abs(Double(white.g) - tier.green * 255) <= 1
                && abs(Double(white.b) - tier.blue * 255) <= 1, "\(white)")
    }

    @Test("the finishes are parameters of the component, with their ranges")
    func parameters() throws {
        #expect(buildError(TierBadgePlugin.tierBadge, ["glow": "17"])
                == "component 'tier-badge', parameter 'glow': '17' is not allowed: expected a number from 0 to 16")
        #expect(buildError(TierBadgePlugin.tierBadge, ["duotone": "maybe"]) != nil)
        // A glowing card keeps the halo inside the canvas: its outermost rows and columns stay empty.
        let image = try TierBadgePlugin.tierBadge.renderForTest(["glow": "16"], size: Size(square: 256))
        for i in 0..<256 {
            #expect(image.straightPixel(x: i, y: 0).a == 0 && image.straightPixel(x: 0, y: i).a == 0
                    && image.straightPixel(x: i, y: 255).a == 0 && image.straightPixel(x: 255, y: i).a == 0)
        }
    }
}
