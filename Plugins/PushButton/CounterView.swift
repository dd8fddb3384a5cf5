import VellumCore
import VellumScene

/// Flo's counter (Ray Wenderlich, *Core Graphics Tutorial Part 1*): a thick 270° arc, an outline
/// that runs along it for the glasses drunk so far, and the count in the middle.
///
///     CounterView(counter: 5).frame(width: 230, height: 230)
///
/// The view keeps itself square (the largest square that fits, centred), as the tutorial's
/// 230 × 230 view is; ``CounterGeometry`` has the measurements.
public struct CounterView: Node {
    /// The tutorial's `counterColor` as its storyboard sets it: RGB(87, 218, 213).
    public static let defaultCounterColor = Color(red8: 87, green8: 218, blue8: 213)
    /// The tutorial's `outlineColor` as its storyboard sets it: RGB(34, 110, 100).
    public static let defaultOutlineColor = Color(red8: 34, green8: 110, blue8: 100)
    /// The tutorial's `numberOfGlasses`: the goal of eight glasses a day.
    public static let defaultNumberOfGlasses = 8

    /// The glasses drunk; drawn clamped to `0...numberOfGlasses`.
    public var counter: Int
    /// The goal, which the full arc stands for.
    public var numberOfGlasses: Int
    /// The thick arc's colour.
    public var counterColor: Color
    /// The outline's colour.
    public var outlineColor: Color
    /// Whether the numeral is shown in the middle (the tutorial's centred `UILabel`).
    public var showsLabel: Bool
    /// The numeral's colour (a `UILabel`'s default, black).
    public var labelColor: Color

    /// A counter showing `counter` glasses out of `numberOfGlasses`.
    public init(counter: Int = 5, numberOfGlasses: Int = defaultNumberOfGlasses,
                counterColor: Color = defaultCounterColor, outlineColor: Color = defaultOutlineColor,
                showsLabel: Bool = true, labelColor: Color = .black) {
        self.counter = counter
        self.numberOfGlasses = numberOfGlasses
        self.counterColor = counterColor
        self.outlineColor = outlineColor
        self.showsLabel = showsLabel
        self.labelColor = labelColor
    }

    /// The arcs in a canvas, the label centred over them, in a square.
    public var body: some Node {
        GeometryReader { proxy in
            let geometry = CounterGeometry(size: proxy.size, counter: counter, numberOfGlasses: numberOfGlasses)
            ZStack {
                Canvas { context, _ in draw(geometry, in: context) }
                if showsLabel {
                    Text(String(geometry.counter)).font(.system(size: geometry.fontSize)).foregroundColor(labelColor)
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
        .aspectRatio(1, contentMode: .fit)
    }

    /// The tutorial's `draw(_:)`: the thick arc, then its outline over it.
    func draw(_ geometry: CounterGeometry, in context: GraphicsContext) {
        context.setStrokeColor(counterColor)
        context.setLineWidth(geometry.arcWidth)
        context.addPath(geometry.arcPath)
        context.strokePath()

        context.setStrokeColor(outlineColor)
        context.setLineWidth(geometry.lineWidth)
        context.addPath(geometry.outlinePath)
        context.strokePath()
    }
}
