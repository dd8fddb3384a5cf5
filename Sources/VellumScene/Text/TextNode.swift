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
/// the proposed width and height. With a line limit (`.lineLimit(2)`) it shows at most that many
/// lines, the last one cut with an ellipsis (`.truncationMode(_:)`). Its size is its typographic
/// bounds, which may exceed the proposal when it cannot wrap or shrink enough. It is recorded as
/// fills of its glyph outlines, one per paint, carrying the glyphs as text too
/// (``RenderDraw/glyphRuns``), which Cairo's PDF shows with the fonts themselves, and its
/// underlines and lines-through as fills of rectangles.
///
/// Texts joined with `+` are one text, laid out as one paragraph, each part in its own style:
///
///     Text("Due ").bold() + Text(date, style: .date).foregroundColor(.red)
///
/// `font`, `fontWeight` and `foregroundColor` on a `Text` set its own style; on any other node
/// they set the style of all text below (SwiftUI's environment), as do `minimumScaleFactor`,
/// `multilineTextAlignment`, `lineLimit` and `truncationMode`. A text's own style wins, and a
/// part's own style wins over one set on the joined text.
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
    /// The parts joined with `+`, in order; a text made by an initializer has one.
    var parts: [Part]
    /// The style set on a joined text (`(a + b).bold()`): what its parts fall back on.
    var shared = TextAttributes()

    /// Text showing `content`.
    public init(_ content: String) {
        parts = [Part(content: .string(content))]
    }

    /// Text showing `content` as written, as SwiftUI's `init(verbatim:)`.
    public init(verbatim content: String) {
        self.init(content)
    }

    init(parts: [Part]) {
        self.parts = parts
    }

    /// The node itself: it is primitive.
    public var body: Text { self }

    /// The characters, its parts' joined (a formatted part formatted with the current locale and
    /// time zone; in a scene, the environment's are used).
    public var content: String {
        parts.map { $0.content.string(in: EnvironmentValues()) }.joined()
    }

    /// The style modifiers change: the one part's own, or for a joined text the shared one.
    var style: TextAttributes {
        get { parts.count == 1 ? parts[0].attributes : shared }
        set {
            if parts.count == 1 { parts[0].attributes = newValue } else { shared = newValue }
        }
    }

    /// The text's own font, or `nil` to inherit one (``TextFont/body`` at the top).
    public var font: TextFont? {
        get { style.font }
        set { style.font = newValue }
    }
    /// The text's own weight, or `nil` to inherit one (the font's at the top).
    public var weight: FontWeight? {
        get { style.weight }
        set { style.weight = newValue }
    }
    /// The text's own colour, or `nil` to inherit the foreground paint (black at the top).
    public var color: Color? {
        get { style.color }
        set { style.color = newValue }
    }
    /// Extra space between characters in pixels, on top of the font's kerning (see
    /// ``kerning(_:)``).
    public var kerning: Double {
        get { style.kerning ?? 0 }
        set { style.kerning = newValue }
    }
    /// Extra space between characters in pixels, with optional ligatures off (see
    /// ``tracking(_:)``).
    public var tracking: Double {
        get { style.tracking ?? 0 }
        set { style.tracking = newValue }
    }
    /// OpenType feature settings such as `"tnum"`, `"smcp"` or `"liga=0"`, in the syntax of
    /// `FontFeature.init(_:)`; an invalid one fails the build of the scene with a
    /// message naming it.
    public var features: [String] {
        get { style.features }
        set { style.features = newValue }
    }

    func makeNodes(in context: BuildContext) throws(SceneError) -> [SceneNode] {
        let environment = context.environment
        let pieces = parts.map { part in
            TextBehavior.Piece(part: part, shared: shared, environment: environment)
        }
        let paragraph = ParagraphStyle(alignment: environment.textAlignment,
                                       minimumScaleFactor: environment.minimumScaleFactor,
                                       lineLimit: environment.lineLimit, minimumLineCount: environment.reservedLines,
                                       truncationMode: environment.truncationMode,
                                       writingMode: environment.writingMode)
        return [context.makeNode(TextBehavior(pieces: pieces, paragraph: paragraph))]
    }
}

extension Text {
    /// One of the texts joined with `+`: its characters and its own style.
    struct Part {
        var content: Content
        var attributes = TextAttributes()
    }

    /// What a part shows: a string, or a value formatted when the scene is built, with the
    /// environment's locale, time zone and calendar.
    enum Content {
        case string(String)
        case formatted((EnvironmentValues) -> String)

        /// The characters shown with `values`.
        func string(in values: EnvironmentValues) -> String {
            switch self {
            case .string(let string): string
            case .formatted(let format): format(values)
            }
        }
    }
}

/// The style a ``Text`` (or a part of one) sets for itself; `nil` leaves a setting to the part
/// around it or to the environment.
struct TextAttributes {
    var font: TextFont?
    var weight: FontWeight?
    var italic: Bool?
    var color: Color?
    var kerning: Double?
    var tracking: Double?
    /// Feature settings, applied after those of the style it falls back on.
    var features: [String] = []
    /// `.some(nil)`: explicitly none (`underline(false)`).
    var underline: TextDecoration??
    var strikethrough: TextDecoration??

    /// These settings, with `fallback`'s where these have none.
    func over(_ fallback: TextAttributes) -> TextAttributes {
        TextAttributes(font: font ?? fallback.font, weight: weight ?? fallback.weight, italic: italic ?? fallback.italic,
                       color: color ?? fallback.color, kerning: kerning ?? fallback.kerning,
                       tracking: tracking ?? fallback.tracking, features: fallback.features + features,
                       underline: underline ?? fallback.underline, strikethrough: strikethrough ?? fallback.strikethrough)
    }
}

/// Lays text out for each proposal and records its glyphs. A class: it keeps the layouts it
/// made, so recording reuses the one layout found for the final proposal.
final class TextBehavior: Behavior {
    /// The scope a text node of scope `scope` records its colour glyphs in, apart from the
    /// fills numbered in its own.
    static func colorGlyphScope(of scope: UInt64) -> UInt64 {
        StructuralIdentity.child(of: scope, at: 0, kind: "colour glyphs")
    }

    func drawingScopes(of scope: UInt64) -> [UInt64] { [scope, Self.colorGlyphScope(of: scope)] }

    /// One part of the text resolved against the environment: its run, its paint, and what is
    /// wrong with its settings.
    struct Piece {
        var run: TextRun
        var paint: Paint
        /// Why a feature or variation setting could not be parsed, reported by ``validate()``.
        var featureProblem: String?

        init(part: Text.Part, shared: TextAttributes, environment: NodeEnvironment) {
            let attributes = part.attributes.over(shared)
            var font = attributes.font ?? environment.font
            if let weight = attributes.weight ?? environment.fontWeight { font = font.weight(weight) }
            if let italic = attributes.italic { font.descriptor.italic = italic }
            if let design = environment.fontDesign, font.descriptor.source == .family(nil) {
                font.descriptor.source = .family(design.family)
            }
            let written = part.content.string(in: environment.values)
            let content = environment.textCase.map { $0.applied(to: written) } ?? written
            var style = TextStyle(font: font.descriptor, size: font.size, kerning: attributes.kerning ?? 0,
                                  tracking: attributes.tracking ?? 0, underline: attributes.underline ?? nil,
                                  strikethrough: attributes.strikethrough ?? nil)
            featureProblem = font.variationProblem
            for setting in font.features + attributes.features {
                do throws(TextError) {
                    style.features.append(try FontFeature(setting))
                } catch {
                    featureProblem = featureProblem ?? error.description
                }
            }
            run = TextRun(content, style: style)
            paint = environment.drawn(attributes.color.map { Paint.color($0) } ?? environment.foreground)
        }
    }

    let pieces: [Piece]
    let paragraph: ParagraphStyle
    let name = "Text"
    private var layouts: [ProposedSize: TextLayout] = [:]

    init(pieces: [Piece], paragraph: ParagraphStyle) {
        self.pieces = pieces
        self.paragraph = paragraph
    }

    /// The characters shown, all parts' in order.
    var content: String { pieces.map(\.run.text).joined() }

    /// The style of the first part (the only one, unless texts were joined).
    var style: TextStyle { pieces[0].run.style }

    func validate() -> String? {
        for piece in pieces {
            let style = piece.run.style
            if !style.size.isFinite || style.size <= 0 {
                return "font size must be finite and greater than zero (\(style.size))"
            }
            if let problem = Check.finite(style.kerning, "kerning") ?? Check.finite(style.tracking, "tracking") {
                return problem
            }
            if let problem = piece.featureProblem { return problem }
            if !piece.paint.isFinite { return "text paint is not finite" }
        }
        if let problem = Check.length(paragraph.minimumScaleFactor, "minimum scale factor") { return problem }
        if let limit = paragraph.lineLimit, limit < 1 { return "line limit must be at least 1 (\(limit))" }
        if paragraph.minimumLineCount < 0 {
            return "the lines a line limit reserves must not be negative (\(paragraph.minimumLineCount))"
        }
        return nil
    }

    /// The text laid out for `proposal`.
    private func layout(for proposal: ProposedSize, node: SceneNode) throws(SceneError) -> TextLayout {
        if let layout = layouts[proposal] { return layout }
        let layout: TextLayout
        do throws(TextError) {
            layout = try TextLayout(runs: pieces.map(\.run), paragraph: paragraph,
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

    /// Records one fill of glyph outlines (with their text) per paint, in the order the paints
    /// first appear, then the colour glyphs (images and `COLR` paint, in their own colours), then
    /// the decoration lines.
    func record(_ node: SceneNode, size: Size, transform: AffineTransform,
                into recorder: inout Recorder) throws(SceneError) -> Rect? {
        let layout = try layout(for: node.placedProposal ?? ProposedSize(size), node: node)
        var fills: [(paint: Paint, runs: Set<Int>)] = []
        for (index, piece) in pieces.enumerated() {
            if let fill = fills.firstIndex(where: { $0.paint == piece.paint }) {
                fills[fill].runs.insert(index)
            } else {
                fills.append((piece.paint, [index]))
            }
        }
        var ink: Rect?
        func include(_ bounds: Rect?) {
            if let bounds { ink = ink.map { $0.union(bounds) } ?? bounds }
        }
        for fill in fills {
            var outlines = Path()
            for glyph in layout.glyphs where !glyph.path.isEmpty && fill.runs.contains(glyph.run) {
                outlines.addPath(glyph.path)
            }
            guard !outlines.isEmpty else { continue }
            include(recorder.fillText(outlines, glyphRuns: layout.glyphRuns(ofRuns: fills.count == 1 ? nil : fill.runs),
                                      paint: fill.paint, transform: transform))
        }
        if layout.glyphs.contains(where: { $0.colorGlyph != nil }) {
            // Numbered in a scope of their own, apart from the fills numbered in the node's.
            let context = GraphicsContext(transform: transform, scope: Self.colorGlyphScope(of: recorder.scope))
            context.drawColorGlyphs(of: layout)
            include(try recorder.appendDrawing(context, standIns: [], requester: node.path))
        }
        for decoration in layout.decorations {
            let paint = decoration.color.map { Paint.color($0) } ?? pieces[decoration.run].paint
            include(recorder.fill(decoration.path, paint: paint, rule: .nonZero, transform: transform))
        }
        return ink
    }
}
