/// How a group's layer combines with what lies beneath it (its backdrop): the blend modes of W3C
/// Compositing Level 1 and the Porter–Duff operators SwiftUI and Core Graphics name.
///
/// The modes from ``normal`` to ``luminosity`` blend the colours and composite source-over; the
/// Porter–Duff operators from ``clear`` to ``xor`` choose how much of the layer and of the
/// backdrop remain; ``plusLighter`` and ``plusDarker`` add. Modes for which a pixel the layer
/// leaves transparent still changes the backdrop (``affectsBackdropOutsideSource``) act on the
/// whole of the group's bounds.
public enum BlendMode: String, CaseIterable, Hashable, Sendable {
    /// Source-over: the layer over the backdrop.
    case normal
    /// The channels multiplied: never lighter.
    case multiply
    /// The complements multiplied: never darker.
    case screen
    /// Multiply or screen, by the backdrop's channel.
    case overlay
    /// The darker of each channel.
    case darken
    /// The lighter of each channel.
    case lighten
    /// The backdrop brightened to reflect the layer.
    case colorDodge
    /// The backdrop darkened to reflect the layer.
    case colorBurn
    /// Multiply or screen, by the layer's channel.
    case hardLight
    /// A softer hard light.
    case softLight
    /// The absolute difference of each channel.
    case difference
    /// Like difference, lower in contrast.
    case exclusion
    /// The layer's hue with the backdrop's saturation and luminosity.
    case hue
    /// The layer's saturation with the backdrop's hue and luminosity.
    case saturation
    /// The layer's hue and saturation with the backdrop's luminosity.
    case color
    /// The layer's luminosity with the backdrop's hue and saturation.
    case luminosity
    /// Neither: transparent.
    case clear
    /// The layer only, replacing the backdrop.
    case copy
    /// The layer where the backdrop is.
    case sourceIn
    /// The layer where the backdrop is not.
    case sourceOut
    /// The layer where the backdrop is, over the backdrop.
    case sourceAtop
    /// The backdrop over the layer.
    case destinationOver
    /// The backdrop where the layer is.
    case destinationIn
    /// The backdrop where the layer is not.
    case destinationOut
    /// The backdrop where the layer is, over the layer.
    case destinationAtop
    /// Each where the other is not.
    case xor
    /// The sum of layer and backdrop, limited to 1 (CSS `plus-lighter`).
    case plusLighter
    /// Darkening by the sum of what each lacks of white (Core Graphics' `plusDarker`).
    case plusDarker

    /// Whether a pixel the layer leaves transparent can change the backdrop there (`clear`,
    /// `copy`, `sourceIn`, `sourceOut`, `destinationIn`, `destinationAtop`): such a group acts on
    /// every pixel of its bounds, not only where it draws.
    public var affectsBackdropOutsideSource: Bool {
        switch self {
        case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop: true
        default: false
        }
    }

    /// The mode's name in CSS (`mix-blend-mode`), or `nil` for the Porter–Duff operators, which
    /// CSS does not offer as blend modes.
    public var cssName: String? {
        switch self {
        case .normal, .multiply, .screen, .overlay, .darken, .lighten, .difference, .exclusion, .hue, .saturation,
             .color, .luminosity:
            rawValue
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .hardLight: "hard-light"
        case .softLight: "soft-light"
        case .plusLighter: "plus-lighter"
        case .plusDarker: "plus-darker"
        default: nil
        }
    }

    /// The mode CSS names `name` (`mix-blend-mode`), or `nil` when it names none.
    public init?(cssName name: String) {
        guard let mode = Self.allCases.first(where: { $0.cssName == name }) else { return nil }
        self = mode
    }
}

extension BlendMode {
    /// A premultiplied pixel of the layer composited onto a premultiplied pixel of the backdrop
    /// by the mode's formula (W3C Compositing Level 1 §§ 9–10, with the layer's and backdrop's
    /// alpha weighing the blended colour), both given and returned as red, green, blue, alpha
    /// bytes. The arithmetic is IEEE double precision in one fixed order and the result is
    /// rounded to the nearest byte, so every backend and thread gets the same bytes. Every
    /// backend that blends a pixel itself uses this.
    public func composite(_ source: SIMD4<UInt8>, onto backdrop: SIMD4<UInt8>) -> SIMD4<UInt8> {
        let s = SIMD4<Double>(source) / 255, b = SIMD4<Double>(backdrop) / 255
        let (alpha, color) = composite(s, b)
        let a = (alpha * 255).rounded()
        let c = (color * 255).rounded(.toNearestOrAwayFromZero).clamped(lowerBound: .zero, upperBound: SIMD3(repeating: a))
        return SIMD4<UInt8>(UInt8(c.x), UInt8(c.y), UInt8(c.z), UInt8(a))
    }

    /// Premultiplied `source` composited onto premultiplied `backdrop` by the mode's formula,
    /// channels red, green, blue, alpha in 0…1, unrounded: what `feBlend` computes.
    public func composite(_ source: SIMD4<Double>, onto backdrop: SIMD4<Double>) -> SIMD4<Double> {
        let (alpha, color) = composite(source, backdrop)
        return SIMD4(color.x, color.y, color.z, alpha)
    }

    /// The result's alpha and premultiplied colour for premultiplied `s` and `b` in 0…1.
    private func composite(_ s: SIMD4<Double>, _ b: SIMD4<Double>) -> (Double, SIMD3<Double>) {
        let (αs, αb) = (s.w, b.w)
        let cs = SIMD3(s.x, s.y, s.z), cb = SIMD3(b.x, b.y, b.z)
        if let (fa, fb) = porterDuffFactors(αs: αs, αb: αb) {
            return (αs * fa + αb * fb, cs * fa + cb * fb)
        }
        let αo = min(αs + αb - αs * αb, 1)
        switch self {
        case .plusLighter:
            return (min(αs + αb, 1), (cs + cb).clamped(lowerBound: .zero, upperBound: SIMD3(repeating: 1)))
        case .plusDarker:
            // What each lacks of its own alpha is taken from the sum's alpha: opaque pixels give
            // max(0, Cs + Cb − 1), Core Graphics' formula; a transparent layer leaves the backdrop.
            let sum = min(αs + αb, 1)
            return (sum, (SIMD3(repeating: sum) - (SIMD3(repeating: αs) - cs) - (SIMD3(repeating: αb) - cb))
                .clamped(lowerBound: .zero, upperBound: SIMD3(repeating: sum)))
        default:
            // Straight colours for the blend function; a transparent pixel's does not matter, as
            // it is weighed by that pixel's alpha.
            let straightS = αs > 0 ? cs / αs : .zero, straightB = αb > 0 ? cb / αb : .zero
            let blended = blend(straightS, straightB)
            return (αo, cs * (1 - αb) + cb * (1 - αs) + αs * αb * blended)
        }
    }

    /// The Porter–Duff factors (Fa for the layer, Fb for the backdrop) of the operators, `nil`
    /// for the blend modes. `normal` is source-over.
    private func porterDuffFactors(αs: Double, αb: Double) -> (Double, Double)? {
        switch self {
        case .normal: (1, 1 - αs)
        case .clear: (0, 0)
        case .copy: (1, 0)
        case .sourceIn: (αb, 0)
        case .sourceOut: (1 - αb, 0)
        case .sourceAtop: (αb, 1 - αs)
        case .destinationOver: (1 - αb, 1)
        case .destinationIn: (0, αs)
        case .destinationOut: (0, 1 - αs)
        case .destinationAtop: (1 - αb, αs)
        case .xor: (1 - αb, 1 - αs)
        default: nil
        }
    }

    /// B(Cb, Cs): the blend function on straight colours, layer `cs`, backdrop `cb`.
    private func blend(_ cs: SIMD3<Double>, _ cb: SIMD3<Double>) -> SIMD3<Double> {
        switch self {
        case .hue: return Self.setLum(Self.setSat(cs, Self.sat(cb)), Self.lum(cb))
        case .saturation: return Self.setLum(Self.setSat(cb, Self.sat(cs)), Self.lum(cb))
        case .color: return Self.setLum(cs, Self.lum(cb))
        case .luminosity: return Self.setLum(cb, Self.lum(cs))
        default: return SIMD3(blend(cs.x, cb.x), blend(cs.y, cb.y), blend(cs.z, cb.z))
        }
    }

    /// The separable blend functions, channel by channel.
    private func blend(_ cs: Double, _ cb: Double) -> Double {
        switch self {
        case .multiply: cb * cs
        case .screen: cb + cs - cb * cs
        case .overlay: BlendMode.hardLight.blend(cb, cs)
        case .darken: min(cb, cs)
        case .lighten: max(cb, cs)
        case .colorDodge: cb == 0 ? 0 : cs >= 1 ? 1 : min(1, cb / (1 - cs))
        case .colorBurn: cb >= 1 ? 1 : cs == 0 ? 0 : 1 - min(1, (1 - cb) / cs)
        case .hardLight: cs <= 0.5 ? cb * 2 * cs : BlendMode.screen.blend(2 * cs - 1, cb)
        case .softLight: cs <= 0.5 ? cb - (1 - 2 * cs) * cb * (1 - cb) : cb + (2 * cs - 1) * (Self.softLightD(cb) - cb)
        case .difference: abs(cb - cs)
        case .exclusion: cb + cs - 2 * cb * cs
        default: cs
        }
    }

    private static func softLightD(_ cb: Double) -> Double {
        cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
    }

    private static func lum(_ c: SIMD3<Double>) -> Double { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    private static func sat(_ c: SIMD3<Double>) -> Double { c.max() - c.min() }

    private static func setLum(_ c: SIMD3<Double>, _ l: Double) -> SIMD3<Double> {
        clipColor(c + (l - lum(c)))
    }

    private static func clipColor(_ c: SIMD3<Double>) -> SIMD3<Double> {
        let l = lum(c), n = c.min(), x = c.max()
        var out = c
        if n < 0 { out = l + (out - l) * l / (l - n) }
        if x > 1 { out = l + (out - l) * (1 - l) / (x - l) }
        return out
    }

    /// The colour with its largest channel at `s`, its smallest at 0 and the middle one in
    /// proportion; grey stays black.
    private static func setSat(_ c: SIMD3<Double>, _ s: Double) -> SIMD3<Double> {
        let n = c.min(), x = c.max()
        guard x > n else { return .zero }
        return (c - n) * s / (x - n)
    }
}
