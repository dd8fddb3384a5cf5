/// An sRGB colour with straight (not premultiplied) alpha; components run from 0 to 1.
///
///     Color(red: 79.0 / 255, green: 79.0 / 255, blue: 191.0 / 255)   // as in SwiftUI
///     Color(red8: 87, green8: 218, blue8: 213)                       // 0–255 components
///     try Color(parsing: "#ec9a00")                                  // hex or a CSS name
///
/// The system colours (`Color.red`, `.blue`, … and `.primary`, `.secondary`) adapt to the
/// appearance as SwiftUI's do: they carry their dark-appearance components too, and a scene
/// draws them with those where the colour scheme is dark (see ``resolved(in:)``). Setting a
/// component makes the colour a fixed one. Colours compare equal when their components as given
/// — the light appearance's — are: `Color.red == Color(red8: 255, green8: 59, blue8: 48)`.
public struct Color: Hashable, Sendable {
    public var red: Double { didSet { darkAppearance = nil } }
    public var green: Double { didSet { darkAppearance = nil } }
    public var blue: Double { didSet { darkAppearance = nil } }
    /// Opacity: 0 is transparent, 1 opaque.
    public var alpha: Double
    /// The red, green and blue components in the dark appearance, for a colour that adapts;
    /// `nil` for a colour that is the same in both.
    public internal(set) var darkAppearance: DarkAppearance?

    /// Creates a colour from components in 0…1 (values outside are clamped when drawn).
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = opacity
    }

    /// Creates a colour from 0–255 components.
    public init(red8 r: Int, green8 g: Int, blue8 b: Int, alpha8 a: Int = 255) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255,
                  opacity: Double(a) / 255)
    }

    /// A grey of the given white level.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    public static func == (a: Color, b: Color) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// Whether every component is finite.
    public var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }

    /// The colour with its alpha multiplied by `opacity` (an adaptive colour stays adaptive).
    public func opacity(_ opacity: Double) -> Color {
        var color = self
        color.alpha = alpha * min(max(opacity, 0), 1)
        return color
    }

    /// The colour a fraction `t` of the way to `other`, component by component.
    public func interpolated(to other: Color, _ t: Double) -> Color {
        Color(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
              blue: blue + (other.blue - blue) * t, opacity: alpha + (other.alpha - alpha) * t)
    }

    /// The components as 0–255 integers, rounded, clamped: (r, g, b, a), straight alpha.
    public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        (Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha))
    }

    /// A 0…1 component as a rounded byte.
    @inlinable public static func byte(_ v: Double) -> UInt8 {
        UInt8((min(max(v.isNaN ? 0 : v, 0), 1) * 255).rounded())
    }

    /// The colour as `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var hexString: String {
        let bytes = rgba8
        return Self.hex(bytes, alpha: bytes.a != 255)
    }

    /// The colour as `#rrggbb`, its alpha left out (SVG gives it in an opacity of its own).
    public var opaqueHexString: String { Self.hex(rgba8, alpha: false) }

    /// `#` and two lower-case hex digits per byte, written straight into the string's storage.
    private static func hex(_ bytes: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), alpha: Bool) -> String {
        String(unsafeUninitializedCapacity: alpha ? 9 : 7) { text in
            func digit(_ nibble: UInt8) -> UInt8 {
                nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
            }
            func put(_ byte: UInt8, at index: Int) {
                text[index] = digit(byte >> 4)
                text[index + 1] = digit(byte & 15)
            }
            text[0] = UInt8(ascii: "#")
            put(bytes.r, at: 1)
            put(bytes.g, at: 3)
            put(bytes.b, at: 5)
            if alpha { put(bytes.a, at: 7) }
            return alpha ? 9 : 7
        }
    }
}

// MARK: - Common colours

extension Color {
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
}

// MARK: - SwiftUI's system colours

// These are the names tutorial code writes, so they draw what Apple draws: the system colours
// as Apple's Human Interface Guidelines list them (iOS), not CSS's, in the light appearance and,
// second, the dark one (`adapting(dark:)`). Before,
// `.blue` and `.yellow` meant pure (0, 0, 255) and (255, 255, 0); those and the other CSS
// meanings stay reachable as `cssBlue`, `cssYellow`, `cssRed`, `cssGray`, … below.
extension Color {
    /// SwiftUI's `.blue`: (0, 122, 255), dark (10, 132, 255). CSS `blue` is ``cssBlue``.
    public static let blue = Color(red8: 0, green8: 122, blue8: 255).adapting(dark: (10, 132, 255))
    /// SwiftUI's `.yellow`: (255, 204, 0), dark (255, 214, 10). CSS `yellow` is ``cssYellow``.
    public static let yellow = Color(red8: 255, green8: 204, blue8: 0).adapting(dark: (255, 214, 10))
    /// SwiftUI's `.green`: (52, 199, 89), dark (48, 209, 88). CSS `lime` (0, 255, 0) is ``cssLime``.
    public static let green = Color(red8: 52, green8: 199, blue8: 89).adapting(dark: (48, 209, 88))
    /// SwiftUI's `.orange`: (255, 149, 0), dark (255, 159, 10). CSS `orange` is ``cssOrange``.
    public static let orange = Color(red8: 255, green8: 149, blue8: 0).adapting(dark: (255, 159, 10))
    /// SwiftUI's `.purple`: (175, 82, 222), dark (191, 90, 242). CSS `purple` is ``cssPurple``.
    public static let purple = Color(red8: 175, green8: 82, blue8: 222).adapting(dark: (191, 90, 242))
    /// SwiftUI's `.pink`: (255, 45, 85), dark (255, 55, 95).
    public static let pink = Color(red8: 255, green8: 45, blue8: 85).adapting(dark: (255, 55, 95))
    /// SwiftUI's `.mint`: (0, 199, 190), dark (99, 230, 226).
    public static let mint = Color(red8: 0, green8: 199, blue8: 190).adapting(dark: (99, 230, 226))
    /// SwiftUI's `.teal`: (48, 176, 199), dark (64, 200, 224).
    public static let teal = Color(red8: 48, green8: 176, blue8: 199).adapting(dark: (64, 200, 224))
    /// SwiftUI's `.cyan`: (50, 173, 230), dark (100, 210, 255).
    public static let cyan = Color(red8: 50, green8: 173, blue8: 230).adapting(dark: (100, 210, 255))
    /// SwiftUI's `.indigo`: (88, 86, 214), dark (94, 92, 230).
    public static let indigo = Color(red8: 88, green8: 86, blue8: 214).adapting(dark: (94, 92, 230))
    /// SwiftUI's `.brown`: (162, 132, 94), dark (172, 142, 104).
    public static let brown = Color(red8: 162, green8: 132, blue8: 94).adapting(dark: (172, 142, 104))
    /// SwiftUI's `.red`: (255, 59, 48), dark (255, 69, 58). CSS `red` (255, 0, 0) is ``cssRed``.
    public static let red = Color(red8: 255, green8: 59, blue8: 48).adapting(dark: (255, 69, 58))
    /// SwiftUI's `.gray`: (142, 142, 147), dark (142, 142, 147). CSS `gray` (128, 128, 128) is ``cssGray``.
    public static let gray = Color(red8: 142, green8: 142, blue8: 147).adapting(dark: (142, 142, 147))
}

// MARK: - The CSS meanings

// Vellum's earlier meanings of the common names, under names that say where they come from.
extension Color {
    /// CSS `red`, (255, 0, 0): what `Color.red` meant before it became SwiftUI's.
    public static let cssRed = Color(red: 1, green: 0, blue: 0)
    /// CSS `lime`, (0, 255, 0): what `Color.green` meant before it became SwiftUI's.
    public static let cssLime = Color(red: 0, green: 1, blue: 0)
    /// CSS `blue`, (0, 0, 255): what `Color.blue` meant before it became SwiftUI's.
    public static let cssBlue = Color(red: 0, green: 0, blue: 1)
    /// CSS `yellow`, (255, 255, 0): what `Color.yellow` meant before it became SwiftUI's.
    public static let cssYellow = Color(red: 1, green: 1, blue: 0)
    /// CSS `orange`, (255, 165, 0): what `Color.orange` meant before it became SwiftUI's.
    public static let cssOrange = Color(red8: 255, green8: 165, blue8: 0)
    /// CSS `purple`, (128, 0, 128): what `Color.purple` meant before it became SwiftUI's.
    public static let cssPurple = Color(red8: 128, green8: 0, blue8: 128)
    /// CSS `gray`, (128, 128, 128): what `Color.gray` meant before it became SwiftUI's.
    public static let cssGray = Color(red8: 128, green8: 128, blue8: 128)
}

// MARK: - Parsing

/// A colour string that could not be understood.
public struct ColorParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text that was given.
    public var text: String
    public var description: String {
        "invalid colour '\(text)': expected #rgb, #rgba, #rrggbb, #rrggbbaa or a CSS colour name"
    }
}

extension Color {
    /// Parses `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` or one of the CSS named colours
    /// (case-insensitive, `transparent` included).
    public init(parsing text: String) throws(ColorParseError) {
        let s = text.trimmingCharacters(in: " \t\n\r")
        if s.hasPrefix("#") {
            guard let c = Self.parseHex(s.dropFirst()) else { throw ColorParseError(text: text) }
            self = c
        } else if let c = Self.named(String(s)) {
            self = c
        } else {
            throw ColorParseError(text: text)
        }
    }

    private static func parseHex(_ digits: Substring) -> Color? {
        let values = digits.map { $0.hexDigitValue }
        guard values.allSatisfy({ $0 != nil }) else { return nil }
        let v = values.map { $0! }
        switch v.count {
        case 3, 4:
            let a = v.count == 4 ? v[3] * 17 : 255
            return Color(red8: v[0] * 17, green8: v[1] * 17, blue8: v[2] * 17, alpha8: a)
        case 6, 8:
            let a = v.count == 8 ? v[6] * 16 + v[7] : 255
            return Color(red8: v[0] * 16 + v[1], green8: v[2] * 16 + v[3], blue8: v[4] * 16 + v[5],
                         alpha8: a)
        default:
            return nil
        }
    }

    /// The CSS named colour `name` (case-insensitive), or `nil` when there is none.
    public static func named(_ name: String) -> Color? {
        let key = name.lowercased()
        if key == "transparent" { return .clear }
        guard let rgb = CSSColorNames.table[key] else { return nil }
        return Color(red8: Int(rgb >> 16), green8: Int((rgb >> 8) & 0xff), blue8: Int(rgb & 0xff))
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> Substring {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) { s.removeLast() }
        return s
    }
}
