import VellumCore
import VellumScene

/// The landmark badge: the gradient hexagon with a ring of mountains over it (the tutorial's
/// `Badge`).
///
/// The mountain is a symbol, defined once by ``symbols(style:side:)`` and drawn by every copy, so
/// a badge is used as a scene with both parts:
///
///     let style = BadgeStyle(rotationCount: 6)
///     let scene = Scene(symbols: Badge.symbols(style: style, side: 300)) {
///         Badge(style: style, side: 300)
///     }
///     let image = try scene.render(size: Size(square: 300), backend: .raster)
///
/// `side` plays the part of the view size the tutorial was drawn for: its `.padding(-60)` and
/// the mountain's size are constants that suit a 300-point badge. Here they are fractions of
/// `side` (a fifth of it, and 1.4 × side), so the badge keeps its proportions at any size. Render
/// it in a square of `side` to get the tutorial's picture.
public struct Badge: Node {
    /// The tag the mountain symbol is defined under.
    public static let symbolTag: Tag = "mountain"

    /// The tutorial's overflow of each mountain (60 points) as a share of its badge (300 points).
    public static let overflowRatio = 60.0 / 300.0

    /// Colours, count and weight of the pattern.
    public var style: BadgeStyle
    /// The side of the square the badge is designed for, in points.
    public var side: Double

    /// A badge in `style`, designed for a square of `side`.
    public init(style: BadgeStyle = BadgeStyle(), side: Double) {
        self.style = style
        self.side = side
    }

    /// The symbols the badge references: the mountain, laid out at the size the tutorial gives it
    /// on a badge of `side` — the badge's square grown by the overflow on both sides.
    public static func symbols(style: BadgeStyle = BadgeStyle(), side: Double) -> [Tag: any Node] {
        let symbolSide = side * (1 + 2 * overflowRatio)
        return [symbolTag: BadgeSymbol(color: style.symbolColor).frame(width: symbolSide, height: symbolSide)]
    }

    public var body: some Node {
        ZStack {
            BadgeBackground(gradientStart: style.gradientStart, gradientEnd: style.gradientEnd)
            // After the scale about the top centre, each copy's pivot lies `symbolScale × height`
            // below its frame's top; centring the frame at `(1 − symbolScale) × height` therefore
            // puts the pivot on the badge's centre for any scale. The tutorial's fixed 3/4 is
            // this formula for its scale of 1/4.
            GeometryReader { geometry in
                badgeSymbols
                    .scaleEffect(style.symbolScale, anchor: .top)
                    .position(x: geometry.width / 2, y: (1 - style.symbolScale) * geometry.height)
            }
        }
        .aspectRatio(1, contentMode: .fit)
    }

    /// The ring: copy `i` turned by i/n of a full turn about the bottom centre of its frame, each
    /// copy in its own translucent layer (a modifier on a `ForEach` applies to every item).
    private var badgeSymbols: some Node {
        let count = max(style.rotationCount, 0)     // a negative count draws no copies, as 0 does
        return ForEach(0..<count) { i in
            RotatedBadgeSymbol(overflow: side * Self.overflowRatio,
                               angle: .degrees(Double(i) / Double(count) * 360))
        }
        .opacity(style.symbolOpacity)
    }
}
