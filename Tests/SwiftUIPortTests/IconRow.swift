// A row of tab-bar style icons as SwiftUI code writes it: template images tinted by the
// foreground colour, whatever colours the files hold, each over its caption.
// Ported by changing `import SwiftUI` to `import Vellum`. The icons are PNG resources of this
// package, named as SwiftUI names a package's assets (`bundle: .module`).
import Vellum

struct IconRow: View {
    struct Item {
        var icon: String
        var title: String
        var tint: Color
    }

    var items: [Item]

    var body: some View {
        HStack(spacing: 24) {
            ForEach(items, id: \.title) { item in
                VStack(spacing: 6) {
                    Image(item.icon, bundle: .module)
                        .renderingMode(.template)
                        .resizable()
                        .interpolation(.high)
                        .frame(width: 28, height: 28)
                        .foregroundColor(item.tint)
                    Text(item.title)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
        }
        .padding()
    }
}
