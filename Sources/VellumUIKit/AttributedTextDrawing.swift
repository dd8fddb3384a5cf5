import VellumText

/// An attributed string as VellumText lays it out: one run per stretch of equal attributes, and
/// the paragraph style of its first character. String, `NSString` and `NSAttributedString`
/// drawing and measuring all come here.
struct AttributedTextDrawing {
    let runs: [TextRun]
    let paragraph: NSParagraphStyle
    /// The most lines drawn (a label's `numberOfLines`); `nil` leaves it to the line break mode.
    var lineLimit: Int?

    /// The default font of attributed text without one: Helvetica 12, as UIKit's, in Vellum's
    /// default family.
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    init(_ string: NSAttributedString) {
        var runs: [TextRun] = []
        let whole = NSRange(location: 0, length: string.length)
        string.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            let text = (string.string as NSString).substring(with: range)
            runs.append(TextRun(text, style: Self.style(attributes)))
        }
        self.runs = runs
        let first = string.length > 0 ? string.attributes(at: 0, effectiveRange: nil) : [:]
        paragraph = first[.paragraphStyle] as? NSParagraphStyle ?? NSParagraphStyle()
    }

    /// The text style `attributes` ask for.
    private static func style(_ attributes: [NSAttributedString.Key: Any]) -> TextStyle {
        let font = attributes[.font] as? UIFont ?? defaultFont
        let color = (attributes[.foregroundColor] as? UIColor)?.cgColor ?? attributes[.foregroundColor] as? Color ?? .black
        var style = font.textStyle(color: color, kern: number(attributes[.kern]) ?? 0)
        if let underline = number(attributes[.underlineStyle]), underline != 0 { style.underline = TextDecoration() }
        if let strike = number(attributes[.strikethroughStyle]), strike != 0 { style.strikethrough = TextDecoration() }
        return style
    }

    /// A number attribute of any numeric type.
    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let value as Double: value
        case let value as CGFloat: Double(value)
        case let value as Int: Double(value)
        case let value as Float: Double(value)
        case let value as NSUnderlineStyle: Double(value.rawValue)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    /// VellumText's paragraph settings for the style: wrapping unless clipped or truncated, which
    /// keep one line.
    private var paragraphStyle: ParagraphStyle {
        var style = ParagraphStyle(lineSpacing: paragraph.lineSpacing)
        switch paragraph.lineBreakMode {
        case .byWordWrapping, .byCharWrapping: break
        case .byClipping: style.wrapsLines = false
        case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle:
            style.lineLimit = 1
            style.truncationMode = paragraph.lineBreakMode == .byTruncatingHead ? .head
                : paragraph.lineBreakMode == .byTruncatingMiddle ? .middle : .tail
        }
        if let lineLimit {
            style.wrapsLines = lineLimit > 1 || style.wrapsLines
            style.lineLimit = lineLimit
        }
        return style
    }

    /// The fraction of spare width left of each line.
    private var alignmentFactor: Double {
        switch paragraph.alignment {
        case .center: 0.5
        case .right: 1
        case .left, .justified, .natural: 0
        }
    }

    /// The text laid out, wrapped at `width` when given; `nil` when no font can be found.
    func layout(width: Double?) -> TextLayout? {
        guard !runs.isEmpty else { return nil }
        var style = paragraphStyle
        style.alignment = alignmentFactor == 0.5 ? .center : alignmentFactor == 1 ? .trailing : .leading
        return try? TextLayout(runs: runs, paragraph: style, maxWidth: width)
    }

    /// The size of the text on one line (line breaks kept), as `size(withAttributes:)`.
    var size: CGSize { layout(width: nil).map { CGSize($0.size) } ?? .zero }

    /// The text's extent when wrapped to `size`'s width (with `.usesLineFragmentOrigin`) or on one
    /// line, as `boundingRect(with:options:…)`: origin zero, height that of every line.
    func boundingRect(with size: CGSize, options: NSStringDrawingOptions) -> CGRect {
        let width = options.contains(.usesLineFragmentOrigin) ? Double(size.width) : nil
        return CGRect(origin: .zero, size: layout(width: width).map { CGSize($0.size) } ?? .zero)
    }

    /// Draws the text on one line with its top-left corner at `point`, in the current context.
    func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), let layout = layout(width: nil) else { return }
        context.draw(layout, at: Point(point))
    }

    /// Draws the text wrapped to `rect`'s width, aligned in it and clipped to it, in the current
    /// context; `verticalAlignment` is the fraction of spare height above it (0 top, ½ centred).
    func draw(in rect: CGRect, verticalAlignment: Double = 0) {
        let frame = Rect(rect).standardized
        guard let context = UIGraphicsGetCurrentContext(), let layout = layout(width: frame.width) else { return }
        let spare = Size(width: max(frame.width - layout.size.width, 0), height: max(frame.height - layout.size.height, 0))
        context.withSavedGState {
            context.clip(to: rect)
            context.draw(layout, at: Point(x: frame.minX + spare.width * alignmentFactor,
                                           y: frame.minY + spare.height * verticalAlignment))
        }
    }
}

extension NSAttributedString {
    /// Draws the string on one line with its top-left corner at `point` in the current context.
    public func draw(at point: CGPoint) { AttributedTextDrawing(self).draw(at: point) }
    /// Draws the string wrapped to `rect`'s width, aligned as its paragraph style says, clipped to `rect`.
    public func draw(in rect: CGRect) { AttributedTextDrawing(self).draw(in: rect) }
    /// The string's size on one line.
    public func size() -> CGSize { AttributedTextDrawing(self).size }
    /// The string's extent wrapped to `size`'s width (with `.usesLineFragmentOrigin`), origin zero.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions,
                             context: NSStringDrawingContext?) -> CGRect {
        AttributedTextDrawing(self).boundingRect(with: size, options: options)
    }
}

extension StringProtocol {
    /// The string with `attributes` throughout.
    private func attributed(_ attributes: [NSAttributedString.Key: Any]?) -> NSAttributedString {
        NSAttributedString(string: String(self), attributes: attributes)
    }

    /// Draws the string on one line with its top-left corner at `point`, as UIKit's
    /// `draw(at:withAttributes:)`.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        attributed(attributes).draw(at: point)
    }

    /// Draws the string wrapped in `rect`, as UIKit's `draw(in:withAttributes:)`.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        attributed(attributes).draw(in: rect)
    }

    /// The string's size on one line, as UIKit's `size(withAttributes:)`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        attributed(attributes).size()
    }

    /// The string's extent wrapped to `size`'s width, as UIKit's
    /// `boundingRect(with:options:attributes:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions,
                             attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect {
        attributed(attributes).boundingRect(with: size, options: options, context: context)
    }
}

extension NSString {
    /// Draws the string at `point`, as UIKit's `NSString.draw(at:withAttributes:)`.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attributes)
    }

    /// Draws the string wrapped in `rect`, as UIKit's `NSString.draw(in:withAttributes:)`.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }

    /// The string's size on one line, as UIKit's `NSString.size(withAttributes:)`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }

    /// The string's extent wrapped to `size`'s width, as UIKit's `NSString.boundingRect(…)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions,
                             attributes: [NSAttributedString.Key: Any]?, context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
