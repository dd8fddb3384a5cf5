// A contact card as SwiftUI code writes it: a photo cropped into a circle with a white ring and a
// soft shadow, the name and role beside it, on a rounded card.
// Ported by changing `import SwiftUI` to `import Vellum`. The photo is a resource of this package,
// found as SwiftUI finds a package's asset: `Image("avatar", bundle: .module)` (in an app target,
// `Image("avatar")`); Vellum reads the file `avatar.jpg` among the bundle's resources.
import Vellum

struct AvatarCard: View {
    var name: String
    var role: String

    var body: some View {
        HStack(spacing: 12) {
            Image("avatar", bundle: .module)
                .resizable()
                .scaledToFill()
                .frame(width: 56, height: 56)
                .clipShape(Circle())
                .overlay(Circle().stroke(Color.white, lineWidth: 2))
                .shadow(radius: 3)
            VStack(alignment: .leading, spacing: 2) {
                Text(name)
                    .font(.headline)
                Text(role)
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            }
            Spacer()
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color(white: 0.96)))
        .padding(8)
    }
}
