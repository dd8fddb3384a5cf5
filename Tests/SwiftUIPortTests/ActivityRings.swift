// Activity rings as SwiftUI code writes them: each ring a faint track with an angular gradient
// stroked over it, trimmed to the progress and turned to start at twelve o'clock, plus a small
// colour wheel filled with a conic gradient in the middle.
// Ported by changing `import SwiftUI` to `import Vellum`.
import Vellum

struct ActivityRing: View {
    var progress: Double
    var colors: [Color]
    var lineWidth: CGFloat = 16

    var body: some View {
        ZStack {
            Circle()
                .stroke(colors[0].opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(
                    AngularGradient(gradient: Gradient(colors: colors), center: .center,
                                    startAngle: .degrees(0), endAngle: .degrees(360 * progress)),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
    }
}

struct ActivityRings: View {
    var move: Double
    var exercise: Double
    var stand: Double

    var body: some View {
        ZStack {
            ActivityRing(progress: move, colors: [.red, .pink])
                .frame(width: 160, height: 160)
            ActivityRing(progress: exercise, colors: [.green, .mint])
                .frame(width: 122, height: 122)
            ActivityRing(progress: stand, colors: [.blue, .cyan])
                .frame(width: 84, height: 84)
            Circle()
                .fill(.conicGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red],
                                     center: .center))
                .frame(width: 36, height: 36)
        }
        .padding(12)
        .background(Color.black, in: RoundedRectangle(cornerRadius: 28, style: .continuous))
    }
}
