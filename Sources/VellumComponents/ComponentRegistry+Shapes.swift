import VellumCore
import VellumScene

extension ComponentRegistry {
    /// Registers a `Shape` as a component in one call. The component fills the shape (black by
    /// default), can outline it, and takes these parameters: `fill`, `stroke` (transparent: no
    /// outline), `line-width` and `padding`.
    ///
    ///     try registry.registerShape("star", summary: "A five-pointed star") { Star(points: 5) }
    public mutating func registerShape<S: Shape>(_ name: String, summary: String, plugin: String = "user",
                                                 defaultSize: Size = Size(square: 256),
                                                 _ shape: @escaping @Sendable () -> S) throws(ComponentError) {
        let parameters: [Parameter] = [
            .color("fill", default: .black, "The fill colour."),
            .color("stroke", default: .clear, "The outline colour; transparent draws no outline."),
            .number("line-width", 0...1000, default: 2, "The outline's width in pixels."),
            .number("padding", 0...10_000, default: 0, "Empty space around the shape, in pixels."),
        ]
        let component = Component(name: name, summary: summary, parameters: parameters,
                                  defaultSize: defaultSize) { values in
            let stroke = values.color("stroke"), width = values.number("line-width")
            var node = ShapeNode(shape()).fill(values.color("fill"))
            if stroke.alpha > 0 && width > 0 { node = node.stroke(stroke, lineWidth: width) }
            // Half the outline lies outside the shape: keep it on the canvas.
            let inset = values.number("padding") + (stroke.alpha > 0 ? width / 2 : 0)
            return ComponentBody(node.padding(inset))
        }
        try register(component, plugin: plugin)
    }
}
