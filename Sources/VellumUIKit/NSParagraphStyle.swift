import Foundation

// UIKit's text attributes. Foundation on Linux has `NSAttributedString` and its `Key` type but
// not the keys UIKit adds, nor paragraph styles; they are declared here with UIKit's names.

extension NSAttributedString.Key {
    /// A ``UIFont``; Helvetica 12 (Vellum's default family at 12 points) when absent.
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// A ``UIColor`` (or `CGColor`) for the glyphs; black when absent.
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// An ``NSParagraphStyle``: alignment, line breaks, line spacing. The first character's counts.
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    /// Extra space between characters, in points (a number).
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    /// An ``NSUnderlineStyle`` raw value (a number): any non-zero style draws a single underline.
    public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
    /// An ``NSUnderlineStyle`` raw value: any non-zero style draws a single line through.
    public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
}

/// How lines of a paragraph line up (`NSTextAlignment`).
public enum NSTextAlignment: Int, Hashable, Sendable {
    /// Left, right and centred; justified and natural lines start at the left edge.
    case left, center, right, justified, natural
}

/// What happens to text too long for its line (`NSLineBreakMode`).
public enum NSLineBreakMode: Int, Hashable, Sendable {
    /// Wrapping between words or, in Vellum, at the same opportunities, characters.
    case byWordWrapping, byCharWrapping
    /// One line per paragraph, cut at the edge.
    case byClipping
    /// One line, with an ellipsis in place of what does not fit.
    case byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// UIKit's underline styles; Vellum draws every non-empty style as a single solid line.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The raw value, as Apple's.
    public let rawValue: Int
    /// The value whose raw value is `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Apple's `.single`.
    public static let single = NSUnderlineStyle(rawValue: 1)
    /// Apple's `.thick`.
    public static let thick = NSUnderlineStyle(rawValue: 2)
    /// Apple's `.double`.
    public static let double = NSUnderlineStyle(rawValue: 9)
}

/// A paragraph's alignment, line break mode and line spacing, as UIKit's `NSParagraphStyle`.
/// (UIKit's is read-only and ``NSMutableParagraphStyle`` sets it; here both can be set.)
open class NSParagraphStyle {
    /// How lines line up.
    public var alignment: NSTextAlignment = .natural
    /// What happens to lines too long for the width.
    public var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Extra space between lines, in points.
    public var lineSpacing: Double = 0

    /// The default style: natural alignment, word wrapping, no extra spacing.
    public init() {}

    /// The default style, a fresh copy each time.
    public static var `default`: NSParagraphStyle { NSParagraphStyle() }
}

/// A paragraph style to set up, as UIKit's `NSMutableParagraphStyle`.
public final class NSMutableParagraphStyle: NSParagraphStyle {}

/// How `boundingRect(with:options:…)` measures (`NSStringDrawingOptions`): with
/// `.usesLineFragmentOrigin` the text wraps to the given width; without it, it is one line.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    /// The raw value, as Apple's.
    public let rawValue: Int
    /// The value whose raw value is `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Apple's `.usesLineFragmentOrigin`.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Apple's `.usesFontLeading`.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Apple's `.usesDeviceMetrics`.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Apple's `.truncatesLastVisibleLine`.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Extra measuring options and results (`NSStringDrawingContext`); accepted and not used.
public final class NSStringDrawingContext {
    /// A context with nothing set.
    public init() {}
}
