// A news row as SwiftUI code writes it: a coloured source badge, a bold headline cut to one line,
// a grey summary cut to two, and a footer with a formatted price and date joined from styled
// parts. Ported by changing `import SwiftUI` to `import Vellum`.
import Vellum

struct NewsItem {
    let source: String
    let headline: String
    let summary: String
    let price: Double
    let published: Date
}

struct NewsRow: View {
    let item: NewsItem

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            RoundedRectangle(cornerRadius: 8)
                .fill(.indigo.gradient)
                .frame(width: 44, height: 44)
                .overlay {
                    Text(String(item.source.prefix(1)))
                        .font(.title3.bold())
                        .foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 4) {
                Text(item.headline)
                    .font(.headline)
                    .lineLimit(1)
                Text(item.summary)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
                HStack {
                    Text(item.price, format: .currency(code: "USD"))
                        .font(.subheadline.weight(.semibold))
                        .foregroundColor(.green)
                    Spacer()
                    Text(item.source).bold() + Text(" · ")
                        + Text(item.published, format: .dateTime.month(.abbreviated).day().year())
                }
                .font(.caption)
            }
        }
        .padding(12)
        .frame(width: 360)
        .background(Color(white: 0.97))
        .environment(\.locale, Locale(identifier: "en_US"))
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
    }
}
