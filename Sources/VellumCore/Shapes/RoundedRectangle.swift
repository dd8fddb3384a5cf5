/// A rectangle with rounded corners filling the rectangle it is laid out in, as SwiftUI's
/// `RoundedRectangle`. The corners are quarter ellipses, clamped to half the rectangle's sides.
public struct RoundedRectangle: Shape, Hashable {
    /// The horizontal and vertical radii of each corner.
    public var cornerSize: Size

    /// Creates a rounded rectangle whose corners have the given radii.
    public init(cornerSize: Size) {
        self.cornerSize = cornerSize
    }

    /// Creates a rounded rectangle with circular corners of `cornerRadius`.
    public init(cornerRadius: Double) {
        self.init(cornerSize: Size(square: cornerRadius))
    }

    /// The closed rounded outline of `rect`.
    public func path(in rect: Rect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize)
    }
}
