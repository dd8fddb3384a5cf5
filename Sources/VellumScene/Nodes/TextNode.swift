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
/// outlines with the foreground paint, carrying the glyphs as text too (``RenderDraw/glyphRuns``),
/// which Cairo's PDF shows with the fonts themselves.
///
/// `font`, `fontWeight` and `foregroundColor` on a `Text` set its own style; on any other node
/// they set the style of all text below (SwiftUI's environment), as do `minimumScaleFactor` and
/// `multilineTextAlignment`. A text's own style wins.
///
/// Spacing and OpenType features are the text's own, as SwiftUI's `Text` modifiers:
///
///     Text("12:05").monospacedDigit()              // tabular figures: the colon stays put
///     Text("TIER").tracking(4)                     // 4 px between letters, no ligatures
///     Text("Avatar").kerning(-1)                   // 1 px tighter, on top of the font's kerning
///     Text("Small caps").fontFeatures("smcp", "liga=0")
///
/// The text is shaped by HarfBuzz, so ligatures, kerning, joining scripts and right-to-left text
/// come out as the font intends.
public struct Text: Node, PrimitiveNode {
    /// The characters.
    public var content: String
    /// The text's own font, or `nil` to inherit one (``TextFont/body`` at the top).
    public var font: TextFont?
    /// The text's own weight, or `nil` to inherit one (the font's at the top).
    public var weight: FontWeight?
    /// The text's own colour, or `nil` to inherit the foreground paint (black at the top).
    public var color: Color?
    /// Extra space between characters in pixels, on top of the font's kerning (see
    /// ``kerning(_:)``).
    public var kerning = 0.0
    /// Extra space between characters in pixels, with optional ligatures off (see
    /// ``tracking(_:)``).
    public var tracking = 0.0
    /// OpenType feature settings such as `"tnum"`, `"smcp"` or `"liga=0"`, in the syntax of
    /// `FontFeature.init(_:)`; an invalid one fails the build of the scene with a
    /// message naming it.
    public var features: [String] = []

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
        if let design = environment.fontDesign, font.descriptor.source == .family(nil) {
            font.descriptor.source = .family(design.family)
        }
        let content = environment.textCase.map { $0.applied(to: self.content) } ?? self.content
        let style = TextStyle(font: font.descriptor, size: font.size, kerning: kerning, tracking: tracking)
        let paragraph = ParagraphStyle(alignment: environment.textAlignment,
                                       minimumScaleFactor: environment.minimumScaleFactor)
        let paint = environment.drawn(color.map { Paint.color($0) } ?? environment.foreground)
        return [context.makeNode(TextBehavior(content: content, style: style, features: font.features + features,
                                              paragraph: paragraph, paint: paint))]
    }
}

extension Text {
    /// A case to show text in, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase

        /// `text` in this case, by Unicode's full case mappings (ß becomes SS).
        func applied(to text: String) -> String {
            self == .uppercase ? text.uppercased() : text.lowercased()
        }
    }

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

    /// Adds `points` pixels between characters, on top of the font's own kerning, as SwiftUI's
    /// `kerning(_:)`; negative values move them closer. Ligatures are kept.
    public func kerning(_ points: Double) -> Text {
        var text = self
        text.kerning = points
        return text
    }

    /// Adds `points` pixels between characters, as SwiftUI's `tracking(_:)`. Unlike
    /// ``kerning(_:)``, non-zero tracking turns optional ligatures off, since a ligature cannot be
    /// spaced apart.
    public func tracking(_ points: Double) -> Text {
        var text = self
        text.tracking = points
        return text
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
        var text = self
        text.features += settings
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
    /// Why a feature setting could not be parsed, reported by ``validate()``.
    private let featureProblem: String?
    private var layouts: [ProposedSize: TextLayout] = [:]

    init(content: String, style: TextStyle, features: [String], paragraph: ParagraphStyle, paint: Paint) {
        var style = style
        var problem: String?
        for setting in features {
            do throws(TextError) {
                style.features.append(try FontFeature(setting))
            } catch {
                problem = problem ?? error.description
            }
        }
        self.content = content
        self.style = style
        self.featureProblem = problem
        self.paragraph = paragraph
        self.paint = paint
    }

    func validate() -> String? {
        if !style.size.isFinite || style.size <= 0 { return "font size must be finite and greater than zero (\(style.size))" }
        if let problem = Check.length(paragraph.minimumScaleFactor, "minimum scale factor") { return problem }
        if let problem = Check.finite(style.kerning, "kerning") ?? Check.finite(style.tracking, "tracking") {
            return problem
        }
        if let featureProblem { return featureProblem }
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
        return recorder.fillText(outlines, glyphRuns: layout.glyphRuns, paint: paint, transform: transform)
    }
}
