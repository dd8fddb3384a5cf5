import VellumCore
import VellumScene

/// The tutorial's `ClockDayView`: the day of the month in a small rounded box, like the date
/// window of a wrist watch. The clock defines it once as a canvas symbol and draws it by tag.
public struct ClockDayView: Node, Equatable {
    /// The day shown.
    public var day: Int
    /// The box's size.
    public var size: Size

    /// A box of `size` showing `day`.
    public init(day: Int, size: Size) {
        self.day = day
        self.size = size
    }

    /// The box's size for a clock face `clockSize` across.
    public static func size(forClockSize clockSize: Double) -> Size {
        Size(width: clockSize * 0.15, height: clockSize * 0.1)
    }

    /// A white box with a grey rim and the day in black.
    public var body: some Node {
        ZStack {
            RoundedRectangle(cornerRadius: size.height * 0.2)
                .fill(.white)
                .stroke(Color.cssGray, lineWidth: max(0.5, size.height / 24))
            Text(String(day)).font(.system(size: size.height * 0.6)).foregroundColor(.black)
        }
        .frame(width: size.width, height: size.height)
    }
}

/// The symbol tag of a clock numeral: the clock's own tag and the hour, so that two clocks in one
/// scene can keep their symbols apart.
public struct ClockNumeralTag: Hashable, Sendable {
    /// The tag of the clock's day view, which names the clock.
    public var clock: Tag
    /// The hour, 1…12.
    public var hour: Int

    /// The tag for `hour` on the clock named `clock`.
    public init(clock: Tag, hour: Int) {
        self.clock = clock
        self.hour = hour
    }
}

/// A clock numeral centred in a fixed box, so the canvas can centre it by the box's size.
struct ClockNumeral: Node, Equatable {
    var hour: Int
    var fontSize: Double
    var color: Color

    /// The box a numeral of `fontSize` is centred in; wide enough for "12".
    static func boxSize(fontSize: Double) -> Size {
        Size(width: fontSize * 1.6, height: fontSize * 1.3)
    }

    var body: some Node {
        let box = Self.boxSize(fontSize: fontSize)
        return Text(String(hour)).font(.system(size: fontSize)).foregroundColor(color)
            .frame(width: box.width, height: box.height)
    }
}
