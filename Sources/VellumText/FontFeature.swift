/// An OpenType feature setting passed to the shaper for a whole run: a four-letter tag and a
/// value (0 turns the feature off, 1 on, larger values pick an alternate).
///
///     FontFeature("tnum")          // tabular figures on
///     FontFeature("smcp")          // small capitals
///     FontFeature("liga=0")        // no standard ligatures
///     FontFeature("-kern")         // no kerning (the same as "kern=0")
///     FontFeature(tag: "salt", value: 2)
///
/// A feature the font does not have is ignored, as every shaper does.
public struct FontFeature: Hashable, Sendable, CustomStringConvertible {
    /// The feature's tag: four printable ASCII characters, e.g. `"liga"`, `"tnum"`, `"ss01"`.
    public let tag: String
    /// 0 off, 1 on; for alternates, which one.
    public let value: UInt32

    /// A feature from its tag and value.
    ///
    /// - Throws: ``TextError/invalidFeature(_:reason:)`` when `tag` is not four printable ASCII
    ///   characters.
    public init(tag: String, value: UInt32 = 1) throws(TextError) {
        guard OpenTypeTag.isValid(tag) else {
            throw .invalidFeature(tag, reason: "a feature tag is four printable ASCII characters")
        }
        self.tag = tag
        self.value = value
    }

    /// Parses a feature setting as CSS and `hb-shape` write the simple ones: `"tag"` or `"+tag"`
    /// (on), `"-tag"` (off), `"tag=N"` (value N).
    ///
    /// - Throws: ``TextError/invalidFeature(_:reason:)`` naming the text and what is wrong with it.
    public init(_ setting: String) throws(TextError) {
        var text = Substring(setting.trimmingSpaces)
        var value: UInt32 = 1
        if text.hasPrefix("-") || text.hasPrefix("+") {
            value = text.hasPrefix("-") ? 0 : 1
            text = text.dropFirst()
        } else if let equals = text.firstIndex(of: "=") {
            guard let parsed = UInt32(text[text.index(after: equals)...]) else {
                throw .invalidFeature(setting, reason: "the value after '=' must be a whole number from 0 to 4294967295")
            }
            value = parsed
            text = text[..<equals]
        }
        do {
            try self.init(tag: String(text), value: value)
        } catch {
            throw .invalidFeature(setting, reason: "expected 'tag', '+tag', '-tag' or 'tag=N' with a four-character tag")
        }
    }

    /// The tag as a big-endian 32-bit number, as OpenType stores tags.
    var tagValue: UInt32 { OpenTypeTag.value(of: tag) }

    /// `tag=value`, which ``init(_:)`` parses back.
    public var description: String { "\(tag)=\(value)" }
}

extension FontFeature {
    /// Tabular (fixed-width) digits, as SwiftUI's `monospacedDigit()`.
    public static let tabularFigures = try! FontFeature(tag: "tnum")
}

private extension String {
    var trimmingSpaces: Substring {
        let scalars = unicodeScalars
        let start = scalars.firstIndex { !$0.properties.isWhitespace } ?? scalars.endIndex
        let end = scalars.lastIndex { !$0.properties.isWhitespace }.map { scalars.index(after: $0) } ?? start
        return Substring(scalars[start..<end])
    }
}
