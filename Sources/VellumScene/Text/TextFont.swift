import VellumCore
import VellumText

/// The font a ``Text`` node asks for: a `FontDescriptor` and a size, with SwiftUI's
/// spellings, so `.font(.system(size: 100))` and `.font(.title)` port unchanged.
///
/// It is a request; the text module resolves it through fontconfig when the text is laid out
/// (the default family, DejaVu Sans, stands in for the system font).
public struct TextFont: Hashable, Sendable {
    /// Which face to use.
    public var descriptor: FontDescriptor
    /// The size in pixels per em.
    public var size: Double
    /// OpenType feature settings the font carries (`monospacedDigit()` adds `"tnum"`), applied
    /// before the text's own.
    public var features: [String] = []
    /// Why a ``variation(_:_:)`` setting is unusable (its tag or value), reported when the text
    /// is laid out; `nil` when every setting is valid.
    public var variationProblem: String?

    /// A font from a descriptor and a size.
    public init(_ descriptor: FontDescriptor, size: Double) {
        self.descriptor = descriptor
        self.size = size
    }

    /// The system font at `size` in `design`, as SwiftUI's `.system(size:weight:design:)`.
    public static func system(size: Double, weight: FontWeight = .regular, design: Design = .default) -> TextFont {
        TextFont(FontDescriptor(family: design.family, weight: weight), size: size)
    }

    /// The system font at a text style's size, as SwiftUI's `.system(_:design:weight:)`:
    /// `.font(.system(.title, design: .rounded))`. The style's own weight holds unless `weight`
    /// is given.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: FontWeight? = nil) -> TextFont {
        var font = style.font
        font.descriptor = FontDescriptor(family: (design ?? .default).family, weight: weight ?? font.descriptor.weight)
        return font
    }

    /// An installed family at `size`, as SwiftUI's `.custom(_:size:)`.
    public static func custom(_ family: String, size: Double, weight: FontWeight = .regular) -> TextFont {
        TextFont(FontDescriptor(family: family, weight: weight), size: size)
    }

    /// The face `faceIndex` of a font file at `size`.
    public static func file(_ path: String, faceIndex: Int = 0, size: Double) -> TextFont {
        TextFont(FontDescriptor(file: path, faceIndex: faceIndex), size: size)
    }

    /// The font with another weight.
    public func weight(_ weight: FontWeight) -> TextFont {
        var font = self
        font.descriptor.weight = weight
        return font
    }

    /// The font in bold.
    public func bold() -> TextFont { weight(.bold) }

    /// The font in another width, as SwiftUI's `Font.width(_:)`: `.width(.condensed)`,
    /// `.width(Font.Width(87.5))`. A family with a `wdth` axis is set at the width itself.
    public func width(_ width: FontWidth) -> TextFont {
        var font = self
        font.descriptor.width = width
        return font
    }

    /// The font with a variable face's axis `tag` set to `value`, e.g. `.variation("opsz", 32)`
    /// or `.variation("wght", 550)` (which wins over ``weight(_:)``); a Vellum extension. Values
    /// outside the face's range are clamped; an axis the face lacks is ignored with a warning;
    /// a tag that is not four ASCII characters or a value that is not finite makes the text
    /// report an error when laid out.
    public func variation(_ tag: String, _ value: Double) -> TextFont {
        var font = self
        do throws(TextError) {
            font.descriptor.variations.append(try FontVariation(tag: tag, value: value))
        } catch {
            font.variationProblem = font.variationProblem ?? error.description
        }
        return font
    }

    /// The font in italics.
    public func italic() -> TextFont {
        var font = self
        font.descriptor.italic = true
        return font
    }

    /// The font with digits of equal widths (OpenType `tnum`), as SwiftUI's
    /// `Font.monospacedDigit()`.
    public func monospacedDigit() -> TextFont {
        var font = self
        font.features.append("tnum")
        return font
    }

    /// The design of the system font, as SwiftUI's `Font.Design`, mapped to families installed
    /// through fontconfig (scripts/setup.sh installs them): DejaVu Sans for `.default`, DejaVu
    /// Serif for `.serif`, DejaVu Sans Mono for `.monospaced` and Comfortaa, a rounded sans, for
    /// `.rounded`.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced

        /// The family that stands for the design (`nil`: the default family).
        var family: String? {
            switch self {
            case .default: nil
            case .serif: "DejaVu Serif"
            case .rounded: "Comfortaa"
            case .monospaced: "DejaVu Sans Mono"
            }
        }
    }

    /// SwiftUI's name for font weights, `Font.Weight`. Any weight from 1 to 1000 can be
    /// asked for (`Font.Weight(550)`, a Vellum extension); a variable face is set to it.
    public typealias Weight = FontWeight

    /// SwiftUI's name for font widths, `Font.Width`: `.compressed`, `.condensed`, `.standard`,
    /// `.expanded`, or `Font.Width(percentage)` (Vellum's value is the percentage of the normal
    /// width, CSS's `font-stretch` scale).
    public typealias Width = FontWidth

    /// SwiftUI's text styles, as `Font.TextStyle`, at their default (large) sizes on iOS.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// The system font of the style.
        public var font: TextFont {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }

    // SwiftUI's text styles at their default (large) sizes on iOS.
    /// 34 points.
    public static let largeTitle = system(size: 34)
    /// 28 points.
    public static let title = system(size: 28)
    /// 22 points.
    public static let title2 = system(size: 22)
    /// 20 points.
    public static let title3 = system(size: 20)
    /// 17 points, semibold.
    public static let headline = system(size: 17, weight: .semibold)
    /// 15 points.
    public static let subheadline = system(size: 15)
    /// 17 points: what text uses unless told otherwise.
    public static let body = system(size: 17)
    /// 16 points.
    public static let callout = system(size: 16)
    /// 13 points.
    public static let footnote = system(size: 13)
    /// 12 points.
    public static let caption = system(size: 12)
    /// 11 points.
    public static let caption2 = system(size: 11)
}
