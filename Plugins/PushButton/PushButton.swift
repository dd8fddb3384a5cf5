import VellumCore
import VellumScene

/// Flo's round add/minus button (Ray Wenderlich, *Core Graphics Tutorial Part 1*): an oval filling
/// its frame and a white plus or minus sign across 0.6 of its smaller side.
///
///     PushButton(kind: .minus).frame(width: 50, height: 50)
///
/// The drawing is the tutorial's `draw(_:)` in a `Canvas`: fill the oval, then stroke the sign
/// with every point moved by half a point so that a 3-point line covers whole pixels.
public struct PushButton: Node {
    /// Whether the button adds a glass or takes one away.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// A plus sign: a horizontal and a vertical stroke.
        case add
        /// A minus sign: the horizontal stroke only.
        case minus

        /// The colour the tutorial's storyboard gives this kind of button: RGB(87, 218, 213) for
        /// the plus button and RGB(238, 77, 77) for the minus button.
        public var defaultFillColor: Color {
            switch self {
            case .add: Color(red8: 87, green8: 218, blue8: 213)
            case .minus: Color(red8: 238, green8: 77, blue8: 77)
            }
        }
    }

    /// The tutorial's `Constants`.
    public enum Constants {
        /// The sign's stroke width, in points.
        public static let plusLineWidth = 3.0
        /// The sign's length as a share of the button's smaller side.
        public static let plusButtonScale = 0.6
        /// Added to every point of the sign: with an odd line width, a line on a half-pixel
        /// centre covers whole pixels instead of blurring across two rows.
        public static let halfPointShift = 0.5
    }

    /// One straight stroke of the sign.
    public typealias Segment = LineSegment

    /// Plus or minus.
    public var kind: Kind
    /// The oval's colour.
    public var fillColor: Color
    /// The sign's stroke width.
    public var lineWidth: Double
    /// The sign's length as a share of the smaller side.
    public var scale: Double

    /// A button of `kind`, filled with `fillColor` (the kind's storyboard colour when `nil`).
    public init(kind: Kind = .add, fillColor: Color? = nil, lineWidth: Double = Constants.plusLineWidth,
                scale: Double = Constants.plusButtonScale) {
        self.kind = kind
        self.fillColor = fillColor ?? kind.defaultFillColor
        self.lineWidth = lineWidth
        self.scale = scale
    }

    /// The tutorial's `isAddButton`.
    public var isAddButton: Bool { kind == .add }

    /// A canvas running ``draw(in:size:)``.
    public var body: some Node {
        Canvas { context, size in draw(in: context, size: size) }
    }

    /// Draws the button into a frame of `size` at the context's origin.
    public func draw(in context: GraphicsContext, size: Size) {
        context.addEllipse(in: Rect(size: size))
        context.setFillColor(fillColor)
        context.fillPath()

        context.setLineWidth(lineWidth)
        for segment in signSegments(in: size) {
            context.move(to: segment.start)
            context.addLine(to: segment.end)
        }
        context.setStrokeColor(.white)
        context.strokePath()
    }

    /// The sign's strokes in a frame of `size`: the horizontal one, and for an add button the
    /// vertical one, each `scale` × the smaller side long, centred, shifted by half a point.
    ///
    /// The tutorial's final listing repeats the horizontal stroke inside `if isAddButton`; its
    /// text and pictures draw the vertical stroke there, which is what this does.
    public func signSegments(in size: Size) -> [Segment] {
        let halfWidth = size.width / 2, halfHeight = size.height / 2
        let halfPlusWidth = min(size.width, size.height) * scale / 2
        let shift = Constants.halfPointShift
        var segments = [Segment(start: Point(x: halfWidth - halfPlusWidth + shift, y: halfHeight + shift),
                                end: Point(x: halfWidth + halfPlusWidth + shift, y: halfHeight + shift))]
        if isAddButton {
            segments.append(Segment(start: Point(x: halfWidth + shift, y: halfHeight - halfPlusWidth + shift),
                                    end: Point(x: halfWidth + shift, y: halfHeight + halfPlusWidth + shift)))
        }
        return segments
    }
}
