import VellumCore
import VellumText

/// A `fill` or `stroke` value as written.
indirect enum PaintSpec: Hashable, Sendable {
    case none
    case color(CSSColor)
    /// `url(#id)` with the optional fallback after it (`url(#g) red`, `url(#g) none`).
    case reference(id: String, fallback: PaintSpec?)
}

/// What `paint-order` orders.
enum PaintPart: String, Hashable, Sendable, CaseIterable {
    case fill, stroke, markers
}

/// A `clip-path` value.
enum ClipReference: Hashable, Sendable {
    /// `url(#id)`.
    case element(String)
    /// `circle()`, `ellipse()`, `inset()` or `polygon()` with a reference box.
    case shape(BasicShape)
}

/// The lines `text-decoration` (or `text-decoration-line`) draws.
struct TextDecorationLines: OptionSet, Hashable, Sendable {
    let rawValue: UInt8
    static let underline = TextDecorationLines(rawValue: 1)
    static let overline = TextDecorationLines(rawValue: 2)
    static let lineThrough = TextDecorationLines(rawValue: 4)
}

/// The computed values of the properties the importer understands, for one element.
///
/// Properties SVG inherits are passed from parent to child (``inherited``); the others
/// (opacity, display, clip-path, mask, mask-type, overflow, stop colours) start again from their initial values
/// on every element. Lengths keep their units: percentages resolve against the viewport of the
/// element that uses them.
struct Style: Hashable, Sendable {
    // Inherited.
    var fill = PaintSpec.color(.color(.black))
    var fillOpacity = 1.0
    var fillRule = FillRule.nonZero
    var stroke = PaintSpec.none
    var strokeWidth = Length(1)
    var strokeOpacity = 1.0
    var lineCap = LineCap.butt
    var lineJoin = LineJoin.miter
    /// SVG's initial miter limit is 4 (Core Graphics and `StrokeStyle` use 10).
    var miterLimit = 4.0
    var dashArray: [Length] = []
    var dashOffset = Length.zero
    var color = Color.black
    var isVisible = true
    /// `image-rendering`: how `<image>` pixels are sampled (inherited).
    var imageInterpolation = ImagePaint.Interpolation.smooth
    var clipRule = FillRule.nonZero
    /// The computed `font-size` in user units: what `em` and `ex` lengths refer to.
    var fontSize = 16.0
    /// `font-family`, as written (a comma-separated list).
    var fontFamily = "serif"
    /// `font-weight` as a number (400 normal, 700 bold).
    var fontWeight = 400
    /// `font-stretch` as a percentage of the normal width (SVG 1.1 and CSS; inherited).
    var fontStretch = 100.0
    /// `font-variation-settings`: axis settings for a variable face, after those `font-weight`
    /// and `font-stretch` imply (inherited).
    var fontVariations: [FontVariation] = []
    /// `letter-spacing` and `word-spacing` in user units (`normal` is 0).
    var letterSpacing = 0.0
    var wordSpacing = 0.0
    /// `font-style`: italic or oblique.
    var italic = false
    /// `writing-mode`: lines run top to bottom (`tb`, `vertical-rl`, `vertical-lr`).
    var verticalText = false
    /// `font-variant: small-caps`: lower-case letters as small capitals (the font's `smcp`).
    var smallCaps = false
    /// `font-kerning` (and SVG 1.1's `kerning`): whether the font's pair kerning applies.
    var kerning = true
    /// `text-anchor`: 0 start, 0.5 middle, 1 end.
    var textAnchor = 0.0
    /// `paint-order` (SVG 2): what of a shape is painted first.
    var paintOrder = PaintPart.allCases
    /// The fill and stroke of the context element (SVG 2): the `use` whose content this is, or
    /// the shape whose marker this is; what `context-fill` and `context-stroke` paint with.
    var contextFill = PaintSpec.none
    var contextStroke = PaintSpec.none
    /// Where the context element's paint servers are laid out (see ``ContextFrame``); `nil`
    /// outside a context element.
    var contextFrame: ContextFrame?
    /// Whether `fill` and `stroke` are `context-fill`/`context-stroke` (or inherit them), so
    /// paint servers are laid out in ``contextFrame``.
    var fillIsContext = false
    var strokeIsContext = false
    /// The ids in `marker-start`, `marker-mid` and `marker-end` (`marker` sets all three).
    /// `color-interpolation-filters`: the colour space filter primitives compute in.
    var filterColorSpace = FilterColorSpace.linearRGB
    var markerStart: String?
    var markerMid: String?
    var markerEnd: String?
    /// The decorations declared on ancestors outside a text (a `g` around it). CSS propagates
    /// them to the text inside, which draws them with its own paint, as resvg and browsers do.
    var ancestorDecoration: TextDecorationLines = []
    /// `dominant-baseline`: the baseline text is aligned by (`nil`: the alphabetic one).
    var dominantBaseline: TextBaseline?
    /// The `baseline-shift`s of the enclosing text content elements, outermost first (a
    /// `<text>` starts the list again).
    var baselineShifts: [BaselineShift] = []
    /// The parent's `alignment-baseline`, which a text span without its own uses, as resvg
    /// and Chromium do.
    var parentAlignmentBaseline: TextBaseline?

    // Not inherited.
    /// `alignment-baseline`: the baseline this element's text is aligned by instead of the
    /// dominant one (`nil`: `auto`).
    var alignmentBaseline: TextBaseline?
    /// `baseline-shift` as written (a keyword or a length), resolved at this element's size.
    var baselineShift: String?
    /// `text-decoration`: the lines this element draws under, over or through its text.
    var textDecoration: TextDecorationLines = []
    var opacity = 1.0
    /// `mix-blend-mode`: how the element, as a whole, blends with what lies beneath it.
    var blendMode = BlendMode.normal
    /// `isolation: isolate`: the element's children are composited together first.
    var isolated = false
    var isDisplayed = true
    /// `clip-path`: a `clipPath` element's id, or a CSS basic shape.
    var clipPath: ClipReference?
    /// `mask`: a `mask` element's id.
    var mask: String?
    /// `filter`: references to `<filter>` elements and CSS filter functions, applied in order.
    var filter: [FilterItem] = []
    /// `mask-type` (read on `mask` elements): how the mask's content becomes coverage.
    var maskType = RenderMask.Mode.luminance
    /// `overflow`, when given: `visible`/`auto` show content outside a viewport, `hidden`/`scroll`
    /// clip it. Unset, viewports (`svg`, `symbol`) clip, as SVG's user-agent style sheet says.
    var overflowVisible: Bool?
    var stopColor = CSSColor.color(.black)
    var stopOpacity = 1.0

    /// The initial values: what the root element inherits.
    static let initial = Style()

    /// The style a child starts from: inherited properties kept, the others reset.
    var inherited: Style {
        var child = self
        child.opacity = 1
        child.blendMode = .normal
        child.isolated = false
        child.isDisplayed = true
        child.clipPath = nil
        child.mask = nil
        child.filter = []
        child.maskType = .luminance
        child.overflowVisible = nil
        child.stopColor = .color(.black)
        child.stopOpacity = 1
        child.ancestorDecoration.formUnion(textDecoration)
        child.textDecoration = []
        child.parentAlignmentBaseline = alignmentBaseline
        child.alignmentBaseline = nil
        if let own = baselineShift.flatMap({ BaselineShift.parse($0, fontSize: fontSize).shift }) {
            child.baselineShifts.append(own)
        }
        child.baselineShift = nil
        return child
    }
}

/// The space a context element's paint servers are laid out in (SVG 2: `context-fill` paints
/// "using the coordinate space and bounding box of the context element"): the transform from
/// the current user space to the context element's, and the context element's bounding box in
/// its own user space (`nil` until it is known).
struct ContextFrame: Hashable, Sendable {
    var box: Rect?
    var toContext: AffineTransform
}
