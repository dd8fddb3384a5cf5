import VellumComponents
import VellumCore
import VellumScene

/// The solved.ac tier badge (a Baekjoon profile's shield with the level numeral) as a component.
///
///     var registry = ComponentRegistry()
///     try registry.register(TierBadgePlugin.plugin)
///     let body = try registry.component(named: "tier-badge").build(["index": "13", "label": "골드 III"])
///     let image = try body.scene().render(size: Size(square: 256), backend: .raster)
///
/// The rank is given either by `tier` and `level` or by the solved.ac tier `index`; a non-zero
/// `index` wins over `tier` and `level`, whatever they say.
public enum TierBadgePlugin {
    /// The plugin: one component, `tier-badge`.
    public static var plugin: Plugin {
        Plugin(name: "tier-badge", summary: "solved.ac tier badges (Baekjoon profiles)", components: [tierBadge])
    }

    /// The `tier-badge` component.
    public static var tierBadge: Component {
        Component(name: "tier-badge", summary: "A solved.ac tier shield with its level numeral and an optional label",
                  parameters: .tier, .level, .index, .palette, .numerals, .label, .labelColor, .shadowRadius,
                  .glow, .duotone,
                  defaultSize: Size(square: 256), variations: variations) { values in
            ComponentBody(card(from: values))
        }
    }

    /// The rank the values name: `index` when it is not 0, otherwise `tier` and `level`.
    public static func rank(from values: ParameterValues) -> TierRank {
        let index = values[.index]
        if index != 0, let rank = TierRank(index: index) { return rank }
        // The level's range is TierRank.levels, so this cannot fail.
        return TierRank(tier: values[.tier], level: values[.level])!
    }

    /// Every tier at the default level 3 (gold 3 is the default itself), the extremes of one tier,
    /// labels in six scripts — Hangul, Arabic and Hebrew (right to left, with a left-to-right
    /// numeral), Devanagari (conjuncts), Thai (stacked marks), Latin — and one with a colour emoji,
    /// and the alternative numerals and palette.
    static let variations: [Component.Variation] =
        ["bronze", "silver", "platinum", "diamond", "ruby"].map { .init("\($0)-3", ["tier": $0, "level": "3"]) }
        + [
            .init("master", ["tier": "master"]),
            .init("gold-5", ["tier": "gold", "level": "5"]),
            .init("gold-1", ["index": "15"]),
            .init("hangul-label", ["index": "13", "label": "골드 III"]),
            .init("arabic-label", ["index": "13", "label": "ذهب III"]),
            .init("hindi-label", ["index": "13", "label": "स्वर्ण III"]),
            .init("hebrew-label", ["tier": "silver", "level": "2", "label": "כסף II"]),
            .init("thai-label", ["tier": "platinum", "level": "4", "label": "แพลทินัม IV"]),
            .init("latin-label", ["tier": "ruby", "level": "1", "label": "Ruby I"]),
            .init("emoji-label", ["tier": "gold", "level": "1", "label": "🏆 Gold I"]),
            .init("roman-per-tier", ["tier": "ruby", "level": "4", "numerals": "roman", "palette": "per-tier"]),
            .init("glowing", ["tier": "diamond", "level": "1", "glow": "8"]),
            .init("duotone", ["tier": "ruby", "level": "2", "duotone": "true"]),
        ]

    static func card(from values: ParameterValues) -> TierBadgeCard {
        let label = values[.label]
        let metrics = TierBadgeCard.Metrics(canvas: values.canvasSize, hasLabel: !label.isEmpty, glow: values[.glow])
        let badge = TierBadge(rank: rank(from: values), width: metrics.width, palette: values[.palette],
                              numerals: values[.numerals], shadowRadius: values[.shadowRadius],
                              glow: values[.glow], duotone: values[.duotone])
        return TierBadgeCard(badge: badge, label: label, labelColor: values[.labelColor], metrics: metrics)
    }
}

extension Tier: ParameterChoice {}
extension TierPalette: ParameterChoice {}
extension TierNumerals: ParameterChoice {}

// The tier badge's parameters.
extension ParameterKey where Value == Tier {
    static let tier = ParameterKey("tier", default: .gold, summary: "The tier; Master has no levels.")
}

extension ParameterKey where Value == Int {
    static let level = ParameterKey("level", default: 3, range: TierRank.levels,
                                    summary: "The level within the tier: 5 is V (lowest), 1 is I (highest).")
    static let index = ParameterKey(
        "index", default: 0, range: 0...TierRank.indices.upperBound,
        summary: "The solved.ac tier index: 1–5 Bronze V–I, …, 26–30 Ruby V–I, 31 Master; 0 uses tier and level. Wins over them.")
}

extension ParameterKey where Value == TierPalette {
    static let palette = ParameterKey(
        "palette", default: .perLevel,
        summary: "per-level: solved.ac's shade of each level (Master as a gradient); per-tier: one colour per tier.")
}

extension ParameterKey where Value == TierNumerals {
    static let numerals = ParameterKey("numerals", default: .arabic,
                                       summary: "How the level is written: arabic 1–5 as the seed, or roman I–V.")
}

extension ParameterKey where Value == String {
    static let label = ParameterKey("label", default: "", maxLength: 60,
                                    summary: "Text under the badge, in any script; empty for none.")
}

extension ParameterKey where Value == Color {
    static let labelColor = ParameterKey("label-color", default: Color(red8: 0x2d, green8: 0x2d, blue8: 0x2d),
                                         summary: "The label's colour.")
}

extension ParameterKey where Value == Double {
    static let shadowRadius = ParameterKey("shadow-radius", default: 1.5, range: 0...20,
                                           summary: "The blur radius of the shield's shadow in pixels; 0 for none.")
    static let glow = ParameterKey("glow", default: 0, range: 0...16,
                                   summary: "The blur radius of a glow: a blurred copy screen-blended over the badge; 0 for none.")
}

extension ParameterKey where Value == Bool {
    static let duotone = ParameterKey("duotone", default: false,
                                      summary: "Draw the badge in two tones, black and the tier's colour (grayscale, then multiply).")
}
