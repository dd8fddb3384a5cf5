import VellumCore
import VellumText

/// A run of text drawn as glyph outlines, as SwiftUI's `Text`:
///
///     Text("3")
///         .fontWeight(.bold)
///         .font(.system(size: 100))
///         .minimumScaleFactor(0.0001)
///         .foregroundColor(.white)
///         .frame(width: 40, height: 40)
///
/// Text takes its ideal size: one line per paragraph when asked for its ideal width, wrapped at
/// spaces to a proposed width, and — with a minimum scale factor below 1 — shrunk until it fits
/// the proposed width and height. Its size is its typographic bounds, which may exceed the
/// proposal when it cannot wrap or shrink enough. It is recorded as one fill of its glyph
/// outlines with the foreground paint.
///
/// `font`, `fontWeight` and `foregroundColor` on a `Text` set its own style; on any other node
/// they set the style of all text below (SwiftUI's environment), as do `minimumScaleFactor` and
/// `multilineTextAlignment`. A text's own style wins.
public struct Text: Node, PrimitiveNode {
    /// The characters.
    public var content: String
    /// The text's own font, or `nil` to inherit one (``TextFont/body`` at the top).
    public var font: TextFont?
    /// The text's own weight, or `nil` to inherit one (the font's at the top).
    public var weight: FontWeight?
    /// The text's own colour, or `nil` to inherit the foreground paint (black at the top).
    public var color: Color?

    /// Text showing `content`.
    public init(_ content: String) {
        self.content = content
    }

    /// The node itself: it is primitive.
    public var body: Text { self }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        let environment = context.environment
        var font = self.font ?? environment.font
        if let weight = weight ?? environment.fontWeight { font = font.weight(weight) }
        let style = TextStyle(font: font.descriptor, size: font.size)
        let paragraph = ParagraphStyle(alignment: environment.textAlignment,
                                       minimumScaleFactor: environment.minimumScaleFactor)
        let paint = color.map { Paint.color($0) } ?? environment.foreground
        return [context.makeNode(TextBehavior(content: content, style: style, paragraph: paragraph, paint: paint))]
    }
}

extension Text {
    /// The text in `font`.
    public func font(_ font: TextFont) -> Text {
        var text = self
        text.font = font
        return text
    }

    /// The text in `weight`.
    public func fontWeight(_ weight: FontWeight?) -> Text {
        var text = self
        text.weight = weight
        return text
    }

    /// The text in bold.
    public func bold() -> Text { fontWeight(.bold) }

    /// The text in `color`.
    public func foregroundColor(_ color: Color) -> Text {
        var text = self
        text.color = color
        return text
    }
}

/// Lays text out for each proposal and records its glyphs. A class: it keeps the layouts it
/// made, so recording reuses the one layout found for the final proposal.
final class TextBehavior: Behavior {
    let content: String
    let style: TextStyle
    let paragraph: ParagraphStyle
    let paint: Paint
    let name = "Text"
    private var layouts: [ProposedSize: TextLayout] = [:]

    init(content: String, style: TextStyle, paragraph: ParagraphStyle, paint: Paint) {
        self.content = content
        self.style = style
        self.paragraph = paragraph
        self.paint = paint
    }

    func validate() -> String? {
        if !style.size.isFinite || style.size <= 0 { return "font size must be finite and greater than zero (\(style.size))" }
        if let problem = Check.length(paragraph.minimumScaleFactor, "minimum scale factor") { return problem }
        return paint.isFinite ? nil : "text paint is not finite"
    }

    /// The text laid out for `proposal`.
    private func layout(for proposal: ProposedSize, node: SceneNode) throws(SceneError) -> TextLayout {
        if let layout = layouts[proposal] { return layout }
        let layout: TextLayout
        do throws(TextError) {
            layout = try TextLayout(content, style: style, paragraph: paragraph,
                                    maxWidth: proposal.width, maxHeight: proposal.height)
        } catch {
            throw .text(path: node.path, error)
        }
        // A node sees a handful of proposals; the bound keeps a resizing window from piling up.
        if layouts.count >= 16 { layouts.removeAll(keepingCapacity: true) }
        layouts[proposal] = layout
        return layout
    }

    func sizeThatFits(_ proposal: ProposedSize, of node: SceneNode, in graph: SceneGraph) throws(SceneError) -> Size {
        try layout(for: proposal, node: node).size
    }

    func record(_ node: SceneNode, size: Size, transform: AffineTransform,
                into recorder: inout Recorder) throws(SceneError) -> Rect? {
        let layout = try layout(for: node.placedProposal ?? ProposedSize(size), node: node)
        var outlines = Path()
        for glyph in layout.glyphs where !glyph.path.isEmpty {
            outlines.addPath(glyph.path)
        }
        guard !outlines.isEmpty else { return nil }
        return recorder.fill(outlines, paint: paint, rule: .nonZero, transform: transform)
    }
}
