import VellumCore

/// The shape a shape node drew and the size it fitted it into: what a transition needs to draw
/// the node part of the way between two states with the shape's ``Animatable`` data blended (a
/// trimmed circle stays an arc while its trim grows).
struct ShapeOutline {
    let shape: AnyShape
    let size: Size

    /// The outline `amount` of the way from `old` to this one, or `nil` when the shapes are of
    /// different types.
    func path(from old: ShapeOutline, amount: Double) -> Path? {
        guard let shape = shape.interpolated(from: old.shape, amount: amount) else { return nil }
        let size = Size(width: max(size.width.interpolated(from: old.size.width, amount: amount), 0),
                        height: max(size.height.interpolated(from: old.size.height, amount: amount), 0))
        return shape.path(in: Rect(size: size))
    }
}
