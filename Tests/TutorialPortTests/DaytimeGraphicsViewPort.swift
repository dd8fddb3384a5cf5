// Ray Wenderlich's "Using TimelineView and Canvas in SwiftUI" (seed 003): the `Canvas` body of
// `DaytimeGraphicsView.swift` as the tutorial writes it, with only the import changed
// (`import SwiftUI` became the two lines below). This is a test fixture of the port; see Docs/Porting.md.
//
// The tutorial shows the canvas's drawing, not the starter project's lines that compute where
// sunrise and sunset fall (it only says their `proxy.size.width` becomes `size.width`), nor the
// view's stored properties: those lines are supplied and marked.
import Foundation
import Vellum

struct DaytimeGraphicsView: View {
  var sunrise: Double           // supplied: the starter project's (hours after midnight)
  var sunset: Double            // supplied: the starter project's

  var body: some View {
    Canvas { context, size in
      let sunrisePosition = sunrise / 24.0 * size.width   // supplied: the starter project's
      let sunsetPosition = sunset / 24.0 * size.width     // supplied: the starter project's

      // 1
      let preDawnRect = CGRect(
        x: 0,
        y: 0,
        width: sunrisePosition,
        height: size.height)
      // 2
      context.fill(
        // 3
        Path(preDawnRect),
        // 4
        with: .color(.black))

      let dayRect = CGRect(
        x: sunrisePosition,
        y: 0,
        width: sunsetPosition - sunrisePosition,
        height: size.height)
      context.fill(
        Path(dayRect),
        with: .color(.blue))

      let eveningRect = CGRect(
        x: sunsetPosition,
        y: 0,
        width: size.width - sunsetPosition,
        height: size.height)
      context.fill(
        Path(eveningRect),
        with: .color(.black))

      // 1
      for hour in [0, 12] {
        // 2
        var hourPath = Path()
        // 3
        let position = Double(hour) / 24.0 * size.width
        // 4
        hourPath.move(to: CGPoint(x: position, y: 0))
        // 5
        hourPath.addLine(to: CGPoint(x: position, y: size.height))
        // 6
        context.stroke(
          hourPath,
          with: .color(.yellow),
          lineWidth: 3.0)
      }
    }
  }
}
