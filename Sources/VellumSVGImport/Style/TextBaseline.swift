import VellumText

/// A baseline of a font that `dominant-baseline` and `alignment-baseline` align text by. SVG
/// leaves open where most of them lie; fonts rarely carry a `BASE` table, so they are placed
/// from the face's ascent, descent and x-height as Chromium places them (and resvg, the
/// reference of the SVG test suite, does after it).
enum TextBaseline: String, Hashable, Sendable {
    case alphabetic, ideographic, hanging, mathematical, central, middle
    case textBeforeEdge = "text-before-edge", textAfterEdge = "text-after-edge"

    /// A `dominant-baseline` or `alignment-baseline` keyword; `nil` for `auto`, `baseline`,
    /// `use-script`, `no-change` and `reset-size` (the alphabetic baseline), and for words that
    /// are not baselines.
    init?(keyword: String) {
        switch keyword {
        case "before-edge": self = .textBeforeEdge
        case "after-edge": self = .textAfterEdge
        default: self.init(rawValue: keyword)
        }
    }

    /// The keywords either property accepts beyond the baselines themselves.
    static let neutralKeywords: Set<String> = ["auto", "baseline", "use-script", "no-change", "reset-size"]

    /// How far down the glyphs move so that this baseline lies where the alphabetic one was.
    func shift(_ metrics: FontMetrics) -> Double {
        switch self {
        case .alphabetic: 0
        case .textBeforeEdge: metrics.ascent
        case .textAfterEdge, .ideographic: -metrics.descent
        case .middle: metrics.xHeight / 2
        case .central: (metrics.ascent - metrics.descent) / 2
        case .hanging: metrics.ascent * 0.8
        case .mathematical: metrics.ascent / 2
        }
    }
}

/// One `baseline-shift` value: how far an element raises its text from its parent's baseline.
enum BaselineShift: Hashable, Sendable {
    /// `sub`: down by the font's subscript offset.
    case lowered
    /// `super`: up by the font's superscript offset.
    case raised
    /// A length, a percentage of the font size already resolved: up by this many user units.
    case offset(Double)

    /// A `baseline-shift` value at font size `fontSize`: the shift (`nil` for `baseline`), and
    /// whether the value is a keyword or a length at all.
    static func parse(_ value: String, fontSize: Double) -> (shift: BaselineShift?, isValid: Bool) {
        switch value {
        case "baseline": return (nil, true)
        case "sub": return (.lowered, true)
        case "super": return (.raised, true)
        default:
            guard let length = Length(parsing: value) else { return (nil, false) }
            let resolved = switch length.unit {
            case .percent: length.value / 100 * fontSize
            case .em: length.value * fontSize
            case .ex: length.value * fontSize / 2
            default: length.resolved(.other, in: .zero)
            }
            return (.offset(resolved), true)
        }
    }

    /// How far up this shift raises text drawn with `metrics`.
    func rise(_ metrics: FontMetrics) -> Double {
        switch self {
        case .lowered: -metrics.subscriptOffset
        case .raised: metrics.superscriptOffset
        case .offset(let value): value
        }
    }
}

extension Style {
    /// How far down the glyphs of text with this style move from the pen's baseline: the
    /// `baseline-shift`s of the text's elements down to this one raise it, and the
    /// `alignment-baseline` (or, when that is `auto`, the `dominant-baseline`) moves it so that
    /// baseline lies on the pen's line. Vertical text keeps its central baseline: only the
    /// shifts apply.
    func baselineOffset(_ metrics: FontMetrics, vertical: Bool) -> Double {
        let own = baselineShift.flatMap { BaselineShift.parse($0, fontSize: fontSize).shift }
        let rise = (baselineShifts + [own].compactMap { $0 }).reduce(0) { $0 + $1.rise(metrics) }
        guard !vertical else { return -rise }
        let baseline = alignmentBaseline ?? parentAlignmentBaseline ?? dominantBaseline
        return (baseline?.shift(metrics) ?? 0) - rise
    }
}
