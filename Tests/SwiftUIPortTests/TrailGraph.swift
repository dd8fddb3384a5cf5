// A trail graph as SwiftUI code writes it: one capsule per stretch of a walk spanning the lowest
// to the highest reading of the measure shown, scaled into the graph's height. Switching the
// measure animates every capsule with a spring slowed down and started a little later the further
// right it stands, and the capsules change colour as they go.
// Ported by changing `import SwiftUI` to `import Vellum`.
import Vellum

struct Stretch {
    var elevation: ClosedRange<Double>
    var heartRate: ClosedRange<Double>
}

extension Animation {
    static func wave(position: Int) -> Animation {
        .spring(dampingFraction: 0.55)
            .speed(1.6)
            .delay(0.04 * Double(position))
    }
}

struct RangeCapsule: View {
    var range: ClosedRange<Double>
    var bounds: ClosedRange<Double>
    var graphHeight: CGFloat
    var color: Color

    var fraction: CGFloat {
        (range.upperBound - range.lowerBound) / (bounds.upperBound - bounds.lowerBound)
    }

    var lift: CGFloat {
        (range.lowerBound - bounds.lowerBound) / (bounds.upperBound - bounds.lowerBound)
    }

    var body: some View {
        Capsule()
            .fill(color)
            .frame(height: max(graphHeight * fraction, 8))
            .offset(x: 0, y: -graphHeight * lift)
    }
}

struct TrailGraph: View {
    var stretches: [Stretch]
    var measure: KeyPath<Stretch, ClosedRange<Double>>

    var color: Color {
        measure == \Stretch.elevation ? Color(hue: 0.33, saturation: 0.6, brightness: 0.7)
                                      : Color(hue: 0.95, saturation: 0.7, brightness: 0.9)
    }

    var bounds: ClosedRange<Double> {
        let ranges = stretches.map { $0[keyPath: measure] }
        let low = ranges.map(\.lowerBound).min() ?? 0
        let high = ranges.map(\.upperBound).max() ?? 1
        return low...high
    }

    var body: some View {
        GeometryReader { proxy in
            HStack(alignment: .bottom, spacing: proxy.size.width / 40) {
                ForEach(Array(stretches.enumerated()), id: \.offset) { position, stretch in
                    RangeCapsule(range: stretch[keyPath: measure], bounds: bounds,
                                 graphHeight: proxy.size.height, color: color)
                        .animation(.wave(position: position), value: measure)
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .bottom)
        }
    }
}

struct TrailCard: View {
    var stretches: [Stretch]
    var showsHeartRate: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(showsHeartRate ? "Heart rate" : "Elevation")
                .font(.headline)
            TrailGraph(stretches: stretches, measure: showsHeartRate ? \.heartRate : \.elevation)
                .frame(height: 110)
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.96)))
    }
}
