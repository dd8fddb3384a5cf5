import VellumCore

/// How a run of text looks: font, size, colour, spacing and OpenType features.
///
///     TextStyle(family: "DejaVu Sans", size: 24, weight: .bold, color: .white)
///     TextStyle(family: "Noto Sans", size: 24, features: [.tabularFigures, try FontFeature("liga=0")])
public struct TextStyle: Hashable, Sendable {
    /// Which font to use.
    public var font: FontDescriptor
    /// The font size in pixels per em (Vellum's user-space units). Zero, negative or non-finite
    /// sizes lay out nothing and add ``TextWarning/invalidFontSize(_:)`` to the layout's warnings.
    public var size: Double
    /// The fill colour of the glyphs.
    public var color: Color
    /// OpenType features for the shaper, applied to the whole run after Vellum's own (so
    /// `liga=1` here wins over the ligatures ``tracking`` turns off).
    public var features: [FontFeature]
    /// Extra space between characters in pixels at the requested size, on top of the font's own
    /// kerning, as SwiftUI's `kerning(_:)`; negative moves them closer. Ligatures stay.
    public var kerning: Double
    /// Extra space between characters in pixels at the requested size, as SwiftUI's
    /// `tracking(_:)`; unlike ``kerning``, a non-zero tracking turns off optional ligatures
    /// (`liga`, `clig`, `dlig`), which could not be spaced apart.
    public var tracking: Double
    /// A line under the run, at the font's underline position and thickness, or `nil`.
    public var underline: TextDecoration?
    /// A line through the run, at the font's strikeout position and thickness, or `nil`.
    public var strikethrough: TextDecoration?

    /// A style for a font found through fontconfig (the default family when `family` is `nil`).
    /// The default size, 17, is SwiftUI's body text size.
    public init(family: String? = nil, size: Double = 17, weight: FontWeight = .regular,
                italic: Bool = false, color: Color = .black, features: [FontFeature] = [],
                kerning: Double = 0, tracking: Double = 0, underline: TextDecoration? = nil,
                strikethrough: TextDecoration? = nil) {
        self.init(font: FontDescriptor(family: family, weight: weight, italic: italic), size: size, color: color,
                  features: features, kerning: kerning, tracking: tracking, underline: underline,
                  strikethrough: strikethrough)
    }

    /// A style for any font descriptor, including a font file.
    public init(font: FontDescriptor, size: Double = 17, color: Color = .black, features: [FontFeature] = [],
                kerning: Double = 0, tracking: Double = 0, underline: TextDecoration? = nil,
                strikethrough: TextDecoration? = nil) {
        self.font = font
        self.size = size
        self.color = color
        self.features = features
        self.kerning = kerning
        self.tracking = tracking
        self.underline = underline
        self.strikethrough = strikethrough
    }

    /// Whether the size can be laid out: positive and finite.
    var hasValidSize: Bool { size.isFinite && size > 0 }

    /// The space added between clusters; non-finite settings count as 0.
    var clusterSpacing: Double {
        (kerning.isFinite ? kerning : 0) + (tracking.isFinite ? tracking : 0)
    }

    /// What the shaper is asked for: no optional ligatures when tracked, then the run's own features.
    var shapingFeatures: [FontFeature] {
        guard tracking != 0 && tracking.isFinite else { return features }
        return Self.trackingFeatures + features
    }

    private static let trackingFeatures = ["liga", "clig", "dlig"].map { try! FontFeature(tag: $0, value: 0) }
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
