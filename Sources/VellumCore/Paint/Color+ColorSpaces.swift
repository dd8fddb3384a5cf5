import Foundation

// SwiftUI's other ways of making a colour: from hue, saturation and brightness, and from
// components in a named RGB colour space.
extension Color {
    /// A colour from hue, saturation and brightness (HSB, also called HSV), each 0…1, as
    /// SwiftUI's `Color(hue:saturation:brightness:opacity:)`. A hue of 0 and of 1 are both red.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6       // 0 ..< 6: the sector of the colour wheel
        let s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// An RGB colour space, as SwiftUI's `Color.RGBColorSpace`.
    public enum RGBColorSpace: Hashable, Sendable {
        /// Gamma-encoded sRGB: the components are used as they are.
        case sRGB
        /// Linear-light sRGB: the components are encoded with sRGB's transfer function.
        case sRGBLinear
        /// Display P3. Vellum draws in sRGB, so P3 components are converted to sRGB and clamped
        /// to its gamut.
        case displayP3
    }

    /// A colour from components in `colorSpace`, as SwiftUI's
    /// `Color(_:red:green:blue:opacity:)`: `Color(.sRGB, red: 0.2, green: 0.4, blue: 0.9)`.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        switch colorSpace {
        case .sRGB:
            self.init(red: red, green: green, blue: blue, opacity: opacity)
        case .sRGBLinear:
            self.init(red: Self.encoded(red), green: Self.encoded(green), blue: Self.encoded(blue), opacity: opacity)
        case .displayP3:
            // P3 and sRGB share the transfer function and the white point: decode, change
            // primaries in linear light, encode.
            let (r, g, b) = (Self.decoded(red), Self.decoded(green), Self.decoded(blue))
            let sr = 1.2249401 * r - 0.2249404 * g + 0.0000001 * b
            let sg = -0.0420569 * r + 1.0420571 * g - 0.0000001 * b
            let sb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
            func clamped(_ v: Double) -> Double { Self.encoded(min(max(v, 0), 1)) }
            self.init(red: clamped(sr), green: clamped(sg), blue: clamped(sb), opacity: opacity)
        }
    }

    /// sRGB's transfer function: linear light to the encoded component.
    package static func encoded(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// The inverse of ``encoded(_:)``.
    package static func decoded(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }
}
