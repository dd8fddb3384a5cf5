// Ray Wenderlich's "Using TimelineView and Canvas in SwiftUI" (seed 003): the `Canvas` clock of
// `AnalogClock.swift` as the tutorial builds it up, step by step, with only the import changed:
// `import SwiftUI` became the two lines below (SwiftUI on iOS brings UIKit's `UIColor` with it;
// here `VellumUIKit` does, and re-exports Foundation for `cos`, `Date` and `CGFloat`).
// This is a test fixture of the port; see Docs/Porting.md.
//
// The tutorial never shows its starter project's part of the view (`time`, `location`,
// `dayColor`, `nightColor`, `clockDecimalHourInLocalTz`, …) nor `ClockDayView`: the test supplies
// them (AnalogClockPortTests.swift, and the two stored properties marked below). The minute and
// second hands follow the hour hand: the tutorial says to add them "above the hand code", but
// above the translation they would turn about the canvas corner; after it is what its pictures show.
import Vellum
import VellumUIKit

struct AnalogClock: View {
  var time: Date              // supplied: the starter project's
  var location: Location      // supplied: the starter project's

  func drawTickMarks(context: CGContext, size: Double, offset: Double) {
    // 1
    let clockCenter = size / 2.0 + offset
    let clockRadius = size / 2.0
    // 2
    for hourMark in 0..<12 {
      // 3
      let angle = Double(hourMark) / 12.0 * 2.0 * Double.pi
      // 4
      let startX = cos(angle) * clockRadius + clockCenter
      let startY = sin(angle) * clockRadius + clockCenter
      // 5
      let endX = cos(angle) * clockRadius * 0.9 + clockCenter
      let endY = sin(angle) * clockRadius * 0.9 + clockCenter
      // 6
      context.move(to: CGPoint(x: startX, y: startY))
      // 7
      context.addLine(to: CGPoint(x: endX, y: endY))
      // 8
      context.strokePath()
    }
  }

  func drawClockHand(
    context: CGContext,
    angle: Double,
    width: Double,
    length: Double
  ) {
    // 1
    context.saveGState()
    // 2
    context.rotate(by: angle)
    // 3
    context.move(to: CGPoint(x: 0, y: 0))
    context.addLine(to: CGPoint(x: -width, y: -length * 0.67))
    context.addLine(to: CGPoint(x: 0, y: -length))
    context.addLine(to: CGPoint(x: width, y: -length * 0.67))
    context.closePath()
    // 4
    context.fillPath()
    // 5
    context.restoreGState()
  }

  var body: some View {
    Canvas { gContext, size in
      let dayView = gContext.resolveSymbol(id: 0)
      // 1
      let clockSize = min(size.width, size.height) * 0.9
      // 2
      let centerOffset = min(size.width, size.height) * 0.05
      // 3
      let clockCenter = min(size.width, size.height) / 2.0
      // 4
      let frameRect = CGRect(
        x: centerOffset,
        y: centerOffset,
        width: clockSize,
        height: clockSize)

      // 1
      gContext.withCGContext { cgContext in
        // 2
        cgContext.setStrokeColor(
          location.isDaytime(at: time) ?
            UIColor.black.cgColor : UIColor.white.cgColor)
        // 3
        cgContext.setFillColor(location.isDaytime(at: time) ? dayColor : nightColor)
        cgContext.setLineWidth(2.0)
        // 4
        cgContext.addEllipse(in: frameRect)
        // 5
        cgContext.drawPath(using: .fillStroke)

        drawTickMarks(
          context: cgContext,
          size: clockSize,
          offset: centerOffset)

        // 1
        cgContext.setFillColor(location.isDaytime(at: time) ?
          UIColor.black.cgColor : UIColor.white.cgColor)
        // 2
        cgContext.translateBy(x: clockCenter, y: clockCenter)
        // 3
        let angle = clockDecimalHourInLocalTz / 12.0 * 2 * Double.pi
        let hourRadius = clockSize * 0.65 / 2.0
        // 4
        drawClockHand(
          context: cgContext,
          angle: angle,
          width: 7.5,
          length: hourRadius)

        let minuteRadius = clockSize * 0.75 / 2.0
        let minuteAngle = clockMinuteInLocalTz / 60.0 * 2 * Double.pi
        drawClockHand(
          context: cgContext,
          angle: minuteAngle,
          width: 5.0,
          length: minuteRadius)

        cgContext.saveGState()
        cgContext.setFillColor(UIColor.red.cgColor)
        let secondRadius = clockSize * 0.85 / 2.0
        let secondAngle = clockSecondInLocalTz / 60.0 * 2 * Double.pi
        drawClockHand(
          context: cgContext,
          angle: secondAngle,
          width: 2.0,
          length: secondRadius)
        cgContext.restoreGState()

        let buttonDiameter = clockSize * 0.05
        let buttonOffset = buttonDiameter / 2.0
        let buttonRect = CGRect(
          x: -buttonOffset,
          y: -buttonOffset,
          width: buttonDiameter,
          height: buttonDiameter)
        cgContext.addEllipse(in: buttonRect)
        cgContext.fillPath()
      }

      if let dayView = dayView {
        gContext.draw(
          dayView,
          at: CGPoint(x: clockCenter * 1.6, y: clockCenter))
      }
    } symbols: {
      ClockDayView(time: time, location: location)
        .tag(0)
    }
  }
}
