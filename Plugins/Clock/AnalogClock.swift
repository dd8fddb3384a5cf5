import Foundation
import VellumCore
import VellumComponents
import VellumScene

/// The analog clock of Ray Wenderlich's *Using TimelineView and Canvas in SwiftUI*, drawn at one
/// instant on the wall clocks of a time zone.
///
///     AnalogClock(time: date, timeZone: TimeZone(identifier: "Asia/Seoul")!)
///         .frame(width: 256, height: 256)
///
/// The canvas code is the tutorial's: a face filled with the day or night colour and outlined,
/// twelve tick marks, three kite-shaped hands rotated about the centre (the second hand red), a
/// centre button, and the day of the month drawn from a symbol tagged `0` at 1.6 × the centre.
/// Optional numerals are symbols too, drawn between the ticks and the hands (all but the 3, which
/// the day box covers). The closure is split at the hands into two canvases, the face an
/// equatable component of its own, so that a scene updating the clock every second keeps the
/// face's recording and draws only the hands again.
///
/// The clock keeps itself square (the largest square that fits, centred). Its line widths — the
/// rim's 2 points and the hands' 7.5, 5 and 2 — are the tutorial's on a 256-point clock and scale
/// with the clock.
public struct AnalogClock: Node {
    /// The light sky blue the face has by day: RGB(135, 206, 250), CSS `lightskyblue`.
    public static let defaultDayColor = Color(red8: 135, green8: 206, blue8: 250)
    /// The dark blue the face has by night: RGB(25, 25, 112), CSS `midnightblue`.
    public static let defaultNightColor = Color(red8: 25, green8: 25, blue8: 112)
    /// The side the tutorial's widths are meant for.
    public static let referenceSide = 256.0
    /// The hours written when numerals are shown: all but 3, whose place the day-of-month box
    /// takes, as on a wrist watch with a date window at three.
    public static let numeralHours = (1...12).filter { $0 != 3 }

    /// The instant shown.
    public var time: Date
    /// Whose wall clock it is.
    public var timeZone: TimeZone
    /// Sunrise and sunset, which choose the day or night look.
    public var daylight: Daylight
    /// The face's colour by day.
    public var dayColor: Color
    /// The face's colour by night.
    public var nightColor: Color
    /// Whether the numerals 1–12 (but 3, under the day box) are written inside the ticks.
    public var showsNumerals: Bool
    /// The tag of the day-of-month symbol (the tutorial's `0`); give each clock in one scene its own.
    public var dayViewTag: Tag
    /// Whether the hands and centre button are drawn (a live SVG draws them itself, turning).
    public var showsHands: Bool

    /// A clock showing `time` in `timeZone`.
    public init(time: Date, timeZone: TimeZone = .gmt, daylight: Daylight = Daylight(),
                dayColor: Color = defaultDayColor, nightColor: Color = defaultNightColor,
                showsNumerals: Bool = false, dayViewTag: Tag = 0, showsHands: Bool = true) {
        self.time = time
        self.timeZone = timeZone
        self.daylight = daylight
        self.dayColor = dayColor
        self.nightColor = nightColor
        self.showsNumerals = showsNumerals
        self.dayViewTag = dayViewTag
        self.showsHands = showsHands
    }

    /// Whether the clock shows its day look.
    public var isDaytime: Bool { daylight.isDaytime(at: time, in: timeZone) }

    /// The colour of the rim, ticks, hour and minute hands, centre button and numerals: black by
    /// day, white by night.
    public var inkColor: Color { isDaytime ? .black : .white }

    /// Two canvases on one square: the face (with its numeral symbols), then the hands and the
    /// day view (its symbol sized for the clock).
    ///
    /// The face is a component of its own that changes only with the day or night look, so a
    /// scene updating the clock every second takes the face back from the second before —
    /// nodes and recording — and draws only the hands anew.
    public var body: some Node {
        GeometryReader { frame in
            let clockSize = ClockMetrics(size: frame.size).clockSize
            ZStack {
                ClockFace(faceColor: isDaytime ? dayColor : nightColor, inkColor: inkColor, showsNumerals: showsNumerals,
                          clockTag: dayViewTag, clockSize: clockSize)
                Canvas { gContext, size in drawHandsAndDay(in: gContext, size: size) } symbols: {
                    ClockDayView(day: ClockGeometry.dayOfMonth(at: time, in: timeZone),
                                 size: ClockDayView.size(forClockSize: clockSize))
                        .tag(dayViewTag)
                }
            }
        }
        .aspectRatio(1, contentMode: .fit)
    }

    /// The rest of the tutorial's canvas closure, after the face: the hands about the centre,
    /// then the day of the month.
    func drawHandsAndDay(in gContext: GraphicsContext, size: Size) {
        let metrics = ClockMetrics(size: size)
        if showsHands {
            // The tutorial's `withCGContext`: the translation to the centre ends with it.
            gContext.withSavedGState {
                drawHands(context: gContext, clockSize: metrics.clockSize, clockCenter: metrics.clockCenter,
                          unit: metrics.unit)
            }
        }
        if gContext.hasSymbol(dayViewTag) {
            let box = ClockDayView.size(forClockSize: metrics.clockSize)
            let center = ClockGeometry.dayViewCenter(clockCenter: metrics.clockCenter)
            // SwiftUI centres a resolved symbol on the point; Vellum places its origin there.
            gContext.draw(symbol: dayViewTag, at: Point(x: center.x - box.width / 2, y: center.y - box.height / 2))
        }
    }

    /// One hand: its angle (radians clockwise from twelve), half-width, length and colour, and how
    /// long it takes to go round.
    struct Hand {
        var angle: Double, width: Double, length: Double, color: Color, secondsPerTurn: Double
    }

    /// The hour, minute and second hands of a face `clockSize` across at `unit` times the
    /// tutorial's widths.
    func hands(clockSize: Double, unit: Double) -> [Hand] {
        let angles = ClockGeometry.handAngles(for: time, in: timeZone)
        let lengths = ClockGeometry.handLengthFactors, widths = ClockGeometry.handWidths
        return [
            Hand(angle: angles.hour, width: widths.hour * unit, length: clockSize * lengths.hour / 2.0,
                 color: inkColor, secondsPerTurn: 12 * 3600),
            Hand(angle: angles.minute, width: widths.minute * unit, length: clockSize * lengths.minute / 2.0,
                 color: inkColor, secondsPerTurn: 3600),
            Hand(angle: angles.second, width: widths.second * unit, length: clockSize * lengths.second / 2.0,
                 color: .cssRed, secondsPerTurn: 60),
        ]
    }

    /// The centre button's diameter on a face `clockSize` across.
    static func buttonDiameter(clockSize: Double) -> Double { clockSize * 0.05 }

    /// Hour, minute and (red) second hand about the centre, then the centre button.
    func drawHands(context cgContext: GraphicsContext, clockSize: Double, clockCenter: Double, unit: Double) {
        cgContext.translateBy(x: clockCenter, y: clockCenter)
        for hand in hands(clockSize: clockSize, unit: unit) {
            // The tutorial fills the hour and minute hands in the ink and saves the state around
            // the red second hand; setting each hand's colour draws the same.
            cgContext.setFillColor(hand.color)
            drawClockHand(context: cgContext, angle: hand.angle, width: hand.width, length: hand.length)
        }
        cgContext.setFillColor(inkColor)
        let buttonDiameter = Self.buttonDiameter(clockSize: clockSize)
        let buttonOffset = buttonDiameter / 2.0
        cgContext.addEllipse(in: Rect(x: -buttonOffset, y: -buttonOffset, width: buttonDiameter, height: buttonDiameter))
        cgContext.fillPath()
    }

    /// The hands and centre button as parts turning about the centre of a `canvas`-sized canvas
    /// the clock is centred on, for a live SVG.
    public func turningParts(on canvas: Size) -> [LivePart] {
        let metrics = ClockMetrics(size: canvas), clockSize = metrics.clockSize
        let pivot = Point(x: canvas.width / 2, y: canvas.height / 2)
        let parts = hands(clockSize: clockSize, unit: metrics.unit).map { hand in
            LivePart(shape: .polygon(ClockGeometry.handOutline(width: hand.width, length: hand.length)), color: hand.color,
                     motion: .turning(pivot: pivot, startDegrees: hand.angle * 180 / .pi, secondsPerTurn: hand.secondsPerTurn))
        }
        return parts + [LivePart(shape: .disc(radius: Self.buttonDiameter(clockSize: clockSize) / 2), color: inkColor,
                                 motion: .turning(pivot: pivot, startDegrees: 0, secondsPerTurn: nil))]
    }

    /// The tutorial's `drawClockHand`: the kite drawn pointing up, turned by `angle`.
    func drawClockHand(context: GraphicsContext, angle: Double, width: Double, length: Double) {
        context.saveGState()
        context.rotate(by: angle)
        let outline = ClockGeometry.handOutline(width: width, length: length)
        context.move(to: outline[0])
        for point in outline.dropFirst() { context.addLine(to: point) }
        context.closePath()
        context.fillPath()
        context.restoreGState()
    }
}
