import VellumCore
import VellumScene

/// A solved.ac tier badge, as the seed builds it: the shield in the tier's colour with a light
/// shadow, the white V band over it, and the level in bold white digits.
///
/// Two finishes go beyond the seed, both SwiftUI effect modifiers: a glow (a blurred copy of the
/// badge blended over it with `.screen`, so the badge brightens and a halo of its colours
/// spreads around it) and a duotone (the badge in grey, multiplied by the tier's colour, so black
/// stays black and white becomes the tier's colour).
///
/// The badge lays out as a square of `width` — the seed frames all three layers that way — and
/// the shield hangs below that square to ``TierBadgeShape/heightRatio`` × `width`; frame it
/// taller (alignment `.top`) to give the point its room:
///
///     TierBadge(rank: TierRank(index: 13)!, width: 120)
///         .frame(width: 120, height: 120 * TierBadgeShape.heightRatio, alignment: .top)
///
/// The numeral asks for a 100-point bold font and may shrink to almost nothing
/// (`minimumScaleFactor(0.0001)`): below a width of about 116 points it shrinks to fit the
/// square; above it stays 100 points tall, as SwiftUI's text does.
public struct TierBadge: Node {
    /// The tier and level shown.
    public var rank: TierRank
    /// The badge's width.
    public var width: Double
    /// Where the shield's colour comes from.
    public var palette: TierPalette
    /// How the level is written.
    public var numerals: TierNumerals
    /// The shadow's blur radius; 0 draws none. The seed's 1.5.
    public var shadowRadius: Double
    /// The blur radius of the glow's copy; 0 draws no glow.
    public var glow: Double
    /// Whether the badge is drawn in two tones: black and the tier's colour.
    public var duotone: Bool

    /// The font size the seed asks the numeral for, before shrinking.
    public static let numeralFontSize = 100.0

    /// A badge for `rank`, `width` wide.
    public init(rank: TierRank, width: Double, palette: TierPalette = .perLevel,
                numerals: TierNumerals = .arabic, shadowRadius: Double = 1.5, glow: Double = 0,
                duotone: Bool = false) {
        self.rank = rank
        self.width = width
        self.palette = palette
        self.numerals = numerals
        self.shadowRadius = shadowRadius
        self.glow = glow
        self.duotone = duotone
    }

    public var body: some Node {
        if glow > 0 {
            ZStack {
                toned
                toned.blur(radius: glow).blendMode(.screen)
            }
        } else {
            toned
        }
    }

    @NodeBuilder private var toned: some Node {
        if duotone {
            layers.grayscale(1).colorMultiply(TierPalette.tierColors[rank.tier]!)
        } else {
            layers
        }
    }

    private var layers: some Node {
        ZStack(alignment: .center) {
            shield
            TierBadgeMask()
                .frame(width: width, height: width)
                .foregroundColor(.white)
            Text(numerals.numeral(for: rank))
                .fontWeight(.bold)
                .font(.system(size: Self.numeralFontSize))
                .minimumScaleFactor(0.0001)
                .foregroundColor(.white)
                .frame(width: width, height: width, alignment: .center)
        }
    }

    @NodeBuilder private var shield: some Node {
        // The shield hangs below its square frame; the Master gradient spans the whole shield
        // (the path's bounds), as the golden images record, not the frame SwiftUI would use.
        let shape = TierBadgeShape().fill(palette.paint(for: rank)).gradientReferenceBox(.pathBounds)
            .frame(width: width, height: width)
        if shadowRadius > 0 {
            shape.shadow(radius: shadowRadius)   // SwiftUI's default colour: black at 33 %
        } else {
            shape
        }
    }
}
