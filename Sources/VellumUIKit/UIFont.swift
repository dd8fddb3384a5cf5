import VellumText

/// UIKit's font: a family (found through fontconfig), a weight, a size in points and OpenType
/// features, turned into VellumText's ``VellumText/TextStyle`` when attributed text is laid out.
///
/// The system font is Vellum's default family (DejaVu Sans), as SwiftUI's `Font.system` is;
/// the monospaced system font is DejaVu Sans Mono.
public final class UIFont: Hashable, Sendable {
    /// The font's name: the family asked for, or `.SFUI` for the system font.
    public let fontName: String
    /// The size in points.
    public let pointSize: Double
    /// What fontconfig is asked for.
    public let descriptor: FontDescriptor
    /// OpenType features (tabular digits for `monospacedDigitSystemFont`).
    public let features: [FontFeature]

    init(fontName: String, pointSize: Double, descriptor: FontDescriptor, features: [FontFeature] = []) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.descriptor = descriptor
        self.features = features
    }

    /// The installed font whose family is `fontName`, at `size` points, as `UIFont(name:size:)`;
    /// `nil` when fontconfig has no such family (it would substitute another).
    public convenience init?(name fontName: String, size: Double) {
        let descriptor = FontDescriptor(family: fontName)
        guard let font = try? VellumText.Font(descriptor), font.resolutionWarning == nil else { return nil }
        self.init(fontName: fontName, pointSize: size, descriptor: descriptor)
    }

    /// UIKit's font weights, by their values (`UIFont.Weight.bold` is 0.4).
    public struct Weight: Hashable, Sendable {
        /// The raw value, as Apple's.
        public let rawValue: Double
        /// The value whose raw value is `rawValue`.
        public init(rawValue: Double) { self.rawValue = rawValue }

        /// Apple's `.ultraLight`.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Apple's `.thin`.
        public static let thin = Weight(rawValue: -0.6)
        /// Apple's `.light`.
        public static let light = Weight(rawValue: -0.4)
        /// Apple's `.regular`.
        public static let regular = Weight(rawValue: 0)
        /// Apple's `.medium`.
        public static let medium = Weight(rawValue: 0.23)
        /// Apple's `.semibold`.
        public static let semibold = Weight(rawValue: 0.3)
        /// Apple's `.bold`.
        public static let bold = Weight(rawValue: 0.4)
        /// Apple's `.heavy`.
        public static let heavy = Weight(rawValue: 0.56)
        /// Apple's `.black`.
        public static let black = Weight(rawValue: 0.62)

        /// The OpenType weight (100…900) nearest to this one.
        var fontWeight: FontWeight {
            let steps: [(Double, FontWeight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular),
                                                 (0.23, .medium), (0.3, .semibold), (0.4, .bold), (0.56, .heavy),
                                                 (0.62, .black)]
            return steps.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
        }
    }

    /// The system font at `size` and `weight`.
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> UIFont {
        UIFont(fontName: ".SFUI", pointSize: size, descriptor: FontDescriptor(weight: weight.fontWeight))
    }

    /// The bold system font at `size`.
    public static func boldSystemFont(ofSize size: Double) -> UIFont { systemFont(ofSize: size, weight: .bold) }

    /// The italic system font at `size`.
    public static func italicSystemFont(ofSize size: Double) -> UIFont {
        UIFont(fontName: ".SFUI-Italic", pointSize: size, descriptor: FontDescriptor(italic: true))
    }

    /// The system font with digits of equal widths (OpenType `tnum`).
    public static func monospacedDigitSystemFont(ofSize size: Double, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI", pointSize: size, descriptor: FontDescriptor(weight: weight.fontWeight),
               features: [.tabularFigures])
    }

    /// The monospaced system font (DejaVu Sans Mono).
    public static func monospacedSystemFont(ofSize size: Double, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUIMono", pointSize: size,
               descriptor: FontDescriptor(family: "DejaVu Sans Mono", weight: weight.fontWeight))
    }

    /// The same font at `size` points, as `UIFont.withSize(_:)`.
    public func withSize(_ size: Double) -> UIFont {
        UIFont(fontName: fontName, pointSize: size, descriptor: descriptor, features: features)
    }

    /// UIKit's standard sizes: 14 points for system text, 17 for labels.
    public static var systemFontSize: Double { 14 }
    /// The size of labels, 17 points.
    public static var labelFontSize: Double { 17 }

    /// The family fontconfig found.
    public var familyName: String { (try? VellumText.Font(descriptor))?.face.familyName ?? "" }

    private var metrics: FontMetrics? { (try? VellumText.Font(descriptor))?.metrics(size: pointSize) }
    /// The distance from the baseline to the top of the tallest glyphs, in points.
    public var ascender: Double { metrics?.ascent ?? 0 }
    /// The distance from the baseline to the bottom of the lowest glyphs, negative, in points.
    public var descender: Double { -(metrics?.descent ?? 0) }
    /// The line gap, in points.
    public var leading: Double { metrics?.lineGap ?? 0 }
    /// Baseline to baseline: ascender − descender + leading.
    public var lineHeight: Double { ascender - descender + leading }
    /// The height of capital letters, in points.
    public var capHeight: Double { metrics?.capHeight ?? 0 }

    /// The text style this font draws with, in `color` with `kern` between characters.
    func textStyle(color: Color, kern: Double) -> TextStyle {
        TextStyle(font: descriptor, size: pointSize, color: color, features: features, kerning: kern)
    }

    public static func == (a: UIFont, b: UIFont) -> Bool {
        a.fontName == b.fontName && a.pointSize == b.pointSize && a.descriptor == b.descriptor && a.features == b.features
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }
}
