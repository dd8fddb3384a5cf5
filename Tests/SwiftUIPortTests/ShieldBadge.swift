// A shields-style badge as SwiftUI code writes it: a grey label part and a coloured message part,
// each padded around its text, kept at their ideal width and clipped to rounded corners.
// Ported by changing `import SwiftUI` to `import Vellum`.
import Vellum

struct ShieldBadge: View {
    let label: String
    let message: String
    var color: Color = .green

    var body: some View {
        HStack(spacing: 0) {
            Text(label)
                .padding(.horizontal, 6)
                .frame(height: 20)
                .background(Color(red: 0.33, green: 0.33, blue: 0.33))
            Text(message)
                .padding(.horizontal, 6)
                .frame(height: 20)
                .background(color)
        }
        .font(.system(size: 11))
        .foregroundStyle(.white)
        .fixedSize()
        .clipShape(RoundedRectangle(cornerRadius: 3))
    }
}
