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

    /// A font from a descriptor and a size.
    public init(_ descriptor: FontDescriptor, size: Double) {
        self.descriptor = descriptor
        self.size = size
    }

    /// The system font (the default family) at `size`, as SwiftUI's `.system(size:weight:)`.
    public static func system(size: Double, weight: FontWeight = .regular) -> TextFont {
        TextFont(FontDescriptor(weight: weight), size: size)
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

    /// The font in italics.
    public func italic() -> TextFont {
        var font = self
        font.descriptor.italic = true
        return font
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
