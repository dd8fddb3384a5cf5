import CFontconfig

/// The weight (boldness) of a font, on the OpenType scale of 1…1000 where 400 is regular and 700
/// bold.
///
/// The named weights follow SwiftUI's order, lightest first: `ultraLight` (100) is lighter than
/// `thin` (200), as `Font.Weight.ultraLight < .thin` in SwiftUI — CSS calls 100 "Thin" and 200
/// "Extra Light", so the two names are swapped relative to CSS on purpose.
public struct FontWeight: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The OpenType weight class, 1…1000.
    public let value: Int

    /// A weight from an OpenType weight class (`usWeightClass`, CSS `font-weight`), clamped to
    /// 1…1000; the usual values are the hundreds 100…900.
    public init(_ value: Int) {
        self.value = min(max(value, 1), 1000)
    }

    /// Weight 100, the lightest named weight.
    public static let ultraLight = FontWeight(100)
    /// Weight 200.
    public static let thin = FontWeight(200)
    /// Weight 300.
    public static let light = FontWeight(300)
    /// Weight 400, the normal weight of body text.
    public static let regular = FontWeight(400)
    /// Weight 500.
    public static let medium = FontWeight(500)
    /// Weight 600.
    public static let semibold = FontWeight(600)
    /// Weight 700.
    public static let bold = FontWeight(700)
    /// Weight 800.
    public static let heavy = FontWeight(800)
    /// Weight 900, the heaviest named weight.
    public static let black = FontWeight(900)

    /// The weight on fontconfig's own scale (`FC_WEIGHT_*`, where regular is 80 and bold 200),
    /// converted by fontconfig's `FcWeightFromOpenType` so that in-between values interpolate the
    /// way fontconfig expects.
    public var fontconfigWeight: Int32 {
        FcWeightFromOpenType(Int32(value))
    }

    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.value < b.value }

    public var description: String {
        let names = [100: "ultraLight", 200: "thin", 300: "light", 400: "regular", 500: "medium",
                     600: "semibold", 700: "bold", 800: "heavy", 900: "black"]
        return names[value] ?? "weight \(value)"
    }
}
