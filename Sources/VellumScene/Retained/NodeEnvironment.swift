import VellumCore
import VellumText

/// Values inherited down the tree while it is built, as SwiftUI's environment: set by modifiers
/// such as `.foregroundColor(_:)`, read by the nodes below.
struct NodeEnvironment: Equatable {
    /// The primary, secondary, tertiary and quaternary foreground paints
    /// (``HierarchicalShapeStyle``).
    var foregroundLevels = HierarchicalShapeStyle.labelLevels
    /// What shapes without a fill or stroke of their own are filled with, and the text colour:
    /// the primary foreground. Setting it sets every level from it.
    var foreground: Paint {
        get { foregroundLevels[0] }
        set { foregroundLevels = HierarchicalShapeStyle.levels(of: newValue) }
    }
    /// The font of text without a font of its own.
    var font = TextFont.body
    /// The weight of text without a weight of its own; `nil` keeps the font's.
    var fontWeight: FontWeight?
    /// How far text may shrink to fit (1: not at all).
    var minimumScaleFactor = 1.0
    /// How the lines of multi-line text line up.
    var textAlignment = TextAlignment.leading
    /// The design of system-font text that names no family of its own (`.fontDesign(_:)`).
    var fontDesign: TextFont.Design?
    /// The case text below is shown in (`.textCase(_:)`), or `nil` for as written.
    var textCase: Text.Case?
    /// The most lines text below shows (`.lineLimit(_:)`), or `nil` for no limit; checked by
    /// the text (a value below 1 is an error there).
    var lineLimit: Int?
    /// The fewest lines text below is as tall as (`.lineLimit(_:reservesSpace:)`, `lineLimit(2...4)`).
    var reservedLines = 0
    /// Where text cut by its line limit loses characters.
    var truncationMode = TruncationMode.tail
    /// Horizontal lines or vertical columns (`.writingMode(_:)`).
    var writingMode = WritingMode.horizontalTopToBottom
    /// Which parts of a ``Label`` show (`.labelStyle(_:)`).
    var labelParts = LabelParts.titleAndIcon
    /// The axis of the stack the nodes are children of, or `nil` outside stacks: a ``Spacer``
    /// grows and a ``Divider`` lies across it.
    var stackAxis: Axis?
    /// The values components read with ``Environment`` and `.environment(_:_:)` sets: the colour
    /// scheme, and the locale, time zone and calendar text is formatted with.
    var values = EnvironmentValues() {
        didSet { valuesAreDefault = false }
    }
    /// Whether ``values`` are still the defaults, set by nothing above: then a body has nothing
    /// to bind for `@Environment` to read. (Asking for the current locale, time zone and calendar
    /// again to compare takes a lock in Foundation that every thread building a scene shares.)
    /// It takes part in `==`: values set to the defaults are unequal to values never set, so a
    /// component kept from the tree before is built again there, which draws the same.
    private(set) var valuesAreDefault = true
    /// What the `.tint` style draws with (`tint(_:)`); `nil` for the accent colour.
    var tint: Paint?

    /// `paint` with its colours as they are in the colour scheme in effect: what is drawn.
    func drawn(_ paint: Paint) -> Paint {
        paint.resolved(in: values.colorScheme)
    }
}

/// A modifier that changes the environment for the nodes it wraps.
struct EnvironmentModifier: NodeModifier {
    let change: (inout NodeEnvironment) -> Void

    func makeNodes(content: any Node, in context: BuildContext) throws(SceneError) -> [SceneNode] {
        var inner = context
        change(&inner.environment)
        return try inner.build(content)
    }
}

extension Node {
    /// Sets the colour of the shapes (without a fill or stroke of their own) and text below, as
    /// SwiftUI's `foregroundColor(_:)`.
    public func foregroundColor(_ color: Color) -> ModifiedNode<Self> {
        foregroundStyle(color)
    }

    /// Sets the style of the shapes (without a fill or stroke of their own) and text below, as
    /// SwiftUI's `foregroundStyle(_:)`. A hierarchical style (`.secondary`) picks a level of the
    /// foreground style already in effect, and the levels below it follow.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: EnvironmentModifier { environment in
            if let level = style as? HierarchicalShapeStyle {
                // A level of the foreground becomes the primary one, the fainter ones after it.
                environment.foregroundLevels = level.shifting(environment.foregroundLevels)
            } else {
                environment.foreground = style.resolvedPaint(in: ShapeStyleContext(environment: environment))
            }
        })
    }

    /// Sets the primary, secondary and tertiary foreground styles below, as SwiftUI's
    /// `foregroundStyle(_:_:_:)`: `.primary` draws with the first, `.secondary` the second,
    /// `.tertiary` and `.quaternary` the third.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: EnvironmentModifier { environment in
            let context = ShapeStyleContext(environment: environment)
            let third = tertiary.resolvedPaint(in: context)
            environment.foregroundLevels = [primary.resolvedPaint(in: context), secondary.resolvedPaint(in: context),
                                            third, third]
        })
    }

    /// Sets the primary and secondary foreground styles below, as SwiftUI's
    /// `foregroundStyle(_:_:)`; the tertiary and quaternary levels follow the secondary.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedNode<Self> {
        foregroundStyle(primary, secondary, secondary)
    }
}

extension Node {
    /// Sets the font of the text below that has none of its own.
    public func font(_ font: TextFont) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: EnvironmentModifier { $0.font = font })
    }

    /// Sets the weight of the text below that has none of its own.
    public func fontWeight(_ weight: FontWeight?) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: EnvironmentModifier { $0.fontWeight = weight })
    }

    /// Lets the text below shrink down to `factor` × its size to fit the space it is offered,
    /// as SwiftUI's `minimumScaleFactor(_:)`; 1 (the default) never shrinks.
    public func minimumScaleFactor(_ factor: Double) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: EnvironmentModifier { $0.minimumScaleFactor = factor })
    }

    /// Sets the design of the text below whose font is the system font, as SwiftUI's
    /// `fontDesign(_:)`; `nil` keeps the font's own.
    public func fontDesign(_ design: TextFont.Design?) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: EnvironmentModifier { $0.fontDesign = design })
    }

    /// Shows the text below in upper or lower case, as SwiftUI's `textCase(_:)`; `nil` shows it
    /// as written.
    public func textCase(_ textCase: Text.Case?) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: EnvironmentModifier { $0.textCase = textCase })
    }

    /// Sets how the lines of multi-line text below line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: EnvironmentModifier { $0.textAlignment = alignment })
    }
}
