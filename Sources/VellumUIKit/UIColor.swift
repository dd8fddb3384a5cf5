import VellumScene

/// UIKit's colour: a Vellum `Color` with UIKit's initialisers, UIKit's named colours
/// and the set-then-draw verbs (`setFill()`, `setStroke()`, `set()`) that act on the current context.
///
///     UIColor.green.setFill()          // UIKit's green: (0, 255, 0)
///     path.fill()
///
/// UIKit's fixed names (`.red`, `.green`, `.orange`, …) keep UIKit's documented component values,
/// which are not SwiftUI's: `UIColor.orange` is (255, 128, 0), `Color.orange` (255, 149, 0). The
/// adaptive system colours (`.systemBlue`, …) are SwiftUI's colours, light appearance.
public struct UIColor: Hashable, Sendable {
    /// The colour as Core Graphics (and the rest of Vellum) takes it.
    /// For a pattern colour (``init(patternImage:)``), transparent black.
    public var cgColor: CGColor
    /// The image a pattern colour fills with, tiled from the drawing's origin; `nil` for a plain colour.
    public private(set) var patternImage: UIImage?

    /// Wraps a Vellum or Core Graphics colour, as `UIColor(cgColor:)`.
    public init(cgColor: CGColor) {
        self.cgColor = cgColor
    }

    /// A colour from sRGB components in 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        cgColor = Color(red: red, green: green, blue: blue, opacity: alpha)
    }

    /// A grey: `white` 0 is black, 1 white.
    public init(white: Double, alpha: Double) {
        cgColor = Color(white: white, opacity: alpha)
    }

    /// A colour from hue, saturation and brightness (HSB, also called HSV), each in 0…1; a hue of
    /// 1 is the same as 0 (red).
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {
        cgColor = Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha)
    }

    /// A colour that fills with copies of `image` at its size in points, laid side by side from the
    /// origin of the view or image being drawn, as `UIColor(patternImage:)`. Strokes and Core
    /// Graphics' `setFillColor` take its ``cgColor``, transparent; fills through `setFill()` tile.
    public init(patternImage image: UIImage) {
        cgColor = .clear
        patternImage = image
    }

    /// The colour with its alpha replaced by `alpha`.
    public func withAlphaComponent(_ alpha: Double) -> UIColor {
        var color = cgColor
        color.alpha = alpha
        return UIColor(cgColor: color)
    }

    /// Makes this the current context's fill colour (no effect outside a drawing); a pattern colour
    /// becomes the context's fill pattern.
    public func setFill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if let fill = patternImage?.patternFill { return context.setFillPattern(fill) }
        context.setFillColor(cgColor)
    }

    /// Makes this the current context's stroke colour (no effect outside a drawing).
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    /// Makes this both the fill and the stroke colour.
    public func set() {
        setFill()
        setStroke()
    }
}

// MARK: - UIKit's fixed colours

// The values Apple's UIColor documentation gives for each class property, in the sRGB space.
extension UIColor {
    /// (0, 0, 0).
    public static let black = UIColor(white: 0, alpha: 1)
    /// White 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// White 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// (255, 255, 255).
    public static let white = UIColor(white: 1, alpha: 1)
    /// White 1/2.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// (0, 1, 0): pure green, unlike SwiftUI's `Color.green`.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// (0, 0, 1): pure blue, unlike SwiftUI's `Color.blue`.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// (1, 0.5, 0): not CSS orange (255, 165, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Black with no opacity.
    public static let clear = UIColor(white: 0, alpha: 0)
}

// MARK: - UIKit's system colours

// The adaptive colours in the light appearance: the same values as SwiftUI's system colours, which
// Vellum's `Color` already names, so each is taken from there rather than written twice.
extension UIColor {
    /// `Color.red`: (255, 59, 48).
    public static let systemRed = UIColor(cgColor: .red)
    /// `Color.orange`: (255, 149, 0).
    public static let systemOrange = UIColor(cgColor: .orange)
    /// `Color.yellow`: (255, 204, 0).
    public static let systemYellow = UIColor(cgColor: .yellow)
    /// `Color.green`: (52, 199, 89).
    public static let systemGreen = UIColor(cgColor: .green)
    /// `Color.mint`: (0, 199, 190).
    public static let systemMint = UIColor(cgColor: .mint)
    /// `Color.teal`: (48, 176, 199).
    public static let systemTeal = UIColor(cgColor: .teal)
    /// `Color.cyan`: (50, 173, 230).
    public static let systemCyan = UIColor(cgColor: .cyan)
    /// `Color.blue`: (0, 122, 255).
    public static let systemBlue = UIColor(cgColor: .blue)
    /// `Color.indigo`: (88, 86, 214).
    public static let systemIndigo = UIColor(cgColor: .indigo)
    /// `Color.purple`: (175, 82, 222).
    public static let systemPurple = UIColor(cgColor: .purple)
    /// `Color.pink`: (255, 45, 85).
    public static let systemPink = UIColor(cgColor: .pink)
    /// `Color.brown`: (162, 132, 94).
    public static let systemBrown = UIColor(cgColor: .brown)
    /// `Color.gray`: (142, 142, 147).
    public static let systemGray = UIColor(cgColor: .gray)
    /// (174, 174, 178).
    public static let systemGray2 = UIColor(cgColor: Color(red8: 174, green8: 174, blue8: 178))
    /// (199, 199, 204).
    public static let systemGray3 = UIColor(cgColor: Color(red8: 199, green8: 199, blue8: 204))
    /// (209, 209, 214).
    public static let systemGray4 = UIColor(cgColor: Color(red8: 209, green8: 209, blue8: 214))
    /// (229, 229, 234).
    public static let systemGray5 = UIColor(cgColor: Color(red8: 229, green8: 229, blue8: 234))
    /// (242, 242, 247).
    public static let systemGray6 = UIColor(cgColor: Color(red8: 242, green8: 242, blue8: 247))
    /// The text colour, `Color.primary`: black.
    public static let label = UIColor(cgColor: .primary)
    /// Secondary text, `Color.secondary`: (60, 60, 67) at 60 %.
    public static let secondaryLabel = UIColor(cgColor: .secondary)
    /// Tertiary text: (60, 60, 67) at 30 %.
    public static let tertiaryLabel = UIColor(cgColor: Color(red8: 60, green8: 60, blue8: 67, alpha8: 77))
    /// A screen's background: white.
    public static let systemBackground = UIColor.white
    /// A grouped or secondary background: (242, 242, 247).
    public static let secondarySystemBackground = systemGray6
}
