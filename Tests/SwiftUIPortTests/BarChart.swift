// A bar chart as SwiftUI code writes it: bars scaled to the reader's height, pushed to the bottom
// by spacers, the last one highlighted, captions in the secondary style.
// Ported by changing `import SwiftUI` to `import Vellum`.
import Vellum

struct BarChart: View {
    let values: [Double]
    let labels: [String]

    var body: some View {
        GeometryReader { geometry in
            HStack(alignment: .bottom, spacing: 6) {
                ForEach(values.indices, id: \.self) { index in
                    VStack(spacing: 4) {
                        Spacer(minLength: 0)
                        RoundedRectangle(cornerRadius: 4)
                            .fill(index == values.indices.last ? Color.orange : Color.blue)
                            .frame(height: (geometry.size.height - 20) * values[index] / (values.max() ?? 1))
                        Text(labels[index])
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                    }
                }
            }
        }
        .frame(width: 240, height: 140)
        .padding()
    }
}
