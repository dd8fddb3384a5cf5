import VellumCore

/// How a run of text looks: font, size and colour.
///
///     TextStyle(family: "DejaVu Sans", size: 24, weight: .bold, color: .white)
public struct TextStyle: Hashable, Sendable {
    /// Which font to use.
    public var font: FontDescriptor
    /// The font size in pixels per em (Vellum's user-space units). Zero, negative or non-finite
    /// sizes lay out nothing and add ``TextWarning/invalidFontSize(_:)`` to the layout's warnings.
    public var size: Double
    /// The fill colour of the glyphs.
    public var color: Color

    /// A style for a font found through fontconfig (the default family when `family` is `nil`).
    /// The default size, 17, is SwiftUI's body text size.
    public init(family: String? = nil, size: Double = 17, weight: FontWeight = .regular,
                italic: Bool = false, color: Color = .black) {
        self.init(font: FontDescriptor(family: family, weight: weight, italic: italic), size: size, color: color)
    }

    /// A style for any font descriptor, including a font file.
    public init(font: FontDescriptor, size: Double = 17, color: Color = .black) {
        self.font = font
        self.size = size
        self.color = color
    }

    /// Whether the size can be laid out: positive and finite.
    var hasValidSize: Bool { size.isFinite && size > 0 }
}

/// A piece of text in one style; a ``TextLayout`` lays out a sequence of runs as one paragraph
/// (or several, separated by line breaks inside the runs).
public struct TextRun: Hashable, Sendable {
    /// The characters.
    public var text: String
    /// How they look.
    public var style: TextStyle

    /// Creates a run.
    public init(_ text: String, style: TextStyle) {
        self.text = text
        self.style = style
    }
}
