// A medal beside a two-line caption, as SwiftUI code lines an icon up with one line of text in
// another stack: a custom VerticalAlignment whose guide the second line sets, and a ZStack
// badge pinned on the medal's corner by alignment guides.
// Ported by changing `import SwiftUI` to `import Vellum`.
import Vellum

extension VerticalAlignment {
    private enum SubtitleAlignment: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[VerticalAlignment.center]
        }
    }

    static let subtitle = VerticalAlignment(SubtitleAlignment.self)
}

struct AlignedMedalRow: View {
    let title: String
    let subtitle: String
    let count: Int

    var body: some View {
        HStack(alignment: .subtitle, spacing: 10) {
            ZStack(alignment: .topTrailing) {
                Circle()
                    .fill(.yellow)
                    .frame(width: 28, height: 28)
                Text("\(count)")
                    .font(.system(size: 10, weight: .bold))
                    .foregroundStyle(.white)
                    .padding(3)
                    .background(Circle().fill(.red))
                    .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
                    .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
            }
            VStack(alignment: .leading, spacing: 4) {
                Text(title)
                    .font(.headline)
                Text(subtitle)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .alignmentGuide(.subtitle) { d in d[VerticalAlignment.center] }
            }
        }
        .padding()
    }
}
