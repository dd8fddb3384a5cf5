import VellumCore
import VellumScene

/// Flo's main screen at the end of *Core Graphics Tutorial Part 1*: the counter with its numeral,
/// the plus button below it and the smaller minus button below that.
///
/// The storyboard pins the counter (230 × 230) 40 points above the plus button (100 × 100) and
/// the minus button (50 × 50) under the plus button, all centred horizontally; here a `VStack`
/// does the same, with 10 points between the two buttons. The layout is designed for a
/// 320 × 480 screen and scaled to fit other sizes, line widths included.
public struct FloScreen: Node {
    /// The screen the layout is designed for (the tutorial's iPhone 4S simulator, in points).
    public static let designSize = Size(width: 320, height: 480)

    /// The tag of the plus button, which a press answers by raising the counter.
    public static let addButtonTag: Tag = "add"
    /// The tag of the minus button, which a press answers by lowering the counter.
    public static let minusButtonTag: Tag = "minus"

    /// The glasses drunk.
    public var counter: Int
    /// The screen's colour behind the controls.
    public var background: Color

    /// The screen showing `counter` glasses.
    public init(counter: Int = 5, background: Color = .white) {
        self.counter = counter
        self.background = background
    }

    /// The background, and the controls centred on it.
    public var body: some Node {
        GeometryReader { size in
            let k = min(size.width / Self.designSize.width, size.height / Self.designSize.height)
            ZStack {
                Rectangle().fill(background)
                VStack(spacing: 10 * k) {
                    VStack(spacing: 40 * k) {
                        CounterView(counter: counter).frame(width: 230 * k, height: 230 * k)
                        PushButton(kind: .add, lineWidth: 3 * k).frame(width: 100 * k, height: 100 * k)
                            .tag(Self.addButtonTag)
                    }
                    PushButton(kind: .minus, lineWidth: 3 * k).frame(width: 50 * k, height: 50 * k)
                        .tag(Self.minusButtonTag)
                }
            }
            .frame(width: size.width, height: size.height)
        }
    }
}
