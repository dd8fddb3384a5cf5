import VellumCore

// Colours and gradients used as views, as SwiftUI has them: `Color.red` or `LinearGradient(…)`
// in a stack, an overlay or a background fills the space it is offered (10 × 10 when asked for
// its ideal size), as a rectangle filled with it would. Unit-point gradients span that space.

extension Color: Node {
    /// A rectangle filled with the colour.
    public var body: ShapeNode<Rectangle> { Rectangle().fill(self) }
}

extension LinearGradient: Node {
    /// A rectangle filled with the gradient.
    public var body: ShapeNode<Rectangle> { Rectangle().fill(self) }
}

extension AngularGradient: Node {
    /// A rectangle filled with the gradient.
    public var body: ShapeNode<Rectangle> { Rectangle().fill(self) }
}

extension RadialGradient: Node {
    /// A rectangle filled with the gradient.
    public var body: ShapeNode<Rectangle> { Rectangle().fill(self) }
}
