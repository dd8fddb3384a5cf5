import VellumCore

/// Values inherited down the tree while it is built, as SwiftUI's environment: set by modifiers
/// such as `.foregroundColor(_:)`, read by the nodes below.
struct NodeEnvironment {
    /// What shapes without a fill or stroke of their own are filled with, and the text colour.
    var foreground: Paint = .color(.black)
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
