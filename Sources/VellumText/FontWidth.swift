/// How wide a font's letters are, as a percentage of the normal width: the OpenType `wdth`
/// axis and CSS `font-stretch` scale.
///
/// SwiftUI's `Font.Width` cases map to CSS's keywords: `compressed` is extra-condensed (62.5 %),
/// `condensed` 75 %, `standard` 100 % and `expanded` 125 %. A family with a `wdth` axis is set
/// at the width itself; for other families fontconfig picks the closest width of face they have.
public struct FontWidth: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The width in percent of the normal width; always positive and finite.
    public let percentage: Double

    /// A width in percent of the normal width (CSS `font-stretch`), clamped to 1…1000; a
    /// value that is not a finite number is the standard width.
    public init(_ percentage: Double) {
        self.percentage = percentage.isFinite ? min(max(percentage, 1), 1000) : 100
    }

    /// 62.5 %, the narrowest of SwiftUI's widths.
    public static let compressed = FontWidth(62.5)
    /// 75 %.
    public static let condensed = FontWidth(75)
    /// 100 %, the family's normal width.
    public static let standard = FontWidth(100)
    /// 125 %.
    public static let expanded = FontWidth(125)

    /// The width on fontconfig's scale (`FC_WIDTH`), which is the percentage itself.
    var fontconfigWidth: Int32 { Int32(percentage.rounded()) }

    public static func < (a: FontWidth, b: FontWidth) -> Bool { a.percentage < b.percentage }

    public var description: String { "width \(percentage) %" }
}
