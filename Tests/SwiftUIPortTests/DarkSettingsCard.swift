// A settings card in dark mode as SwiftUI code writes it: continuous rounded rectangles, tinted
// icons, secondary text and a tinted capsule button, with the whole card asked to be dark.
// Ported by changing `import SwiftUI` to `import Vellum`.
import Vellum

struct SettingsRow: View {
    var symbolColor: Color
    var title: String
    var detail: String

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 7, style: .continuous)
                .fill(symbolColor)
                .frame(width: 28, height: 28)
            VStack(alignment: .leading, spacing: 2) {
                Text(title)
                    .font(.system(size: 15, weight: .medium))
                Text(detail)
                    .font(.system(size: 12))
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Capsule(style: .continuous)
                .fill(.tint)
                .frame(width: 44, height: 24)
        }
    }
}

struct DarkSettingsCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Notifications")
                .font(.system(size: 20, weight: .bold))
            SettingsRow(symbolColor: .red, title: "Alerts", detail: "Sounds and banners")
            SettingsRow(symbolColor: .orange, title: "Summary", detail: "Twice a day")
                .tint(.green)
            SettingsRow(symbolColor: .indigo, title: "Focus", detail: "Until 7:00")
        }
        .padding(18)
        .background(Color(white: 0.11), in: RoundedRectangle(cornerRadius: 22, style: .continuous))
        .clipShape(RoundedRectangle(cornerRadius: 22, style: .continuous))
        .preferredColorScheme(.dark)
    }
}
