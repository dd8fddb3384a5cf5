// A clock face laid out by a custom `Layout`, as SwiftUI code writes it: the twelve numerals
// placed around a circle by a radial layout, over a ring, with a flow-switching `AnyLayout`
// caption. Ported by changing `import SwiftUI` to `import Vellum`.
import Vellum

struct RadialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let radius = min(bounds.size.width, bounds.size.height) / 2 * 0.8
        let angle = Angle.degrees(360 / Double(subviews.count)).radians
        for (index, subview) in subviews.enumerated() {
            // Start at twelve o'clock and go clockwise.
            let theta = angle * Double(index) - .pi / 2
            let point = CGPoint(x: bounds.midX + radius * cos(theta), y: bounds.midY + radius * sin(theta))
            subview.place(at: point, anchor: .center, proposal: .unspecified)
        }
    }
}

struct RadialClockFace: View {
    var compact = false

    var body: some View {
        VStack(spacing: 8) {
            ZStack {
                Circle()
                    .strokeBorder(.gray.opacity(0.4), lineWidth: 4)
                RadialLayout {
                    ForEach([12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], id: \.self) { hour in
                        Text("\(hour)")
                            .font(.system(size: 14, weight: .semibold, design: .rounded))
                    }
                }
            }
            .frame(width: 160, height: 160)
            let caption = compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
            caption {
                Text("Seoul")
                    .fontWeight(.bold)
                Text("UTC+9")
                    .foregroundStyle(.secondary)
            }
            .font(.caption)
        }
        .padding()
    }
}
