import VellumCore
import VellumScene

/// The measures of a clock drawn on a canvas: the face is 90 % of the shorter side, centred,
/// and widths scale with ``AnalogClock/referenceSide``.
struct ClockMetrics {
    let clockSize: Double, centerOffset: Double, clockCenter: Double, unit: Double

    init(size: Size) {
        let side = min(size.width, size.height)
        clockSize = side * 0.9
        centerOffset = side * 0.05
        clockCenter = side / 2.0
        unit = side / AnalogClock.referenceSide
    }
}

/// The analog clock's face: the disc in the day or night colour with its rim, the twelve tick
/// marks and, when shown, the numerals — the first part of the tutorial's canvas closure.
///
/// Equatable, and the same from one second to the next: a scene updating its clock every
/// second takes the face back, with its recording, instead of drawing it again.
struct ClockFace: Node, Equatable {
    var faceColor: Color
    var inkColor: Color
    var showsNumerals: Bool
    /// The clock's tag, which the numerals' symbol tags carry.
    var clockTag: Tag
    /// The face's diameter, which sizes the numerals.
    var clockSize: Double

    var body: some Node {
        Canvas { gContext, size in draw(in: gContext, size: size) } symbols: {
            if showsNumerals {
                ForEach(AnalogClock.numeralHours) { hour in
                    ClockNumeral(hour: hour, fontSize: clockSize * 0.1, color: inkColor)
                        .tag(ClockNumeralTag(clock: clockTag, hour: hour))
                }
            }
        }
    }

    func draw(in gContext: GraphicsContext, size: Size) {
        let metrics = ClockMetrics(size: size)
        let frameRect = Rect(x: metrics.centerOffset, y: metrics.centerOffset, width: metrics.clockSize,
                             height: metrics.clockSize)
        // The tutorial's `withCGContext`: the state it sets ends with it.
        gContext.withSavedGState {
            let cgContext = gContext
            cgContext.setStrokeColor(inkColor)
            cgContext.setFillColor(faceColor)
            cgContext.setLineWidth(2.0 * metrics.unit)
            cgContext.addEllipse(in: frameRect)
            cgContext.drawPath(using: .fillStroke)

            drawTickMarks(context: cgContext, size: metrics.clockSize, offset: metrics.centerOffset)
            if showsNumerals { drawNumerals(context: cgContext, clockSize: metrics.clockSize, clockCenter: metrics.clockCenter) }
        }
    }

    func drawTickMarks(context: GraphicsContext, size: Double, offset: Double) {
        for tick in ClockGeometry.tickMarks(size: size, offset: offset) {
            context.move(to: tick.start)
            context.addLine(to: tick.end)
            context.strokePath()
        }
    }

    func drawNumerals(context: GraphicsContext, clockSize: Double, clockCenter: Double) {
        let box = ClockNumeral.boxSize(fontSize: clockSize * 0.1)
        for hour in AnalogClock.numeralHours {
            let tag = Tag(ClockNumeralTag(clock: clockTag, hour: hour))
            guard context.hasSymbol(tag) else { continue }
            let center = ClockGeometry.numeralCenter(hour: hour, center: Point(x: clockCenter, y: clockCenter),
                                                     radius: clockSize / 2)
            context.draw(symbol: tag, at: Point(x: center.x - box.width / 2, y: center.y - box.height / 2))
        }
    }
}
