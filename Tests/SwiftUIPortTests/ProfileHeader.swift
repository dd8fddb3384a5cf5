// A profile header as SwiftUI code writes it: an avatar circle with a gradient, its initial and
// a status dot laid over it, the name and handle given layout priority, and a capsule tag.
// Ported by changing `import SwiftUI` to `import Vellum`.
import Vellum

struct ProfileHeader: View {
    let name: String
    let handle: String
    let isPro: Bool

    var body: some View {
        HStack(alignment: .center, spacing: 12) {
            Circle()
                .fill(.blue.gradient)
                .frame(width: 48, height: 48)
                .overlay {
                    Text(String(name.prefix(1)))
                        .font(.title2)
                        .foregroundStyle(.white)
                }
                .overlay(alignment: .bottomTrailing) {
                    Circle()
                        .fill(.green)
                        .frame(width: 14, height: 14)
                        .overlay(Circle().stroke(.white, lineWidth: 2))
                }
            VStack(alignment: .leading, spacing: 2) {
                Text(name)
                    .font(.headline)
                Text("@\(handle)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .layoutPriority(1)
            Spacer(minLength: 0)
            if isPro {
                Text("PRO")
                    .font(.caption)
                    .fontWeight(.bold)
                    .foregroundStyle(.white)
                    .padding(.horizontal, 6)
                    .padding(.vertical, 2)
                    .background(.orange, in: Capsule())
            }
        }
        .padding()
        .frame(width: 300)
        .background(Color(white: 0.96))
    }
}
