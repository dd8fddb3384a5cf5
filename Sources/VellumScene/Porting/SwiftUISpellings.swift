import VellumCore

// SwiftUI spellings for code ported from Apple's frameworks (Docs/Porting.md): names for what
// Vellum already has, never a second implementation.

/// SwiftUI's name for ``Node``: `struct Badge: View { var body: some View { … } }` is a node.
public typealias View = Node

/// SwiftUI's name for ``NodeBuilder``: `@ViewBuilder var badge: some View { if … { … } else { … } }`.
public typealias ViewBuilder = NodeBuilder

// A custom `Shape` used directly as a view, as SwiftUI allows: `Hexagon().frame(width: 40)`
// without declaring `Node`. `Shape` lives in VellumCore, which knows no nodes, so it cannot refine
// `Node`; these forward the modifiers SwiftUI tutorials put on bare shapes to the shape's
// ``ShapeNode``. They are disfavoured so a shape that is also a `Node` keeps `Node`'s modifiers.
extension Shape {
    /// ``Node/frame(width:height:alignment:)`` for a bare shape.
    @_disfavoredOverload
    public func frame(width: Double? = nil, height: Double? = nil,
                      alignment: Alignment = .center) -> ModifiedNode<ShapeNode<Self>> {
        ShapeNode(self).frame(width: width, height: height, alignment: alignment)
    }

    /// ``Node/foregroundColor(_:)`` for a bare shape.
    @_disfavoredOverload
    public func foregroundColor(_ color: Color) -> ModifiedNode<ShapeNode<Self>> {
        ShapeNode(self).foregroundColor(color)
    }

    /// ``Node/shadow(color:radius:x:y:)`` for a bare shape.
    @_disfavoredOverload
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: Double,
                       x: Double = 0, y: Double = 0) -> ModifiedNode<ShapeNode<Self>> {
        ShapeNode(self).shadow(color: color, radius: radius, x: x, y: y)
    }
}
