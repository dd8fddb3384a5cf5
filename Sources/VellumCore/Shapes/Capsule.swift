/// A rectangle with fully rounded ends, as SwiftUI's `Capsule`: its corner radius is half the
/// shorter side, so a wide rectangle gets semicircular left and right ends.
public struct Capsule: Shape, Hashable {
    /// Creates a capsule shape.
    public init() {}

    /// The closed capsule outline filling `rect`.
    public func path(in rect: Rect) -> Path {
        let r = rect.standardized
        return Path(roundedRect: r, cornerRadius: min(r.width, r.height) / 2)
    }
}
