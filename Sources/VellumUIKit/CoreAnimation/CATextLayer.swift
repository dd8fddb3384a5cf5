import Foundation

/// How a ``CATextLayer`` aligns its lines.
public struct CATextLayerAlignmentMode: Hashable, Sendable, RawRepresentable {
    /// Apple's string for the value.
    public let rawValue: String
    /// The value of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The writing direction's start (left here).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Left.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Right.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Justified (aligned left here, as attributed strings are).
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// Where a ``CATextLayer`` cuts text too wide for its bounds.
public struct CATextLayerTruncationMode: Hashable, Sendable, RawRepresentable {
    /// Apple's string for the value.
    public let rawValue: String
    /// The value of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Not truncated: clipped at the bounds.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// An ellipsis at the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// An ellipsis at the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// An ellipsis in the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// A layer that draws text from its top-left corner (Apple's `CATextLayer`), shaped through the
/// same HarfBuzz pipeline as attributed strings and clipped to the bounds.
open class CATextLayer: CALayer {
    /// The text: a `String` or an `NSAttributedString` (whose own attributes then apply).
    public var string: Any?
    /// The font: a `UIFont` or a family name (`String`); Helvetica, Apple's default, is not on
    /// Linux and falls back to the system font, as does a name fontconfig does not know.
    public var font: Any? = "Helvetica"
    /// The font size for a plain string; 36 by default.
    public var fontSize: Double = 36
    /// The colour of a plain string; opaque white by default.
    public var foregroundColor: CGColor? = Color.white
    /// How the lines align.
    public var alignmentMode = CATextLayerAlignmentMode.natural
    /// Whether the text wraps at the bounds' width (otherwise it is one line per paragraph).
    public var isWrapped = false
    /// Where text too wide for the bounds is cut.
    public var truncationMode = CATextLayerTruncationMode.none

    public override init() { super.init() }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        (string, font, fontSize, foregroundColor) = (other.string, other.font, other.fontSize, other.foregroundColor)
        (alignmentMode, isWrapped, truncationMode) = (other.alignmentMode, other.isWrapped, other.truncationMode)
    }

    /// The font at ``fontSize``.
    private var resolvedFont: UIFont {
        switch font {
        case let font as UIFont: font.withSize(fontSize)
        case let name as String: UIFont(name: name, size: fontSize) ?? .systemFont(ofSize: fontSize)
        default: .systemFont(ofSize: fontSize)
        }
    }

    /// The paragraph style the alignment, wrapping and truncation modes make.
    private var paragraph: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = switch alignmentMode {
        case .center: .center
        case .right: .right
        case .justified: .justified
        default: .left
        }
        style.lineBreakMode = switch truncationMode {
        case .start: .byTruncatingHead
        case .middle: .byTruncatingMiddle
        case .end: .byTruncatingTail
        default: isWrapped ? .byWordWrapping : .byClipping
        }
        return style
    }

    /// The text with the layer's attributes, or the attributed string as given.
    private var attributedString: NSAttributedString? {
        switch string {
        case let attributed as NSAttributedString: return attributed
        case let plain as String:
            var attributes: [NSAttributedString.Key: Any] = [.font: resolvedFont, .paragraphStyle: paragraph]
            if let foregroundColor { attributes[.foregroundColor] = UIColor(cgColor: foregroundColor) }
            return NSAttributedString(string: plain, attributes: attributes)
        default: return nil
        }
    }

    override func drawContent(in context: GraphicsContext) {
        super.drawContent(in: context)
        attributedString?.draw(in: bounds)
    }

    override func animatableValue(forKeyPath keyPath: String) -> CAAnimatableValue? {
        switch keyPath {
        case "fontSize": .number(fontSize)
        case "foregroundColor": .color(foregroundColor ?? .clear)
        default: super.animatableValue(forKeyPath: keyPath)
        }
    }

    override func setAnimatableValue(_ value: CAAnimatableValue, forKeyPath keyPath: String) {
        switch (keyPath, value) {
        case ("fontSize", .number(let n)): fontSize = n
        case ("foregroundColor", .color(let c)): foregroundColor = c
        default: super.setAnimatableValue(value, forKeyPath: keyPath)
        }
    }
}
