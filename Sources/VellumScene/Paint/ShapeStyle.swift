import VellumCore

/// A colour, gradient or hierarchical style that shapes are filled and stroked with and text is
/// drawn in, as SwiftUI's `ShapeStyle`.
///
/// `Color`, the gradients, ``Paint``, ``HierarchicalShapeStyle`` (`.primary`, `.secondary`…)
/// and ``AnyShapeStyle`` are shape styles, and the static members SwiftUI has are here, so
/// `.fill(.red)`, `.foregroundStyle(.secondary)`, `.background(.blue, in: Capsule())` and
/// `.fill(.linearGradient(colors: [.red, .orange], startPoint: .top, endPoint: .bottom))`
/// read as in SwiftUI. A style is resolved into a ``Paint`` where it is used, against the
/// foreground style in effect there.
public protocol ShapeStyle {
    /// The paint the style stands for where `context` describes.
    func resolvedPaint(in context: ShapeStyleContext) -> Paint
}

/// What a shape style is resolved against: the foreground styles, tint and colour scheme in
/// effect where it is used. Colours come back as written (adaptive system colours included);
/// they take the colour scheme's values when the scene draws them.
public struct ShapeStyleContext: Sendable {
    /// The primary, secondary, tertiary and quaternary foreground paints.
    public let foregroundLevels: [Paint]
    /// The tint set by `tint(_:)`, or `nil` for the accent colour.
    public let tint: Paint?
    /// The colour scheme in effect.
    public let colorScheme: ColorScheme

    init(environment: NodeEnvironment) {
        foregroundLevels = environment.foregroundLevels
        tint = environment.tint
        colorScheme = environment.values.colorScheme
    }
}

extension Paint: ShapeStyle {
    /// The paint itself.
    public func resolvedPaint(in context: ShapeStyleContext) -> Paint { self }
}

extension Color: ShapeStyle {
    /// The colour as a solid paint.
    public func resolvedPaint(in context: ShapeStyleContext) -> Paint { .color(self) }
}

extension LinearGradient: ShapeStyle {
    /// The gradient as a paint.
    public func resolvedPaint(in context: ShapeStyleContext) -> Paint { .linearGradient(self) }
}

extension RadialGradient: ShapeStyle {
    /// The gradient as a paint.
    public func resolvedPaint(in context: ShapeStyleContext) -> Paint { .radialGradient(self) }
}

extension AngularGradient: ShapeStyle {
    /// The gradient as a paint.
    public func resolvedPaint(in context: ShapeStyleContext) -> Paint { .angularGradient(self) }
}

/// A type-erased shape style, as SwiftUI's `AnyShapeStyle`: lets styles of different types share
/// a variable (`let fill = isActive ? AnyShapeStyle(.blue) : AnyShapeStyle(.secondary)`).
public struct AnyShapeStyle: ShapeStyle {
    private let resolve: (ShapeStyleContext) -> Paint

    /// Wraps `style`.
    public init<S: ShapeStyle>(_ style: S) {
        resolve = (style as? AnyShapeStyle)?.resolve ?? style.resolvedPaint(in:)
    }

    /// The wrapped style's paint.
    public func resolvedPaint(in context: ShapeStyleContext) -> Paint { resolve(context) }
}

extension BuildContext {
    /// `style` resolved where nodes are being built, its colours as the colour scheme there
    /// draws them.
    func paint(_ style: some ShapeStyle) -> Paint {
        environment.drawn(style.resolvedPaint(in: ShapeStyleContext(environment: environment)))
    }
}
