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
        let component = Component(name: name, summary: summary, parameters: .fill, .stroke, .lineWidth, .padding,
                                  defaultSize: defaultSize) { values in
            let stroke = values[.stroke], width = values[.lineWidth]
            var node = ShapeNode(shape()).fill(values[.fill])
            if stroke.alpha > 0 && width > 0 { node = node.stroke(stroke, lineWidth: width) }
            // Half the outline lies outside the shape: keep it on the canvas.
            let inset = values[.padding] + (stroke.alpha > 0 ? width / 2 : 0)
            return ComponentBody(node.padding(inset))
        }
        try register(component, plugin: plugin)
    }
}

// A shape's parameters, private so that they never collide with a plugin's keys of the same name.
extension ParameterKey where Value == Color {
    fileprivate static let fill = ParameterKey("fill", default: .black, summary: "The fill colour.")
    fileprivate static let stroke = ParameterKey("stroke", default: .clear,
                                                 summary: "The outline colour; transparent draws no outline.")
}

extension ParameterKey where Value == Double {
    fileprivate static let lineWidth = ParameterKey("line-width", default: 2, range: 0...1000,
                                                    summary: "The outline's width in pixels.")
    fileprivate static let padding = ParameterKey("padding", default: 0, range: 0...10_000,
                                                  summary: "Empty space around the shape, in pixels.")
}
