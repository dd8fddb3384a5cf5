import Foundation
import VellumCore
import VellumText

// SwiftUI's attributes of `AttributedString`, which Foundation on Linux does not have (they come
// with SwiftUI), declared so that SwiftUI code that styles an attributed string compiles and
// `Text(_:)` draws each run in its style:
//
//     var title = AttributedString("Hello")
//     title.font = .body.bold()
//     title.foregroundColor = .red
//     title.underlineStyle = .single
//     Text(title)

extension AttributeScopes {
    /// The attributes SwiftUI's `Text` reads from an `AttributedString`, as SwiftUI's
    /// `AttributeScopes.SwiftUIAttributes`: font, foreground colour, underline, line-through,
    /// kerning and tracking, and Foundation's own attributes.
    public struct SwiftUIAttributes: AttributeScope {
        /// The run's font (``TextFont``, SwiftUI's `Font`).
        public let font: FontAttribute
        /// The run's colour.
        public let foregroundColor: ForegroundColorAttribute
        /// A line under the run (`.single`, or `Text.LineStyle(pattern:color:)`).
        public let underlineStyle: UnderlineStyleAttribute
        /// A line through the run.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// Extra space between the run's characters, keeping ligatures (``Text/kerning(_:)``).
        public let kern: KerningAttribute
        /// Extra space between the run's characters, without ligatures (``Text/tracking(_:)``).
        public let tracking: TrackingAttribute
        /// Foundation's attributes (links, inline presentation intents…), which Vellum does not draw.
        public let foundation: AttributeScopes.FoundationAttributes

        /// The key of ``font``.
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = TextFont
            public static let name = "SwiftUI.Font"
        }

        /// The key of ``foregroundColor``.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// The key of ``underlineStyle``.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// The key of ``strikethroughStyle``.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = Text.LineStyle
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        /// The key of ``kern``.
        public enum KerningAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Kern"
        }

        /// The key of ``tracking``.
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = "SwiftUI.Tracking"
        }
    }

    /// SwiftUI's attribute scope, as `\.swiftUI` in `AttributedString(_:including:)`.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes by name: `string.foregroundColor = .red`, `string.font = .title`.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
    ) -> T {
        self[T.self]
    }
}

extension Text {
    /// Text showing an attributed string, as SwiftUI's `init(_:)` with an `AttributedString`:
    /// each run in its font, colour, underline, line-through, kerning and tracking (what it does
    /// not set comes from the text's modifiers and the environment), laid out as one paragraph.
    public init(_ attributedContent: AttributedString) {
        typealias Keys = AttributeScopes.SwiftUIAttributes
        let parts = attributedContent.runs.map { run in
            var attributes = TextAttributes()
            attributes.font = run[Keys.FontAttribute.self]
            attributes.color = run[Keys.ForegroundColorAttribute.self]
            attributes.underline = run[Keys.UnderlineStyleAttribute.self].map { .some($0) }
            attributes.strikethrough = run[Keys.StrikethroughStyleAttribute.self].map { .some($0) }
            attributes.kerning = run[Keys.KerningAttribute.self].map(Double.init)
            attributes.tracking = run[Keys.TrackingAttribute.self].map(Double.init)
            return Part(content: .string(String(attributedContent[run.range].characters)), attributes: attributes)
        }
        self.init(parts: parts.isEmpty ? [Part(content: .string(""))] : parts)
    }
}
