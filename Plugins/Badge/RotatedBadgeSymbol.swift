import VellumCore
import VellumScene

/// One copy of the mountain, enlarged past its frame and turned about the frame's bottom centre
/// (the tutorial's `RotatedBadgeSymbol`).
///
/// The mountain is drawn through a `SymbolReference`, so however many copies the badge shows,
/// its outline is recorded once. The negative padding makes the frame smaller than the symbol:
/// the mountain overflows it on every side, and the frame's bottom centre — the pivot — sits
/// below the mountain's base, which is what spreads the copies into a ring.
public struct RotatedBadgeSymbol: Node {
    /// The symbol drawn.
    public var tag: Tag
    /// How far the symbol overflows its frame on each side (the tutorial's 60 points).
    public var overflow: Double
    /// The turn, clockwise on screen.
    public var angle: Angle

    /// A copy of the symbol under `tag`, overflowing its frame by `overflow` and turned by `angle`.
    public init(tag: Tag = Badge.symbolTag, overflow: Double, angle: Angle) {
        self.tag = tag
        self.overflow = overflow
        self.angle = angle
    }

    public var body: some Node {
        SymbolReference(tag)
            .padding(-overflow)
            .rotationEffect(angle, anchor: .bottom)
    }
}
