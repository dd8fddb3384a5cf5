// A stats card as SwiftUI code writes it: rows of label and value pushed apart by a spacer, a
// divider under the title, secondary labels, a rounded white background with a hairline border.
// Ported by changing `import SwiftUI` to `import Vellum`.
import Vellum

struct Stat: Identifiable {
    let id = UUID()
    let title: String
    let value: String
}

struct StatsCard: View {
    let title: String
    let stats: [Stat]

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(title)
                .font(.headline)
            Divider()
            ForEach(stats) { stat in
                HStack {
                    Text(stat.title)
                        .foregroundStyle(.secondary)
                    Spacer()
                    Text(stat.value)
                        .fontWeight(.semibold)
                }
            }
        }
        .padding()
        .frame(width: 240)
        .background(.white, in: RoundedRectangle(cornerRadius: 12))
        .overlay(
            RoundedRectangle(cornerRadius: 12)
                .stroke(Color.gray.opacity(0.3), lineWidth: 1)
        )
        .padding()
    }
}
