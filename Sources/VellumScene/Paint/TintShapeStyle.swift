import VellumCore

/// The tint in effect, as SwiftUI's `TintShapeStyle` (`.tint`): the style `tint(_:)` set above,
/// or the accent colour (`Color.accentColor`, the system blue) where none is set.
public struct TintShapeStyle: ShapeStyle, Hashable, Sendable {
    /// The tint style.
    public init() {}

    /// The tint paint in effect.
    public func resolvedPaint(in context: ShapeStyleContext) -> Paint {
        context.tint ?? .color(.accentColor)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint in effect, as SwiftUI's `.tint` style.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension Node {
    /// Sets the tint of the nodes below, as SwiftUI's `tint(_:)`: what the `.tint` style draws
    /// with. `nil` restores the accent colour.
    public func tint(_ tint: Color?) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: EnvironmentModifier { $0.tint = tint.map { .color($0) } })
    }

    /// Sets the tint of the nodes below to a style, as SwiftUI's `tint(_:)` taking a `ShapeStyle`
    /// (resolved where the modifier is, against the foreground in effect there).
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S) -> ModifiedNode<Self> {
        ModifiedNode(content: self, modifier: EnvironmentModifier { environment in
            environment.tint = tint.resolvedPaint(in: ShapeStyleContext(environment: environment))
        })
    }
}
