import Foundation
import VellumComponents
import VellumCore
import VellumScene

/// Where the daytime bar's pieces go across a bar of a given size: pure values.
public struct DaytimeBarGeometry: Hashable, Sendable {
    /// The bar's size.
    public var size: Size
    /// Sunrise and sunset.
    public var daylight: Daylight

    /// The geometry of a bar of `size`.
    public init(size: Size, daylight: Daylight) {
        self.size = size
        self.daylight = daylight
    }

    /// Where `hour` (0…24) falls across the bar: `hour` / 24 × the width.
    public func position(ofHour hour: Double) -> Double { hour / 24.0 * size.width }
    /// Where the sun rises across the bar.
    public var sunrisePosition: Double { position(ofHour: daylight.sunrise) }
    /// Where the sun sets across the bar (never before sunrise: a sunset that is not after the
    /// sunrise leaves no daytime).
    public var sunsetPosition: Double { position(ofHour: max(daylight.sunset, daylight.sunrise)) }

    /// Midnight to sunrise.
    public var preDawnRect: Rect { Rect(x: 0, y: 0, width: sunrisePosition, height: size.height) }
    /// Sunrise to sunset.
    public var dayRect: Rect {
        Rect(x: sunrisePosition, y: 0, width: sunsetPosition - sunrisePosition, height: size.height)
    }
    /// Sunset to midnight.
    public var eveningRect: Rect {
        Rect(x: sunsetPosition, y: 0, width: size.width - sunsetPosition, height: size.height)
    }
    /// The marked hours: midnight and noon.
    public static let markedHours = [0, 12]
}

/// The tutorial's `DaytimeGraphicsView` as a canvas: a day's 24 hours across the width, black
/// before sunrise and after sunset, blue between, with yellow lines at midnight and noon.
///
///     DaytimeBar(daylight: Daylight(sunrise: 7.5, sunset: 17.25)).frame(width: 320, height: 24)
///
/// The colours are SwiftUI's `.black`, `.blue` (RGB(0, 122, 255)) and `.yellow`
/// (RGB(255, 204, 0)), which the tutorial uses. A red line can mark a moment of the day.
public struct DaytimeBar: Node {
    /// SwiftUI's `.blue` in the light appearance.
    public static let dayColor = Color(red8: 0, green8: 122, blue8: 255)
    /// SwiftUI's `.yellow` in the light appearance.
    public static let hourLineColor = Color(red8: 255, green8: 204, blue8: 0)
    /// The colour of the marker for ``marked``.
    public static let markerColor = Color.red
    /// The width of the marker for ``marked``.
    public static let markerWidth = 2.0
    /// The width of the lines at midnight and noon.
    public static let hourLineWidth = 3.0

    /// Sunrise and sunset.
    public var daylight: Daylight
    /// A moment to mark on the bar with its zone, or `nil` for none.
    public var marked: (time: Date, timeZone: TimeZone)?

    /// A bar for `daylight`, marking `marked` when given.
    public init(daylight: Daylight = Daylight(), marked: (time: Date, timeZone: TimeZone)? = nil) {
        self.daylight = daylight
        self.marked = marked
    }

    /// The canvas.
    public var body: some Node {
        Canvas { context, size in draw(in: context, size: size) }
    }

    func draw(in context: GraphicsContext, size: Size) {
        let geometry = DaytimeBarGeometry(size: size, daylight: daylight)
        context.fill(Path(geometry.preDawnRect), with: .color(.black))
        context.fill(Path(geometry.dayRect), with: .color(Self.dayColor))
        context.fill(Path(geometry.eveningRect), with: .color(.black))

        for hour in DaytimeBarGeometry.markedHours {
            drawLine(at: geometry.position(ofHour: Double(hour)), height: size.height, color: Self.hourLineColor,
                     width: Self.hourLineWidth, in: context)
        }
        if let marked {
            let hour = ClockGeometry.decimalHour(at: marked.time, in: marked.timeZone)
            drawLine(at: geometry.position(ofHour: hour), height: size.height, color: Self.markerColor,
                     width: Self.markerWidth, in: context)
        }
    }

    private func drawLine(at position: Double, height: Double, color: Color, width: Double, in context: GraphicsContext) {
        var path = Path()
        path.move(to: Point(x: position, y: 0))
        path.addLine(to: Point(x: position, y: height))
        context.stroke(path, with: .color(color), lineWidth: width)
    }

    /// The marker of ``marked`` as a part sliding across a `size` bar, one width a day, for a
    /// live SVG; `nil` when nothing is marked. (It keeps the speed of a 24-hour day through
    /// daylight-saving changes, which a document that runs for ever cannot foresee.)
    public func markerPart(on size: Size) -> LivePart? {
        guard let marked else { return nil }
        let geometry = DaytimeBarGeometry(size: size, daylight: daylight)
        let start = geometry.position(ofHour: ClockGeometry.decimalHour(at: marked.time, in: marked.timeZone))
        let half = Self.markerWidth / 2
        let outline = [Point(x: -half, y: 0), Point(x: half, y: 0), Point(x: half, y: size.height), Point(x: -half, y: size.height)]
        return LivePart(shape: .polygon(outline), color: Self.markerColor,
                        motion: .sliding(start: Point(x: start, y: 0), width: size.width, secondsAcross: 24 * 3600))
    }
}
