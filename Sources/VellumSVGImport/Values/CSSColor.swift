import VellumCore

/// A colour as CSS writes it: a value, or `currentColor`, which takes the element's `color`.
enum CSSColor: Hashable, Sendable {
    case color(Color)
    case currentColor

    /// The colour, with `currentColor` taken from `current`.
    func resolved(current: Color) -> Color {
        switch self {
        case .color(let c): c
        case .currentColor: current
        }
    }

    /// Parses every CSS colour form SVG documents use: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`,
    /// `rgb()`/`rgba()` with numbers or percentages (comma- or space-separated, with an optional
    /// alpha), `hsl()`/`hsla()`, the named colours, `transparent` and `currentColor`. SVG 1.1's
    /// trailing `icc-color(…)` is not a CSS colour (SVG 2 dropped it), so a value with one is
    /// invalid, as it is in Chromium, Firefox and resvg.
    init?(parsing text: String) {
        let s = Substring(text).trimmingSpaces
        let lower = s.lowercased()
        if lower == "currentcolor" {
            self = .currentColor
        } else if lower.hasPrefix("#") {
            guard let c = try? Color(parsing: String(s)) else { return nil }
            self = .color(c)
        } else if let open = lower.firstIndex(of: "("), lower.hasSuffix(")") {
            let name = lower[..<open].trimmingSpaces
            let arguments = String(lower[lower.index(after: open)..<lower.index(before: lower.endIndex)])
            guard let c = Self.function(String(name), arguments: arguments) else { return nil }
            self = .color(c)
        } else if let c = Color.named(lower) {
            self = .color(c)
        } else {
            return nil
        }
    }

    /// `rgb[a](…)` or `hsl[a](…)`.
    private static func function(_ name: String, arguments: String) -> Color? {
        guard let args = Arguments(arguments) else { return nil }
        switch name {
        case "rgb", "rgba":
            // The comma-separated (legacy) form takes all numbers or all percentages.
            guard args.channels.count == 3,
                  !arguments.contains(",") || Set(args.channels.map { $0.unit == .percent }).count == 1 else { return nil }
            let c = args.channels.map { channel -> Double in
                let v = channel.unit == .percent ? channel.value / 100 : channel.value / 255
                return min(max(v, 0), 1)
            }
            return Color(red: c[0], green: c[1], blue: c[2], opacity: args.alpha)
        case "hsl", "hsla":
            guard args.channels.count == 3, args.channels[1].unit == .percent || args.channels[1].value == 0,
                  args.channels[2].unit == .percent || args.channels[2].value == 0,
                  let hue = args.hueDegrees
            else { return nil }
            let s = min(max(args.channels[1].value / 100, 0), 1)
            let l = min(max(args.channels[2].value / 100, 0), 1)
            return hslColor(hue: hue, saturation: s, lightness: l, alpha: args.alpha)
        default:
            return nil
        }
    }

    /// CSS Color 4's HSL to sRGB conversion.
    private static func hslColor(hue: Double, saturation s: Double, lightness l: Double, alpha: Double) -> Color {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return Color(red: f(0), green: f(8), blue: f(4), opacity: alpha)
    }

    /// The arguments of a colour function: three channels and an optional alpha, written
    /// `a, b, c[, alpha]` or `a b c[ / alpha]`.
    private struct Arguments {
        var channels: [Length] = []
        var alpha = 1.0
        /// The first channel's text unit, for hues written with an angle unit.
        var hueUnit = ""

        init?(_ text: String) {
            var scanner = ValueScanner(text)
            scanner.skipSpaces()
            var values: [Length] = []
            var sawSlash = false
            while !scanner.isAtEnd {
                guard let n = scanner.number() else { return nil }
                if scanner.consume(UInt8(ascii: "%")) {
                    values.append(Length(n, .percent))
                } else {
                    let unit = scanner.identifier()
                    if values.isEmpty { hueUnit = unit } else if !unit.isEmpty { return nil }
                    values.append(Length(n))
                }
                scanner.skipSpaces()
                if scanner.consume(UInt8(ascii: ",")) || scanner.consume(UInt8(ascii: "/")) {
                    sawSlash = sawSlash || scanner.bytes[scanner.index - 1] == UInt8(ascii: "/")
                    scanner.skipSpaces()
                    if scanner.isAtEnd { return nil }
                }
            }
            guard values.count == 3 || values.count == 4 else { return nil }
            channels = Array(values.prefix(3))
            if values.count == 4 {
                let a = values[3]
                alpha = min(max(a.unit == .percent ? a.value / 100 : a.value, 0), 1)
            } else if sawSlash {
                return nil
            }
        }

        /// The first channel as a hue in degrees (`deg`, `rad`, `grad`, `turn` or no unit).
        var hueDegrees: Double? {
            let v = channels[0].value
            switch hueUnit {
            case "", "deg": return v
            case "rad": return v * 180 / .pi
            case "grad": return v * 0.9
            case "turn": return v * 360
            default: return nil
            }
        }
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var s = self
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return s
    }
}
