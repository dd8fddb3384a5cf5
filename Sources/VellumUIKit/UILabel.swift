/// UIKit's label as a drawing of its text: laid out in its bounds with its font, colour,
/// alignment, line count and line break mode, and centred vertically, as UIKit draws a label.
open class UILabel: UIView {
    /// The text; ignored when ``attributedText`` is set.
    public var text: String?
    /// Styled text drawn in place of ``text``; its own attributes win over the label's.
    public var attributedText: NSAttributedString?
    /// The font: the system font at 17 points by default.
    public var font: UIFont = .systemFont(ofSize: UIFont.labelFontSize)
    /// The text colour: black by default.
    public var textColor: UIColor = .black
    /// How lines line up.
    public var textAlignment: NSTextAlignment = .natural
    /// The most lines drawn; 0 means no limit. 1 by default.
    public var numberOfLines = 1
    /// What happens to text that does not fit: truncated at the tail by default.
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail

    /// Draws the text in the bounds, centred vertically.
    open override func draw(_ rect: CGRect) {
        guard let string = attributedText ?? text.map(styled) else { return }
        var drawing = AttributedTextDrawing(string)
        drawing.lineLimit = numberOfLines > 0 ? numberOfLines : nil
        drawing.draw(in: bounds, verticalAlignment: 0.5)
    }

    /// `text` with the label's font, colour and paragraph settings.
    private func styled(_ text: String) -> NSAttributedString {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        paragraph.lineBreakMode = lineBreakMode
        return NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: textColor,
                                                             .paragraphStyle: paragraph])
    }
}
