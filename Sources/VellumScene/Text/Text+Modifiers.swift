import VellumCore
import VellumText

// SwiftUI's `Text` modifiers: each returns a `Text`, so styled texts can be joined with `+`. On a
// joined text they set the style its parts fall back on; a part's own setting wins.

extension Text {
    /// A case to show text in, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase

        /// `text` in this case, by Unicode's full case mappings (ß becomes SS).
        func applied(to text: String) -> String {
            self == .uppercase ? text.uppercased() : text.lowercased()
        }
    }

    /// How an underline or a line-through looks, as SwiftUI's `Text.LineStyle`:
    /// `Text.LineStyle(pattern: .dash, color: .red)`, `.single`.
    public typealias LineStyle = TextDecoration

    /// Where text cut by a line limit loses characters, as SwiftUI's `Text.TruncationMode`.
    public typealias TruncationMode = VellumText.TruncationMode

    /// The text with `change` made to its style.
    private func styled(_ change: (inout TextAttributes) -> Void) -> Text {
        var text = self
        change(&text.style)
        return text
    }

    /// The text in `font`.
    public func font(_ font: TextFont?) -> Text {
        styled { $0.font = font }
    }

    /// The text in `weight`.
    public func fontWeight(_ weight: FontWeight?) -> Text {
        styled { $0.weight = weight }
    }

    /// The text in bold.
    public func bold() -> Text { fontWeight(.bold) }

    /// The text in bold when `isActive`, as SwiftUI's `bold(_:)`; `false` sets the regular weight.
    public func bold(_ isActive: Bool) -> Text { fontWeight(isActive ? .bold : .regular) }

    /// The text in italics: the family's italic or oblique face, found through fontconfig (DejaVu
    /// Sans Oblique for the default family), as SwiftUI's `italic()`.
    public func italic() -> Text { italic(true) }

    /// The text in italics when `isActive`, upright when not, as SwiftUI's `italic(_:)`.
    public func italic(_ isActive: Bool) -> Text {
        styled { $0.italic = isActive }
    }

    /// The text in `color`; `nil` leaves it to the environment.
    public func foregroundColor(_ color: Color?) -> Text {
        styled { $0.color = color }
    }

    /// A line under the text, as SwiftUI's `underline(_:pattern:color:)`: at the font's underline
    /// position and thickness, in `color` or the text's own. `false` removes one set around it.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        styled { $0.underline = .some(isActive ? TextDecoration(pattern: pattern, color: color) : nil) }
    }

    /// A line through the text, as SwiftUI's `strikethrough(_:pattern:color:)`: at the font's
    /// strikeout position and thickness, in `color` or the text's own.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid,
                              color: Color? = nil) -> Text {
        styled { $0.strikethrough = .some(isActive ? TextDecoration(pattern: pattern, color: color) : nil) }
    }

    /// Adds `points` pixels between characters, on top of the font's own kerning, as SwiftUI's
    /// `kerning(_:)`; negative values move them closer. Ligatures are kept.
    public func kerning(_ points: Double) -> Text {
        styled { $0.kerning = points }
    }

    /// Adds `points` pixels between characters, as SwiftUI's `tracking(_:)`. Unlike
    /// ``kerning(_:)``, non-zero tracking turns optional ligatures off, since a ligature cannot be
    /// spaced apart.
    public func tracking(_ points: Double) -> Text {
        styled { $0.tracking = points }
    }

    /// Sets digits in equal widths (OpenType `tnum`), as SwiftUI's `monospacedDigit()`, so
    /// changing numbers do not shift.
    public func monospacedDigit() -> Text {
        fontFeatures("tnum")
    }

    /// Adds OpenType feature settings: `"tag"` or `"+tag"` on, `"-tag"` or `"tag=0"` off,
    /// `"tag=N"` an alternate, e.g. `.fontFeatures("smcp", "liga=0")`. Later settings of the same
    /// tag win.
    public func fontFeatures(_ settings: String...) -> Text {
        styled { $0.features += settings }
    }

    /// The texts joined into one, as SwiftUI's `Text + Text`: laid out as one paragraph (lines
    /// wrap across the parts), each part keeping its own font, weight, colour, decorations and
    /// spacing. Style set on either side as a whole stays with that side.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(parts: lhs.resolvedParts + rhs.resolvedParts)
    }

    /// The parts with the shared style folded into each.
    private var resolvedParts: [Part] {
        parts.map { part in
            var part = part
            part.attributes = part.attributes.over(shared)
            return part
        }
    }
}

extension TextDecoration {
    /// A solid line in the text's colour, as SwiftUI's `Text.LineStyle.single`.
    public static let single = TextDecoration()
}
