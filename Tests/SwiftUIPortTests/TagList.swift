// A list of tags as SwiftUI code writes it: each a `Label` whose title joins a bold name and a
// grey count, whose icon is a coloured dot; one tag struck through as archived, a "new" marker
// styled through an `AttributedString`. Ported by changing `import SwiftUI` to `import Vellum`.
import Vellum

struct TagItem: Identifiable {
    let id: String
    let color: Color
    let count: Int
    var isArchived = false
}

struct TagList: View {
    let tags: [TagItem]

    var newBadge: AttributedString {
        var badge = AttributedString(" new")
        badge.foregroundColor = .orange
        badge.font = .caption.italic()
        badge.underlineStyle = .single
        return badge
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            ForEach(tags) { tag in
                Label {
                    (Text(tag.id).bold().strikethrough(tag.isArchived)
                        + Text("  \(tag.count)").foregroundColor(.gray)
                        + Text(tag.count > 40 ? newBadge : AttributedString()))
                } icon: {
                    Circle()
                        .fill(tag.color)
                        .frame(width: 10, height: 10)
                }
            }
            Label {
                Text("Colours only below")
                    .font(.footnote)
                    .italic()
            } icon: {
                Circle().stroke(.gray)
            }
            .labelStyle(.titleOnly)
            HStack {
                ForEach(tags) { tag in
                    Label {
                        Text(tag.id)
                    } icon: {
                        Capsule().fill(tag.color).frame(width: 18, height: 8)
                    }
                }
            }
            .labelStyle(.iconOnly)
        }
        .padding()
        .frame(width: 240, alignment: .leading)
    }
}
