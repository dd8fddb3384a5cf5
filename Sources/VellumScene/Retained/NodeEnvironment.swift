import VellumCore
import VellumText

/// Values inherited down the tree while it is built, as SwiftUI's environment: set by modifiers
/// such as `.foregroundColor(_:)`, read by the nodes below.
struct NodeEnvironment: Equatable {
    /// What shapes without a fill or stroke of their own are filled with, and the text colour.
    var foreground: Paint = .color(.black)
    /// The font of text without a font of its own.
    var font = TextFont.body
    /// The weight of text without a weight of its own; `nil` keeps the font's.
    var fontWeight: FontWeight?
    /// How far text may shrink to fit (1: not at all).
    var minimumScaleFactor = 1.0
    /// How the lines of multi-line text line up.
    var textAlignment = TextAlignment.leading
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
        foregroundStyle(.color(color))
    }

    /// Sets the paint of the shapes (without a fill or stroke of their own) and text below.
    public func foregroundStyle(_ paint: Paint) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: EnvironmentModifier { $0.foreground = paint })
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

    /// Sets how the lines of multi-line text below line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: EnvironmentModifier { $0.textAlignment = alignment })
    }
}
