/// A rectangle with rounded corners filling the rectangle it is laid out in, as SwiftUI's
/// `RoundedRectangle`. Circular corners are quarter ellipses, clamped to half the rectangle's
/// sides; continuous ones are Apple's smoother corners (see ``RoundedCornerStyle``).
///
/// The style defaults to ``RoundedCornerStyle/circular``, as SwiftUI's did before iOS 17
/// (iOS 17 made `.continuous` the default); write `style: .continuous` for Apple's current look.
public struct RoundedRectangle: Shape, Hashable {
    /// The horizontal and vertical radii of each corner.
    public var cornerSize: Size
    /// The shape of the corners.
    public var style: RoundedCornerStyle

    /// Creates a rounded rectangle whose corners have the given radii, as SwiftUI's
    /// `RoundedRectangle(cornerSize:style:)`.
    public init(cornerSize: Size, style: RoundedCornerStyle = .circular) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// Creates a rounded rectangle with corners of `cornerRadius`, as SwiftUI's
    /// `RoundedRectangle(cornerRadius:style:)`.
    public init(cornerRadius: Double, style: RoundedCornerStyle = .circular) {
        self.init(cornerSize: Size(square: cornerRadius), style: style)
    }

    /// The closed rounded outline of `rect`.
    public func path(in rect: Rect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }
}
