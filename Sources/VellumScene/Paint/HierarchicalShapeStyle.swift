import VellumCore

/// A level of the foreground style in effect, as SwiftUI's `HierarchicalShapeStyle`:
/// `.primary` is the foreground itself, `.secondary`, `.tertiary` and `.quaternary` fainter
/// versions of it for content of less importance.
///
/// With the default foreground the levels are SwiftUI's label colours: in the light appearance
/// black, then (60, 60, 67) at 60 %, 30 % and 18 % opacity; in the dark one white, then
/// (235, 235, 245) at the same opacities. After `.foregroundStyle(_:)` or
/// `.foregroundColor(_:)` with a paint of your own they are that paint at the same opacities
/// (1, 0.6, 0.3, 0.18); `.foregroundStyle(_:_:_:)` sets the first three explicitly.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
    /// The level: 0 primary … 3 quaternary.
    let level: Int

    /// The foreground style itself.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level of the foreground style.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level of the foreground style.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level of the foreground style.
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    /// The paint of this level of the foreground in effect.
    public func resolvedPaint(in context: ShapeStyleContext) -> Paint {
        context.foregroundLevels[level]
    }

    /// The levels seen from this one: this level first, then the fainter ones (the faintest
    /// repeated to fill four).
    func shifting(_ levels: [Paint]) -> [Paint] {
        (level..<level + levels.count).map { levels[min($0, levels.count - 1)] }
    }

    /// The opacity of each level relative to the primary one.
    static let levelOpacities = [1, 0.6, 0.3, 0.18]

    /// SwiftUI's label colours, the levels of the default foreground: adaptive colours, drawn
    /// with their dark values where the colour scheme is dark.
    static let labelLevels: [Paint] = [.color(.primary)]
        + levelOpacities.dropFirst().map { .color(Color.labelGray.opacity($0)) }

    /// The levels of a foreground painted with `paint`.
    static func levels(of paint: Paint) -> [Paint] {
        levelOpacities.map { paint.opacity($0) }
    }
}

/// The foreground style in effect, as SwiftUI's `ForegroundStyle` (`.foreground`): what a
/// `strokeBorder()` or `fill(.foreground)` draws with when given nothing else.
public struct ForegroundStyle: ShapeStyle, Hashable, Sendable {
    /// The foreground style.
    public init() {}

    /// The primary foreground paint.
    public func resolvedPaint(in context: ShapeStyleContext) -> Paint {
        context.foregroundLevels[0]
    }
}
