import Vellum

/// A progress ring, as SwiftUI code draws one: a faint full track, the trimmed arc over it with
/// round caps starting at twelve o'clock, the percentage in the middle and an optional caption.
public struct ProgressRing: View {
    /// How much is done, 0…1.
    public var progress: Double
    /// The arc's colour; the track is the same at 20 %.
    public var color: Color
    /// The ring's thickness, as a fraction of its diameter.
    public var thickness: Double
    /// A line under the percentage; empty for none.
    public var caption: String

    /// A ring showing `progress`.
    public init(progress: Double, color: Color = .blue, thickness: Double = 0.1, caption: String = "") {
        self.progress = progress
        self.color = color
        self.thickness = thickness
        self.caption = caption
    }

    public var body: some View {
        GeometryReader { proxy in
            let side = min(proxy.size.width, proxy.size.height)
            let lineWidth = side * thickness
            ZStack {
                Circle()
                    .stroke(color.opacity(0.2), lineWidth: lineWidth)
                Circle()
                    .trim(from: 0, to: progress)
                    .stroke(color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                VStack(spacing: side * 0.02) {
                    Text("\(Int((progress * 100).rounded()))%")
                        .font(.system(size: side * 0.2, weight: .bold, design: .rounded))
                        .monospacedDigit()
                    if !caption.isEmpty {
                        Text(caption)
                            .font(.system(size: side * 0.08))
                            .foregroundStyle(.secondary)
                            .lineLimit(1)
                            .minimumScaleFactor(0.5)
                    }
                }
                .frame(width: side * 0.7)
            }
            .padding(lineWidth / 2)
            .frame(width: side, height: side)
            .position(x: proxy.size.width / 2, y: proxy.size.height / 2)
        }
    }
}
