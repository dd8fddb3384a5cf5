/// A rectangle with fully rounded ends, as SwiftUI's `Capsule`: its corner radius is half the
/// shorter side, so a wide rectangle gets semicircular left and right ends.
///
/// A continuous capsule's radius is half the shorter side too, which leaves no room for the
/// continuous corner's longer transition along that side: as Apple's, it is clamped to the
/// circular shape there, so its ends meet the short sides at their middles, while along the long
/// sides it still eases in (see ``Path/addContinuousCorner(at:incoming:outgoing:radii:limits:)``).
/// A square capsule is a circle.
public struct Capsule: Shape, Hashable {
    /// The shape of the ends.
    public var style: RoundedCornerStyle

    /// Creates a capsule shape, as SwiftUI's `Capsule(style:)`.
    public init(style: RoundedCornerStyle = .circular) {
        self.style = style
    }

    /// The closed capsule outline filling `rect`.
    public func path(in rect: Rect) -> Path {
        let r = rect.standardized
        return Path(roundedRect: r, cornerSize: Size(square: min(r.width, r.height) / 2), style: style)
    }
}
