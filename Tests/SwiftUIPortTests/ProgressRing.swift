// A progress ring as SwiftUI code writes it: a faint full circle, the trimmed circle over it with
// round caps turned to start at twelve o'clock, and the percentage in the middle.
// Ported by changing `import SwiftUI` to `import Vellum`.
import Vellum

struct ProgressRing: View {
    var progress: Double
    var lineWidth: CGFloat = 12
    var color: Color = .green

    var body: some View {
        ZStack {
            Circle()
                .stroke(color.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text("\(Int(progress * 100))%")
                .font(.system(size: 28, weight: .bold))
        }
        .padding(lineWidth / 2)
        .frame(width: 140, height: 140)
    }
}
